import { describe, expect, it } from 'vitest';
import {
  anyRevoltHits,
  checkPlayer,
  revoltOrder,
  revoltStopsAfter,
  unpaidByRevolt,
} from '../../../src/shared/rules/revolt';
import type { Expansion } from '../../../src/shared/tiles/catalog';
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

const PR: Expansion[] = ['peasant-revolts'];
const game3 = (events: Ev[], more: Expansion[] = []) =>
  record(['ana', 'ben', 'cleo'], [...PR, ...more], events);
const protect = (meeple: string): Ev => ({ type: 'protect', meeple });
const checked = (played: ReturnType<typeof replayOk>) =>
  played.game.revolt?.checks.map((c) => c.player);

function expectEventError(error: string, index: number, reason: RegExp) {
  expect(error.startsWith(`event ${index}: `), error).toBe(true);
  expect(error).toMatch(reason);
}

describe('Peasant Revolts: worked examples of the rules', () => {
  it('Peasant Revolts example 1: a road revolt returns the unprotected road meeple, the protected one scores 2, blue is untouched', () => {
    const played = replayOk(
      record(['red', 'blue'], PR, [
        ...turn('U', deploy('r-left', 'road1', 'road')),
        ...turn('U', deploy('b1', 'road2', 'road')),
        ...turn('V', deploy('r-right', 'road3', 'road', { protect: true })),
        ...turn('V'),
        draw('revolt-road'),
        place(),
      ]),
    );
    expect(played.meeple('r-left')).toBeUndefined();
    expect(played.meeple('r-right')).toMatchObject({ protected: true, feature: 'road3' });
    expect(played.meeple('b1')).toBeDefined();
    expect(scores(played)).toEqual({ red: -4 + 2, blue: 0 });
    expect(checked(played)).toEqual(['red']);
    expect(played.player('red').supply).toBe(6);
  });

  it('Peasant Revolts example 2: all your city meeples are protected (+4), the revolt moves to blue (+2, two returned) and ends', () => {
    const played = replayOk(
      record(['red', 'blue', 'green'], PR, [
        ...turn('E', deploy('r1', 'c1', 'city', { protect: true })),
        ...turn('E', deploy('b1', 'c2', 'city', { protect: true })),
        ...turn('E', deploy('g1', 'c3', 'city')),
        ...turn('J', deploy('r2', 'c4', 'city', { protect: true })),
        ...turn('J', deploy('b2', 'c5', 'city')),
        ...turn('U'),
        ...turn('U'),
        ...turn('K', deploy('b3', 'c6', 'city')),
        ...turn('U'),
        draw('revolt-city'),
      ]),
    );
    expect(checked(played)).toEqual(['red', 'blue']);
    expect(scores(played)).toEqual({ red: -8 + 4, blue: -4 + 2, green: 0 });
    expect(played.game.meeples.map((m) => m.id).sort()).toEqual(['b1', 'g1', 'r1', 'r2']);
    expect(played.player('blue').supply).toBe(6);
  });

  const protection = (middle: Ev[]) =>
    record(['red', 'blue'], PR, [
      ...turn('E', deploy('m0', 'c0', 'city')),
      ...turn('U'),
      draw('N'),
      place(),
      ...middle,
    ]);

  it('Peasant Revolts example 3a: a meeple placed on the city stands unprotected, for free', () => {
    const played = replayOk(protection([deploy('m1', 'c1', 'city')]));
    expect(played.meeple('m1')?.protected).toBe(false);
    expect(played.score('red')).toBe(0);
  });

  it('Peasant Revolts example 3b: protecting the meeple just placed lays it down for 4 points', () => {
    const played = replayOk(protection([deploy('m1', 'c1', 'city', { protect: true })]));
    expect(played.meeple('m1')?.protected).toBe(true);
    expect(played.score('red')).toBe(-4);
  });

  it('Peasant Revolts example 3c: placing no meeple costs nothing and protects nothing', () => {
    const played = replayOk(protection([endTurn]));
    expect(played.game.meeples.every((m) => !m.protected)).toBe(true);
    expect(played.score('red')).toBe(0);
  });

  it('Peasant Revolts example 3d: instead of a new meeple, an already placed one is protected for 2', () => {
    const played = replayOk(protection([protect('m0')]));
    expect(played.meeple('m0')?.protected).toBe(true);
    expect(played.score('red')).toBe(-2);
    expect(played.player('red').supply).toBe(6);
  });
});

describe('R1: 9 of the 12 revolt tiles are in the deck, which ones unknown', () => {
  it('R1: the deck holds 71 + 9 tiles; each revolt tile is in it with chance 9/12', () => {
    const { summary } = replayOk(game3([]));
    expect(summary.deck.remaining).toBe(80);
    expect(summary.deck.next['revolt-city']).toBeCloseTo((5 * 9) / 12 / 80, 9);
    expect(summary.deck.next['revolt-monastery']).toBeCloseTo((3 * 9) / 12 / 80, 9);
    expect(summary.deck.next.U).toBeCloseTo(7 / 80, 9);
  });

  it('R1: after d revolt tiles are drawn, each undrawn one is in the deck with chance (9 − d)/(12 − d)', () => {
    const { summary } = replayOk(game3([...turn('revolt-city'), ...turn('revolt-road')]));
    expect(summary.deck.remaining).toBe(78);
    expect(summary.deck.next['revolt-city']).toBeCloseTo((4 * 7) / 10 / 78, 9);
    expect(summary.deck.next['revolt-road']).toBeCloseTo((3 * 7) / 10 / 78, 9);
    const total = Object.values(summary.deck.next).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 9);
  });

  it('R1: a 10th revolt tile cannot be drawn; after 9 no revolt tile can come next', () => {
    const nine = [
      ...Array.from({ length: 5 }, () => turn('revolt-city')).flat(),
      ...Array.from({ length: 4 }, () => turn('revolt-road')).flat(),
    ];
    const played = replayOk(game3(nine));
    expect(played.summary.deck.remaining).toBe(71);
    expect(Object.keys(played.summary.deck.next).filter((id) => id.startsWith('revolt'))).toEqual(
      [],
    );
    expectEventError(
      replayError(game3([...nine, draw('revolt-monastery')])),
      nine.length,
      /all 9 revolt tiles/,
    );
  });

  it('R1: at most 5 city, 4 road, 3 monastery revolt tiles exist', () => {
    const four = Array.from({ length: 4 }, () => turn('revolt-monastery')).flat();
    expectEventError(replayError(game3(four)), 9, /no revolt-monastery tile is left/);
  });
});

describe('R2: a revolt starts the moment its tile is drawn', () => {
  it('R2: the revolt has run before the tile is placed', () => {
    const played = replayOk(
      game3([
        ...turn('U', deploy('a1', 'r1', 'road')),
        ...turn('U'),
        ...turn('U'),
        draw('revolt-road'),
      ]),
    );
    expect(played.meeple('a1')).toBeUndefined();
    expect(played.game.revolt).toMatchObject({ symbol: 'road', tile: 'revolt-road', turn: 4 });
    expect(played.snapshot.matches({ play: 'tileInHand' })).toBe(true);
  });

  it('R2: each revolt tile has the symbol of its name', () => {
    for (const symbol of ['city', 'road', 'monastery']) {
      expect(replayOk(game3([draw(`revolt-${symbol}`)])).game.revolt?.symbol).toBe(symbol);
    }
  });

  it('R2: no revolt tiles without the expansion', () => {
    const error = replayError(record(['ana', 'ben'], [], [draw('revolt-city')]));
    expectEventError(error, 0, /revolt-city belongs to peasant-revolts, which is not in this game/);
  });
});

describe('R3: the drawer is checked first', () => {
  it('R3: unprotected meeples of the kind return; protected ones score 2 and stay; other kinds are untouched', () => {
    const played = replayOk(
      game3([
        ...turn('U', deploy('road-open', 'r1', 'road')),
        ...turn('U'),
        ...turn('U'),
        ...turn('V', deploy('road-safe', 'r2', 'road', { protect: true })),
        ...turn('V'),
        ...turn('V'),
        ...turn('E', deploy('knight', 'c1', 'city')),
        ...turn('V'),
        ...turn('V'),
        ...turn('B', deploy('monk', 'm1', 'monastery')),
        ...turn('V'),
        ...turn('V'),
        draw('revolt-road'),
      ]),
    );
    expect(played.game.meeples.map((m) => m.id).sort()).toEqual(['knight', 'monk', 'road-safe']);
    expect(played.meeple('road-safe')?.protected).toBe(true);
    expect(played.score('ana')).toBe(-4 + 2);
    expect(checked(played)).toEqual(['ana']);
  });

  it('R3: checkPlayer sorts one player’s meeples on the symbol’s kind into returned and rewarded', () => {
    const meeples = [
      { id: 'a', player: 'p', kind: 'city', protected: false },
      { id: 'b', player: 'p', kind: 'city', protected: true },
      { id: 'c', player: 'p', kind: 'road', protected: false },
      { id: 'd', player: 'q', kind: 'city', protected: false },
    ];
    expect(checkPlayer(meeples, 'p', 'city')).toEqual({
      player: 'p',
      returned: ['a'],
      rewarded: ['b'],
    });
    expect(checkPlayer(meeples, 'p', 'monastery')).toEqual({
      player: 'p',
      returned: [],
      rewarded: [],
    });
  });
});

describe('R4: the revolt passes left until someone returns a meeple', () => {
  const setup = [
    ...turn('U', deploy('a-knight', 'c1', 'city')),
    ...turn('U', deploy('b-road', 'r1', 'road')),
    ...turn('U', deploy('c-road', 'r2', 'road')),
  ];

  it('R4: the revolt passes left until a player returns a meeple; the players after are not checked', () => {
    const played = replayOk(game3([...setup, draw('revolt-road')]));
    expect(checked(played)).toEqual(['ana', 'ben']);
    expect(played.meeple('b-road')).toBeUndefined();
    expect(played.meeple('c-road')).toBeDefined();
  });

  it('R4: it starts with the drawer and wraps round the table', () => {
    const played = replayOk(game3([...setup, ...turn('V'), draw('revolt-road')]));
    expect(played.summary.turn.player).toBe('ben');
    expect(checked(played)).toEqual(['ben']);
    const fromCleo = replayOk(game3([...setup, ...turn('V'), ...turn('V'), draw('revolt-city')]));
    expect(checked(fromCleo)).toEqual(['cleo', 'ana']);
    expect(fromCleo.meeple('a-knight')).toBeUndefined();
  });

  it('R4: when nobody returns a meeple, every player is checked exactly once', () => {
    const played = replayOk(game3([...setup, draw('revolt-monastery')]));
    expect(checked(played)).toEqual(['ana', 'ben', 'cleo']);
    expect(played.game.meeples).toHaveLength(3);
  });

  it('R4: revoltOrder starts at the drawer; revoltStopsAfter a check with a returned meeple', () => {
    expect(revoltOrder(4, 0)).toEqual([0, 1, 2, 3]);
    expect(revoltOrder(4, 2)).toEqual([2, 3, 0, 1]);
    expect(revoltOrder(2, 1)).toEqual([1, 0]);
    expect(revoltStopsAfter({ player: 'p', returned: ['x'], rewarded: [] })).toBe(true);
    expect(revoltStopsAfter({ player: 'p', returned: [], rewarded: ['y'] })).toBe(false);
  });
});

describe('R5: only checked players score their protected meeples', () => {
  it('R5: a protected meeple of a player the revolt never reaches scores nothing', () => {
    const played = replayOk(
      game3([
        ...turn('E'),
        ...turn('U', deploy('b-road', 'r1', 'road')),
        ...turn('U', deploy('c-road', 'r2', 'road', { protect: true })),
        draw('revolt-road'),
      ]),
    );
    expect(checked(played)).toEqual(['ana', 'ben']);
    expect(played.score('cleo')).toBe(-4);
    expect(played.meeple('c-road')?.protected).toBe(true);
  });

  it('R5: unpaidByRevolt names the unreached players with a protected meeple of the kind, in seat order', () => {
    const meeples = [
      { id: 'a1', player: 'a', kind: 'city', protected: false },
      { id: 'b1', player: 'b', kind: 'city', protected: true },
      { id: 'c1', player: 'c', kind: 'road', protected: true },
      { id: 'd1', player: 'd', kind: 'city', protected: true },
    ];
    const checks = [checkPlayer(meeples, 'a', 'city')]; // a returned a meeple: stopped (R4)
    expect(unpaidByRevolt(meeples, ['a', 'b', 'c', 'd'], checks, 'city')).toEqual(['b', 'd']);
    expect(unpaidByRevolt(meeples, ['a', 'b', 'c', 'd'], checks, 'road')).toEqual(['c']);
    const everyone = ['a', 'b', 'c', 'd'].map((p) => checkPlayer(meeples, p, 'city'));
    expect(unpaidByRevolt(meeples, ['a', 'b', 'c', 'd'], everyone, 'city')).toEqual([]);
  });

  it('R5: a checked player who is passed by still scores their protected meeples', () => {
    const played = replayOk(
      game3([
        ...turn('U', deploy('a-road', 'r0', 'road', { protect: true })),
        ...turn('U', deploy('b-road', 'r1', 'road')),
        ...turn('U', deploy('c-road', 'r2', 'road', { protect: true })),
        draw('revolt-road'),
      ]),
    );
    expect(checked(played)).toEqual(['ana', 'ben']);
    expect(scores(played)).toEqual({ ana: -4 + 2, ben: 0, cleo: -4 });
  });
});

describe('R6: after the revolt the tile is placed and the turn goes on', () => {
  it('R6: the revolt tile is placed and the drawer may deploy on it', () => {
    const played = replayOk(
      game3([draw('revolt-city'), place(), deploy('a1', 'c1', 'city'), endTurn]),
    );
    expect(played.meeple('a1')).toBeDefined();
    expect(played.summary.turn.player).toBe('ben');
  });

  it('R6: an unplaceable revolt tile still revolted; the player draws again and may revolt again', () => {
    const played = replayOk(
      game3([
        ...turn('E', deploy('a-knight', 'c1', 'city')),
        ...turn('U'),
        ...turn('U'),
        ...turn('U', deploy('a-thief', 'r1', 'road')),
        ...turn('U'),
        ...turn('U'),
        draw('revolt-city'),
        { type: 'discard' },
        draw('revolt-road'),
        place(),
      ]),
    );
    expect(played.game.meeples).toEqual([]);
    expect(played.game.revolt).toMatchObject({ symbol: 'road', turn: 7 });
    expect(played.summary.turn.number).toBe(7);
    expect(played.summary.deck.remaining).toBe(80 - 8);
  });
});

describe('R7: protecting costs 4 as placed, 2 for a standing meeple', () => {
  it('R7: a meeple protected as it is placed costs 4, scores may go below zero', () => {
    const played = replayOk(game3([...turn('E', deploy('a1', 'c1', 'city', { protect: true }))]));
    expect(played.score('ana')).toBe(-4);
    expect(played.meeple('a1')?.protected).toBe(true);
  });

  it('R7: without placing a meeple, one standing meeple may be protected for 2', () => {
    const played = replayOk(
      game3([
        ...turn('E', deploy('a1', 'c1', 'city')),
        ...turn('U'),
        ...turn('U'),
        ...turn('U', protect('a1')),
      ]),
    );
    expect(played.score('ana')).toBe(-2);
    expect(played.meeple('a1')?.protected).toBe(true);
  });

  it('R7: only one of your own meeples on the board, not yet protected, and not after placing one', () => {
    const setup = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      ...turn('U', deploy('b1', 'r1', 'road')),
      ...turn('U'),
      draw('U'),
      place(),
    ];
    const n = setup.length;
    expectEventError(
      replayError(game3([...setup, protect('b1')])),
      n,
      /meeple b1 belongs to ben, not ana/,
    );
    expectEventError(
      replayError(game3([...setup, protect('zz')])),
      n,
      /meeple zz is not on the board/,
    );
    const twice = [
      ...setup,
      protect('a1'),
      endTurn,
      ...turn('U'),
      ...turn('U'),
      draw('U'),
      place(),
      protect('a1'),
    ];
    expectEventError(replayError(game3(twice)), twice.length - 1, /meeple a1 is already protected/);
    const both = [...setup, deploy('a2', 'r9', 'road'), protect('a1')];
    expectEventError(replayError(game3(both)), n + 1, /protect is out of its phase/);
    const two = [...setup, protect('a1'), protect('a1')];
    expectEventError(replayError(game3(two)), n + 1, /protect is out of its phase/);
  });
});

describe('R8: farmers', () => {
  it('R8: farmers cannot be protected, neither as placed nor standing', () => {
    const placed = [draw('U'), place(), deploy('a1', 'f1', 'field', { protect: true })];
    expectEventError(replayError(game3(placed)), 2, /farmers cannot be protected/);
    const standing = [
      ...turn('U', deploy('a1', 'f1', 'field')),
      ...turn('U'),
      ...turn('U'),
      draw('V'),
      place(),
      protect('a1'),
    ];
    expectEventError(
      replayError(game3(standing)),
      standing.length - 1,
      /farmers cannot be protected/,
    );
  });

  it('R8, R10: a farmer placed by a pitchfork crop circle cannot be protected either', () => {
    const events = [
      ...turn('U', deploy('a1', 'f1', 'field')),
      ...turn('U'),
      ...turn('U'),
      draw('crop1-farmer'),
      place(),
      { type: 'cropCircle', choice: 'deploy' },
      { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1', protect: true },
    ];
    expectEventError(
      replayError(game3(events, ['crop-circles-1'])),
      events.length - 1,
      /farmers cannot be protected/,
    );
  });

  it('R8: farmers are never affected by revolts of any symbol', () => {
    const farmers = [
      ...turn('U', deploy('a1', 'f1', 'field')),
      ...turn('U', deploy('b1', 'f2', 'field')),
      ...turn('U', deploy('c1', 'f3', 'field')),
    ];
    for (const tile of ['revolt-city', 'revolt-road', 'revolt-monastery']) {
      const played = replayOk(game3([...farmers, draw(tile)]));
      expect(played.game.meeples).toHaveLength(3);
      expect(checked(played)).toEqual(['ana', 'ben', 'cleo']);
    }
  });
});

describe('R9: protection in scoring and after', () => {
  it('R9: a protected meeple counts as a normal one for the majority', () => {
    const played = replayOk(
      game3([
        ...turn('E', deploy('a1', 'c1', 'city', { protect: true })),
        ...turn('E', deploy('b1', 'c2', 'city')),
        { type: 'merge', features: ['c1', 'c2'] },
        ...turn('F', { type: 'score', feature: 'c1', tiles: 3 }),
      ]),
    );
    expect(scores(played)).toEqual({ ana: -4 + 6, ben: 6, cleo: 0 });
  });

  it('R9: a meeple back in supply has lost its protection: placed again, it stands unprotected', () => {
    const played = replayOk(
      game3([
        ...turn('E', deploy('a1', 'c1', 'city', { protect: true }), {
          type: 'score',
          feature: 'c1',
          tiles: 2,
        }),
        ...turn('U'),
        ...turn('U'),
        ...turn('E', deploy('a2', 'c2', 'city')),
        ...turn('U'),
        ...turn('U'),
        draw('revolt-city'),
      ]),
    );
    expect(played.player('ana').supply).toBe(7);
    expect(played.meeple('a2')).toBeUndefined();
    expect(played.score('ana')).toBe(-4 + 4);
  });

  it('R9: a correction that returns a protected meeple also ends its protection', () => {
    const played = replayOk(
      game3([
        ...turn('E', deploy('a1', 'c1', 'city', { protect: true })),
        { type: 'returnMeeple', meeple: 'a1' },
      ]),
    );
    expect(played.meeple('a1')).toBeUndefined();
    expect(played.player('ana').supply).toBe(7);
    const reused = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      { type: 'returnMeeple', meeple: 'a1' },
      draw('U'),
      place(),
      deploy('a1', 'c5', 'city'),
    ];
    expectEventError(replayError(game3(reused)), 7, /meeple id a1 is already used/);
  });
});

describe('R10: protection with the other expansions', () => {
  it('R10: a meeple placed anywhere or added through an activated arrow may be protected for 4', () => {
    const played = replayOk(
      game3(
        [
          ...turn('U', deploy('a1', 'r1', 'road')),
          draw('arrow-anywhere'),
          place({ ownArrow: 'open' }),
          endTurn,
          draw('arrow-add'),
          place({ ownArrow: 'open' }),
          endTurn,
          draw('U'),
          place({ activate: 'anywhere' }),
          deploy('a2', 'c9', 'city', { via: 'anywhere', protect: true }),
          endTurn,
          ...turn('U'),
          ...turn('U'),
          draw('V'),
          place({ activate: 'add' }),
          { type: 'deploy', meeple: 'a3', via: 'add', beside: 'a1', protect: true },
        ],
        ['anniversary'],
      ),
    );
    expect(played.score('ana')).toBe(-8);
    expect(played.meeple('a2')?.protected).toBe(true);
    expect(played.meeple('a3')).toMatchObject({ protected: true, feature: 'r1' });
  });

  const crop = [
    ...turn('E', deploy('a1', 'c1', 'city')),
    ...turn('E', deploy('b1', 'c2', 'city')),
    ...turn('U'),
    draw('crop1-knight'),
    place(),
    { type: 'cropCircle', choice: 'deploy' },
  ];

  it('R10: the active player may protect a meeple placed by a crop circle for 4', () => {
    const played = replayOk(
      game3(
        [
          ...turn('E', deploy('a1', 'c1', 'city')),
          ...turn('E', deploy('b1', 'c2', 'city')),
          ...turn('U'),
          ...turn('U'),
          draw('crop1-knight'),
          place(),
          { type: 'cropCircle', choice: 'deploy' },
          { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1' },
          { type: 'cropDeploy', player: 'ben', meeple: 'b2', beside: 'b1', protect: true },
        ],
        ['crop-circles-1'],
      ),
    );
    expect(scores(played)).toEqual({ ana: 0, ben: -4, cleo: 0 });
    expect(played.meeple('b2')).toMatchObject({ protected: true, feature: 'c2' });
    expect(played.meeple('a2')).toMatchObject({ protected: false, feature: 'c1' });
  });

  it('R10: only the active player protects in a crop circle round', () => {
    const events = [
      ...crop,
      { type: 'cropDeploy', player: 'ben', meeple: 'b2', beside: 'b1', protect: true },
    ];
    expectEventError(
      replayError(game3(events, ['crop-circles-1'])),
      events.length - 1,
      /only the active player may protect a meeple placed by a crop circle/,
    );
  });
});

describe('R3, R8, Ruling 1: the meeples some revolt can reach', () => {
  it('knights, thieves, monks and an abbot on a monastery; never a farmer, nor an abbot on a garden', () => {
    for (const kind of ['city', 'road', 'monastery'])
      expect(anyRevoltHits({ kind }), kind).toBe(true);
    for (const kind of ['field', 'garden']) expect(anyRevoltHits({ kind }), kind).toBe(false);
  });
});
