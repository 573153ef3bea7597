/**
 * How long a session is left alone before the caches beside its journal are written: the
 * list's sidecar (`*.meta.json`) and the statistics' facts (`*.facts.json`).
 *
 * Each is written to a temporary file and renamed over the old one, and the file system flushes
 * that data with the next fsync on the disk, which is the next move's (ext4, in its default
 * ordered mode, makes a rename's data reach the disk before the rename does). Written a second
 * after a move, they fell on the next tap of the turn: on this project's machine about 1 tap in 15
 * waited 60 to 100 ms for its fsync, where one takes 1 to 5 ms (none in 77 after the change).
 * After 10 s of quiet a table is between turns. A cache not yet written costs little: it is
 * rebuilt when it is read stale or missing (the facts of games changed since, at the next start
 * too); a pending sidecar is written when the session leaves memory or the store closes.
 */
export const CACHE_QUIET_MS = 10_000;
