import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextDrawer, revoltRisk } from '../../../src/shared/game/revoltRisk';
import type { DeckKnowledge } from '../../../src/shared/rules/deckOdds';
import type { RevoltTarget } from '../../../src/shared/rules/revolt';
import { type RevoltRound, revoltRiskOfRound } from '../../../src/shared/rules/revoltRisk';
import {
  ALL_EXPANSIONS,
  deploy,
  draw,
  endTurn,
  place,
  record,
  replayOk,
  turn,
} from '../../support/gameScript';
import { bruteForceRevoltRisk } from '../../support/revoltRiskBruteForce';
import { EXAMPLE_RECORD } from '../../support/specFiles';

/**
 * `players[].revoltRisk` of ../shared/spec/game-record.md ("What replay prints"): the chance of
 * returning at least one meeple to a revolt during the next round of draws (R1 to R4).
 */

/** The risk equals the brute force over physical tiles, seat by seat. */
function expectBruteForce(round: RevoltRound) {
  const brute = bruteForceRevoltRisk(round);
  chances(round).forEach((chance, seat) => {
    expect(chance).toBeCloseTo(brute[seat] as number, 12);
  });
}

/** A deck with d revolt tiles drawn: `revolts` are the 12 − d undrawn ones by symbol. */
function deck(
  others: number,
  drawn: number,
  revolts: { city?: number; road?: number; monastery?: number },
): DeckKnowledge {
  return {
    left: {
      A: others,
      'revolt-city': revolts.city ?? 0,
      'revolt-road': revolts.road ?? 0,
      'revolt-monastery': revolts.monastery ?? 0,
    },
    revoltsDrawn: drawn,
    revoltsInPlay: true,
  };
}

const meeple = (id: string, player: string, kind: string, protect = false): RevoltTarget => ({
  id,
  player,
  kind,
  protected: protect,
});

const chances = (round: RevoltRound) => revoltRiskOfRound(round).map((r) => r.chance);

describe('revolt risk (spec "What replay prints"; R1 to R4)', () => {
  // d = 8: one revolt tile is in the deck, 4 are undrawn (2 city, 1 road, 1 monastery), and
  // 2 other tiles: 3 to draw. Ana draws first, then Ben.
  // First draw: city 2 × (1/4) / 3 = 1/6, road 1/12, monastery 1/12, another tile 2/3.
  // After another tile (2 left, the revolt still in): city 2 × (1/4) / 2 = 1/4, road 1/8.
  // Ana loses her city meeple to any city revolt (Ben's city meeple is protected: passes).
  // Ben loses his road meeple to any road revolt (Ana has none: it passes to him).
  const handWorked: RevoltRound = {
    deck: deck(2, 8, { city: 2, road: 1, monastery: 1 }),
    players: ['ana', 'ben'],
    firstDrawer: 0,
    meeples: [
      meeple('a1', 'ana', 'city'),
      meeple('b1', 'ben', 'road'),
      meeple('b2', 'ben', 'city', true),
    ],
  };

  it('R1, R3, R4: a 2-player round worked by hand: Ana 1/6 + 2/3 × 1/4 = 1/3, Ben 1/12 + 2/3 × 1/8 = 1/6', () => {
    const [ana, ben] = chances(handWorked);
    expect(ana).toBeCloseTo(1 / 3, 12);
    expect(ben).toBeCloseTo(1 / 6, 12);
  });

  it('R1: the hidden 3 of 12 are counted: the same round by brute force over every box and every order', () => {
    expectBruteForce(handWorked);
  });

  it('the meeples at risk are named with their own chances; protected ones are not at risk', () => {
    const [ana, ben] = revoltRiskOfRound(handWorked);
    expect(ana?.meeples).toEqual([{ id: 'a1', chance: expect.closeTo(1 / 3, 12) }]);
    expect(ben?.meeples).toEqual([{ id: 'b1', chance: expect.closeTo(1 / 6, 12) }]);
  });

  it('R3, Ruling 6: a revolt passes a player whose meeples are all protected and takes the next one', () => {
    // d = 8, one revolt among 4 tiles, 3 draws: it comes up with chance 3/4, a city one 1/4.
    const round: RevoltRound = {
      deck: deck(3, 8, { city: 1, road: 2, monastery: 1 }),
      players: ['ana', 'ben', 'cleo'],
      firstDrawer: 0,
      meeples: [meeple('b1', 'ben', 'city', true), meeple('c1', 'cleo', 'city')],
    };
    expect(chances(round)).toEqual([0, 0, expect.closeTo((3 / 4) * (1 / 4), 12)]);
    expectBruteForce(round);
  });

  it('R4: a second revolt of the round finds the board the first one left: nobody to take, it stops nowhere', () => {
    // d = 7: the 2 revolt tiles in the deck are the whole deck, both city (5 undrawn, all city).
    // Ana draws first and loses a1; Ben's draw walks Ben (nothing), then Ana (nothing left).
    const round: RevoltRound = {
      deck: deck(0, 7, { city: 5 }),
      players: ['ana', 'ben'],
      firstDrawer: 0,
      meeples: [meeple('a1', 'ana', 'city'), meeple('a2', 'ana', 'city')],
    };
    expect(chances(round)).toEqual([1, 0]);
    const second: RevoltRound = {
      ...round,
      meeples: [...round.meeples, meeple('b1', 'ben', 'city')],
    };
    expect(chances(second)).toEqual([1, 1]);
  });

  it('the round is one draw per player from the next drawer, fewer when the deck runs out', () => {
    // One tile left, a revolt tile for sure (d = 8, 1 in the deck, nothing else): only the first drawer draws.
    const round: RevoltRound = {
      deck: deck(0, 8, { city: 4 }),
      players: ['ana', 'ben', 'cleo'],
      firstDrawer: 1,
      meeples: [meeple('a1', 'ana', 'city'), meeple('c1', 'cleo', 'city')],
    };
    // Ben draws the city revolt: Ben has none, Cleo loses hers; Ana's turn never comes.
    expect(chances(round)).toEqual([0, 0, 1]);
    expect(chances({ ...round, firstDrawer: 0 })).toEqual([1, 0, 0]);
    expect(
      chances({
        ...round,
        deck: { ...round.deck, left: { ...round.deck.left, 'revolt-city': 0 } },
      }),
    ).toEqual([0, 0, 0]);
  });

  it('R8, Ruling 1: farmers and an abbot in a garden are never at risk; a monk and an abbot on a monastery are', () => {
    const round: RevoltRound = {
      deck: deck(10, 0, { city: 5, road: 4, monastery: 3 }),
      players: ['ana', 'ben'],
      firstDrawer: 0,
      meeples: [
        meeple('a1', 'ana', 'field'),
        meeple('a2', 'ana', 'garden'),
        meeple('b1', 'ben', 'monastery'),
      ],
    };
    const [ana, ben] = revoltRiskOfRound(round);
    expect(ana).toEqual({ player: 'ana', chance: 0, meeples: [] });
    expect(ben?.chance).toBeGreaterThan(0);
    expectBruteForce(round);
  });

  it('0 for everyone without The Peasant Revolts', () => {
    const round: RevoltRound = {
      deck: { left: { A: 5 }, revoltsDrawn: 0, revoltsInPlay: false },
      players: ['ana', 'ben'],
      firstDrawer: 0,
      meeples: [meeple('a1', 'ana', 'city')],
    };
    expect(chances(round)).toEqual([0, 0]);
  });

  it('the spec example: Ben 0.111437 (a city revolt in 3 draws), Cleo 0.067876 (a monastery revolt), Ana 0', () => {
    // After one road revolt (d = 1), 95 tiles; 11 undrawn revolts: 5 city, 3 road, 3 monastery.
    // Ben loses b2 to a city revolt whoever draws it (Ana has nothing, his road meeple is
    // protected); Cleo loses her monk to a monastery revolt. Neither changes the other's odds,
    // so each is 1 − the chance that none of the 3 draws is a revolt of that symbol.
    const noneOf = (mine: number) => {
      let none = 0;
      const next = (draws: number, remaining: number, d: number, others: number, p: number) => {
        if (draws === 0) {
          none += p;
          return;
        }
        const share = (9 - d) / (12 - d) / remaining;
        next(draws - 1, remaining - 1, d, others, p * (1 - (mine + others) * share));
        next(draws - 1, remaining - 1, d + 1, others - 1, p * others * share);
      };
      next(3, 95, 1, 11 - mine, 1);
      return 1 - none;
    };
    const example = JSON.parse(readFileSync(EXAMPLE_RECORD, 'utf8')) as { record: unknown };
    const played = replayOk(example.record);
    const [ana, ben, cleo] = revoltRisk(played.snapshot);
    expect(ana).toEqual({ player: 'ana', chance: 0, meeples: [] });
    expect(ben?.chance).toBeCloseTo(noneOf(5), 12);
    expect(cleo?.chance).toBeCloseTo(noneOf(3), 12);
    expect(ben?.chance).toBeCloseTo(0.111437, 6);
    expect(cleo?.chance).toBeCloseTo(0.067876, 6);
    expect(ben?.meeples).toEqual([{ id: 'b2', chance: ben?.chance }]);
  });
});

describe('whose draw comes next (the round of the spec)', () => {
  const two = (events: ReturnType<typeof draw>[]) =>
    replayOk(record(['ana', 'ben'], ALL_EXPANSIONS, events));

  it('the active player before they draw and after a discard; the next player once a tile is in hand', () => {
    expect(nextDrawer(two([]).game)).toBe(0);
    expect(nextDrawer(two([draw('U')]).game)).toBe(1);
    expect(nextDrawer(two([draw('U'), { type: 'discard' }]).game)).toBe(0);
    expect(nextDrawer(two([draw('U'), place()]).game)).toBe(1);
    expect(nextDrawer(two([...turn('U')]).game)).toBe(1);
  });

  it("an extra turn about to be played is its player's draw; one still pending is left out", () => {
    const extra = [draw('arrow-extra'), place({ ownArrow: 'neighbour', activate: 'own' })];
    expect(nextDrawer(two(extra).game)).toBe(1);
    const inExtra = two([...extra, endTurn]);
    expect(inExtra.game.turn.extra).toBe(true);
    expect(nextDrawer(inExtra.game)).toBe(0);
  });

  it('0 for everyone once play is over', () => {
    const played = replayOk(
      record(
        ['ana', 'ben'],
        ['peasant-revolts'],
        [...turn('E', deploy('a1', 'c1', 'city')), { type: 'endGame' }],
      ),
    );
    expect(revoltRisk(played.snapshot)).toEqual([
      { player: 'ana', chance: 0, meeples: [] },
      { player: 'ben', chance: 0, meeples: [] },
    ]);
    expect(played.summary.players.map((p) => p.revoltRisk)).toEqual([0, 0]);
  });
});
