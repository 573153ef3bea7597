import type { GameEvent, GameOptions, GameRecord } from '../record/schema';
import type { GameSummary } from '../record/summary';
import type { StoredGameFacts } from '../stats/storedFacts';

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

/**
 * The newest games only (`sessions:listNewest`): what Home's first page shows while the whole
 * list (for the search and the other pages) is still on its way.
 */
export interface SessionListHead extends SessionList {
  /** How many sessions the whole list has. */
  total: number;
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
  /** Why the game opens read-only: the rules refuse one of its events (`event N: …`). */
  readOnly?: string;
  /** The journal was cut or changed from outside: what is missing, and the copy to restore. */
  damage?: SessionDamage;
}

/**
 * A journal that no longer holds what was acknowledged (cut short, or a line changed by
 * another program). The session opens as the file has it; `sessions:repair` puts the last
 * copy back (`use: 'copy'`) or accepts the file as it is (`use: 'file'`).
 */
export interface SessionDamage {
  kind: 'short' | 'changed';
  /** Says exactly what is wrong, and where the last copy is (relative to the data folder). */
  message: string;
  /** Moves acknowledged, and moves the file has now. */
  acknowledged: number;
  present: number;
  /** For `changed`: the first move (1-based) that differs from the copy, when known. */
  move?: number;
  /** The newest backup that holds every acknowledged move, if there is one. */
  copy?: { file: string; moves: number };
}

/** After append, undo or redo: `event` is the event added, undone or redone. */
export interface ChangeResult extends SessionState {
  event: GameEvent;
}

/** After appendAll: `events` are the events added, in order; the state is after the last. */
export interface SeriesResult extends SessionState {
  events: GameEvent[];
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

// ---- player profiles, game nights, statistics (src/main/store/profiles.ts, records.ts) ----

/** A regular player, kept across games and nights. */
export interface Profile {
  /** A `crypto.randomUUID()` string. */
  id: string;
  /** 1 to 40 characters, as a player name of the record. */
  name: string;
  /** Their favourite meeple colour, prefilled in New game. */
  color: string;
  /** ISO 8601. */
  created: string;
}

export interface ProfileList {
  /** By name. */
  profiles: Profile[];
  /** E.g. an unreadable profiles file moved aside (told once). */
  warnings: string[];
}

/** What `profiles:save` takes: no id makes a new profile, an id updates that one. */
export interface ProfileInput {
  id?: string | undefined;
  name: string;
  color: string;
}

/** One player's running standing over the games of a night (by name, as at the table). */
export interface NightStanding {
  /** The name, trimmed and lower-cased. */
  key: string;
  /** As written in the latest game of the night. */
  name: string;
  color: string;
  /** Finished games played. */
  games: number;
  /** Finished games won (ties all win). */
  wins: number;
  /** Points over the finished games. */
  points: number;
  /** Points so far in the games not finished yet. */
  inPlay: number;
}

/** A game night: several games of one group, with its running standings. */
export interface GameNight {
  id: string;
  name: string;
  /** ISO 8601. */
  created: string;
  /** ISO 8601; missing while the night goes on. */
  ended?: string;
  /** Every session id of the night, in the order they were added. */
  sessions: string[];
  /** The sessions still in the list (not trashed), in the night's order. */
  games: SessionInfo[];
  /** Most wins first, then points. */
  standings: NightStanding[];
}

export interface NightList {
  /** Newest first. */
  nights: GameNight[];
  /** The night going on (not ended), if any. */
  current: string | null;
  warnings: string[];
}

export interface RematchResult {
  /** The new session. */
  id: string;
  /** The night it joined; null when it could not be added (see `warning`). */
  nightId: string | null;
  warning?: string;
}

/** One stored game, for statistics: its effective record, as `export` writes it. */
export interface StatsRecord {
  id: string;
  name: string;
  created: string;
  lastPlayed: string;
  status: SessionStatus;
  record: GameRecord;
}

/** One stored game for the statistics: its session and its facts (src/shared/stats/storedFacts.ts). */
export interface StatsGame {
  id: string;
  name: string;
  /** When the session was started: the game's date for the date filter. */
  created: string;
  facts: StoredGameFacts;
}

/** A seat as written in a game (src/shared/stats/statsWire.ts lists each one once). */
export interface StatsPerson {
  name: string;
  color: string;
  /** The record's `profile` of the seat, when it names one. */
  profile?: string;
}

/**
 * stats:games' answer: every stored game (not trashed), oldest first, in columns of plain
 * numbers so that 2,000 games parse in one short task (src/shared/stats/statsWire.ts says how).
 */
export interface StatsGames {
  /** The order of the points and counters in each seat's figures. */
  keys: { categories: readonly string[]; counters: readonly string[] };
  /** Each seat as written, once. */
  people: StatsPerson[];
  /** One entry per game in each list. */
  games: {
    id: string[];
    created: string[];
    /** 1 when finished, else 0. */
    finished: number[];
    /** The record's house rules (empty when none). */
    houseRules: string[][];
    /** How many seats the game has: its seats follow those of the games before it. */
    seats: number[];
    /** statsWire.ts's LUCK_KIND: none kept, no-aids, figures, figures with revolts in play. */
    luck: number[];
  };
  /** One entry per seat of every game, in order; the figures and luck as runs of numbers. */
  seats: {
    person: number[];
    id: string[];
    /** statsWire.ts's SEAT_FIGURES numbers per seat. */
    figures: number[];
    /** statsWire.ts's LUCK_FIGURES numbers per seat (null: that kind of tile not in play). */
    luck: (number | null)[];
  };
  /** Games left out: unreadable journals or records that do not replay. */
  warnings: StoreWarning[];
}

/**
 * One part of stats:games' answer (src/shared/stats/statsParts.ts): the games of `part`, in
 * the same columns; the whole is the parts joined in order, all of one `edition`.
 */
export interface StatsGamesPart extends StatsGames {
  part: number;
  /** How many parts the whole answer has (at least 1). */
  parts: number;
  /** The store's packing the part was cut from: parts of two editions do not join. */
  edition: number;
}

export interface StatsRecords {
  /** Most recently played first. */
  records: StatsRecord[];
  /** Games left out by the size cap (the oldest). */
  omitted: number;
  warnings: StoreWarning[];
}

// ------------------------------------------------------------------- phones at the table

/** What `devices:invite` answers: a code valid once, until `expiresAt`, and the QR code's URL. */
export interface DeviceInvite {
  /** Six digits, for typing when the QR code cannot be scanned. */
  code: string;
  /** The join page on the local network address, with the code. */
  url: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** What `devices:join` answers: the device's own token (kept by the phone only). */
export interface DeviceJoined {
  token: string;
  role: 'viewer' | 'scorer';
}

/** A device that joined (never its token). */
export interface DeviceInfo {
  id: string;
  name: string;
  role: 'viewer' | 'scorer';
  /** ISO 8601. */
  joinedAt: string;
  /**
   * When it last asked the host anything (ISO 8601, kept to within SEEN_SAVE_MS on disk), or
   * absent when it has not since it joined: the host tells a phone in use from a dead entry.
   */
  lastSeenAt?: string;
}

/** Where the host listens on the local network, while it shares. */
export interface LanSharing {
  address: string;
  port: number;
  /** The address phones open (the page without any token). */
  url: string;
}

export interface DeviceList {
  devices: DeviceInfo[];
  /** null: not listening on the local network (only 127.0.0.1). */
  sharing: LanSharing | null;
  /** An invite's code still works (not used, expired or voided). */
  inviteOpen: boolean;
  /**
   * That invite, while it works and the host shares (the host's channel only): the dialog
   * opened again shows the code a phone may be typing instead of voiding it with a new one.
   */
  openInvite: OpenInvite | null;
}

export interface OpenInvite extends DeviceInvite {
  /** The code lets a phone join as a scorer. */
  allowScorers: boolean;
}

/** Who the caller is: the host, or a device with its role and name. */
export interface DeviceSelf {
  role: 'host' | 'viewer' | 'scorer';
  name: string | null;
}
