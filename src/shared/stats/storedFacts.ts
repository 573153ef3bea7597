import type { GameSnapshot } from '../game/gameSnapshot';
import { POINTS_CATEGORIES, type PointsCategory } from '../game/results';
import { replayRecord } from '../record/replay';
import type { GameRecord } from '../record/schema';
import {
  COUNTER_KEYS,
  type Counters,
  emptyCategories,
  emptyCounters,
  factsFromReplay,
  type GameFacts,
} from './gameFacts';
import { type GameLuck, isGameLuck } from './luck';

/**
 * What the statistics keep of one game: the per-player figures of gameFacts.ts (score, rank,
 * points by category, counters, longest turn) and the game's own (status, dates, house rules),
 * without the turn-by-turn detail. Worked out once per change of a game, kept beside its
 * journal (src/main/store/factsIndex.ts) and sent to the statistics screen for 2,000 games at
 * once, so the numbers travel as lists in the order of FACTS_KEYS, not as keyed objects.
 *
 * `storedFactsOf` is a pure function of one record: a per-game figure added later (luck,
 * ratings…) goes into StoredGameFacts here and bumps STORED_FACTS_VERSION, which rebuilds every
 * cached file on the next read; so does a figure worked out anew (3: think time without breaks;
 * 4: expected revolt losses counted at each draw, not at each round's start; 5: every arrow
 * activation counted, an add arrow that adds nothing too, and think time over the span the
 * table's clock shows, from the endTurn before the turn to its own).
 */

export const STORED_FACTS_VERSION = 5;

/** The order of the number lists; a file written with other keys is stale. */
export const FACTS_KEYS = {
  categories: POINTS_CATEGORIES,
  counters: COUNTER_KEYS,
} as const;

export interface StoredPlayerFacts {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  /** The record's `profile` of the seat, when it names one. */
  readonly profile?: string;
  readonly score: number;
  /** 1 for the leader; tied players share it. */
  readonly rank: number;
  /** Points by category, in the order of FACTS_KEYS.categories. */
  readonly points: readonly number[];
  /** Counters, in the order of FACTS_KEYS.counters. */
  readonly counters: readonly number[];
  readonly longestTurnMs: number | null;
}

export interface StoredGameFacts {
  readonly status: GameFacts['status'];
  readonly finished: boolean;
  /** In seating order. */
  readonly players: readonly StoredPlayerFacts[];
  /** The record's `options.houseRules`, as written (none: an empty list). */
  readonly houseRules: readonly string[];
  readonly turns: number;
  readonly revolts: number;
  readonly startedAt?: string;
  readonly endedAt?: string;
  /** Luck against the odds, per player in seating order (./luck.ts; version 2 on). */
  readonly luck?: GameLuck;
}

export type StoredFactsOutcome =
  | { ok: true; facts: StoredGameFacts }
  | { ok: false; error: string };

/**
 * Replays one record (parsed JSON) and keeps what the statistics need of it. `started`: when
 * the game began (its creation), for the first turn's think time (gameFacts.ts).
 */
export function storedFactsOf(record: unknown, started?: string): StoredFactsOutcome {
  const outcome = replayRecord(record, { keepHistory: true });
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return {
    ok: true,
    facts: storedFactsFromReplay(outcome.record, outcome.history ?? [], outcome.snapshot, started),
  };
}

/**
 * The same facts of a record already replayed (`history[i]` the state before event i, `final`
 * the state after the last): what the store holds in memory for a game just played.
 */
export function storedFactsFromReplay(
  record: GameRecord,
  history: readonly GameSnapshot[],
  final: GameSnapshot,
  started?: string,
): StoredGameFacts {
  return storeFacts(factsFromReplay(record, history, final, started), houseRulesOf(record));
}

function houseRulesOf(record: unknown): string[] {
  const rules = (record as { options?: { houseRules?: unknown } } | null)?.options?.houseRules;
  return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [];
}

export function storeFacts(facts: GameFacts, houseRules: readonly string[]): StoredGameFacts {
  return {
    status: facts.status,
    finished: facts.finished,
    players: facts.players.map((p) => {
      const profile = p.entry.profile;
      return {
        id: p.id,
        name: p.name,
        color: p.color,
        ...(typeof profile === 'string' ? { profile } : {}),
        score: p.score,
        rank: p.rank,
        points: POINTS_CATEGORIES.map((c) => p.byCategory[c]),
        counters: COUNTER_KEYS.map((k) => p.counters[k]),
        longestTurnMs: p.longestTurnMs,
      };
    }),
    houseRules: [...houseRules],
    turns: facts.turns.length,
    revolts: facts.revolts.length,
    ...(facts.startedAt !== undefined ? { startedAt: facts.startedAt } : {}),
    ...(facts.endedAt !== undefined ? { endedAt: facts.endedAt } : {}),
    ...(facts.luck !== undefined ? { luck: facts.luck } : {}),
  };
}

/** True when `keys` lists the same keys in the same order as this build's FACTS_KEYS. */
export function sameFactsKeys(keys: unknown): boolean {
  const given = keys as { categories?: unknown; counters?: unknown } | null;
  const same = (a: unknown, b: readonly string[]) =>
    Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);
  return (
    typeof given === 'object' &&
    given !== null &&
    same(given.categories, FACTS_KEYS.categories) &&
    same(given.counters, FACTS_KEYS.counters)
  );
}

/** A stored player's points by category as a keyed object again. */
export function pointsByCategory(player: StoredPlayerFacts): Record<PointsCategory, number> {
  const out = emptyCategories();
  POINTS_CATEGORIES.forEach((c, i) => {
    out[c] = player.points[i] ?? 0;
  });
  return out;
}

/** A stored player's counters as a keyed object again. */
export function countersOf(player: StoredPlayerFacts): Counters {
  const out = emptyCounters();
  COUNTER_KEYS.forEach((k, i) => {
    out[k] = player.counters[i] ?? 0;
  });
  return out;
}

/** Checks the shape of stored facts read back from a file (a cache: anything odd is stale). */
export function isStoredGameFacts(value: unknown): value is StoredGameFacts {
  const facts = value as StoredGameFacts | null;
  const numbers = (list: unknown, length: number) =>
    Array.isArray(list) &&
    list.length === length &&
    list.every((n) => typeof n === 'number' && Number.isFinite(n));
  return (
    typeof facts === 'object' &&
    facts !== null &&
    ['playing', 'final-scoring', 'finished', 'setup'].includes(facts.status) &&
    typeof facts.finished === 'boolean' &&
    Array.isArray(facts.houseRules) &&
    facts.houseRules.every((r) => typeof r === 'string') &&
    Number.isInteger(facts.turns) &&
    Number.isInteger(facts.revolts) &&
    (facts.luck === undefined || isGameLuck(facts.luck, facts.players?.length)) &&
    Array.isArray(facts.players) &&
    facts.players.every(
      (p) =>
        typeof p === 'object' &&
        p !== null &&
        typeof p.id === 'string' &&
        typeof p.name === 'string' &&
        typeof p.color === 'string' &&
        (p.profile === undefined || typeof p.profile === 'string') &&
        typeof p.score === 'number' &&
        Number.isInteger(p.rank) &&
        numbers(p.points, POINTS_CATEGORIES.length) &&
        numbers(p.counters, COUNTER_KEYS.length) &&
        (p.longestTurnMs === null || typeof p.longestTurnMs === 'number'),
    )
  );
}
