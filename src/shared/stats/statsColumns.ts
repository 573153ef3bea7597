import { POINTS_CATEGORIES, type PointsCategory } from '../game/results';
import type { StatsGames, StatsPerson } from '../ipc/types';
import { COUNTER_KEYS, type Counters } from './gameFacts';
import type { HeadToHead, PlayerStats, StatsProblem, StatsTable } from './playerStats';
import { SEAT, seatFiguresOf } from './statsWire';
import { sameFactsKeys } from './storedFacts';

/**
 * The statistics of thousands of games, added up in a few milliseconds: every seat's figures
 * in one typed array (in this build's order of categories and counters, whatever the order the
 * store sent), every seat's identity as a number. `aggregate` gives exactly what playerStats.ts
 * gives for the same games (a property test holds the two together) for any selection of the
 * games, so a filter is a list of game numbers, not a new set of objects.
 */

/** Where a figure sits among a seat's FIGURE_COUNT numbers (statsWire.ts's SEAT, this build's keys). */
export const FIGURE = {
  score: SEAT.score,
  /** 1 for the leader; tied players share it. */
  rank: SEAT.rank,
  /** −1 when no turn was timed. */
  longestTurnMs: SEAT.longestTurnMs,
  /** POINTS_CATEGORIES in order, then COUNTER_KEYS in order. */
  points: SEAT.points,
  counters: SEAT.points + POINTS_CATEGORIES.length,
} as const;
export const FIGURE_COUNT = FIGURE.counters + COUNTER_KEYS.length;

export interface StatsColumns {
  /** How many games (numbered from 0, oldest first). */
  readonly games: number;
  /** Per game: 1 when finished. */
  readonly finished: Uint8Array;
  /** Per game, its first seat; the last entry is one past the last seat. */
  readonly seatStart: Int32Array;
  /** Per seat: its identity, an index into `keys`. */
  readonly seatKey: Int32Array;
  /** Per seat: how it was written, an index into `people`. */
  readonly seatPerson: Int32Array;
  /** Per seat: the record's player id. */
  readonly seatIds: readonly string[];
  /** Per seat, FIGURE_COUNT numbers laid out as FIGURE. */
  readonly figures: Float64Array;
  /** The identities (a profile or a name key). */
  readonly keys: readonly string[];
  readonly people: readonly StatsPerson[];
}

/** The columns of the store's answer; `keyOf` gives a seat's identity. */
export function columnsOf(wire: StatsGames, keyOf: (person: StatsPerson) => string): StatsColumns {
  const keys: string[] = [];
  const keyAt = new Map<string, number>();
  const personKey = wire.people.map((person) => {
    const key = keyOf(person);
    let at = keyAt.get(key);
    if (at === undefined) {
      at = keys.length;
      keyAt.set(key, at);
      keys.push(key);
    }
    return at;
  });
  const games = wire.games.id.length;
  const seatStart = new Int32Array(games + 1);
  for (let g = 0; g < games; g++)
    seatStart[g + 1] = (seatStart[g] as number) + (wire.games.seats[g] ?? 0);
  const seatPerson = Int32Array.from(wire.seats.person);
  const seatKey = seatPerson.map((person) => personKey[person] ?? -1);
  return {
    games,
    finished: Uint8Array.from(wire.games.finished),
    seatStart,
    seatKey,
    seatPerson,
    seatIds: wire.seats.id,
    figures: figuresOf(wire, seatPerson.length),
    keys,
    people: wire.people,
  };
}

/** The seats' figures in this build's order: a copy when the store used it too (the usual case). */
function figuresOf(wire: StatsGames, seats: number): Float64Array {
  if (sameFactsKeys(wire.keys)) return Float64Array.from(wire.seats.figures);
  const sent = wire.keys;
  const stride = seatFiguresOf(sent);
  const from = [
    SEAT.score,
    SEAT.rank,
    SEAT.longestTurnMs,
    ...POINTS_CATEGORIES.map((c) => {
      const i = sent.categories.indexOf(c);
      return i < 0 ? -1 : SEAT.points + i;
    }),
    ...COUNTER_KEYS.map((k) => {
      const i = sent.counters.indexOf(k);
      return i < 0 ? -1 : SEAT.points + sent.categories.length + i;
    }),
  ];
  const figures = new Float64Array(seats * FIGURE_COUNT);
  for (let seat = 0; seat < seats; seat++)
    for (let f = 0; f < FIGURE_COUNT; f++) {
      const at = from[f] as number;
      figures[seat * FIGURE_COUNT + f] = at < 0 ? 0 : (wire.seats.figures[seat * stride + at] ?? 0);
    }
  return figures;
}

/** Every game, oldest first: the selection without a filter. */
export function allGames(columns: StatsColumns): Int32Array {
  const order = new Int32Array(columns.games);
  for (let g = 0; g < order.length; g++) order[g] = g;
  return order;
}

const SUMS = POINTS_CATEGORIES.length + COUNTER_KEYS.length;

/**
 * playerStats.ts's table of the games listed (game numbers, oldest first): the same players,
 * figures, head to head and problems (a problem's `game` is its place in `order`).
 */
export function aggregate(columns: StatsColumns, order: ArrayLike<number>): StatsTable {
  const { figures, seatKey, seatStart, keys } = columns;
  const count = keys.length;
  const sums = new Float64Array(count * SUMS);
  const played = new Int32Array(count);
  const unfinished = new Int32Array(count);
  const wins = new Int32Array(count);
  const totalScore = new Float64Array(count);
  const bestScore = new Float64Array(count).fill(Number.NaN);
  const longest = new Float64Array(count).fill(-1);
  const lastSeat = new Int32Array(count).fill(-1);
  const seenIn = new Int32Array(count);
  const present: number[] = [];
  const rank = keyRanks(keys);
  const pairs = new Map<
    number,
    { a: number; b: number; games: number; aWins: number; bWins: number; ties: number }
  >();
  const problems: StatsProblem[] = [];
  const seated: number[] = [];
  let finishedGames = 0;
  // Read once: the loop below runs 9,000 seats of 2,000 games the first time the screen opens,
  // before the engine has optimised it, when every property read in it is paid each time.
  const { finished, seatPerson, people, seatIds } = columns;
  const counterCount = COUNTER_KEYS.length;
  const pointCount = POINTS_CATEGORIES.length;
  const countersAt = FIGURE.counters;
  const pointsAt = FIGURE.points;

  for (let at = 0; at < order.length; at++) {
    const game = order[at] as number;
    const done = finished[game] === 1;
    if (done) finishedGames++;
    seated.length = 0;
    const end = seatStart[game + 1] as number;
    for (let seat = seatStart[game] as number; seat < end; seat++) {
      const k = seatKey[seat] as number;
      if (seenIn[k] === at + 1) {
        const person = people[seatPerson[seat] as number];
        problems.push({
          game: at,
          error: `${person?.name ?? ''} (${seatIds[seat] ?? ''}) shares the key "${keys[k]}" with another player of this game: left out`,
        });
        continue;
      }
      seenIn[k] = at + 1;
      seated.push(seat);
      if (lastSeat[k] === -1) present.push(k);
      lastSeat[k] = seat;
      const base = seat * FIGURE_COUNT;
      const into = k * SUMS;
      const countersInto = into + pointCount;
      const countersFrom = base + countersAt;
      for (let i = 0; i < counterCount; i++)
        (sums[countersInto + i] as number) += figures[countersFrom + i] as number;
      const turn = figures[base + FIGURE.longestTurnMs] as number;
      if (turn !== -1) longest[k] = Math.max(longest[k] === -1 ? 0 : (longest[k] as number), turn);
      if (!done) {
        (unfinished[k] as number)++;
        continue;
      }
      (played[k] as number)++;
      if (figures[base + FIGURE.rank] === 1) (wins[k] as number)++;
      const score = figures[base + FIGURE.score] as number;
      (totalScore[k] as number) += score;
      bestScore[k] = Number.isNaN(bestScore[k]) ? score : Math.max(bestScore[k] as number, score);
      const pointsFrom = base + pointsAt;
      for (let i = 0; i < pointCount; i++)
        (sums[into + i] as number) += figures[pointsFrom + i] as number;
    }
    if (!done) continue;
    for (let i = 0; i < seated.length; i++) {
      for (let j = i + 1; j < seated.length; j++) {
        const one = seated[i] as number;
        const two = seated[j] as number;
        // Not a destructured pair: that is an array and an iterator per pair until optimised.
        const oneFirst =
          (rank[seatKey[one] as number] as number) < (rank[seatKey[two] as number] as number);
        const first = oneFirst ? one : two;
        const second = oneFirst ? two : one;
        const a = seatKey[first] as number;
        const b = seatKey[second] as number;
        const id = a * count + b;
        let pair = pairs.get(id);
        if (!pair) {
          pair = { a, b, games: 0, aWins: 0, bWins: 0, ties: 0 };
          pairs.set(id, pair);
        }
        pair.games++;
        const x = figures[first * FIGURE_COUNT + FIGURE.score] as number;
        const y = figures[second * FIGURE_COUNT + FIGURE.score] as number;
        if (x > y) pair.aWins++;
        else if (x < y) pair.bWins++;
        else pair.ties++;
      }
    }
  }

  const players = present.map((k): PlayerStats => {
    const games = played[k] as number;
    const into = k * SUMS;
    const pointsByCategory = {} as Record<PointsCategory, number>;
    POINTS_CATEGORIES.forEach((c, i) => {
      pointsByCategory[c] = sums[into + i] as number;
    });
    const counters = {} as Counters;
    COUNTER_KEYS.forEach((c, i) => {
      counters[c] = sums[into + POINTS_CATEGORIES.length + i] as number;
    });
    const total = totalScore[k] as number;
    const best = bestScore[k] as number;
    const turn = longest[k] as number;
    return {
      key: keys[k] as string,
      name: columns.people[columns.seatPerson[lastSeat[k] as number] as number]?.name.trim() ?? '',
      games,
      unfinishedGames: unfinished[k] as number,
      wins: wins[k] as number,
      winRate: games > 0 ? (wins[k] as number) / games : null,
      totalScore: total,
      averageScore: games > 0 ? total / games : null,
      bestScore: Number.isNaN(best) ? null : best,
      pointsByCategory,
      averageByCategory:
        games > 0
          ? (Object.fromEntries(
              POINTS_CATEGORIES.map((c) => [c, pointsByCategory[c] / games]),
            ) as Record<PointsCategory, number>)
          : null,
      counters,
      averageThinkMs: counters.timedTurns > 0 ? counters.thinkTimeMs / counters.timedTurns : null,
      longestTurnMs: turn === -1 ? null : turn,
    };
  });
  players.sort(
    (x, y) =>
      y.wins - x.wins ||
      (y.winRate ?? -1) - (x.winRate ?? -1) ||
      y.games - x.games ||
      compareText(x.name.toLowerCase(), y.name.toLowerCase()) ||
      compareText(x.key, y.key),
  );
  const headToHead: HeadToHead[] = [...pairs.values()]
    .map((p) => ({
      a: keys[p.a] as string,
      b: keys[p.b] as string,
      games: p.games,
      aWins: p.aWins,
      bWins: p.bWins,
      ties: p.ties,
    }))
    .sort((x, y) => compareText(x.a, y.a) || compareText(x.b, y.b));
  return { players, headToHead, finishedGames, games: order.length, problems };
}

/** Each key's place when the keys are sorted as playerStats.ts compares them. */
function keyRanks(keys: readonly string[]): Int32Array {
  const sorted = keys.map((key, i) => ({ key, i })).sort((x, y) => compareText(x.key, y.key));
  const rank = new Int32Array(keys.length);
  sorted.forEach((entry, place) => {
    rank[entry.i] = place;
  });
  return rank;
}

function compareText(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
