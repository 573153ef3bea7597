import { join } from 'node:path';
import { type GameSnapshot, newGame, step } from '../../shared/game/gameSnapshot';
import { MAX_SERIES_LENGTH } from '../../shared/ipc/limits';
import type { SessionDamage } from '../../shared/ipc/types';
import { playDates } from '../../shared/record/playDates';
import { replayRecord } from '../../shared/record/replay';
import {
  type GameEvent,
  type GameRecord,
  parseEvent,
  parseHeader,
  RECORD_FORMAT,
  type RecordHeader,
} from '../../shared/record/schema';
import { summarize } from '../../shared/record/summary';
import { SessionBackups } from './backups';
import { CACHE_QUIET_MS } from './cacheQuiet';
import { KeyedLock, mapLimit } from './concurrency';
import { diskError, errnoCode, StoreError } from './errors';
import { nodeFs, type StoreFs, type StoreStat } from './fsLayer';
import { assertSessionId, isSessionId, newSessionId } from './ids';
import {
  type AckRecord,
  compareWithAck,
  eventChain,
  firstDifference,
  nextLink,
  readAck,
  writeAck,
} from './integrity';
import {
  appendDurably,
  createDurably,
  encodeEntries,
  encodeJournal,
  exists,
  type JournalEntry,
  type JournalHeader,
  JournalWriteError,
  parseJournal,
  replaceDurably,
  truncateDurably,
} from './journal';
import { JournalTrust } from './journalTrust';
import { JOURNAL_SUFFIX, REASON_SUFFIX, StoreLayout, TEMP_SUFFIX } from './layout';
import { checkName, checkPlayerNames, nameFromFileName } from './names';
import {
  describeSession,
  readSidecar,
  type SessionInfo,
  SIDECAR_VERSION,
  type TrashedSessionInfo,
  writeSidecar,
} from './sessionIndex';
import { buildSession, compactEntries, effectiveEntries, type SessionModel } from './sessionModel';
import type {
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

/** A session replayed in memory, with where its journal ends on disk. */
interface LiveSession {
  model: SessionModel;
  /** Bytes of complete lines in the journal: where the next line is written. */
  size: number;
  /** The file's length as this store left it (more than `size` while a torn tail could not be cut). */
  fileSize: number;
  lastPlayed: string;
  /** chain[i]: the running hash of the first i effective events (integrity.ts). */
  chain: string[];
  /** The last line written, for the backup to follow; cleared once it has. */
  lastWrite?: { position: number; bytes: Uint8Array };
  /** True while backup slot 1 holds exactly the journal (it then follows it line by line). */
  mirrored: boolean;
  /** Undo, redo and rename lines in the journal: compacted away once they dwarf the game. */
  opLines: number;
  /** Set when the journal was found cut or changed: acks and backups wait until it is repaired. */
  damage?: SessionDamage;
}

interface Loaded {
  live: LiveSession;
  repaired?: { droppedBytes: number };
  warnings: string[];
}

const LIST_CONCURRENCY = 16;
/**
 * A journal is compacted when it has more undo/redo/rename lines than this, and more than
 * twice the lines the session needs: a 50 MB journal of undo/redo opens in well under 1 s.
 */
const COMPACT_AFTER_OPS = 1000;
/** A backup being put back, complete before it replaces the damaged journal. */
const RESTORED_SUFFIX = '.restored';
/** Said after a torn line is cut, unless the journal also lost acknowledged moves. */
const ALL_THERE = ' Every move that was saved is there.';

/** Opens (creating if needed) the store kept under `<folder>/sessions/`. */
export async function openSessionStore(
  folder: string,
  options: SessionStoreOptions = {},
): Promise<SessionStore> {
  const store = new SessionStore(folder, options);
  await store.init();
  return store;
}

/** The session store; see index.ts for the contract. Create it with `openSessionStore`. */
export class SessionStore {
  readonly folder: string;
  readonly #fs: StoreFs;
  readonly #now: () => Date;
  readonly #cacheSize: number;
  readonly #maxImportSize: number;
  readonly #layout: StoreLayout;
  readonly #backups: SessionBackups;
  readonly #lock = new KeyedLock();
  /** Insertion order is recency: the first entry is evicted first. */
  readonly #cache = new Map<string, LiveSession>();
  /**
   * List entries read from sidecars, with the journal size and time they were read for: the
   * next `list` of years of games is a stat per journal, not a file read and parse as well.
   */
  readonly #listed = new Map<string, { size: number; mtimeMs: number; info: SessionInfo }>();
  /** While the folder is watched, a listed entry whose journal did not change is not stat'ed. */
  readonly #trust: JournalTrust;
  readonly #sidecarDelayMs: number;
  readonly #compactAfterOps: number;
  /** Sidecars to write (debounced): the session's latest in-memory state and its timer. */
  readonly #pending = new Map<
    string,
    { live: LiveSession; timer: ReturnType<typeof setTimeout> }
  >();

  constructor(folder: string, options: SessionStoreOptions = {}) {
    this.folder = folder;
    this.#fs = options.fs ?? nodeFs;
    this.#now = options.now ?? (() => new Date());
    this.#cacheSize = Math.max(1, options.cacheSize ?? 8);
    this.#maxImportSize = options.maxImportSize ?? 16 * 1024 * 1024;
    this.#sidecarDelayMs = options.sidecarDelayMs ?? CACHE_QUIET_MS;
    this.#compactAfterOps = options.compactAfterOps ?? COMPACT_AFTER_OPS;
    this.#layout = new StoreLayout(folder);
    this.#trust = new JournalTrust(this.#layout.root, this.#fs);
    this.#backups = new SessionBackups(this.#fs, this.#layout.backups);
  }

  /**
   * Makes the folders and removes unfinished `.tmp` writes. Called by `openSessionStore`. Only
   * a folder that cannot be made is fatal: on a read-only disk the sessions still open.
   */
  async init(): Promise<void> {
    const { root, trash, corrupt, backups } = this.#layout;
    try {
      for (const dir of [root, trash, corrupt, backups]) await this.#fs.mkdirp(dir);
    } catch (error) {
      throw diskError(error, `open the session folder ${root}`);
    }
    await this.#fs.syncDir(this.folder).catch(() => undefined);
    await this.#fs.syncDir(root).catch(() => undefined);
    for (const dir of [root, trash, backups]) {
      const names = await this.#fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith(TEMP_SUFFIX))) {
        await this.#fs.unlink(join(dir, name)).catch(() => undefined);
      }
    }
  }

  /** Where the journals are (`<folder>/sessions`). */
  get root(): string {
    return this.#layout.root;
  }

  // ------------------------------------------------------------------------------ sessions

  /** Starts a new session and returns its id. */
  async create(input: NewSession): Promise<string> {
    const name = checkName(input?.name);
    const header = parseHeader({
      format: RECORD_FORMAT,
      players: input?.players,
      options: input?.options,
    });
    if (!header.ok) {
      throw new StoreError('INVALID_RECORD', `The game cannot be set up: ${header.error}.`);
    }
    const record = plainHeader(header.value);
    checkPlayerNames(record.players);
    if (input.id === undefined) return this.#createSession(record, [], name, 'start the session');
    const id = assertSessionId(input.id);
    // Under the session's lock: two creates with one id never both find it free.
    return this.#lock.run(id, async () => {
      await this.#refuseTaken(id);
      return this.#createSession(record, [], name, 'start the session', undefined, id);
    });
  }

  /** Every session (not trashed), most recently played first, from the sidecars. */
  async list(): Promise<SessionList> {
    const warnings: StoreWarning[] = [];
    const ids = await this.#journalIds(this.#layout.root);
    const sessions = (await this.#infosFor(ids, warnings)).sort(playedLast);
    return { sessions, warnings };
  }

  /**
   * The newest `count` sessions of `list()` and how many there are, for a first page shown
   * before the whole list: answered from the sessions in memory and the entries the last
   * `list` checked (a journal this store has not seen is read as `list` reads it), without a
   * stat per journal. A journal changed by another program since that `list` shows as it was
   * until the next `list`, which the caller asks for next (see index.ts).
   */
  async listNewest(count: number): Promise<SessionListHead> {
    const warnings: StoreWarning[] = [];
    const ids = await this.#journalIds(this.#layout.root);
    const known: SessionInfo[] = [];
    const unknown: string[] = [];
    for (const id of ids) {
      const info = this.#knownInfo(id);
      if (info) known.push(info);
      else unknown.push(id);
    }
    const sessions = [...known, ...(await this.#infosFor(unknown, warnings))].sort(playedLast);
    return {
      sessions: sessions.slice(0, Math.max(0, Math.floor(count))),
      total: sessions.length,
      warnings,
    };
  }

  /**
   * The list's entries of these sessions only (trashed or missing ones left out), for a caller
   * that needs a few of 2,000 (a game night's): no walk over every journal.
   */
  async infos(ids: readonly string[]): Promise<SessionInfo[]> {
    return this.#infosFor(ids.filter(isSessionId), []);
  }

  /** Replays a session to its current state (cut a torn last line, if any). */
  async open(sessionId: string): Promise<OpenedSession> {
    const id = assertSessionId(sessionId);
    return this.#lock.run(id, async () => {
      const { live, repaired, warnings } = await this.#load(id);
      return {
        ...this.#stateOf(live),
        record: recordOf(live.model),
        ...(repaired ? { repaired } : {}),
        ...(live.model.refused ? { readOnly: live.model.refused } : {}),
        ...(live.damage ? { damage: live.damage } : {}),
        warnings,
      };
    });
  }

  /**
   * Ends a session's damage (see `open`'s `damage`): `copy` puts back the newest backup that
   * holds every acknowledged move (the damaged file goes to corrupt/, untouched), `file`
   * accepts the journal as it is now. Returns the session as it then is.
   */
  async repair(sessionId: string, use: 'copy' | 'file'): Promise<OpenedSession> {
    const id = assertSessionId(sessionId);
    await this.#lock.run(id, async () => {
      const { live } = await this.#load(id);
      const { damage } = live;
      if (!damage) return;
      if (use === 'file') {
        live.damage = undefined;
        await this.#acknowledge(live);
        return;
      }
      const copy = damage.copy && (await this.#backupCopy(id, live.model.name));
      if (!copy) {
        throw new StoreError('NOT_FOUND', 'There is no copy of this session to restore.', {
          sessionId: id,
        });
      }
      // The copy is on disk in full before the damaged file moves aside: a failure at any
      // step leaves a journal in place.
      const restored = `${id}${RESTORED_SUFFIX}`;
      try {
        await createDurably(this.#fs, this.#layout.root, restored, copy.bytes);
      } catch (error) {
        throw diskError(error, 'restore the copy', id);
      }
      try {
        await this.#setAside(id, `replaced by its last copy: ${damage.message}`);
        await this.#fs.rename(join(this.#layout.root, restored), this.#layout.journal(id));
        await this.#fs.syncDir(this.#layout.root);
      } catch (error) {
        await this.#fs.unlink(join(this.#layout.root, restored)).catch(() => undefined);
        throw diskError(error, 'restore the copy', id);
      } finally {
        this.#cache.delete(id);
      }
    });
    return this.open(id);
  }

  /**
   * Adds one event. It is checked by the engine first (shape, then the rules against the
   * current state): a refused event throws INVALID_EVENT with the engine's message and writes
   * nothing. It returns once the event is on disk (fsync).
   */
  async append(sessionId: string, input: unknown, expect?: number): Promise<ChangeResult> {
    const id = assertSessionId(sessionId);
    const { events, ...state } = await this.#appendEvents(id, [input], expect, 'the move');
    return { ...state, event: events[0] as GameEvent };
  }

  /**
   * Adds a series of events (what one tap at the table implies: the tile's `place`, End turn,
   * the next draw) as one change: `expect` is checked once, every event is checked against the
   * state after the ones before it, and a refused one (INVALID_EVENT, "move 2 of 3: …") writes
   * nothing at all. Then all their lines go to the journal in one write and one fsync. Each is
   * an event of its own afterwards: undo takes them back one at a time.
   */
  async appendAll(sessionId: string, inputs: unknown, expect?: number): Promise<SeriesResult> {
    const id = assertSessionId(sessionId);
    if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > MAX_SERIES_LENGTH) {
      throw new StoreError(
        'INVALID_EVENT',
        `A series holds 1 to ${MAX_SERIES_LENGTH} moves. Nothing was changed.`,
        { sessionId: id },
      );
    }
    return this.#appendEvents(id, inputs, expect, 'the moves');
  }

  /** append and appendAll: `id` is checked, `inputs` are 1 to MAX_SERIES_LENGTH. */
  async #appendEvents(
    id: string,
    inputs: readonly unknown[],
    expect: number | undefined,
    what: 'the move' | 'the moves',
  ): Promise<SeriesResult> {
    return this.#lock.run(id, async () => {
      const { live } = await this.#load(id);
      checkExpected(live.model, expect, what);
      const events: GameEvent[] = [];
      const states: GameSnapshot[] = [];
      let state = live.model.snapshot;
      for (const [i, input] of inputs.entries()) {
        const refuse = (message: string) =>
          new StoreError(
            'INVALID_EVENT',
            inputs.length === 1 ? message : `move ${i + 1} of ${inputs.length}: ${message}`,
            { sessionId: id },
          );
        const parsed = parseEvent(input);
        if (!parsed.ok) throw refuse(parsed.error);
        const event = freezeDeep(parsed.value);
        const next = step(state, event);
        if (!next.ok) throw refuse(next.error);
        events.push(event);
        states.push(next.snapshot);
        state = next.snapshot;
      }
      await this.#write(
        live,
        events.map((event) => ({ op: 'event', event })),
        `save ${what}`,
      );
      const { model } = live;
      for (const [i, event] of events.entries()) {
        model.history.push(model.snapshot);
        model.events.push(event);
        model.snapshot = states[i] as GameSnapshot;
        live.chain.push(nextLink(live.chain.at(-1) as string, event));
      }
      model.redo.length = 0;
      live.lastPlayed = this.#stamp();
      await this.#acknowledge(live);
      await this.#sidecarLater(live);
      return { ...this.#stateOf(live), events };
    });
  }

  /** Takes back the last effective event (journaled as `{"op":"undo"}`: it survives a restart). */
  async undo(sessionId: string, expect?: number): Promise<ChangeResult> {
    const id = assertSessionId(sessionId);
    return this.#lock.run(id, async () => {
      const { live } = await this.#load(id);
      checkExpected(live.model, expect, 'the undo');
      const { model } = live;
      const event = model.events.at(-1);
      const before = model.history.at(-1);
      if (!event || !before) {
        throw new StoreError('NOTHING_TO_UNDO', 'There is nothing to undo.', { sessionId: id });
      }
      await this.#write(live, [{ op: 'undo', at: this.#stamp() }], 'undo the move');
      model.events.pop();
      model.history.pop();
      model.snapshot = before;
      model.redo.push(event);
      live.chain.pop();
      live.lastPlayed = this.#stamp();
      await this.#acknowledge(live);
      await this.#sidecarLater(live);
      return { ...this.#stateOf(live), event };
    });
  }

  /** Puts back the last undone event (journaled as `{"op":"redo"}`; survives a restart too). */
  async redo(sessionId: string, expect?: number): Promise<ChangeResult> {
    const id = assertSessionId(sessionId);
    return this.#lock.run(id, async () => {
      const { live } = await this.#load(id);
      checkExpected(live.model, expect, 'the redo');
      const { model } = live;
      const event = model.redo.at(-1);
      if (!event)
        throw new StoreError('NOTHING_TO_REDO', 'There is nothing to redo.', { sessionId: id });
      const next = step(model.snapshot, event);
      if (!next.ok) throw new StoreError('INVALID_EVENT', next.error, { sessionId: id });
      await this.#write(live, [{ op: 'redo', at: this.#stamp() }], 'redo the move');
      model.redo.pop();
      model.history.push(model.snapshot);
      model.events.push(event);
      model.snapshot = next.snapshot;
      live.chain.push(nextLink(live.chain.at(-1) as string, event));
      live.lastPlayed = this.#stamp();
      await this.#acknowledge(live);
      await this.#sidecarLater(live);
      return { ...this.#stateOf(live), event };
    });
  }

  /** Renames a session (journaled as `{"op":"rename"}`). */
  async rename(sessionId: string, newName: string): Promise<SessionInfo> {
    const id = assertSessionId(sessionId);
    const name = checkName(newName);
    return this.#lock.run(id, async () => {
      const { live } = await this.#load(id);
      if (live.model.name !== name) {
        await this.#write(live, [{ op: 'rename', name, at: this.#stamp() }], 'rename the session');
        live.model.name = name;
        await this.#acknowledge(live);
        await this.#sidecarLater(live);
      }
      return describeSession(live.model, live.lastPlayed);
    });
  }

  /** The effective record as JSON text in the shared format: `{format, players, options, events}`. */
  async export(sessionId: string): Promise<string> {
    const id = assertSessionId(sessionId);
    return this.#lock.run(id, async () => {
      const { live } = await this.#load(id);
      return `${JSON.stringify(recordOf(live.model), null, 2)}\n`;
    });
  }

  /**
   * Imports record text (the shared format) as a NEW session with a new id, after a full
   * replay; it never replaces an existing session, whatever ids or names the text carries.
   */
  async import(text: string, options: ImportOptions = {}): Promise<string> {
    if (typeof text !== 'string') throw new StoreError('INVALID_RECORD', 'A record must be text.');
    if (text.length > this.#maxImportSize) {
      throw new StoreError('TOO_LARGE', 'This file is too large to be a game record.');
    }
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch (error) {
      throw new StoreError(
        'INVALID_RECORD',
        `The record cannot be imported: it is not valid JSON (${(error as Error).message}).`,
      );
    }
    const replayed = replayRecord(input, { keepHistory: true });
    if (!replayed.ok) {
      throw new StoreError('INVALID_RECORD', `The record cannot be imported: ${replayed.error}.`);
    }
    const name = checkName(
      options.name ?? importedName(input) ?? nameFromFileName(options.fileName) ?? 'Imported game',
    );
    const { record } = replayed;
    checkPlayerNames(record.players);
    // A game with no moves yet has nothing for statistics to count twice.
    if (!options.allowDuplicate && record.events.length > 0) {
      const stored = await this.#identicalTo(record);
      if (stored) {
        throw new StoreError(
          'DUPLICATE',
          `This game is already stored as "${stored.name}" (same players, options and ${plural(record.events.length, 'move', 'moves')}); open it, or import it anyway to keep a second copy.`,
          { sessionId: stored.id },
        );
      }
    }
    // Dated when it was played (its moves' stamps), not when it was imported: Home's order,
    // New game's "like the last game" and the statistics' date filters read these.
    const played = playDates(record.events, this.#now());
    return this.#createSession(
      plainHeader(record),
      record.events.map(freezeDeep),
      name,
      'import the game',
      { snapshot: replayed.snapshot, history: replayed.history ?? [] },
      undefined,
      played && { created: played.first, lastPlayed: played.last },
    );
  }

  /**
   * A session's replayed state if it is in memory now, with the journal length it matches, for
   * caches kept beside the journal (the statistics' facts) to be worked out without a replay.
   * Read-only: the record and snapshots are the store's own (frozen) objects.
   */
  inMemory(sessionId: string): ReplayedSession | undefined {
    const live = isSessionId(sessionId) ? this.#cache.get(sessionId) : undefined;
    if (!live) return undefined;
    const { model } = live;
    return {
      name: model.name,
      created: model.created,
      record: recordOf(model),
      history: [...model.history],
      snapshot: model.snapshot,
      journalSize: live.size,
    };
  }

  // ---------------------------------------------------------------------------------- trash

  /** Moves a session to the trash (restorable until the trash is emptied). */
  async delete(sessionId: string): Promise<void> {
    const id = assertSessionId(sessionId);
    await this.#lock.run(id, async () => {
      const { root, trash } = this.#layout;
      const journal = this.#layout.journal(id);
      let info: SessionInfo | undefined;
      let stat: StoreStat;
      try {
        stat = await this.#fs.stat(journal);
      } catch (error) {
        throw await this.#missing(id, error, 'move the session to the trash');
      }
      const cached = this.#cache.get(id);
      if (cached?.size === stat.size) info = describeSession(cached.model, cached.lastPlayed);
      else info = (await readSidecar(this.#fs, this.#layout.sidecar(id), id, stat))?.info;
      this.#dropPending(id);
      try {
        if (await exists(this.#fs, this.#layout.journal(id, 'trash'))) {
          throw new StoreError('EXISTS', 'A session with this id is already in the trash.', {
            sessionId: id,
          });
        }
        await this.#fs.rename(journal, this.#layout.journal(id, 'trash'));
        this.#cache.delete(id);
        this.#listed.delete(id);
        await this.#fs.syncDir(root);
        await this.#fs.syncDir(trash);
      } catch (error) {
        throw diskError(error, 'move the session to the trash', id);
      }
      await this.#fs.unlink(this.#layout.sidecar(id)).catch(() => undefined);
      await this.#fs.unlink(this.#layout.ack(id)).catch(() => undefined);
      if (info) {
        await writeSidecar(this.#fs, this.#layout.sidecar(id, 'trash'), {
          v: SIDECAR_VERSION,
          journalSize: stat.size,
          journalMtimeMs: stat.mtimeMs, // a rename keeps it
          info,
          deletedAt: this.#stamp(),
        });
      }
    });
  }

  /** The sessions in the trash, most recently deleted first. */
  async listTrash(): Promise<TrashList> {
    const warnings: StoreWarning[] = [];
    const ids = await this.#journalIds(this.#layout.trash);
    const infos = await mapLimit(ids, LIST_CONCURRENCY, (id) =>
      this.#lock.run(id, () => this.#trashInfoFor(id, warnings)),
    );
    const sessions = infos.filter((info): info is TrashedSessionInfo => info !== undefined);
    sessions.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
    return { sessions, warnings };
  }

  /** Brings a session back from the trash. */
  async restore(sessionId: string): Promise<void> {
    const id = assertSessionId(sessionId);
    await this.#lock.run(id, async () => {
      const { root, trash } = this.#layout;
      const from = this.#layout.journal(id, 'trash');
      let stat: StoreStat;
      try {
        stat = await this.#fs.stat(from);
      } catch (error) {
        if (errnoCode(error) === 'ENOENT') {
          throw new StoreError('NOT_FOUND', 'This session is not in the trash.', { sessionId: id });
        }
        throw diskError(error, 'restore the session', id);
      }
      const sidecar = await readSidecar(this.#fs, this.#layout.sidecar(id, 'trash'), id, stat);
      try {
        if (await exists(this.#fs, this.#layout.journal(id))) {
          throw new StoreError('EXISTS', 'A session with this id is already in the list.', {
            sessionId: id,
          });
        }
        await this.#fs.rename(from, this.#layout.journal(id));
        await this.#fs.syncDir(trash);
        await this.#fs.syncDir(root);
      } catch (error) {
        throw diskError(error, 'restore the session', id);
      }
      await this.#fs.unlink(this.#layout.sidecar(id, 'trash')).catch(() => undefined);
      if (sidecar) {
        await writeSidecar(this.#fs, this.#layout.sidecar(id), {
          v: SIDECAR_VERSION,
          journalSize: stat.size,
          journalMtimeMs: stat.mtimeMs,
          info: sidecar.info,
        });
      }
    });
  }

  /** Deletes everything in the trash for good; returns how many sessions went. */
  async emptyTrash(): Promise<number> {
    const { trash } = this.#layout;
    let names: string[];
    try {
      names = await this.#fs.readdir(trash);
    } catch (error) {
      throw diskError(error, 'empty the trash');
    }
    const byId = new Map<string, string[]>();
    for (const name of names) {
      const id = name.slice(0, 36);
      if (isSessionId(id)) byId.set(id, [...(byId.get(id) ?? []), name]);
    }
    let removed = 0;
    for (const [id, files] of byId) {
      await this.#lock.run(id, async () => {
        try {
          await this.#fs.unlink(this.#layout.journal(id, 'trash'));
          await this.#backups.remove(id);
          removed++;
        } catch (error) {
          if (errnoCode(error) !== 'ENOENT') throw diskError(error, 'empty the trash', id);
        }
        for (const file of files) {
          if (file.endsWith(JOURNAL_SUFFIX)) continue;
          await this.#fs.unlink(join(trash, file)).catch(() => undefined);
        }
      });
    }
    try {
      await this.#fs.syncDir(trash);
    } catch (error) {
      throw diskError(error, 'empty the trash');
    }
    return removed;
  }

  /** Journals moved aside as unreadable, with the reason each was. */
  async listCorrupt(): Promise<CorruptFile[]> {
    const { corrupt } = this.#layout;
    let names: string[];
    try {
      names = await this.#fs.readdir(corrupt);
    } catch (error) {
      throw diskError(error, 'read the corrupt/ folder');
    }
    const files: CorruptFile[] = [];
    for (const file of names.filter((n) => n.endsWith(JOURNAL_SUFFIX)).sort()) {
      const base = file.slice(0, -JOURNAL_SUFFIX.length);
      const reason = await this.#fs
        .readText(join(corrupt, `${base}${REASON_SUFFIX}`))
        .then((text) => text.trim())
        .catch(() => 'unknown');
      const id = file.slice(0, 36);
      files.push({
        file,
        path: join(corrupt, file),
        sessionId: isSessionId(id) ? id : undefined,
        reason,
      });
    }
    return files;
  }

  /**
   * Writes the list metadata still pending and forgets the in-memory sessions. Every change is
   * on disk already; this only saves the next `list` from rebuilding a sidecar or two.
   */
  async close(): Promise<void> {
    await Promise.all([...this.#pending.keys()].map((id) => this.#flushSidecar(id)));
    this.#cache.clear();
    this.#listed.clear();
    this.#trust.close();
  }

  // ------------------------------------------------------------------------------ internals

  #stamp(): string {
    return this.#now().toISOString();
  }

  #stateOf(live: LiveSession): SessionState {
    return {
      info: describeSession(live.model, live.lastPlayed),
      snapshot: live.model.snapshot,
      summary: summarize(live.model.snapshot),
    };
  }

  #remember(id: string, live: LiveSession): void {
    // From now on the session in memory is what it is; once it leaves, its list entry is
    // read again (listNewest trusts the entries it finds).
    this.#listed.delete(id);
    this.#cache.delete(id);
    this.#cache.set(id, live);
    while (this.#cache.size > this.#cacheSize) {
      const oldest = this.#cache.keys().next().value as string;
      this.#cache.delete(oldest);
      if (this.#pending.has(oldest)) void this.#flushSidecar(oldest);
    }
  }

  async #createSession(
    record: RecordHeader,
    events: GameEvent[],
    name: string,
    action: string,
    replayed?: Pick<SessionModel, 'snapshot' | 'history'>,
    id = newSessionId(),
    dates?: { created: string; lastPlayed: string },
  ): Promise<string> {
    const created = dates?.created ?? this.#stamp();
    const header: JournalHeader = { record, session: { id, name, created } };
    const bytes = encodeJournal(
      header,
      events.map((event) => ({ op: 'event', event })),
    );
    try {
      await createDurably(this.#fs, this.#layout.root, `${id}${JOURNAL_SUFFIX}`, bytes);
    } catch (error) {
      throw diskError(error, action);
    }
    freezeDeep(record);
    const live: LiveSession = {
      model: {
        id,
        name,
        created,
        header: record,
        events,
        history: replayed?.history ?? [],
        snapshot: replayed?.snapshot ?? newGame(record),
        redo: [],
      },
      size: bytes.length,
      fileSize: bytes.length,
      lastPlayed: dates?.lastPlayed ?? created,
      opLines: 0,
      mirrored: false,
      chain: eventChain(events),
    };
    this.#remember(id, live);
    await this.#acknowledge(live);
    await this.#saveSidecar(live);
    return id;
  }

  /**
   * Refuses an id the caller chose for a new session when any file has it: a session live or
   * in the trash (a restore would meet it there), or copies of one that was (a repair would
   * offer them).
   */
  async #refuseTaken(id: string): Promise<void> {
    const paths = [
      this.#layout.journal(id, 'live'),
      this.#layout.journal(id, 'trash'),
      this.#backups.path(id, 1),
    ];
    const taken = await Promise.all(
      paths.map((path) =>
        this.#fs.stat(path).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (this.#cache.has(id) || taken.some(Boolean)) {
      throw new StoreError('EXISTS', 'A game with this id is already stored.');
    }
  }

  /**
   * Appends journal lines durably, in one write and one fsync. On failure the in-memory
   * session is left as it was.
   */
  async #write(live: LiveSession, entries: readonly JournalEntry[], action: string): Promise<void> {
    // A game the rules now refuse stays as it was stored: nothing is added to its journal.
    if (live.model.refused) {
      throw new StoreError(
        'READ_ONLY',
        `This game is read-only: the rules refuse ${live.model.refused}`,
        { sessionId: live.model.id },
      );
    }
    const { id } = live.model;
    const bytes = encodeEntries(entries);
    const path = this.#layout.journal(id);
    const stat = await this.#fs.stat(path).catch(() => undefined);
    if (stat && stat.size !== live.fileSize) {
      // Cut or grown by another program since it was read: writing at the end known here
      // would leave a hole or overwrite its lines. Read it again (and check it) instead.
      this.#cache.delete(id);
      throw new StoreError(
        'CONFLICT',
        `The file of "${live.model.name}" was changed by another program; nothing was changed. The game is read again from the disk.`,
        { sessionId: id },
      );
    }
    try {
      await appendDurably(this.#fs, path, live.size, bytes);
    } catch (error) {
      if (error instanceof JournalWriteError) {
        // Not known to be back to its old length: forget the cache, the disk is the truth.
        if (!error.rolledBack || errnoCode(error.cause) === 'ENOENT') this.#cache.delete(id);
        else live.fileSize = live.size; // cut back to the end of the last complete line
        throw diskError(error.cause, action, id, error.rolledBack ? 'unchanged' : 'unknown');
      }
      throw diskError(error, action, id);
    }
    live.lastWrite = { position: live.size, bytes };
    live.size += bytes.length;
    live.fileSize = Math.max(live.fileSize, live.size);
    live.opLines += entries.filter((entry) => entry.op !== 'event').length;
  }

  /**
   * Records what is now acknowledged (count and hash of the effective events) and saves the
   * journal as the newest backup. Both are best effort and come after the fsync: the change is
   * on disk whatever happens here. A damaged session changes neither until it is repaired, so
   * the good copy is not rotated away.
   */
  async #acknowledge(live: LiveSession): Promise<void> {
    if (live.damage) return;
    const { id } = live.model;
    const ack: AckRecord = {
      v: 1,
      count: live.chain.length - 1,
      hash: live.chain.at(-1) as string,
    };
    const written = live.lastWrite;
    live.lastWrite = undefined;
    if (this.#needsCompaction(live)) {
      await writeAck(this.#fs, this.#layout.ack(id), ack);
      await this.#compact(live);
      await this.#newBackup(live);
      return;
    }
    // Side by side: each is a few file calls, and the move waits for both.
    const [, followed] = await Promise.all([
      writeAck(this.#fs, this.#layout.ack(id), ack),
      live.mirrored && written
        ? this.#backups.append(id, written.position, written.bytes)
        : Promise.resolve(false),
    ]);
    live.mirrored = followed;
    if (!followed) await this.#newBackup(live);
  }

  /** A new version of the backup: the journal as it is now, complete; slot 1 follows it since. */
  async #newBackup(live: LiveSession, known?: Uint8Array): Promise<void> {
    const { id } = live.model;
    const bytes =
      known ?? (await this.#fs.readFile(this.#layout.journal(id)).catch(() => undefined));
    live.mirrored =
      bytes?.length === live.size && (await this.#backups.save(id, bytes.subarray(0, live.size)));
  }

  #needsCompaction(live: LiveSession): boolean {
    const needed = live.model.events.length + 2 * live.model.redo.length;
    return live.opLines > this.#compactAfterOps && live.opLines > 2 * needed;
  }

  /**
   * Rewrites the journal without the lines that cannot matter (compactEntries), atomically:
   * the old file or the new one, never a mix. Best effort: on failure the long journal stays,
   * as readable as before. The effective events, and so the ack, do not change.
   */
  async #compact(live: LiveSession): Promise<boolean> {
    const { model } = live;
    const header: JournalHeader = {
      record: model.header,
      session: { id: model.id, name: model.name, created: model.created },
    };
    const entries = compactEntries(model);
    const bytes = encodeJournal(header, entries);
    try {
      await replaceDurably(this.#fs, this.#layout.root, `${model.id}${JOURNAL_SUFFIX}`, bytes);
    } catch {
      return false;
    }
    live.size = bytes.length;
    live.fileSize = bytes.length;
    live.opLines = entries.length - model.events.length - model.redo.length;
    live.lastWrite = undefined;
    live.mirrored = false;
    return true;
  }

  /**
   * The newest backup that holds every acknowledged move, with its effective events. Without
   * an ack, the newest readable one.
   */
  async #backupCopy(
    id: string,
    name: string,
    ack?: AckRecord,
  ): Promise<{ n: number; bytes: Uint8Array; events: GameEvent[] } | undefined> {
    const wanted = ack ?? (await readAck(this.#fs, this.#layout.ack(id)));
    for (const version of await this.#backups.versions(id)) {
      const parsed = parseJournal(version.bytes);
      if (!parsed.ok || parsed.journal.header.session.id !== id) continue;
      const effective = effectiveEntries(name, parsed.journal.entries);
      if (!effective.ok) continue;
      const chain = eventChain(effective.events);
      if (!wanted || chain[wanted.count] === wanted.hash) {
        return { n: version.n, bytes: version.bytes, events: effective.events };
      }
    }
    return undefined;
  }

  /** Says how a journal lost acknowledged moves, and which copy holds them. */
  async #damageOf(
    id: string,
    name: string,
    events: readonly GameEvent[],
    ack: AckRecord,
    found: Exclude<ReturnType<typeof compareWithAck>, { ok: true }>,
  ): Promise<SessionDamage> {
    const copy = await this.#backupCopy(id, name, ack);
    const file = copy && this.#backups.shownPath(id, copy.n);
    const where = copy
      ? `The last copy is in ${file} (${plural(copy.events.length, 'move', 'moves')}); restore it from the game's notice.`
      : 'No copy holding them was found.';
    const present = events.length;
    let message: string;
    let move: number | undefined;
    if (found.kind === 'short') {
      const missing = found.acknowledged - present;
      message = `The file of "${name}" ends after move ${present}; ${plural(missing, 'acknowledged move is', 'acknowledged moves are')} missing. ${where}`;
    } else {
      move = copy ? firstDifference(events, copy.events) : undefined;
      message = `${move ? `Move ${move}` : 'A move'} of "${name}" no longer matches what was saved (the file was changed by another program). ${where}`;
    }
    return {
      kind: found.kind,
      message,
      acknowledged: found.acknowledged,
      present,
      ...(move ? { move } : {}),
      ...(copy && file ? { copy: { file, moves: copy.events.length } } : {}),
    };
  }

  /** Checks a journal just read against its ack; records the ack afresh when there is none. */
  async #check(live: LiveSession, entries: readonly JournalEntry[]): Promise<void> {
    const { id, name, events } = live.model;
    const ack = await readAck(this.#fs, this.#layout.ack(id));
    const found = ack
      ? compareWithAck(ack, live.chain, () => {
          const before = effectiveEntries(name, entries.slice(0, -1));
          return before.ok ? eventChain(before.events) : [];
        })
      : undefined;
    if (ack && found && !found.ok) {
      live.damage = await this.#damageOf(id, name, events, ack, found);
      return;
    }
    const current = live.chain.at(-1);
    if (ack?.count !== live.chain.length - 1 || ack.hash !== current) {
      await writeAck(this.#fs, this.#layout.ack(id), {
        v: 1,
        count: live.chain.length - 1,
        hash: current as string,
      });
    }
  }

  /** Moves a journal to corrupt/ untouched, with the reason beside it. */
  async #setAside(id: string, reason: string): Promise<string> {
    const { root, corrupt } = this.#layout;
    const base = `${id}-${this.#stamp().replace(/[:.]/g, '-')}`;
    const target = join(corrupt, `${base}${JOURNAL_SUFFIX}`);
    try {
      await this.#fs.rename(this.#layout.journal(id), target);
      await this.#fs.syncDir(root);
      await this.#fs.syncDir(corrupt);
    } catch (error) {
      throw diskError(error, 'move the damaged file aside', id);
    }
    await this.#fs
      .writeText(join(corrupt, `${base}${REASON_SUFFIX}`), `${reason}\n`)
      .catch(() => undefined);
    return target;
  }

  /**
   * Schedules the sidecar write. The sidecar is only a cache for `list` (which uses memory for
   * sessions in memory), so appends do not pay for it: it is written once the session has been
   * quiet for CACHE_QUIET_MS (written sooner, it fell on the next move's fsync: cacheQuiet.ts),
   * when the session leaves memory, or on `close`.
   */
  async #sidecarLater(live: LiveSession): Promise<void> {
    const id = live.model.id;
    if (this.#sidecarDelayMs <= 0) {
      await this.#saveSidecar(live);
      return;
    }
    // Each change starts the quiet period again: a turn's moves, seconds apart, write none.
    clearTimeout(this.#pending.get(id)?.timer);
    const timer = setTimeout(() => void this.#flushSidecar(id), this.#sidecarDelayMs);
    timer.unref?.();
    this.#pending.set(id, { live, timer });
  }

  /** Forgets a pending sidecar write (the session is leaving the list). */
  #dropPending(id: string): void {
    const pending = this.#pending.get(id);
    if (pending) clearTimeout(pending.timer);
    this.#pending.delete(id);
  }

  /** Writes a pending sidecar now. It does not take the session's lock: appends never wait for it. */
  async #flushSidecar(id: string): Promise<void> {
    const pending = this.#pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.#pending.delete(id);
    await this.#saveSidecar(pending.live);
  }

  /**
   * Writes the sidecar for the state `live` is in now, if the journal is still where and as
   * long as that state says. The state is captured before any await, so even with appends
   * running meanwhile the sidecar never pairs one state's metadata with another's size.
   */
  async #saveSidecar(live: LiveSession): Promise<void> {
    const size = live.size;
    const info = describeSession(live.model, live.lastPlayed);
    const hash = live.chain.at(-1);
    const stat = await this.#fs.stat(this.#layout.journal(info.id)).catch(() => undefined);
    if (stat?.size !== size) return; // deleted, or changed since: a later write has its own turn
    await writeSidecar(this.#fs, this.#layout.sidecar(info.id), {
      v: SIDECAR_VERSION,
      journalSize: size,
      journalMtimeMs: stat.mtimeMs,
      info,
      ...(hash ? { hash } : {}),
    });
  }

  /** The cached session, or the journal read, repaired if torn, replayed and cached. */
  async #load(id: string): Promise<Loaded> {
    const cached = this.#cache.get(id);
    if (cached) {
      this.#remember(id, cached);
      return { live: cached, warnings: [] };
    }
    const loaded = await this.#read(id);
    this.#remember(id, loaded.live);
    return loaded;
  }

  /**
   * Reads a journal from disk (no cache). A torn tail is cut; an unreadable journal is moved
   * to corrupt/ and a CORRUPT error thrown; a disk failure throws its StoreError.
   */
  async #read(id: string): Promise<Loaded> {
    const path = this.#layout.journal(id);
    let bytes: Uint8Array;
    try {
      bytes = await this.#fs.readFile(path);
    } catch (error) {
      throw await this.#missing(id, error, 'read the session');
    }
    const parsed = parseJournal(bytes);
    if (!parsed.ok) throw await this.#quarantine(id, parsed.reason);
    const built = buildSession(parsed.journal);
    if (!built.ok)
      throw await this.#quarantine(id, built.reason, parsed.journal.header.session.name);
    const model = { ...built.model, id };
    freezeDeep(model.header);
    for (const event of model.events) freezeDeep(event);
    for (const event of model.redo) freezeDeep(event);
    const { completeBytes, droppedBytes } = parsed.journal;
    const warnings: string[] = [];
    let repaired: { droppedBytes: number } | undefined;
    if (droppedBytes > 0) {
      try {
        await truncateDurably(this.#fs, path, completeBytes);
        repaired = { droppedBytes };
        warnings.push(
          `The last line of "${model.name}" was incomplete (${droppedBytes} bytes, a write cut short by a crash) and was removed.${ALL_THERE}`,
        );
      } catch (error) {
        // Still readable; the next append overwrites the tail from the end of the last line.
        warnings.push(
          `The last line of "${model.name}" is incomplete and could not be removed (${diskError(error, 'repair the file', id).message})`,
        );
      }
    }
    const stat = await this.#fs.stat(path).catch(() => undefined);
    const sidecar = stat && (await readSidecar(this.#fs, this.#layout.sidecar(id), id, stat));
    const lastPlayed =
      sidecar?.info.lastPlayed ?? (stat ? new Date(stat.mtimeMs).toISOString() : model.created);
    const live: LiveSession = {
      model,
      size: completeBytes,
      fileSize: repaired || droppedBytes === 0 ? completeBytes : bytes.length,
      lastPlayed,
      opLines: parsed.journal.entries.reduce((n, entry) => n + (entry.op === 'event' ? 0 : 1), 0),
      mirrored: false,
      chain: eventChain(model.events),
    };
    await this.#check(live, parsed.journal.entries);
    if (!live.damage) {
      const compacted = this.#needsCompaction(live) && (await this.#compact(live));
      // Each read from disk starts a new backup version (a damaged journal never becomes one).
      await this.#newBackup(live, compacted ? undefined : bytes);
    }
    if (live.damage) {
      for (const [i, text] of warnings.entries()) warnings[i] = text.replace(ALL_THERE, '');
    }
    // The journal is the truth: a sidecar that says anything else about it is rebuilt.
    const truth = describeSession(model, lastPlayed);
    if (
      !sidecar ||
      sidecar.hash !== live.chain.at(-1) ||
      JSON.stringify(sidecar.info) !== JSON.stringify(truth)
    ) {
      await this.#saveSidecar(live);
    }
    return { live, repaired, warnings };
  }

  /**
   * A stored session (not in the trash) with exactly this game: the same players (ids, names,
   * colours), options and effective events. Sessions are compared by their list metadata and
   * the running hash of their events, so no journal is replayed unless its metadata is stale.
   */
  async #identicalTo(record: GameRecord): Promise<SessionInfo | undefined> {
    const hash = eventChain(record.events).at(-1);
    const players = JSON.stringify(record.players.map(({ id, name, color }) => [id, name, color]));
    const options = JSON.stringify(record.options);
    const { sessions } = await this.list();
    for (const info of sessions) {
      if (info.eventCount !== record.events.length) continue;
      if (
        JSON.stringify(info.players.map(({ id, name, color }) => [id, name, color])) !== players
      ) {
        continue;
      }
      if (JSON.stringify(info.options) !== options) continue;
      const stored = await this.#lock.run(info.id, () => this.#hashOf(info.id));
      if (stored === hash) return info;
    }
    return undefined;
  }

  /** The running hash of a session's effective events: from memory, its ack, or its journal. */
  async #hashOf(id: string): Promise<string | undefined> {
    const cached = this.#cache.get(id);
    if (cached) return cached.chain.at(-1);
    const ack = await readAck(this.#fs, this.#layout.ack(id));
    if (ack) return ack.hash;
    return (await this.#read(id).catch(() => undefined))?.live.chain.at(-1);
  }

  /** A StoreError for a journal that could not be opened: not there (maybe trashed), or a disk error. */
  async #missing(id: string, error: unknown, action: string): Promise<StoreError> {
    if (errnoCode(error) !== 'ENOENT') return diskError(error, action, id);
    const trashed = await exists(this.#fs, this.#layout.journal(id, 'trash')).catch(() => false);
    return trashed
      ? new StoreError('IN_TRASH', 'This game is in the trash: restore it to go on.', {
          sessionId: id,
        })
      : new StoreError('NOT_FOUND', 'There is no session with this id.', { sessionId: id });
  }

  /** Moves an unreadable journal to corrupt/ with the reason beside it; returns the CORRUPT error. */
  async #quarantine(id: string, reason: string, knownName?: string): Promise<StoreError> {
    this.#cache.delete(id);
    const { root, corrupt } = this.#layout;
    const name =
      knownName ??
      (await this.#fs
        .readText(this.#layout.sidecar(id))
        .then((text) => (JSON.parse(text) as { info?: { name?: unknown } }).info?.name)
        .then((value) => (typeof value === 'string' ? value : undefined))
        .catch(() => undefined));
    const base = `${id}-${this.#stamp().replace(/[:.]/g, '-')}`;
    const target = join(corrupt, `${base}${JOURNAL_SUFFIX}`);
    let movedTo: string | undefined;
    try {
      await this.#fs.rename(this.#layout.journal(id), target);
      movedTo = target;
      await this.#fs.syncDir(root);
      await this.#fs.syncDir(corrupt);
    } catch {
      // left where it is: it is reported again next time
    }
    await this.#fs
      .writeText(join(corrupt, `${base}${REASON_SUFFIX}`), `${reason}\n`)
      .catch(() => undefined);
    await this.#fs.unlink(this.#layout.sidecar(id)).catch(() => undefined);
    const title = name ? `The session "${name}"` : 'A session';
    const where = movedTo
      ? `Its file was moved to sessions/corrupt/${base}${JOURNAL_SUFFIX} in the data folder, untouched`
      : 'Its file could not be moved aside';
    return new StoreError(
      'CORRUPT',
      `${title} cannot be read: ${reason}. ${where}; the other sessions are not affected.`,
      { sessionId: id, movedTo },
    );
  }

  async #journalIds(dir: string): Promise<string[]> {
    let names: string[];
    try {
      names = await this.#fs.readdir(dir);
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return [];
      throw diskError(error, 'read the session folder');
    }
    return names
      .filter((n) => n.endsWith(JOURNAL_SUFFIX))
      .map((n) => n.slice(0, -JOURNAL_SUFFIX.length))
      .filter(isSessionId);
  }

  /** A session's list entry as this store knows it, without touching the disk. */
  #knownInfo(id: string): SessionInfo | undefined {
    const cached = this.#cache.get(id);
    if (cached) return describeSession(cached.model, cached.lastPlayed);
    return this.#listed.get(id)?.info;
  }

  /** The list entries of these sessions, a few at a time (the ones that cannot be read left out). */
  async #infosFor(ids: readonly string[], warnings: StoreWarning[]): Promise<SessionInfo[]> {
    const infos = await mapLimit(ids, LIST_CONCURRENCY, (id) =>
      this.#lock.run(id, () => this.#infoFor(id, warnings)),
    );
    return infos.filter((info): info is SessionInfo => info !== undefined);
  }

  async #infoFor(id: string, warnings: StoreWarning[]): Promise<SessionInfo | undefined> {
    const cached = this.#cache.get(id);
    if (cached) return describeSession(cached.model, cached.lastPlayed);
    // This store's own writes go through memory, which takes the listed entry away (#remember).
    return this.#trust.read(
      id,
      () => this.#listed.get(id)?.info,
      () => this.#checkedInfoFor(id, warnings),
    );
  }

  async #checkedInfoFor(id: string, warnings: StoreWarning[]): Promise<SessionInfo | undefined> {
    let stat: StoreStat;
    try {
      stat = await this.#fs.stat(this.#layout.journal(id));
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return undefined; // deleted meanwhile
      warnings.push({
        sessionId: id,
        kind: 'unreadable',
        message: diskError(error, 'read the session', id).message,
      });
      return undefined;
    }
    const known = this.#listed.get(id);
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.info;
    const [sidecar, ack] = await Promise.all([
      readSidecar(this.#fs, this.#layout.sidecar(id), id, stat),
      readAck(this.#fs, this.#layout.ack(id)),
    ]);
    // Trusted only when it describes what was acknowledged (same moves, same hash).
    if (sidecar && (!ack || (sidecar.hash === ack.hash && sidecar.info.eventCount === ack.count))) {
      this.#listed.set(id, { size: stat.size, mtimeMs: stat.mtimeMs, info: sidecar.info });
      return sidecar.info;
    }
    this.#listed.delete(id);
    try {
      const { live, repaired, warnings: notes } = await this.#read(id);
      if (repaired) {
        warnings.push({ sessionId: id, kind: 'repaired', message: notes.join(' ') });
      }
      return describeSession(live.model, live.lastPlayed);
    } catch (error) {
      const storeError = diskError(error, 'read the session', id);
      if (storeError.code === 'NOT_FOUND' || storeError.code === 'IN_TRASH') return undefined;
      warnings.push({
        sessionId: id,
        kind: storeError.code === 'CORRUPT' ? 'moved-to-corrupt' : 'unreadable',
        message: storeError.message,
        ...(storeError.movedTo ? { movedTo: storeError.movedTo } : {}),
      });
      return undefined;
    }
  }

  /** A trashed session's info, read-only: nothing in the trash is repaired or moved. */
  async #trashInfoFor(
    id: string,
    warnings: StoreWarning[],
  ): Promise<TrashedSessionInfo | undefined> {
    const path = this.#layout.journal(id, 'trash');
    try {
      const stat = await this.#fs.stat(path);
      const sidecar = await readSidecar(this.#fs, this.#layout.sidecar(id, 'trash'), id, stat);
      const fallbackTime = new Date(stat.mtimeMs).toISOString();
      if (sidecar) return { ...sidecar.info, deletedAt: sidecar.deletedAt ?? fallbackTime };
      const parsed = parseJournal(await this.#fs.readFile(path));
      const built = parsed.ok ? buildSession(parsed.journal) : parsed;
      if (!built.ok) {
        warnings.push({
          sessionId: id,
          kind: 'unreadable',
          message: `A session in the trash cannot be read: ${built.reason}.`,
        });
        return undefined;
      }
      return { ...describeSession({ ...built.model, id }, fallbackTime), deletedAt: fallbackTime };
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return undefined;
      warnings.push({
        sessionId: id,
        kind: 'unreadable',
        message: diskError(error, 'read the trash', id).message,
      });
      return undefined;
    }
  }
}

// -------------------------------------------------------------------------------- helpers

/** Most recently played first, then by name; ISO times sort as plain text (no collation). */
function playedLast(a: SessionInfo, b: SessionInfo): number {
  return (
    (a.lastPlayed < b.lastPlayed ? 1 : a.lastPlayed > b.lastPlayed ? -1 : 0) ||
    a.name.localeCompare(b.name)
  );
}

function plainHeader(header: RecordHeader): RecordHeader {
  return { format: RECORD_FORMAT, players: header.players, options: header.options };
}

function recordOf(model: SessionModel): GameRecord {
  const { format, players, options } = model.header;
  return { format, players, options, events: [...model.events] };
}

/**
 * Refuses a change made from a stale view: `expect` is the number of effective events the
 * caller has seen. Checked inside the session's lock, so of two devices racing from the same
 * state exactly one wins and the other is told, instead of both moves being stored.
 */
function checkExpected(model: SessionModel, expect: number | undefined, what: string): void {
  if (expect === undefined) return;
  const stored = model.events.length;
  if (expect === stored) return;
  const change =
    stored > expect
      ? `${plural(stored - expect, 'move was', 'moves were')} played or redone`
      : `${plural(expect - stored, 'move was', 'moves were')} undone`;
  throw new StoreError(
    'CONFLICT',
    `This game was changed elsewhere (another window or device) before ${what} arrived: ${change} there, so it has ${plural(stored, 'move', 'moves')} now and this screen had seen ${expect}. Nothing was changed; the game is shown again as it is.`,
    { sessionId: model.id },
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function importedName(input: unknown): string | undefined {
  const value = input as { name?: unknown; session?: { name?: unknown } } | null;
  const name = value?.session?.name ?? value?.name;
  if (typeof name !== 'string') return undefined;
  try {
    return checkName(name);
  } catch {
    return undefined;
  }
}

/** Events and headers handed out are shared with the cache: freeze them so no one edits them. */
function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freezeDeep(inner);
  }
  return value;
}
