import { describe, expect, it } from 'vitest';
import { recordIdentity } from '../../../src/shared/ratings/identity';
import { replayRecord } from '../../../src/shared/record/replay';
import { tilesRemaining } from '../../../src/shared/rules/deckOdds';
import { gameFacts } from '../../../src/shared/stats/gameFacts';
import { type GameLuck, gameLuck, luckFromReplay, noAids } from '../../../src/shared/stats/luck';
import { luckTotals } from '../../../src/shared/stats/luckTotals';
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

  it('revolts that reached each player, and meeples lost, against the chance of each draw', () => {
    const luck = luckOf(revoltGame);
    // Each draw's chance that it is a revolt reaching a player, with the deck and the board of
    // that moment (R1: each undrawn revolt tile is in the deck with chance (9 − d) / (12 − d);
    // R3, R4: it walks from the drawer to the first player with a meeple of its kind).
    // Draw 1 (Ana, N left): no meeple on the board.
    // Draw 2 (Ben, N − 1 left): a1 is on a city; a city revolt walks from Ben (no city meeple)
    // on to Ana. Counted although it is within the round that began with an empty board.
    // Draw 3 (Ana, N − 2 left): a1 on a city, b1 on a road: a city revolt takes a1, a road one
    // walks on from Ana to b1.
    // Draw 4 (Ben, N − 3 left, one revolt drawn: d = 1): a1 went back; b1 still on its road.
    const ana = (5 * (9 / 12)) / (N - 1) + (5 * (9 / 12)) / (N - 2);
    const ben = (4 * (9 / 12)) / (N - 2) + (4 * (8 / 11)) / (N - 3);
    const [a, b] = luck.players;
    expect(a?.revolts.actual).toBe(1);
    expect(a?.revolts.expected).toBeCloseTo(ana, 12);
    expect(a?.meeplesLost).toEqual({ actual: 1, expected: a?.revolts.expected });
    expect(b?.revolts.actual).toBe(0);
    expect(b?.revolts.expected).toBeCloseTo(ben, 12);
    expect(b?.meeplesLost.actual).toBe(0);
    expect(b?.meeplesLost.expected).toBeCloseTo(ben, 12);
  });

  it('a meeple put down and lost within one round was expected to be at risk (not 0)', () => {
    // Ana puts a city meeple down in turn 1 and Ben's city revolt in turn 2 takes it: the
    // round began with an empty board, and the round's risk counted 0 expected for it.
    const quick = record(
      ['ana', 'ben'],
      ['peasant-revolts'],
      [
        draw('E'),
        place(),
        deploy('a1', 'c1', 'city'),
        endTurn,
        draw('revolt-city'),
        place(),
        endTurn,
        { type: 'endGame' },
        { type: 'finish' },
      ],
    );
    const [a, b] = luckOf(quick).players;
    expect(a?.meeplesLost.actual).toBe(1);
    expect(a?.meeplesLost.expected).toBeCloseTo((5 * (9 / 12)) / (N - 1), 12);
    expect(a?.revolts.expected).toBeCloseTo((5 * (9 / 12)) / (N - 1), 12);
    expect(b?.meeplesLost).toEqual({ actual: 0, expected: 0 });
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

describe('luck over many games', () => {
  it('adds up per player, keeps the running meeples-beyond-expected, leaves no-aids games out', () => {
    const facts = (rec: unknown) => {
      const outcome = gameFacts(rec);
      if (!outcome.ok) throw new Error(outcome.error);
      return outcome.facts;
    };
    const one = facts(revoltGame);
    const hidden = { ...one, luck: { noAids: true as const } };
    const game = (facts: typeof one) => ({
      luck: facts.luck,
      seats: facts.players.map((p) => ({ key: recordIdentity(p, facts), name: p.name })),
    });
    const table = luckTotals([one, hidden, one].map(game));
    expect(table.games).toBe(2);
    expect(table.hiddenGames).toBe(1);
    const single = luckOf(revoltGame).players;
    const ana = table.players.find((p) => p.key === 'ana');
    expect(ana?.games).toBe(2);
    expect(ana?.meeplesLost.actual).toBe(2);
    expect(ana?.meeplesLost.expected).toBeCloseTo(2 * (single[0]?.meeplesLost.expected ?? 0), 12);
    expect(ana?.tiles.revolt?.actual).toBe(2);
    const beyond = 1 - (single[0]?.meeplesLost.expected ?? 0);
    expect(ana?.history.map((p) => p.game)).toEqual([1, 2]);
    expect(ana?.history[1]?.value).toBeCloseTo(2 * beyond, 12);
    // Ana lost more than expected, Ben less: the unluckiest first.
    expect(table.players.map((p) => p.key)).toEqual(['ana', 'ben']);
  });
});
