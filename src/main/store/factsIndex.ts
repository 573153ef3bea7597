import { join } from 'node:path';
import type { StatsGame, StatsGames, StoreWarning } from '../../shared/ipc/types';
import { RECORD_FORMAT } from '../../shared/record/schema';
import { packStatsGames } from '../../shared/stats/statsWire';
import {
  FACTS_KEYS,
  isStoredGameFacts,
  STORED_FACTS_VERSION,
  type StoredFactsOutcome,
  sameFactsKeys,
  storedFactsFromReplay,
  storedFactsOf,
} from '../../shared/stats/storedFacts';
import { CACHE_QUIET_MS } from './cacheQuiet';
import { mapLimit } from './concurrency';
import { errnoCode } from './errors';
import { nodeFs, type StoreFs, type StoreStat } from './fsLayer';
import { isSessionId } from './ids';
import { parseJournal } from './journal';
import { JournalTrust } from './journalTrust';
import { JOURNAL_SUFFIX } from './layout';
import { effectiveEntries } from './sessionModel';
import type { SessionStore } from './sessionStore';
import type { ReplayedSession } from './types';

/**
 * The statistics' facts of every stored game, kept beside each journal in `<id>.facts.json`
 * (src/shared/stats/storedFacts.ts says what they are). A game is replayed once per change,
 * not once per visit of the statistics screen:
 *
 * - a facts file records the journal's size and modification time when it was worked out, the
 *   facts version and key lists; one that differs, is missing or cannot be read is rebuilt
 *   from the journal (like the session list's `*.meta.json`), so it is a cache, never the truth;
 * - `changed(id)` (called after every change of a session) rebuilds it once the session has
 *   been quiet for CACHE_QUIET_MS (off the next move's fsync: cacheQuiet.ts), and
 *   `warm()` (at start) rebuilds every missing or stale one in the background, one game at a
 *   time, so the screen seldom waits for a replay;
 * - the facts stay in memory too, checked against the journal's size and time on each read,
 *   so reading 2,000 games costs 2,000 stats, not 2,000 file reads; and while the folder is
 *   watched (journalTrust.ts), only the journals that changed since are checked.
 *
 * Read-only towards journals: a torn or unreadable journal is left out with a warning (the
 * session store repairs or quarantines it when the session is opened).
 */

export const FACTS_SUFFIX = '.facts.json';
const READ_CONCURRENCY = 32;

interface FactsFile {
  v: typeof STORED_FACTS_VERSION;
  keys: typeof FACTS_KEYS;
  journalSize: number;
  journalMtimeMs: number;
  game: StatsGame;
}

interface Cached {
  size: number;
  mtimeMs: number;
  game: StatsGame;
}

/** Every stored game's facts as kept (stats:games packs them for the wire: statsWire.ts). */
export interface StoredStatsGames {
  /** Oldest first. */
  games: StatsGame[];
  keys: typeof FACTS_KEYS;
  warnings: StoreWarning[];
}

export interface FactsIndexOptions {
  fs?: StoreFs;
  /** The pure function of one record; tests count its calls. Default: storedFactsOf. */
  compute?: (record: unknown, started?: string) => StoredFactsOutcome;
  /** How long after `changed(id)` its facts are rebuilt, in ms. Default CACHE_QUIET_MS. */
  changeDelayMs?: number;
  /**
   * A session's replayed state when the store holds it in memory (SessionStore's `inMemory`):
   * the facts of a game just played are then a walk over its history, not a replay.
   */
  inMemory?: (id: string) => ReplayedSession | undefined;
}

export class FactsIndex {
  readonly #root: string;
  readonly #fs: StoreFs;
  readonly #compute: (record: unknown, started?: string) => StoredFactsOutcome;
  readonly #changeDelayMs: number;
  readonly #inMemory: ((id: string) => ReplayedSession | undefined) | undefined;
  readonly #memory = new Map<string, Cached>();
  readonly #building = new Map<string, Promise<StatsGame | { problem: string }>>();
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #trust: JournalTrust;
  #lastPacked: { games: readonly StatsGame[]; warnings: number; wire: StatsGames } | undefined;
  #closed = false;

  /** `root` is the sessions folder (SessionStore's `root`). */
  constructor(root: string, options: FactsIndexOptions = {}) {
    this.#root = root;
    this.#fs = options.fs ?? nodeFs;
    this.#compute = options.compute ?? storedFactsOf;
    this.#changeDelayMs = options.changeDelayMs ?? CACHE_QUIET_MS;
    this.#inMemory = options.inMemory;
    this.#trust = new JournalTrust(root, this.#fs);
  }

  /** Every stored game's facts (not trashed), oldest first; missing or stale ones rebuilt. */
  async all(): Promise<StoredStatsGames> {
    const warnings: StoreWarning[] = [];
    const ids = await this.#journalIds();
    const games = await mapLimit(ids, READ_CONCURRENCY, (id) => this.#gameOf(id, warnings));
    const found = games.filter((g): g is StatsGame => g !== undefined);
    found.sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
    return { games: found, keys: FACTS_KEYS, warnings };
  }

  /**
   * Every stored game's facts packed for the wire (src/shared/stats/statsWire.ts): the last
   * answer again while no game changed, so a visit of the statistics packs nothing.
   */
  async packed(): Promise<StatsGames> {
    const { games, warnings } = await this.all();
    const last = this.#lastPacked;
    if (
      last &&
      warnings.length === 0 &&
      last.warnings === 0 &&
      last.games.length === games.length &&
      last.games.every((game, i) => game === games[i])
    )
      return last.wire;
    const wire = packStatsGames(games, warnings);
    this.#lastPacked = { games, warnings: warnings.length, wire };
    return wire;
  }

  /** A session changed: its facts are rebuilt once it has been quiet a while (cacheQuiet.ts). */
  changed(id: string): void {
    if (this.#closed || !isSessionId(id)) return;
    this.#trust.changed(id);
    clearTimeout(this.#timers.get(id));
    const timer = setTimeout(() => {
      this.#timers.delete(id);
      void this.#gameOf(id, []);
    }, this.#changeDelayMs);
    timer.unref?.();
    this.#timers.set(id, timer);
  }

  /**
   * Builds every missing or stale facts file, one game at a time with a turn of the event
   * loop between two, so requests are served meanwhile. Resolves with how many were built.
   */
  async warm(): Promise<number> {
    let built = 0;
    for (const id of await this.#journalIds()) {
      if (this.#closed) break;
      const fresh = await this.#fresh(id);
      if (fresh) continue;
      await new Promise((resolve) => setImmediate(resolve));
      if ((await this.#gameOf(id, [])) !== undefined) built++;
    }
    return built;
  }

  /** Stops pending rebuilds (the store is closing). */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#trust.close();
    this.#memory.clear();
    this.#lastPacked = undefined;
  }

  #factsPath(id: string): string {
    return join(this.#root, `${id}${FACTS_SUFFIX}`);
  }

  #journalPath(id: string): string {
    return join(this.#root, `${id}${JOURNAL_SUFFIX}`);
  }

  async #journalIds(): Promise<string[]> {
    const names = await this.#fs.readdir(this.#root).catch((error: unknown) => {
      if (errnoCode(error) === 'ENOENT') return [] as string[];
      throw error;
    });
    return names
      .filter((n) => n.endsWith(JOURNAL_SUFFIX))
      .map((n) => n.slice(0, -JOURNAL_SUFFIX.length))
      .filter(isSessionId);
  }

  /** True when memory or the facts file already answers for the journal as it is. */
  async #fresh(id: string): Promise<boolean> {
    const stat = await this.#fs.stat(this.#journalPath(id)).catch(() => undefined);
    if (!stat) return true; // gone: nothing to build
    return (await this.#cached(id, stat)) !== undefined;
  }

  async #cached(id: string, stat: StoreStat): Promise<StatsGame | undefined> {
    const memory = this.#memory.get(id);
    if (memory && memory.size === stat.size && memory.mtimeMs === stat.mtimeMs) return memory.game;
    const file = await this.#readFactsFile(id, stat);
    if (file) this.#memory.set(id, { size: stat.size, mtimeMs: stat.mtimeMs, game: file.game });
    return file?.game;
  }

  async #readFactsFile(id: string, stat: StoreStat): Promise<FactsFile | undefined> {
    let value: Partial<FactsFile>;
    try {
      value = JSON.parse(await this.#fs.readText(this.#factsPath(id))) as Partial<FactsFile>;
    } catch {
      return undefined; // missing or unreadable: rebuilt
    }
    const game = value?.game;
    if (
      value?.v !== STORED_FACTS_VERSION ||
      !sameFactsKeys(value.keys) ||
      value.journalSize !== stat.size ||
      value.journalMtimeMs !== stat.mtimeMs ||
      typeof game !== 'object' ||
      game === null ||
      game.id !== id ||
      typeof game.name !== 'string' ||
      typeof game.created !== 'string' ||
      !isStoredGameFacts(game.facts)
    ) {
      return undefined;
    }
    return value as FactsFile;
  }

  #gameOf(id: string, warnings: StoreWarning[]): Promise<StatsGame | undefined> {
    return this.#trust.read(
      id,
      () => this.#memory.get(id)?.game,
      () => this.#checkedGameOf(id, warnings),
    );
  }

  async #checkedGameOf(id: string, warnings: StoreWarning[]): Promise<StatsGame | undefined> {
    const stat = await this.#fs.stat(this.#journalPath(id)).catch(() => undefined);
    if (!stat) return undefined; // deleted meanwhile
    const cached = await this.#cached(id, stat);
    if (cached) return cached;
    let building = this.#building.get(id);
    if (!building) {
      building = this.#build(id).finally(() => this.#building.delete(id));
      this.#building.set(id, building);
    }
    const built = await building;
    if ('problem' in built) {
      warnings.push({ sessionId: id, kind: 'unreadable', message: built.problem });
      return undefined;
    }
    return built;
  }

  /**
   * Works the facts out from the store's memory when it holds the journal as it is, else reads
   * the journal and replays its effective record; then writes the facts file.
   */
  async #build(id: string): Promise<StatsGame | { problem: string }> {
    const path = this.#journalPath(id);
    let stat: StoreStat;
    try {
      stat = await this.#fs.stat(path);
    } catch (error) {
      return { problem: `A game could not be read for the statistics (${errnoCode(error)}).` };
    }
    const held = this.#inMemory?.(id);
    if (held && held.journalSize === stat.size) {
      const game: StatsGame = {
        id,
        name: held.name,
        created: held.created,
        // The game's creation starts its first turn's think time, as the table's clock does.
        facts: storedFactsFromReplay(held.record, held.history, held.snapshot, held.created),
      };
      await this.#keep(id, game, stat);
      return game;
    }
    let bytes: Uint8Array;
    try {
      bytes = await this.#fs.readFile(path);
    } catch (error) {
      return { problem: `A game could not be read for the statistics (${errnoCode(error)}).` };
    }
    const parsed = parseJournal(bytes);
    const effective = parsed.ok
      ? effectiveEntries(parsed.journal.header.session.name, parsed.journal.entries)
      : parsed;
    if (!parsed.ok || !effective.ok) {
      const reason = !parsed.ok ? parsed.reason : effective.ok ? '' : effective.reason;
      return { problem: `A game is left out of the statistics: ${reason}.` };
    }
    const { header } = parsed.journal;
    const record = {
      format: RECORD_FORMAT,
      players: header.record.players,
      options: header.record.options,
      events: effective.events,
    };
    const outcome = this.#compute(record, header.session.created);
    if (!outcome.ok) {
      return { problem: `“${effective.name}” is left out of the statistics: ${outcome.error}.` };
    }
    const game: StatsGame = {
      id,
      name: effective.name,
      created: header.session.created,
      facts: outcome.facts,
    };
    // Only a journal read whole, as the stat saw it, may pair with that stat.
    if (bytes.length === stat.size) await this.#keep(id, game, stat);
    return game;
  }

  async #keep(id: string, game: StatsGame, stat: StoreStat): Promise<void> {
    this.#memory.set(id, { size: stat.size, mtimeMs: stat.mtimeMs, game });
    await this.#writeFactsFile(id, factsFile(game, stat));
  }

  /** Best effort (temp file + rename, no fsync): a facts file lost is rebuilt. */
  async #writeFactsFile(id: string, file: FactsFile): Promise<void> {
    const path = this.#factsPath(id);
    const temp = `${path}.${Math.random().toString(36).slice(2, 10)}.tmp`;
    try {
      await this.#fs.writeText(temp, JSON.stringify(file));
      await this.#fs.rename(temp, path);
    } catch {
      await this.#fs.unlink(temp).catch(() => undefined);
    }
  }
}

/** The facts index of a store's sessions, reading the store's memory where it can. */
export function factsIndexOf(store: SessionStore, options: FactsIndexOptions = {}): FactsIndex {
  return new FactsIndex(store.root, { inMemory: (id) => store.inMemory(id), ...options });
}

/** Writes the facts file of a journal as FactsIndex would (bench fixtures write games in bulk). */
export async function writeFactsFor(
  root: string,
  game: StatsGame,
  journal: StoreStat,
  fs: StoreFs = nodeFs,
): Promise<void> {
  await fs.writeText(
    join(root, `${game.id}${FACTS_SUFFIX}`),
    JSON.stringify(factsFile(game, journal)),
  );
}

function factsFile(game: StatsGame, journal: StoreStat): FactsFile {
  return {
    v: STORED_FACTS_VERSION,
    keys: FACTS_KEYS,
    journalSize: journal.size,
    journalMtimeMs: journal.mtimeMs,
    game,
  };
}
