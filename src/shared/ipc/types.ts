import type { GameEvent, GameOptions, GameRecord } from '../record/schema';
import type { GameSummary } from '../record/summary';

/**
 * The data the API returns. The session list types are defined here, in shared code, and the
 * store (src/main/store) uses them; the store's larger results (with the engine snapshot) are
 * narrowed to these in src/main/ipc/sessionHandlers.ts.
 */

export type SessionStatus = 'playing' | 'final-scoring' | 'finished';

export interface SessionPlayerInfo {
  id: string;
  name: string;
  color: string;
  score: number;
}

/** One line of the session list. */
export interface SessionInfo {
  id: string;
  name: string;
  /** ISO 8601. */
  created: string;
  /** ISO 8601: the last event, undo or redo. */
  lastPlayed: string;
  players: SessionPlayerInfo[];
  options: GameOptions;
  status: SessionStatus;
  turn: number;
  eventCount: number;
  canUndo: boolean;
  canRedo: boolean;
}

export interface TrashedSessionInfo extends SessionInfo {
  /** ISO 8601. */
  deletedAt: string;
}

/** Something the people should know about, found while listing (a repaired or moved file). */
export interface StoreWarning {
  sessionId: string;
  kind: 'repaired' | 'moved-to-corrupt' | 'unreadable';
  message: string;
}

export interface SessionList {
  /** Most recently played first. */
  sessions: SessionInfo[];
  warnings: StoreWarning[];
}

export interface TrashList {
  /** Most recently deleted first. */
  sessions: TrashedSessionInfo[];
  warnings: StoreWarning[];
}

/** The state of a session after a change: what the table shows. */
export interface SessionState {
  info: SessionInfo;
  summary: GameSummary;
}

/** An opened session: its effective record (after undo/redo) and its state. */
export interface OpenedSession extends SessionState {
  record: GameRecord;
  warnings: string[];
}

/** After append, undo or redo: `event` is the event added, undone or redone. */
export interface ChangeResult extends SessionState {
  event: GameEvent;
}

export interface CreatedSession {
  id: string;
}

export interface AppInfo {
  name: string;
  version: string;
  /** Where the API runs: the Electron main process or the local web server. */
  mode: 'desktop' | 'browser';
}
