/**
 * Size limits the renderer checks as people type and main enforces on every payload. Kept
 * dependency-free so the first screen does not load the schemas to know them.
 */

/** As the store's MAX_NAME_LENGTH; the store also trims and refuses control characters. */
export const MAX_SESSION_NAME_LENGTH = 100;

/** Largest record text `sessions:import` accepts (UTF-16 code units). */
export const MAX_IMPORT_TEXT_LENGTH = 5 * 1024 * 1024;

/**
 * Most events `sessions:appendAll` stores at once: one tap implies at most a few (the tile's
 * `place`, End turn, the next draw), so anything longer is not a tap.
 */
export const MAX_SERIES_LENGTH = 16;

/** Most games `sessions:listNewest` answers with: a first page, never the whole list again. */
export const MAX_NEWEST_COUNT = 100;

/**
 * Games in one part of stats:games' answer: each part is parsed in a short task of its own.
 * With 500, one of the seven clicks on Statistics with 2,000 games had a task of 50–70 ms
 * (two parts' messages received in one task); with 250, none of 50 ms (bench, four runs).
 */
export const STATS_PART_GAMES = 250;
/** The highest part asked for (2,000,000 games): anything past the last part is empty. */
export const MAX_STATS_PART = 8000;
