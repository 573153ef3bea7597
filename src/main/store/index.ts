/**
 * The session store: every game night kept on disk, crash-safe. A plain Node module (no
 * Electron): give it a folder (the app passes `app.getPath('userData')`, tests a temp dir).
 *
 *   const store = await openSessionStore(folder);          // keeps files in <folder>/sessions/
 *   const id = await store.create({ name: 'Friday', players, options });
 *   await store.append(id, { type: 'draw', tile: 'U' });   // on disk (fsync) when it resolves
 *   const { record, summary, info } = await store.open(id);
 *
 * Operations (all async; one at a time per session, sessions in parallel):
 *   create(NewSession) → id                  list() → { sessions: SessionInfo[], warnings }
 *   listNewest(count) → { sessions (the newest count), total, warnings }
 *   open(id) → OpenedSession                 append(id, event, expect?) → ChangeResult
 *   appendAll(id, events, expect?) → SeriesResult (one write, one fsync; all or none)
 *   undo(id, expect?) / redo(id, expect?)    rename(id, name) → SessionInfo
 *   export(id) → record JSON text            import(text, { name? }) → new id
 *   delete(id) (to the trash)                listTrash() → { sessions: TrashedSessionInfo[], warnings }
 *   restore(id)                              emptyTrash() → number removed
 *   listCorrupt() → CorruptFile[]            close() (writes pending sidecars, frees memory)
 * Every failure is a `StoreError` with a `code` (see errors.ts) and a message for people.
 *
 * Guarantees:
 * - Each session is its game record as an append-only JSON Lines journal (journal.ts): a
 *   header line (format, players, options, session id/name/created), then one event or store
 *   operation per line. A call that changes a session resolves only after its line is written
 *   and fsynced (new and moved files: the directory is fsynced too).
 * - `append` checks the event with the engine (parseEvent, then step against the current
 *   state) first: a refused event throws INVALID_EVENT with the engine's message and writes
 *   nothing. `appendAll` checks every event of its series so, each after the ones before it;
 *   one refused ("move 2 of 3: …") writes none, and the series is written with one fsync. A
 *   crash in the middle of that write keeps a prefix of the series (whole lines only).
 * - The replayed state of recently used sessions stays in memory, so an append is one engine
 *   step; it is updated only after the fsync succeeds. A failed write (DISK_FULL, READ_ONLY,
 *   NO_PERMISSION, IO) is cut back off the file and leaves the state as it was; if even the
 *   cut fails, the store forgets that session's memory and the next call shows the disk.
 * - `expect` (append, undo, redo) is the number of effective events the caller has seen; when
 *   the session has another number, nothing is written and CONFLICT is thrown, saying what
 *   changed. Two devices tapping from the same state never store the same move twice.
 * - Undo and redo are journal lines (`{"op":"undo"}`, `{"op":"redo"}`): the effective record is
 *   the events with the undone ones taken off, exactly the events before them. Both undo and
 *   the redo stack survive a restart; a new event empties the redo stack, as in any editor.
 * - After a crash, a torn last line (no newline: never acknowledged) is cut when the session
 *   is next read, and reported (`repaired`, `warnings`). A journal that cannot be read (bad
 *   header, unknown format, not UTF-8, not JSON, an event the engine refuses) is moved to
 *   `corrupt/` with the reason beside it and a CORRUPT error (or a `list` warning); the other
 *   sessions list and open as usual.
 * - `list` reads a small sidecar per session (sessionIndex.ts), rebuilt from the journal when
 *   missing or stale (size or mtime differ), so listing does not replay games. Sidecars are a
 *   cache: written once a session has been quiet for 10 s (`sidecarDelayMs`), off the fsync path, never
 *   trusted over the journal. Call `close()` on quit to write the pending ones.
 * - `listNewest` answers a first page from what the store knows already (its sessions in
 *   memory and the entries its last `list` checked), reading only journals it has not seen:
 *   no stat of 2,000 journals before Home shows anything. It is a preview, not the list: a
 *   journal changed behind the store's back since then shows as it was until the next
 *   `list`, which checks every journal (Home asks for it right after its first page).
 * - `import` replays the whole record first and always makes a new session with a new id.
 * - Ids are `crypto.randomUUID()` strings; anything else is refused (INVALID_ID) before it
 *   touches a path.
 * - One store per folder: two processes must not open the same folder at once. Both the
 *   desktop app and browser mode call `lockDataFolder(folder)` first (folderLock.ts: taken
 *   atomically with link(2); a lock of a dead process is taken over; `release()` on quit).
 */

export { isStoreError, StoreError, type StoreErrorCode } from './errors';
export { type FolderLock, LOCK_FILE, lockDataFolder } from './folderLock';
export { nodeFs, type StoreFileHandle, type StoreFs, type StoreStat } from './fsLayer';
export { isSessionId } from './ids';
export { MAX_NAME_LENGTH } from './names';
export type {
  SessionInfo,
  SessionPlayerInfo,
  SessionStatus,
  TrashedSessionInfo,
} from './sessionIndex';
export { openSessionStore, SessionStore } from './sessionStore';
export type {
  ChangeResult,
  CorruptFile,
  ImportOptions,
  NewSession,
  OpenedSession,
  ReplayedSession,
  SeriesResult,
  SessionList,
  SessionListHead,
  SessionState,
  SessionStoreOptions,
  StoreWarning,
  TrashList,
} from './types';
