import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../src/shared/record/replay';
import { tilesRemaining } from '../../../src/shared/rules/deckOdds';
import { gameFacts } from '../../../src/shared/stats/gameFacts';
import { type GameLuck, gameLuck, luckFromReplay, noAids } from '../../../src/shared/stats/luck';
import { deploy, draw, endTurn, place, record } from '../../support/gameScript';

/**
 * Luck on games whose draws are known, worked out by hand from R1 (9 of the 12 revolt tiles in
 * the deck: each undrawn one is in it with probability (9 − d) / (12 − d)) and R3, R4 (a revolt
 * walks the table from its drawer and stops at the first player it takes meeples from).
 */

const luckOf = (rec: unknown): Extract<GameLuck, { noAids: false }> => {
  const outcome = gameLuck(rec);
  if (!outcome.ok) throw new Error(outcome.error);
  if (outcome.luck.noAids) throw new Error('no aids');
  return outcome.luck;
};

/**
 * Ana and Ben with the Peasant Revolts. T1 Ana: city meeple a1. T2 Ben: road meeple b1.
 * T3 Ana (round 2 starts): she draws a city revolt; she has an unprotected city meeple, so a1
 * goes back and the revolt stops (R3, R4). T4 Ben: a road tile. Then the game ends.
 */
const revoltGame = record(
  ['ana', 'ben'],
  ['peasant-revolts'],
  [
    draw('E'),
    place(),
    deploy('a1', 'c1', 'city'),
    endTurn,
    draw('U'),
    place(),
    deploy('b1', 'r1', 'road'),
    endTurn,
    draw('revolt-city'),
    place(),
    endTurn,
    draw('U'),
    place(),
    endTurn,
    { type: 'endGame' },
    { type: 'finish' },
  ],
);

describe('luck (revolts, meeples, tiles against the odds)', () => {
  const start = replayRecord({ ...revoltGame, events: [] });
  if (!start.ok) throw new Error(start.error);
  /** Tiles to draw before the first draw: the deck less the start tile and 3 revolt tiles. */
  const N = tilesRemaining(start.snapshot.context.deck);

  it('revolts that reached each player, and meeples lost, against the risk of each round', () => {
    const luck = luckOf(revoltGame);
    // Round 1 (T1, T2): no meeple on the board, nothing at risk. Round 2 starts at T3 with
    // n = N − 2 tiles left, no revolt drawn (d = 0): each of the 5 city, 4 road and 3 monastery
    // revolt tiles is the next draw with chance (9/12)/n.
    const n = N - 2;
    const share = 9 / 12;
    const first = { city: (5 * share) / n, road: (4 * share) / n, monastery: (3 * share) / n };
    const other = 1 - 9 / n;
    // Ana loses a1 to any city revolt of the round (drawn by her, or by Ben: it walks on to her).
    const ana =
      first.city +
      other * ((5 * share) / (n - 1)) +
      (first.road + first.monastery) * ((5 * (8 / 11)) / (n - 1));
    // Ben loses b1 to any road revolt of the round.
    const ben =
      first.road +
      other * ((4 * share) / (n - 1)) +
      (first.city + first.monastery) * ((4 * (8 / 11)) / (n - 1));
    const [a, b] = luck.players;
    expect(a?.revolts.actual).toBe(1);
    expect(a?.revolts.expected).toBeCloseTo(ana, 12);
    expect(a?.meeplesLost).toEqual({ actual: 1, expected: a?.revolts.expected });
    expect(b?.revolts.actual).toBe(0);
    expect(b?.revolts.expected).toBeCloseTo(ben, 12);
    expect(b?.meeplesLost.actual).toBe(0);
    expect(b?.meeplesLost.expected).toBeCloseTo(ben, 12);
  });

  it('tiles drawn against the deck odds: the chance of a revolt tile at each draw, summed', () => {
    const [a, b] = luckOf(revoltGame).players;
    // Ana draws 1st (N left) and 3rd (N − 2), Ben 2nd (N − 1) and 4th (N − 3, one revolt out).
    expect(a?.tiles.revolt?.actual).toBe(1);
    expect(a?.tiles.revolt?.expected).toBeCloseTo(9 / N + 9 / (N - 2), 12);
    expect(b?.tiles.revolt?.actual).toBe(0);
    expect(b?.tiles.revolt?.expected).toBeCloseTo(9 / (N - 1) + 8 / (N - 3), 12);
    // Only the revolt tiles are in play: no crop circle or arrow figures.
    expect(Object.keys(a?.tiles ?? {})).toEqual(['revolt']);
    expect([a?.draws, b?.draws]).toEqual([2, 2]);
  });

  it('a base game: nothing at risk, no special tiles', () => {
    const base = record(
      ['ana', 'ben'],
      [],
      [draw('E'), place(), deploy('a1', 'c1', 'city'), endTurn],
    );
    const luck = luckOf(base);
    expect(luck.revoltsInPlay).toBe(false);
    expect(luck.players.map((p) => [p.revolts, p.meeplesLost, p.tiles])).toEqual([
      [{ actual: 0, expected: 0 }, { actual: 0, expected: 0 }, {}],
      [{ actual: 0, expected: 0 }, { actual: 0, expected: 0 }, {}],
    ]);
  });

  it('crop circle and arrow tiles in play are counted too', () => {
    const game = record(
      ['ana', 'ben'],
      ['anniversary', 'crop-circles-1'],
      [draw('E'), place(), endTurn],
    );
    const [a] = luckOf(game).players;
    expect(Object.keys(a?.tiles ?? {})).toEqual(['crop', 'arrow']);
    const replayed = replayRecord({ ...game, events: [] });
    if (!replayed.ok) throw new Error(replayed.error);
    const left = replayed.snapshot.context.deck.left;
    const all = tilesRemaining(replayed.snapshot.context.deck);
    const count = (prefix: string) =>
      Object.entries(left)
        .filter(([id]) => id.startsWith(prefix))
        .reduce((sum, [, n]) => sum + n, 0);
    expect(a?.tiles.arrow).toEqual({
      actual: 0,
      expected: expect.closeTo(count('arrow-') / all, 12),
    });
    expect(a?.tiles.crop?.expected).toBeCloseTo(count('crop') / all, 12);
  });

  it('never worked out with the no-aids house rule (H2)', () => {
    expect(noAids({ edition: 'C3', expansions: [], houseRules: ['no-aids'] } as never)).toBe(true);
    expect(noAids({ edition: 'C3', expansions: [] })).toBe(false);
    const replayed = replayRecord(revoltGame, { keepHistory: true });
    if (!replayed.ok) throw new Error(replayed.error);
    const hidden = luckFromReplay(
      {
        ...replayed.record,
        options: { ...replayed.record.options, houseRules: ['no-aids'] } as never,
      },
      replayed.history ?? [],
      replayed.snapshot,
    );
    expect(hidden).toEqual({ noAids: true });
  });

  it('is part of the game facts, so it is cached with them', () => {
    const facts = gameFacts(revoltGame);
    expect(facts.ok && facts.facts.luck).toEqual(luckOf(revoltGame));
  });
});
