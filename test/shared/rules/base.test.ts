import { describe, expect, it } from 'vitest';
import {
  COMPLETED_CLOISTER_POINTS,
  completedCityPoints,
  fieldPoints,
  incompleteCityPoints,
  incompleteCloisterPoints,
  majorityWinners,
  roadPoints,
  trackPosition,
} from '../../../src/shared/rules/points';
import {
  deploy,
  draw,
  type Ev,
  endTurn,
  place,
  record,
  replayError,
  replayOk,
  scores,
  turn,
} from '../../support/gameScript';

const two = (events: Ev[]) => record(['ana', 'ben'], [], events);
const three = (events: Ev[]) => record(['ana', 'ben', 'cleo'], [], events);
const abbot = (events: Ev[]) => record(['ana', 'ben'], ['abbot'], events);

/** Expects `event N: …` for the given index, with the reason matching. */
function expectEventError(error: string, index: number, reason: RegExp) {
  expect(error.startsWith(`event ${index}: `), error).toBe(true);
  expect(error).toMatch(reason);
}

describe('B1: setup, supply and seating', () => {
  it('B1: every player starts with 7 meeples and 71 tiles are to be drawn', () => {
    const { summary } = replayOk(three([]));
    expect(summary.players.map((p) => p.supply)).toEqual([7, 7, 7]);
    expect(summary.deck.remaining).toBe(71);
    expect(summary.turn).toEqual({ number: 1, player: 'ana', extra: false });
  });

  it('B1: play goes clockwise: the next turn is the next seat, wrapping round', () => {
    const seats = [1, 2, 3, 4].map(
      (n) => replayOk(three(Array.from({ length: n }, () => turn('U')).flat())).summary.turn.player,
    );
    expect(seats).toEqual(['ben', 'cleo', 'ana', 'ben']);
  });

  it('B1: the start tile is on the table, so only 3 D tiles can be drawn', () => {
    const events = [...turn('D'), ...turn('D'), ...turn('D')];
    expect(replayOk(two(events)).game.deck.left.D).toBe(0);
    expectEventError(replayError(two([...events, draw('D')])), 9, /no D tile is left/);
  });

  it('B1: the 8th meeple is the score marker: no deploy with an empty supply', () => {
    const events: Ev[] = [];
    const pool = ['U', 'V', 'W', 'J', 'K', 'L', 'P'];
    for (const [i, tile] of pool.entries()) {
      events.push(...turn(tile, deploy(`a${i}`, `f${i}`, 'road')), ...turn(tile));
    }
    const full = replayOk(two(events));
    expect(full.player('ana').supply).toBe(0);
    expect(full.game.meeples.filter((m) => m.player === 'ana')).toHaveLength(7);
    events.push(draw('U'), place());
    const index = events.length;
    events.push(deploy('a8', 'f8', 'road'));
    expectEventError(replayError(two(events)), index, /not enough supply: ana has no meeple left/);
  });
});

describe('B2: a turn is draw, place, at most one meeple, then scoring', () => {
  it('B2: a placed meeple leaves the supply; the next player may score what their tile completes', () => {
    const played = replayOk(
      two([
        ...turn('U', deploy('a1', 'r1', 'road')),
        ...turn('V', { type: 'score', feature: 'r1', tiles: 3 }),
      ]),
    );
    expect(scores(played)).toEqual({ ana: 3, ben: 0 });
    expect(played.player('ana').supply).toBe(7);
  });

  it('B2: the meeple comes before scoring, and at most one is placed', () => {
    const base = [draw('U'), place(), deploy('a1', 'c1', 'city')];
    expectEventError(
      replayError(two([...base, deploy('a2', 'r1', 'road')])),
      3,
      /deploy is out of its phase/,
    );
    const scored = [draw('U'), place(), { type: 'score', feature: 'x', points: 1 }];
    expect(replayError(two(scored))).toMatch(/^event 2: unknown feature x/);
    const afterScore = [
      ...base,
      { type: 'score', feature: 'c1', tiles: 2 },
      deploy('a2', 'r', 'road'),
    ];
    expectEventError(replayError(two(afterScore)), 4, /deploy is out of its phase/);
  });

  it('B2: a tile is drawn before it is placed, and placed before the turn ends', () => {
    expectEventError(replayError(two([place()])), 0, /place is out of its phase/);
    expectEventError(replayError(two([draw('U'), draw('V')])), 1, /draw is out of its phase/);
    expectEventError(replayError(two([draw('U'), endTurn])), 1, /endTurn is out of its phase/);
    expectEventError(replayError(two([endTurn])), 0, /endTurn is out of its phase/);
  });
});

describe('B3: an unplaceable tile leaves the game and the player draws again', () => {
  it('B3: discard, draw again, play on; both tiles left the deck', () => {
    const played = replayOk(two([draw('X'), { type: 'discard' }, draw('U'), place(), endTurn]));
    expect(played.summary.deck.remaining).toBe(69);
    expect(played.game.deck.left.X).toBe(0);
    expect(played.summary.turn.player).toBe('ben');
  });

  it('B3: after a discard the turn cannot end while the deck has tiles', () => {
    const error = replayError(two([draw('X'), { type: 'discard' }, endTurn]));
    expectEventError(error, 2, /another draw/);
  });

  it('B3: only a drawn, unplaced tile can be discarded', () => {
    expectEventError(replayError(two([{ type: 'discard' }])), 0, /discard is out of its phase/);
    const placed = [draw('U'), place(), { type: 'discard' }];
    expectEventError(replayError(two(placed)), 2, /discard is out of its phase/);
  });
});

describe('B4: scoring completed features', () => {
  it('B4: city 2 per tile + 2 per pennant, road 1 per tile, monastery 9', () => {
    expect(completedCityPoints(3, 1)).toBe(8);
    expect(completedCityPoints(2, 0)).toBe(4);
    expect(roadPoints(4)).toBe(4);
    expect(COMPLETED_CLOISTER_POINTS).toBe(9);
    const played = replayOk(
      three([
        ...turn('J', deploy('a1', 'c1', 'city')),
        ...turn('U', deploy('b1', 'r1', 'road')),
        ...turn('B', deploy('c1', 'm1', 'monastery')),
        ...turn(
          'M',
          { type: 'score', feature: 'c1', tiles: 3, pennants: 1 },
          { type: 'score', feature: 'r1', tiles: 4 },
          { type: 'score', feature: 'm1' },
        ),
      ]),
    );
    expect(scores(played)).toEqual({ ana: 8, ben: 4, cleo: 9 });
    expect(played.game.meeples).toEqual([]);
    expect(played.summary.players.map((p) => p.supply)).toEqual([7, 7, 7]);
  });

  it('B4: points, when given, replace the computed value', () => {
    const played = replayOk(
      two([
        ...turn('J', deploy('a1', 'c1', 'city'), {
          type: 'score',
          feature: 'c1',
          tiles: 2,
          points: 11,
        }),
      ]),
    );
    expect(played.score('ana')).toBe(11);
  });

  const shared = (extra: Ev[]) => [
    ...turn('J', deploy('a1', 'c1', 'city')),
    ...turn('K', deploy('b1', 'c2', 'city')),
    ...turn('E', deploy('a2', 'c3', 'city')),
    ...extra,
  ];

  it('B4: the majority scores in full and the minority nothing; every meeple returns', () => {
    const merge = { type: 'merge', features: ['c1', 'c2', 'c3'] };
    const played = replayOk(
      two(shared([...turn('F', merge, { type: 'score', feature: 'c1', tiles: 5, pennants: 1 })])),
    );
    expect(scores(played)).toEqual({ ana: 12, ben: 0 });
    expect(played.game.meeples).toEqual([]);
    expect(played.summary.players.map((p) => p.supply)).toEqual([7, 7]);
  });

  it('B4: tied players all score full points', () => {
    expect(majorityWinners(['ana', 'ben'])).toEqual(['ana', 'ben']);
    expect(majorityWinners(['ana', 'ben', 'ana', 'cleo', 'ben'])).toEqual(['ana', 'ben']);
    expect(majorityWinners(['ben', 'ana', 'ana'])).toEqual(['ana']);
    expect(majorityWinners([])).toEqual([]);
    const merge = { type: 'merge', features: ['c1', 'c2'] };
    const tie = replayOk(
      two(shared([merge, ...turn('F', { type: 'score', feature: 'c1', tiles: 4 })])),
    );
    expect(scores(tie)).toEqual({ ana: 8, ben: 8 });
    expect(tie.meeple('a2')?.feature).toBe('c3');
  });

  it('B4: a merged-away feature, an unknown one, or one scored twice cannot be scored', () => {
    const merged = shared([{ type: 'merge', features: ['c1', 'c2'] }, draw('F'), place()]);
    expectEventError(
      replayError(two([...merged, { type: 'score', feature: 'c2', tiles: 4 }])),
      merged.length,
      /feature c2 was merged into c1/,
    );
    const twice = [
      ...turn('J', deploy('a1', 'c1', 'city'), { type: 'score', feature: 'c1', tiles: 2 }),
      draw('E'),
      place(),
      { type: 'score', feature: 'c1', tiles: 2 },
    ];
    expectEventError(replayError(two(twice)), 7, /feature c1 has already been scored/);
  });

  it('B4: a city or road needs its tiles; a field is never scored in play', () => {
    const start = [draw('J'), place(), deploy('a1', 'c1', 'city')];
    expectEventError(
      replayError(two([...start, { type: 'score', feature: 'c1' }])),
      3,
      /scoring a city needs tiles/,
    );
    const field = [
      draw('J'),
      place(),
      deploy('a1', 'f1', 'field'),
      { type: 'score', feature: 'f1', points: 3 },
    ];
    expectEventError(replayError(two(field)), 3, /a field cannot be scored before the end/);
    const pennantRoad = [
      draw('U'),
      place(),
      deploy('a1', 'r1', 'road'),
      { type: 'score', feature: 'r1', tiles: 2, pennants: 1 },
    ];
    expectEventError(replayError(two(pennantRoad)), 3, /pennants are only for cities/);
  });
});

describe('B5: final scoring', () => {
  const board = [
    ...turn('J', deploy('a1', 'c1', 'city')),
    ...turn('U', deploy('b1', 'r1', 'road')),
    ...turn('A', deploy('a2', 'm1', 'monastery')),
    ...turn('V', deploy('b2', 'f1', 'field')),
    ...turn('V', deploy('a3', 'f2', 'field')),
    { type: 'merge', features: ['f1', 'f2'] },
    { type: 'endGame' },
  ];

  it('B5: incomplete city 1 per tile + 1 per pennant, road 1 per tile, monastery 1 + neighbours, field 3 per city', () => {
    expect(incompleteCityPoints(3, 1)).toBe(4);
    expect(incompleteCloisterPoints(6)).toBe(6);
    expect(fieldPoints(2)).toBe(6);
    const played = replayOk(
      two([
        ...board,
        { type: 'finalScore', feature: 'c1', tiles: 3, pennants: 1 },
        { type: 'finalScore', feature: 'r1', tiles: 2 },
        { type: 'finalScore', feature: 'm1', tiles: 6 },
        { type: 'finalScore', feature: 'f1', cities: 2 },
        { type: 'finish' },
      ]),
    );
    // ana: city 4 + monastery 6 + tied field 6; ben: road 2 + tied field 6.
    expect(scores(played)).toEqual({ ana: 16, ben: 8 });
    expect(played.summary.status).toBe('finished');
    expect(played.game.meeples).toEqual([]);
  });

  it('B5: the game waits in final scoring until finish', () => {
    const played = replayOk(two(board));
    expect(played.summary.status).toBe('final-scoring');
    expectEventError(
      replayError(two([...board, draw('U')])),
      board.length,
      /draw is out of its phase/,
    );
    const score = { type: 'score', feature: 'c1', tiles: 3 };
    expectEventError(
      replayError(two([...board, score])),
      board.length,
      /score is out of its phase/,
    );
    const after = [...board, { type: 'finish' }, { type: 'finalScore', feature: 'r1', tiles: 2 }];
    expectEventError(replayError(two(after)), board.length + 1, /finalScore is out of its phase/);
  });

  it('B5: finalScore only in final scoring, with the counts each kind needs', () => {
    const early = [
      ...turn('U', deploy('a1', 'r1', 'road')),
      { type: 'finalScore', feature: 'r1', tiles: 1 },
    ];
    expectEventError(replayError(two(early)), 4, /finalScore is out of its phase/);
    const n = board.length;
    const bad: [Ev, RegExp][] = [
      [{ type: 'finalScore', feature: 'm1' }, /needs tiles/],
      [{ type: 'finalScore', feature: 'm1', tiles: 10 }, /at most 9 tiles/],
      [{ type: 'finalScore', feature: 'f1' }, /needs cities/],
      [{ type: 'finalScore', feature: 'f1', cities: 1, tiles: 4 }, /by cities, not tiles/],
      [{ type: 'finalScore', feature: 'c1', cities: 1 }, /cities are only for fields/],
      [{ type: 'finalScore', feature: 'f2', cities: 1 }, /merged into f1/],
    ];
    for (const [event, reason] of bad)
      expectEventError(replayError(two([...board, event])), n, reason);
  });
});

describe('B6: the 50-space score track', () => {
  it('B6: the marker stands on score mod 50, one lap per 50 points', () => {
    expect(trackPosition(0)).toEqual({ space: 0, laps: 0 });
    expect(trackPosition(49)).toEqual({ space: 49, laps: 0 });
    expect(trackPosition(50)).toEqual({ space: 0, laps: 1 });
    expect(trackPosition(123)).toEqual({ space: 23, laps: 2 });
  });

  it('B6: a negative score goes back round: -3 is 3 spaces before 0', () => {
    expect(trackPosition(-3)).toEqual({ space: 47, laps: -1 });
    expect(trackPosition(-50)).toEqual({ space: 0, laps: -1 });
    expect(trackPosition(-51)).toEqual({ space: 49, laps: -2 });
    for (let score = -120; score <= 120; score += 7) {
      const { space, laps } = trackPosition(score);
      expect(space).toBeGreaterThanOrEqual(0);
      expect(space).toBeLessThan(50);
      expect(laps * 50 + space).toBe(score);
    }
  });

  it('B6: the record keeps the real score, past 50 and below 0', () => {
    const played = replayOk(
      two([
        { type: 'adjust', player: 'ana', points: 61 },
        { type: 'adjust', player: 'ben', points: -7 },
      ]),
    );
    expect(scores(played)).toEqual({ ana: 61, ben: -7 });
  });
});

describe('B7: the abbot', () => {
  it('B7: one abbot per player, placed on a garden instead of a meeple; a garden scores like a monastery', () => {
    expect(replayOk(two([])).summary.players.map((p) => p.abbot)).toEqual(['none', 'none']);
    const played = replayOk(
      abbot([...turn('Ug', deploy('a1', 'g1', 'garden', { abbot: true })), draw('V'), place()]),
    );
    expect(played.player('ana')).toMatchObject({ abbot: 'board', supply: 7 });
    expect(played.meeple('a1')).toMatchObject({ abbot: true, kind: 'garden' });
    const scored = replayOk(
      abbot([
        ...turn('Ug', deploy('a1', 'g1', 'garden', { abbot: true })),
        ...turn('V', { type: 'score', feature: 'g1' }),
      ]),
    );
    expect(scored.score('ana')).toBe(9);
    expect(scored.player('ana').abbot).toBe('supply');
  });

  it('B7: instead of placing a meeple, the abbot is taken back and scores as at game end', () => {
    const played = replayOk(
      abbot([
        ...turn('A', deploy('a1', 'm1', 'monastery', { abbot: true })),
        ...turn('U'),
        ...turn('U', { type: 'recall', meeple: 'a1', tiles: 5 }),
      ]),
    );
    expect(played.score('ana')).toBe(5);
    expect(played.player('ana').abbot).toBe('supply');
    expect(played.meeple('a1')).toBeUndefined();
    const both = [
      ...turn('A', deploy('a1', 'm1', 'monastery', { abbot: true })),
      ...turn('U'),
      draw('U'),
      place(),
      { type: 'recall', meeple: 'a1', tiles: 5 },
      deploy('a2', 'r1', 'road'),
    ];
    expectEventError(replayError(abbot(both)), 10, /deploy is out of its phase/);
  });

  it('B7: the abbot only in abbot games, only on a monastery or garden, only one', () => {
    const garden = [draw('Ug'), place(), deploy('a1', 'g1', 'garden', { abbot: true })];
    expectEventError(replayError(two(garden)), 2, /no abbots in this game/);
    const monk = [draw('Ug'), place(), deploy('a1', 'g1', 'garden')];
    expectEventError(replayError(abbot(monk)), 2, /a garden takes only an abbot/);
    const city = [draw('J'), place(), deploy('a1', 'c1', 'city', { abbot: true })];
    expectEventError(replayError(abbot(city)), 2, /an abbot goes on a monastery or a garden/);
    const second = [
      ...turn('A', deploy('a1', 'm1', 'monastery', { abbot: true })),
      ...turn('U'),
      draw('Ug'),
      place(),
      deploy('a2', 'g1', 'garden', { abbot: true }),
    ];
    expectEventError(replayError(abbot(second)), 9, /abbot is already on the board/);
    const recallMonk = [
      ...turn('A', deploy('a1', 'm1', 'monastery')),
      ...turn('U'),
      draw('U'),
      place(),
      { type: 'recall', meeple: 'a1', tiles: 3 },
    ];
    expectEventError(replayError(abbot(recallMonk)), 9, /not an abbot/);
  });
});
