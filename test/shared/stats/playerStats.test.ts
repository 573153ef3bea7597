import { describe, expect, it } from 'vitest';
import { type GameFacts, gameFacts } from '../../../src/shared/stats/gameFacts';
import {
  headToHeadOf,
  nameKey,
  type PlayerStats,
  playerStats,
  playerStatsFromRecords,
  rivalriesOf,
} from '../../../src/shared/stats/playerStats';
import { everyExpansionGame, threePlayerGame, tiedGame, unfinishedGame } from './fixtures';

function factsOf(record: unknown): GameFacts {
  const outcome = gameFacts(record);
  if (!outcome.ok) expect.fail(outcome.error);
  return outcome.facts;
}

const byKey = (players: readonly PlayerStats[], key: string) => {
  const found = players.find((p) => p.key === key);
  if (!found) expect.fail(`no player ${key}`);
  return found;
};

/*
 * Three finished games (see fixtures.ts):
 *   every expansion: Ana 2, Ben −2, Cleo 3 (Cleo wins)
 *   tied:            ana 4, "BEN " 4 (both win)
 *   three players:   Ben 5, Dan 1, Ana 3 (Ben wins)
 */
describe('statistics over three games with a tie', () => {
  const games = [everyExpansionGame, tiedGame, threePlayerGame].map(factsOf);
  const table = playerStats(games);
  const ana = byKey(table.players, 'ana');
  const ben = byKey(table.players, 'ben');
  const cleo = byKey(table.players, 'cleo');
  const dan = byKey(table.players, 'dan');

  it('one identity per name, whatever its case and spaces; the latest spelling shown', () => {
    expect(table.players.map((p) => p.key).sort()).toEqual(['ana', 'ben', 'cleo', 'dan']);
    expect(ana.name).toBe('Ana');
    expect(ben.name).toBe('Ben');
    expect(table.games).toBe(3);
    expect(table.finishedGames).toBe(3);
    expect(table.problems).toEqual([]);
  });

  it('games, wins (a tie wins for both), win rate, average and best score', () => {
    expect([
      ana.games,
      ana.wins,
      ana.winRate,
      ana.totalScore,
      ana.averageScore,
      ana.bestScore,
    ]).toEqual([3, 1, 1 / 3, 9, 3, 4]);
    expect([ben.games, ben.wins, ben.winRate, ben.totalScore, ben.bestScore]).toEqual([
      3,
      2,
      2 / 3,
      7,
      5,
    ]);
    expect(ben.averageScore).toBeCloseTo(7 / 3, 12);
    expect([cleo.games, cleo.wins, cleo.winRate, cleo.averageScore, cleo.bestScore]).toEqual([
      1, 1, 1, 3, 3,
    ]);
    expect([dan.games, dan.wins, dan.winRate, dan.averageScore, dan.bestScore]).toEqual([
      1, 0, 0, 1, 1,
    ]);
  });

  it('most wins first, then the better win rate', () => {
    expect(table.players.map((p) => p.key)).toEqual(['ben', 'cleo', 'ana', 'dan']);
  });

  it('points by category: totals and averages per game', () => {
    expect(ana.pointsByCategory).toEqual({
      city: 4,
      road: 2,
      monastery: 0,
      garden: 0,
      field: 0,
      revolt: 2,
      protection: -4,
      arrow: 2,
      'abbot-recall': 0,
      adjustment: 3,
    });
    expect(ana.averageByCategory?.city).toBeCloseTo(4 / 3, 12);
    expect(ana.averageByCategory?.adjustment).toBe(1);
    expect(ben.pointsByCategory).toMatchObject({ protection: -2, road: 4, monastery: 5 });
    expect(dan.pointsByCategory.city).toBe(1);
  });

  it('the counters add up over the games', () => {
    expect(ana.counters).toMatchObject({
      turnsPlayed: 4 + 1,
      extraTurns: 1,
      meeplesLostToRevolts: 1,
      revoltPoints: 2,
      protectionPointsNew: 4,
      openArrowPoints: 2,
      activatedExtra: 1,
      cropPasses: 1,
      timedTurns: 4,
      thinkTimeMs: 200_000,
    });
    expect(ana.averageThinkMs).toBe(200_000 / 4);
    expect(ana.longestTurnMs).toBe(80_000);
    expect(ben.counters).toMatchObject({
      turnsPlayed: 3 + 1 + 1,
      protectionsStanding: 1,
      protectionPointsStanding: 2,
      revoltsDrawn: 1,
    });
    expect(ben.averageThinkMs).toBe(45_000);
    expect(dan.averageThinkMs).toBeNull();
    expect(dan.longestTurnMs).toBeNull();
  });

  it('head to head: every pair that met, wins each way and ties', () => {
    expect(table.headToHead).toEqual([
      { a: 'ana', b: 'ben', games: 3, aWins: 1, bWins: 1, ties: 1 },
      { a: 'ana', b: 'cleo', games: 1, aWins: 0, bWins: 1, ties: 0 },
      { a: 'ana', b: 'dan', games: 1, aWins: 1, bWins: 0, ties: 0 },
      { a: 'ben', b: 'cleo', games: 1, aWins: 0, bWins: 1, ties: 0 },
      { a: 'ben', b: 'dan', games: 1, aWins: 1, bWins: 0, ties: 0 },
    ]);
  });

  it("head to head from one player's side", () => {
    expect(rivalriesOf(table, 'ben')).toEqual([
      { opponent: 'ana', opponentName: 'Ana', games: 3, wins: 1, losses: 1, ties: 1 },
      { opponent: 'cleo', opponentName: 'Cleo', games: 1, wins: 0, losses: 1, ties: 0 },
      { opponent: 'dan', opponentName: 'Dan', games: 1, wins: 1, losses: 0, ties: 0 },
    ]);
    expect(headToHeadOf(table, 'cleo', 'ana')).toEqual({
      opponent: 'ana',
      opponentName: 'Ana',
      games: 1,
      wins: 1,
      losses: 0,
      ties: 0,
    });
    expect(headToHeadOf(table, 'cleo', 'dan')).toMatchObject({ games: 0, wins: 0, losses: 0 });
  });

  it('the same from the records', () => {
    expect(playerStatsFromRecords([everyExpansionGame, tiedGame, threePlayerGame])).toEqual(table);
  });
});

describe('what statistics leave out', () => {
  it('an unfinished game counts in the counters only: no game, no win, no score', () => {
    const table = playerStats([tiedGame, unfinishedGame].map(factsOf));
    const ana = byKey(table.players, 'ana');
    const ben = byKey(table.players, 'ben');
    expect(table.games).toBe(2);
    expect(table.finishedGames).toBe(1);
    expect([ana.games, ana.unfinishedGames, ana.wins, ana.totalScore, ana.bestScore]).toEqual([
      1, 1, 1, 4, 4,
    ]);
    expect(ana.pointsByCategory.protection).toBe(0);
    expect(ana.counters.protectionsNew).toBe(1);
    expect(ana.counters.thinkTimeMs).toBe(40_000);
    expect([ben.games, ben.wins, ben.unfinishedGames]).toEqual([1, 1, 1]);
    expect(table.headToHead).toEqual([
      { a: 'ana', b: 'ben', games: 1, aWins: 0, bWins: 0, ties: 1 },
    ]);
  });

  it('a player with only unfinished games has no rates or averages', () => {
    const table = playerStats([factsOf(unfinishedGame)]);
    const ben = byKey(table.players, 'ben');
    expect([ben.games, ben.wins, ben.winRate, ben.averageScore, ben.bestScore]).toEqual([
      0,
      0,
      null,
      null,
      null,
    ]);
    expect(ben.averageByCategory).toBeNull();
    expect(table.headToHead).toEqual([]);
  });

  it('records that do not replay are reported with their index and not counted', () => {
    const table = playerStatsFromRecords([
      { format: 'something else' },
      tiedGame,
      { ...tiedGame, events: [{ type: 'finish' }] },
    ]);
    expect(table.games).toBe(1);
    expect(table.problems.map((p) => p.game)).toEqual([0, 2]);
    expect(table.problems[1]?.error).toMatch(/^event 0: /);
  });

  it('two seats of one game with the same key: the second is left out and reported', () => {
    const twins = {
      ...tiedGame,
      players: [
        { id: 'p1', name: 'Ana', color: 'red' },
        { id: 'p2', name: ' ana', color: 'blue' },
      ],
    };
    const table = playerStatsFromRecords([tiedGame, twins]);
    expect(table.problems).toEqual([{ game: 1, error: expect.stringContaining('"ana"') }]);
    expect(byKey(table.players, 'ana').games).toBe(2);
    expect(table.headToHead).toEqual([
      { a: 'ana', b: 'ben', games: 1, aWins: 0, bWins: 0, ties: 1 },
    ]);
  });

  it('the key is a parameter: by player id instead of name', () => {
    const table = playerStats([everyExpansionGame, tiedGame].map(factsOf), {
      key: (player) => player.id,
    });
    expect(table.players.map((p) => p.key).sort()).toEqual(['ana', 'ben', 'cleo', 'p1', 'p2']);
    const tied = factsOf(tiedGame);
    expect(tied.players.map((p) => nameKey(p, tied))).toEqual(['ana', 'ben']);
  });

  it('no games at all', () => {
    expect(playerStats([])).toEqual({
      players: [],
      headToHead: [],
      finishedGames: 0,
      games: 0,
      problems: [],
    });
  });
});
