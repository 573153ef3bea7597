import type { StatsGame, StatsGames, StatsPerson } from '../ipc/types';
import { type Tally, TILE_GROUPS, type TileGroup } from './luck';
import { FACTS_KEYS } from './storedFacts';

/**
 * How the store sends the statistics' facts of 2,000 games at once (channel `stats:games`):
 * what the screen reads of each game, in columns, so that parsing the answer is one short task
 * (a few long lists of numbers instead of 4 MB of keyed objects):
 *
 * - each seat as written (name, colour, profile) is listed once in `people`;
 * - the games' own facts are one list per fact, and each game's seats follow those of the
 *   games before it in the seat lists;
 * - a seat's figures are SEAT_FIGURES numbers laid out as SEAT (score, rank, longest turn,
 *   then the points by category and the counters in the order of `keys`), one run after
 *   another in `seats.figures`; its luck is LUCK_FIGURES numbers laid out as LUCK, what the
 *   odds expected to the ten-thousandth (`onWire`).
 *
 * The stored facts (`<id>.facts.json`, src/main/store/factsIndex.ts) keep their own shape; this
 * is the wire only.
 */

/** Where each figure of a seat sits in its run; points and counters follow, as `keys` says. */
export const SEAT = {
  score: 0,
  rank: 1,
  /** The longest turn in ms, −1 when no turn was timed. */
  longestTurnMs: 2,
  points: 3,
} as const;

/** How many numbers a seat's figures take for these keys. */
export const seatFiguresOf = (keys: StatsGames['keys']): number =>
  SEAT.points + keys.categories.length + keys.counters.length;

/** Where each luck figure of a seat sits in its run (tallies as actual, expected). */
export const LUCK = {
  revolts: 0,
  meeplesLost: 2,
  draws: 4,
  /** Then one tally per TILE_GROUPS entry, both null when that kind was not in play. */
  tiles: 5,
} as const;
export const LUCK_FIGURES = LUCK.tiles + 2 * TILE_GROUPS.length;

/** What a game's luck is (`games.luck`); its seats' luck runs are zeros unless FIGURES. */
export const LUCK_KIND = {
  /** Facts stored before luck was kept. */
  none: 0,
  noAids: 1,
  figures: 2,
  figuresWithRevolts: 3,
} as const;

export const NO_TIMED_TURN = -1;

/**
 * An expected count as sent: to the ten-thousandth. The screen shows one decimal, and 2,000
 * games' sums stay within 0.1 of the exact figure, while a full-precision double takes 17
 * characters: three quarters of the answer's 1.5 MB were these digits, received and parsed in
 * the page's one task.
 */
export const onWire = (expected: number): number => Math.round(expected * 10_000) / 10_000;

/** Packs the games as the store holds them (oldest first) into the wire's columns. */
export function packStatsGames(
  games: readonly StatsGame[],
  warnings: StatsGames['warnings'],
): StatsGames {
  const people: StatsPerson[] = [];
  const personAt = new Map<string, number>();
  const personOf = (p: StatsPerson): number => {
    const id = JSON.stringify([p.name, p.color, p.profile ?? null]);
    let at = personAt.get(id);
    if (at === undefined) {
      at = people.length;
      personAt.set(id, at);
      people.push(p);
    }
    return at;
  };
  const wire: StatsGames = {
    keys: { categories: [...FACTS_KEYS.categories], counters: [...FACTS_KEYS.counters] },
    people,
    games: { id: [], created: [], finished: [], houseRules: [], seats: [], luck: [] },
    seats: { person: [], id: [], figures: [], luck: [] },
    warnings,
  };
  const { games: g, seats: s } = wire;
  const zeros = new Array<number>(LUCK_FIGURES).fill(0);
  for (const { id, created, facts } of games) {
    const luck = facts.luck;
    g.id.push(id);
    g.created.push(created);
    g.finished.push(facts.finished ? 1 : 0);
    g.houseRules.push([...facts.houseRules]);
    g.seats.push(facts.players.length);
    g.luck.push(
      luck === undefined
        ? LUCK_KIND.none
        : luck.noAids
          ? LUCK_KIND.noAids
          : luck.revoltsInPlay
            ? LUCK_KIND.figuresWithRevolts
            : LUCK_KIND.figures,
    );
    facts.players.forEach((p, seat) => {
      s.person.push(
        personOf({
          name: p.name,
          color: p.color,
          ...(p.profile !== undefined ? { profile: p.profile } : {}),
        }),
      );
      s.id.push(p.id);
      s.figures.push(p.score, p.rank, p.longestTurnMs ?? NO_TIMED_TURN, ...p.points, ...p.counters);
      const figures = luck && !luck.noAids ? luck.players[seat] : undefined;
      if (!figures) {
        s.luck.push(...zeros);
        return;
      }
      s.luck.push(
        figures.revolts.actual,
        onWire(figures.revolts.expected),
        figures.meeplesLost.actual,
        onWire(figures.meeplesLost.expected),
        figures.draws,
      );
      for (const group of TILE_GROUPS) {
        const tally = figures.tiles[group];
        s.luck.push(tally?.actual ?? null, tally ? onWire(tally.expected) : null);
      }
    });
  }
  return wire;
}

/** A seat's luck back from its run (`at`: where it starts; kinds not in play left out). */
export function luckFiguresOf(
  luck: readonly (number | null)[],
  at: number,
): {
  revolts: Tally;
  meeplesLost: Tally;
  draws: number;
  tiles: Partial<Record<TileGroup, Tally>>;
} {
  const tally = (from: number): Tally | undefined => {
    const actual = luck[at + from];
    const expected = luck[at + from + 1];
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
    draws: luck[at + LUCK.draws] ?? 0,
    tiles,
  };
}
