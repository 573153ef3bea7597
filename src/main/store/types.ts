import type { GameSnapshot } from '../../shared/game/gameSnapshot';
import type { SessionDamage } from '../../shared/ipc/types';
import type { GameEvent, GameRecord, Player } from '../../shared/record/schema';
import type { GameSummary } from '../../shared/record/summary';
import type { Expansion } from '../../shared/tiles/catalog';
import type { StoreFs } from './fsLayer';
import type { SessionInfo, TrashedSessionInfo } from './sessionIndex';

/** What `create` needs: a name and the record's players and options. */
export interface NewSession {
  /** The id to store it under (a session id no file of the store has yet); else a new one. */
  id?: string;
  name: string;
  players: Player[];
  options?: { edition?: 'C3' | 'C1'; expansions?: Expansion[] };
}

/** The state of a session after an operation. `info.canUndo` / `info.canRedo` say what is possible. */
export interface SessionState {
  info: SessionInfo;
  /** The engine's state (XState snapshot): main-process use only, it does not cross IPC. */
  snapshot: GameSnapshot;
  /** What `replay` prints: plain JSON, fine to send anywhere. */
  summary: GameSummary;
}

export interface OpenedSession extends SessionState {
  /** The effective record (after undo/redo): what `export` writes. */
  record: GameRecord;
  /** Set when this open cut a torn last line (a crash during a write that was never acknowledged). */
  repaired?: { droppedBytes: number };
  /** Things the people should know, e.g. that a torn line was cut. */
  warnings: string[];
  /**
   * Why the game opens read-only: the rules refuse one of its events (`event N: …`, naming the
   * ruling). `record` then holds the events before it; the journal on disk is untouched.
   */
  readOnly?: string;
  /** The journal holds less than was acknowledged, or other moves: see `repair`. */
  damage?: SessionDamage;
}

/** A session as the store holds it in memory (`inMemory`): no replay needed to read it. */
export interface ReplayedSession {
  name: string;
  created: string;
  /** The effective record. */
  record: GameRecord;
  /** history[i] is the state before record.events[i]. */
  history: readonly GameSnapshot[];
  snapshot: GameSnapshot;
  /** Bytes of the journal this state is (complete lines). */
  journalSize: number;
}

/** The result of append, undo and redo: `event` is the event added, undone or redone. */
export interface ChangeResult extends SessionState {
  event: GameEvent;
}

/** The result of appendAll: `events` are the events added, in order; the state is after the last. */
export interface SeriesResult extends SessionState {
  events: GameEvent[];
}

export interface StoreWarning {
  sessionId: string;
  kind: 'repaired' | 'moved-to-corrupt' | 'unreadable';
  message: string;
  /** For moved-to-corrupt: the file's new path. */
  movedTo?: string;
}

export interface SessionList {
  /** Most recently played first. */
  sessions: SessionInfo[];
  /** Sessions repaired, moved aside or unreadable during this listing. */
  warnings: StoreWarning[];
}

/** The newest sessions only (`listNewest`), and how many the whole list has. */
export interface SessionListHead extends SessionList {
  total: number;
}

export interface TrashList {
  /** Most recently deleted first. */
  sessions: TrashedSessionInfo[];
  warnings: StoreWarning[];
}

export interface CorruptFile {
  /** File name in the corrupt/ folder. */
  file: string;
  path: string;
  sessionId: string | undefined;
  reason: string;
}

export interface ImportOptions {
  /**
   * The new session's name; default: the record's `name` / `session.name`, else the name of the
   * file it came from (`fileName`), else "Imported game".
   */
  name?: string;
  /** The file the record was picked from ("game-night-1-dec.meeple"): names the session. */
  fileName?: string;
  /**
   * Import even when the same game (players, options and effective events) is already stored.
   * Without it, that fails with DUPLICATE naming the stored session: statistics would count
   * the game twice.
   */
  allowDuplicate?: boolean;
}

export interface SessionStoreOptions {
  /** The file-system layer (tests inject failures here). Default: node:fs. */
  fs?: StoreFs;
  /** The clock for created / lastPlayed / op stamps. Default: `() => new Date()`. */
  now?: () => Date;
  /** How many sessions stay replayed in memory (about 1.5 MB per 300 events, with undo history). Default 8. */
  cacheSize?: number;
  /**
   * How long after a change the session's list metadata (sidecar) is written, in ms. Default
   * CACHE_QUIET_MS (cacheQuiet.ts); 0 writes it after each change, before the call returns.
   */
  sidecarDelayMs?: number;
  /**
   * Undo, redo and rename lines a journal may hold before it is compacted (when they are also
   * more than twice what the session needs). Default 1000.
   */
  compactAfterOps?: number;
  /** Largest import accepted, in bytes of UTF-16 text. Default 16 MiB. */
  maxImportSize?: number;
}
