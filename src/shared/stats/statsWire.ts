import type { PackedStatsGame, StatsGame, StatsGames, StatsPerson } from '../ipc/types';
import { type Tally, TILE_GROUPS, type TileGroup } from './luck';
import { FACTS_KEYS } from './storedFacts';

/**
 * How the store sends the statistics' facts of 2,000 games at once (channel `stats:games`):
 * what the screen reads of each game, packed so that parsing the answer is one short task
 * (a few hundred KB of numbers instead of 4 MB of keyed objects):
 *
 * - each seat as written (name, colour, profile) is listed once in `people`; a game's seats
 *   point into it;
 * - a seat's numbers are one list laid out as SEAT (score, rank, longest turn, then the points
 *   by category and the counters in the order of `keys`);
 * - a seat's luck is one list laid out as LUCK (null where a kind of tile was not in play).
 *
 * The stored facts (`<id>.facts.json`, src/main/store/factsIndex.ts) keep their own shape; this
 * is the wire only.
 */

/** Where each figure of a seat sits in its list; points and counters follow, as `keys` says. */
export const SEAT = {
  person: 0,
  score: 1,
  rank: 2,
  /** The longest turn in ms, −1 when no turn was timed. */
  longestTurnMs: 3,
  points: 4,
} as const;

/** Where each luck figure of a seat sits in its list (tallies as actual, expected). */
export const LUCK = {
  revolts: 0,
  meeplesLost: 2,
  draws: 4,
  /** Then one tally per TILE_GROUPS entry, both null when that kind was not in play. */
  tiles: 5,
} as const;

const NO_TIMED_TURN = -1;

/** Packs the games as the store holds them (oldest first) into the wire's shape. */
export function packStatsGames(
  games: readonly StatsGame[],
  warnings: StatsGames['warnings'],
): StatsGames {
  const people: StatsPerson[] = [];
  const personAt = new Map<string, number>();
  const personOf = (p: { name: string; color: string; profile?: string }): number => {
    const id = JSON.stringify([p.name, p.color, p.profile ?? null]);
    let at = personAt.get(id);
    if (at === undefined) {
      at = people.length;
      personAt.set(id, at);
      people.push(p.profile === undefined ? { name: p.name, color: p.color } : { ...p });
    }
    return at;
  };
  const packed = games.map((game): PackedStatsGame => {
    const { facts } = game;
    const luck = facts.luck;
    return {
      id: game.id,
      name: game.name,
      created: game.created,
      finished: facts.finished,
      ...(facts.houseRules.length > 0 ? { houseRules: [...facts.houseRules] } : {}),
      seatIds: facts.players.map((p) => p.id),
      seats: facts.players.map((p) => [
        personOf({
          name: p.name,
          color: p.color,
          ...(p.profile !== undefined ? { profile: p.profile } : {}),
        }),
        p.score,
        p.rank,
        p.longestTurnMs ?? NO_TIMED_TURN,
        ...p.points,
        ...p.counters,
      ]),
      ...(luck === undefined
        ? {}
        : luck.noAids
          ? { luck: { noAids: true } }
          : {
              luck: {
                noAids: false,
                revoltsInPlay: luck.revoltsInPlay,
                seats: luck.players.map((p) => [
                  p.revolts.actual,
                  p.revolts.expected,
                  p.meeplesLost.actual,
                  p.meeplesLost.expected,
                  p.draws,
                  ...TILE_GROUPS.flatMap((group) => {
                    const tally = p.tiles[group];
                    return tally ? [tally.actual, tally.expected] : [null, null];
                  }),
                ]),
              },
            }),
    };
  });
  return {
    keys: { categories: [...FACTS_KEYS.categories], counters: [...FACTS_KEYS.counters] },
    people,
    games: packed,
    warnings,
  };
}

/** A seat's longest turn back from its list: null when no turn was timed. */
export function longestTurnOf(seat: readonly number[]): number | null {
  const ms = seat[SEAT.longestTurnMs] ?? NO_TIMED_TURN;
  return ms === NO_TIMED_TURN ? null : ms;
}

/** A seat's luck back from its list (tile kinds not in play left out, as in ./luck.ts). */
export function luckFiguresOf(seat: readonly (number | null)[]): {
  revolts: Tally;
  meeplesLost: Tally;
  draws: number;
  tiles: Partial<Record<TileGroup, Tally>>;
} {
  const tally = (at: number): Tally | undefined => {
    const actual = seat[at];
    const expected = seat[at + 1];
    return actual === null || actual === undefined || expected === null || expected === undefined
      ? undefined
      : { actual, expected };
  };
  const tiles: Partial<Record<TileGroup, Tally>> = {};
  TILE_GROUPS.forEach((group, i) => {
    const found = tally(LUCK.tiles + 2 * i);
    if (found) tiles[group] = found;
  });
  return {
    revolts: tally(LUCK.revolts) ?? { actual: 0, expected: 0 },
    meeplesLost: tally(LUCK.meeplesLost) ?? { actual: 0, expected: 0 },
    draws: seat[LUCK.draws] ?? 0,
    tiles,
  };
}
