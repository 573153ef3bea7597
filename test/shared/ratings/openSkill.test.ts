import { ordinal, predictWin, rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { recordIdentity } from '../../../src/shared/ratings/identity';
import {
  type RatedGame,
  ranksOf,
  ratedGameOf,
  ratings,
  ratingsOfFacts,
  winChances,
} from '../../../src/shared/ratings/openSkill';
import { type GameFacts, gameFacts } from '../../../src/shared/stats/gameFacts';
import { everyExpansionGame, threePlayerGame, tiedGame, unfinishedGame } from '../stats/fixtures';

const game = (...seats: [string, number][]): RatedGame => ({
  seats: seats.map(([key, score]) => ({ key, name: key.toUpperCase(), score })),
});

function factsOf(record: unknown): GameFacts {
  const outcome = gameFacts(record);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.facts;
}

describe('OpenSkill ratings (Plackett-Luce)', () => {
  it('ranks from final scores, equal scores sharing a rank', () => {
    expect(ranksOf([10, 30, 20])).toEqual([3, 1, 2]);
    expect(ranksOf([12, 12, 5])).toEqual([1, 1, 3]);
    expect(ranksOf([-2, -2])).toEqual([1, 1]);
  });

  it('a hand-made sequence of games: the same numbers as the package, step by step', () => {
    const games = [
      game(['ana', 40], ['ben', 30], ['cleo', 20]),
      game(['ben', 55], ['cleo', 55], ['ana', 10]), // Ben and Cleo tie for first
      game(['dan', 70], ['ana', 60]), // Dan is new
      game(['cleo', 31], ['dan', 44], ['ben', 31], ['ana', 50]),
    ];
    const table = ratings(games);

    // The package by hand, game after game.
    let a = rating();
    let b = rating();
    let c = rating();
    let d = rating();
    [[a], [b], [c]] = rate([[a], [b], [c]], { rank: [1, 2, 3] });
    const afterFirst = { ...a };
    [[b], [c], [a]] = rate([[b], [c], [a]], { rank: [1, 1, 3] });
    [[d], [a]] = rate([[d], [a]], { rank: [1, 2] });
    [[c], [d], [b], [a]] = rate([[c], [d], [b], [a]], { rank: [3, 2, 3, 1] });

    const expected = { ana: a, ben: b, cleo: c, dan: d };
    for (const [key, r] of Object.entries(expected)) {
      const row = table.players.find((p) => p.key === key);
      expect(row?.mu).toBeCloseTo(r.mu, 12);
      expect(row?.sigma).toBeCloseTo(r.sigma, 12);
      expect(row?.ordinal).toBeCloseTo(ordinal(r), 12);
    }
    expect(table.players.map((p) => [p.key, p.games])).toEqual(
      Object.entries(expected)
        .sort(([, x], [, y]) => ordinal(y) - ordinal(x))
        .map(([key]) => [key, key === 'dan' ? 2 : key === 'ana' ? 4 : 3]),
    );
    expect(table.games).toBe(4);
    // Ana's rating after each of her games: games 1, 2, 3, 4.
    const line = table.history.get('ana') ?? [];
    expect(line.map((p) => p.game)).toEqual([1, 2, 3, 4]);
    expect(line[0]?.mu).toBeCloseTo(afterFirst.mu, 12);
    expect(line[3]?.ordinal).toBeCloseTo(ordinal(a), 12);
    expect(table.history.get('dan')?.map((p) => p.game)).toEqual([3, 4]);
  });

  it('a tie moves both players alike, the same as giving equal scores to the package', () => {
    const table = ratings([game(['x', 7], ['y', 7])]);
    const [[x], [y]] = rate([[rating()], [rating()]], { score: [7, 7] });
    expect(table.players[0]?.mu).toBeCloseTo(x.mu, 12);
    expect(table.players[1]?.mu).toBeCloseTo(y.mu, 12);
    expect(table.players[0]?.mu).toBeCloseTo(table.players[1]?.mu ?? 0, 12);
  });

  it('from game facts: finished games only; a regular is one player under two names', () => {
    expect(ratedGameOf(factsOf(unfinishedGame), recordIdentity)).toBeUndefined();
    expect(ratedGameOf(factsOf(tiedGame), recordIdentity)).toEqual({
      seats: [
        { key: 'ana', name: 'ana', score: 4 },
        { key: 'ben', name: 'BEN', score: 4 },
      ],
    });
    const renamed = {
      ...threePlayerGame,
      players: threePlayerGame.players.map((p) =>
        p.id === 'ana' ? { ...p, name: 'Anna K.', profile: 'ana-profile' } : p,
      ),
    };
    const first = {
      ...everyExpansionGame,
      players: everyExpansionGame.players.map((p) =>
        p.id === 'ana' ? { ...p, profile: 'ana-profile' } : p,
      ),
    };
    const table = ratingsOfFacts([first, unfinishedGame, renamed].map(factsOf), recordIdentity);
    expect(table.games).toBe(2);
    const ana = table.players.find((p) => p.key === 'profile:ana-profile');
    expect(ana).toMatchObject({ name: 'Anna K.', games: 2 });
    expect(table.players.map((p) => p.key).sort()).toEqual(
      ['ben', 'cleo', 'dan', 'profile:ana-profile'].sort(),
    );
    // Everything the package says for the two games.
    const [[a1], [b1], [c1]] = rate([[rating()], [rating()], [rating()]], { rank: [2, 3, 1] });
    const [[b2], [,], [a2]] = rate([[b1], [rating()], [a1]], { rank: [1, 3, 2] });
    expect(ana?.mu).toBeCloseTo(a2.mu, 12);
    expect(table.players.find((p) => p.key === 'ben')?.mu).toBeCloseTo(b2.mu, 12);
    expect(table.players.find((p) => p.key === 'cleo')?.mu).toBeCloseTo(c1.mu, 12);
  });

  it("chances before a game: the package's prediction, newcomers at the default rating", () => {
    const table = ratings([game(['ana', 40], ['ben', 30]), game(['ana', 50], ['ben', 20])]);
    const chances = winChances(table, ['ben', 'ana', 'zoe']);
    const ana = table.players.find((p) => p.key === 'ana');
    const ben = table.players.find((p) => p.key === 'ben');
    const expected = predictWin([
      [rating({ mu: ben?.mu ?? 0, sigma: ben?.sigma ?? 0 })],
      [rating({ mu: ana?.mu ?? 0, sigma: ana?.sigma ?? 0 })],
      [rating()],
    ]);
    for (const [i, value] of chances.entries()) expect(value).toBeCloseTo(expected[i] ?? 0, 12);
    expect(chances.reduce((sum, v) => sum + v, 0)).toBeCloseTo(1, 9);
    expect(chances[1]).toBeGreaterThan(chances[0] ?? 1);
    expect(winChances(table, [])).toEqual([]);
    expect(winChances(table, ['ana'])).toEqual([1]);
  });
});
