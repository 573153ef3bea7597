import { POINTS_CATEGORIES, type PointsCategory } from '../game/results';
import {
  COUNTER_KEYS,
  type Counters,
  emptyCategories,
  emptyCounters,
  type GameFacts,
  gameFacts,
  type PlayerFacts,
} from './gameFacts';

/**
 * Statistics over many games, per player identity. Wins, scores, points by category and head to
 * head count finished games only; the counters (revolts, protection, arrows, crop circles, think
 * time) add up every game, finished or not: those things happened.
 */

/** Which identity a seat of a game belongs to. */
export type PlayerKey = (player: PlayerFacts, game: GameFacts) => string;

/** What the aggregation reads of a seat: gameFacts.ts's PlayerFacts, or stored facts made keyed. */
export type StatsSeat = Pick<
  PlayerFacts,
  'id' | 'name' | 'score' | 'won' | 'byCategory' | 'counters' | 'longestTurnMs'
>;

/** What the aggregation reads of a game. */
export interface StatsGameFacts<P extends StatsSeat = StatsSeat> {
  readonly finished: boolean;
  readonly players: readonly P[];
}

/** The default identity: the name, trimmed, case-insensitive (profiles come later). */
export const nameKey = (player: Pick<PlayerFacts, 'name'>, _game?: unknown): string =>
  player.name.normalize('NFC').trim().toLowerCase();

export interface PlayerStats {
  readonly key: string;
  /** The name (trimmed) as written in the last game, in the order given, that had this player. */
  readonly name: string;
  /** Finished games. */
  readonly games: number;
  /** Games not finished (still playing or in final scoring): counted in `counters` only. */
  readonly unfinishedGames: number;
  /** Finished games at rank 1 (ties all win). */
  readonly wins: number;
  /** wins / games; null without a finished game. */
  readonly winRate: number | null;
  readonly totalScore: number;
  readonly averageScore: number | null;
  readonly bestScore: number | null;
  readonly pointsByCategory: Readonly<Record<PointsCategory, number>>;
  /** Per finished game; null without a finished game. */
  readonly averageByCategory: Readonly<Record<PointsCategory, number>> | null;
  /** Summed over every game, finished or not. */
  readonly counters: Readonly<Counters>;
  /** thinkTimeMs / timedTurns; null without a timed turn. */
  readonly averageThinkMs: number | null;
  readonly longestTurnMs: number | null;
}

/** Two identities that met in finished games; `a` sorts before `b`. */
export interface HeadToHead {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  /** Games in which a's final score was higher than b's. */
  readonly aWins: number;
  readonly bWins: number;
  readonly ties: number;
}

/** Head to head seen from one player. */
export interface Rivalry {
  readonly opponent: string;
  readonly opponentName: string;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly ties: number;
}

export interface StatsProblem {
  /** Index of the game (or record) in the list given. */
  readonly game: number;
  readonly error: string;
}

export interface StatsTable {
  /** Most wins first, then win rate, finished games, name. */
  readonly players: readonly PlayerStats[];
  readonly headToHead: readonly HeadToHead[];
  /** Finished games counted. */
  readonly finishedGames: number;
  /** Games counted, finished or not. */
  readonly games: number;
  /** Records that did not replay, and seats left out (two seats of one game with one key). */
  readonly problems: readonly StatsProblem[];
}

export interface StatsOptions<G extends StatsGameFacts = GameFacts> {
  readonly key?: (player: G['players'][number], game: G) => string;
}

interface Accumulator {
  key: string;
  name: string;
  games: number;
  unfinishedGames: number;
  wins: number;
  totalScore: number;
  bestScore: number | null;
  pointsByCategory: Record<PointsCategory, number>;
  counters: Counters;
  longestTurnMs: number | null;
}

interface PairAccumulator {
  a: string;
  b: string;
  games: number;
  aWins: number;
  bWins: number;
  ties: number;
}

/** Aggregates the facts of many games (oldest first, so the latest name is shown). */
export function playerStats<G extends StatsGameFacts = GameFacts>(
  games: readonly G[],
  options: StatsOptions<G> = {},
): StatsTable {
  const keyOf = options.key ?? nameKey;
  const players = new Map<string, Accumulator>();
  const pairs = new Map<string, PairAccumulator>();
  const problems: StatsProblem[] = [];
  let finishedGames = 0;

  games.forEach((game, index) => {
    if (game.finished) finishedGames++;
    const seated: { key: string; player: G['players'][number] }[] = [];
    for (const player of game.players) {
      const key = keyOf(player, game);
      if (seated.some((s) => s.key === key)) {
        problems.push({
          game: index,
          error: `${player.name} (${player.id}) shares the key "${key}" with another player of this game: left out`,
        });
        continue;
      }
      seated.push({ key, player });
      const acc = players.get(key) ?? newAccumulator(key);
      players.set(key, acc);
      acc.name = player.name.trim();
      for (const counter of COUNTER_KEYS) acc.counters[counter] += player.counters[counter];
      if (player.longestTurnMs !== null)
        acc.longestTurnMs = Math.max(acc.longestTurnMs ?? 0, player.longestTurnMs);
      if (!game.finished) {
        acc.unfinishedGames++;
        continue;
      }
      acc.games++;
      if (player.won) acc.wins++;
      acc.totalScore += player.score;
      acc.bestScore = acc.bestScore === null ? player.score : Math.max(acc.bestScore, player.score);
      for (const category of POINTS_CATEGORIES)
        acc.pointsByCategory[category] += player.byCategory[category];
    }
    if (!game.finished) return;
    for (let i = 0; i < seated.length; i++) {
      for (let j = i + 1; j < seated.length; j++) {
        const [one, two] = [seated[i], seated[j]] as [(typeof seated)[0], (typeof seated)[0]];
        const [first, second] = one.key < two.key ? [one, two] : [two, one];
        const id = JSON.stringify([first.key, second.key]);
        const pair = pairs.get(id) ?? {
          a: first.key,
          b: second.key,
          games: 0,
          aWins: 0,
          bWins: 0,
          ties: 0,
        };
        pairs.set(id, pair);
        pair.games++;
        if (first.player.score > second.player.score) pair.aWins++;
        else if (first.player.score < second.player.score) pair.bWins++;
        else pair.ties++;
      }
    }
  });

  const table = [...players.values()].map(finish);
  table.sort(
    (x, y) =>
      y.wins - x.wins ||
      (y.winRate ?? -1) - (x.winRate ?? -1) ||
      y.games - x.games ||
      compareText(x.name.toLowerCase(), y.name.toLowerCase()) ||
      compareText(x.key, y.key),
  );
  const headToHead = [...pairs.values()].sort(
    (x, y) => compareText(x.a, y.a) || compareText(x.b, y.b),
  );
  return { players: table, headToHead, finishedGames, games: games.length, problems };
}

/** The facts of every record that replays; `indexes[i]` is where `facts[i]` was in the list. */
export interface RecordsFacts {
  readonly facts: readonly GameFacts[];
  readonly indexes: readonly number[];
  /** Records that did not replay. */
  readonly problems: readonly StatsProblem[];
}

/** Replays every record once, for every aggregate that reads game facts (statistics, ratings). */
export function factsOfRecords(records: readonly unknown[]): RecordsFacts {
  const facts: GameFacts[] = [];
  const indexes: number[] = [];
  const problems: StatsProblem[] = [];
  records.forEach((record, index) => {
    const outcome = gameFacts(record);
    if (outcome.ok) {
      facts.push(outcome.facts);
      indexes.push(index);
    } else problems.push({ game: index, error: outcome.error });
  });
  return { facts, indexes, problems };
}

/** Aggregates replayed records; records that did not replay are reported, not counted. */
export function playerStatsFromFacts(
  replayed: RecordsFacts,
  options: StatsOptions = {},
): StatsTable {
  const table = playerStats(replayed.facts, options);
  const moved = table.problems.map((p) => ({
    game: replayed.indexes[p.game] ?? p.game,
    error: p.error,
  }));
  return {
    ...table,
    problems: [...replayed.problems, ...moved].sort((x, y) => x.game - y.game),
  };
}

/** Replays every record and aggregates; records that do not replay are reported, not counted. */
export const playerStatsFromRecords = (
  records: readonly unknown[],
  options: StatsOptions = {},
): StatsTable => playerStatsFromFacts(factsOfRecords(records), options);

/** One player's head-to-head records against everyone they met, most games first. */
export function rivalriesOf(table: StatsTable, key: string): Rivalry[] {
  const names = new Map(table.players.map((p) => [p.key, p.name]));
  const rivalries: Rivalry[] = [];
  for (const pair of table.headToHead) {
    if (pair.a !== key && pair.b !== key) continue;
    const mine = pair.a === key;
    const opponent = mine ? pair.b : pair.a;
    rivalries.push({
      opponent,
      opponentName: names.get(opponent) ?? opponent,
      games: pair.games,
      wins: mine ? pair.aWins : pair.bWins,
      losses: mine ? pair.bWins : pair.aWins,
      ties: pair.ties,
    });
  }
  return rivalries.sort((x, y) => y.games - x.games || compareText(x.opponent, y.opponent));
}

/** The head-to-head record of two identities, seen from `key` (zeros if they never met). */
export function headToHeadOf(table: StatsTable, key: string, opponent: string): Rivalry {
  return (
    rivalriesOf(table, key).find((r) => r.opponent === opponent) ?? {
      opponent,
      opponentName: table.players.find((p) => p.key === opponent)?.name ?? opponent,
      games: 0,
      wins: 0,
      losses: 0,
      ties: 0,
    }
  );
}

function newAccumulator(key: string): Accumulator {
  return {
    key,
    name: key,
    games: 0,
    unfinishedGames: 0,
    wins: 0,
    totalScore: 0,
    bestScore: null,
    pointsByCategory: emptyCategories(),
    counters: emptyCounters(),
    longestTurnMs: null,
  };
}

function finish(acc: Accumulator): PlayerStats {
  const perGame = (total: number) => total / acc.games;
  return {
    key: acc.key,
    name: acc.name,
    games: acc.games,
    unfinishedGames: acc.unfinishedGames,
    wins: acc.wins,
    winRate: acc.games > 0 ? acc.wins / acc.games : null,
    totalScore: acc.totalScore,
    averageScore: acc.games > 0 ? perGame(acc.totalScore) : null,
    bestScore: acc.bestScore,
    pointsByCategory: acc.pointsByCategory,
    averageByCategory:
      acc.games > 0
        ? (Object.fromEntries(
            POINTS_CATEGORIES.map((c) => [c, perGame(acc.pointsByCategory[c])]),
          ) as Record<PointsCategory, number>)
        : null,
    counters: acc.counters,
    averageThinkMs:
      acc.counters.timedTurns > 0 ? acc.counters.thinkTimeMs / acc.counters.timedTurns : null,
    longestTurnMs: acc.longestTurnMs,
  };
}

/** A stable order that does not depend on the machine's locale. */
function compareText(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
