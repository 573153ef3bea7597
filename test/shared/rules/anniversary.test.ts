import { describe, expect, it } from 'vitest';
import { addArrowVoid, meeplesSideBySide } from '../../../src/shared/game/gameContext';
import { describeEvent } from '../../../src/shared/record/describeEvent';
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

const AN: Expansion[] = ['anniversary'];
const game = (events: Ev[], more: Expansion[] = []) =>
  record(['red', 'blue'], [...AN, ...more], events);
const add = (meeple: string, beside: string, fields: Record<string, unknown> = {}): Ev => ({
  type: 'deploy',
  meeple,
  via: 'add',
  beside,
  ...fields,
});
const anywhere = (
  meeple: string,
  feature: string,
  kind: string,
  fields: Record<string, unknown> = {},
) => deploy(meeple, feature, kind, { via: 'anywhere', ...fields });
/** A turn that leaves an open arrow of this kind on the board. */
const openArrow = (kind: string, ...middle: Ev[]) => [
  draw(`arrow-${kind}`),
  place({ ownArrow: 'open' }),
  ...middle,
  endTurn,
];

function expectEventError(error: string, index: number, reason: RegExp) {
  expect(error.startsWith(`event ${index}: `), error).toBe(true);
  expect(error).toMatch(reason);
}

describe('20th Anniversary: worked examples of the rules', () => {
  it('Anniversary example 1a: an arrow pointing at no adjacent tile scores 2 and the turn continues', () => {
    const played = replayOk(
      game([draw('arrow-extra'), place({ ownArrow: 'open' }), deploy('r1', 'c1', 'city')]),
    );
    expect(played.score('red')).toBe(2);
    expect(played.summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 1 });
    expect(played.meeple('r1')).toBeDefined();
  });

  it('Anniversary example 1b: an arrow pointing at an adjacent tile is activated (no 2 points)', () => {
    const played = replayOk(
      game([draw('arrow-extra'), place({ ownArrow: 'neighbour', activate: 'own' }), endTurn]),
    );
    expect(played.score('red')).toBe(0);
    expect(played.summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
    expect(played.summary.turn).toMatchObject({ player: 'red', extra: true });
  });

  it('Anniversary example 1c: an arrow on the board pointing at the tile just placed is activated', () => {
    const played = replayOk(
      game([...openArrow('extra'), draw('U'), place({ activate: 'extra' }), endTurn]),
    );
    expect(played.summary.openArrows.extra).toBe(0);
    expect(played.summary.turn).toMatchObject({ player: 'blue', extra: true, number: 3 });
    expect(played.score('blue')).toBe(0);
  });

  it('Anniversary example 2a: red adds a second knight beside their knight elsewhere', () => {
    const played = replayOk(
      game([
        ...turn('E', deploy('k1', 'c1', 'city')),
        ...openArrow('add'),
        draw('N'),
        place({ activate: 'add' }),
        add('k2', 'k1'),
      ]),
    );
    expect(played.meeple('k2')).toMatchObject({
      feature: 'c1',
      kind: 'city',
      player: 'red',
      beside: 'k1',
    });
    expect([...meeplesSideBySide(played.game.meeples)].sort()).toEqual(['k1', 'k2']);
    expect(played.player('red').supply).toBe(5);
  });

  it('Anniversary example 2b: red places a meeple in a city elsewhere', () => {
    const played = replayOk(
      game([
        ...openArrow('anywhere'),
        ...turn('U'),
        draw('V'),
        place({ activate: 'anywhere' }),
        anywhere('k1', 'c7', 'city'),
      ]),
    );
    expect(played.meeple('k1')).toMatchObject({ feature: 'c7', kind: 'city' });
    expect(played.summary.openArrows.anywhere).toBe(0);
  });
});

describe('A1: the arrow tiles', () => {
  it('A1: 15 arrow tiles join the deck, 5 of each kind', () => {
    const { summary } = replayOk(game([]));
    expect(summary.deck.remaining).toBe(71 + 15);
    for (const kind of ['add', 'anywhere', 'extra']) {
      expect(summary.deck.next[`arrow-${kind}`]).toBeCloseTo(5 / 86, 9);
    }
    const five = Array.from({ length: 5 }, () => openArrow('add')).flat();
    expect(replayOk(game(five)).summary.openArrows.add).toBe(5);
    expectEventError(
      replayError(game([...five, draw('arrow-add')])),
      15,
      /no arrow-add tile is left/,
    );
  });

  it('A1: no arrow tiles without the expansion', () => {
    const error = replayError(record(['red', 'blue'], [], [draw('arrow-add')]));
    expectEventError(error, 0, /not in this game/);
  });
});

describe('A2, A3: placing an arrow tile', () => {
  it('A2: an open arrow scores 2 and stays on the board, open', () => {
    const played = replayOk(game([...openArrow('anywhere'), ...openArrow('anywhere')]));
    expect(scores(played)).toEqual({ red: 2, blue: 2 });
    expect(played.summary.openArrows.anywhere).toBe(2);
    expect(played.game.awards.map((a) => a.reason)).toEqual(['open-arrow', 'open-arrow']);
  });

  it('A2: an arrow tile must say where its arrow points; other tiles have no arrow', () => {
    expectEventError(
      replayError(game([draw('arrow-add'), place()])),
      1,
      /an arrow tile needs ownArrow/,
    );
    expectEventError(
      replayError(game([draw('U'), place({ ownArrow: 'open' })])),
      1,
      /ownArrow is only for arrow tiles; U has none/,
    );
  });

  it('A3: an arrow pointing at a neighbour activates its own action', () => {
    const played = replayOk(
      game([
        draw('arrow-anywhere'),
        place({ ownArrow: 'neighbour', activate: 'own' }),
        anywhere('r1', 'f1', 'field'),
      ]),
    );
    expect(played.game.turn.activated).toBe('anywhere');
    expect(played.meeple('r1')?.kind).toBe('field');
    expect(played.score('red')).toBe(0);
  });

  it('A3: a neighbour arrow needs activate; activate "own" needs a neighbour arrow', () => {
    const noActivate = [draw('arrow-add'), place({ ownArrow: 'neighbour' })];
    expectEventError(replayError(game(noActivate)), 1, /needs activate/);
    const ownOpen = [draw('arrow-add'), place({ ownArrow: 'open', activate: 'own' })];
    expectEventError(replayError(game(ownOpen)), 1, /activate "own" needs ownArrow "neighbour"/);
    const ownPlain = [draw('U'), place({ activate: 'own' })];
    expectEventError(replayError(game(ownPlain)), 1, /activate "own" needs ownArrow "neighbour"/);
  });
});

describe('A4, A5: activating arrows on the board', () => {
  it('A4: any tile placed where an open arrow points activates it and closes one arrow of that kind', () => {
    const played = replayOk(
      game([
        ...openArrow('add'),
        ...openArrow('add'),
        ...turn('E', deploy('k1', 'c1', 'city')),
        draw('U'),
        place({ activate: 'add' }),
      ]),
    );
    expect(played.summary.openArrows.add).toBe(1);
    expect(played.game.turn.activated).toBe('add');
  });

  it('A4: only an open arrow on the board can be activated', () => {
    expectEventError(
      replayError(game([draw('U'), place({ activate: 'add' })])),
      1,
      /no open add arrow is on the board/,
    );
    const closed = [
      ...openArrow('extra'),
      draw('U'),
      place({ activate: 'extra' }),
      endTurn,
      draw('V'),
      place({ activate: 'extra' }),
    ];
    expectEventError(replayError(game(closed)), closed.length - 1, /no open extra arrow/);
  });

  it('A5: an open arrow tile that activates another arrow still scores 2', () => {
    const played = replayOk(
      game([
        ...openArrow('add'),
        ...turn('E', deploy('b1', 'c1', 'city')),
        ...turn('U'),
        draw('arrow-anywhere'),
        place({ ownArrow: 'open', activate: 'add' }),
        add('b2', 'b1'),
      ]),
    );
    expect(scores(played)).toEqual({ red: 2, blue: 2 });
    expect(played.summary.openArrows).toEqual({ add: 0, anywhere: 1, extra: 0 });
    expect(played.meeple('b2')?.feature).toBe('c1');
  });

  it('A5: only one arrow is activated: choosing another spends the own arrow (it does not stay open)', () => {
    const chose = [
      ...openArrow('add'),
      draw('arrow-anywhere'),
      place({ ownArrow: 'neighbour', activate: 'add' }),
    ];
    const played = replayOk(game(chose));
    expect(played.game.turn.activated).toBe('add');
    expect(played.summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
    expectEventError(
      replayError(game([...chose, anywhere('b1', 'c1', 'city')])),
      chose.length,
      /needs the anywhere arrow activated this turn/,
    );
    expect(replayError(game([draw('U'), place({ activate: ['add', 'extra'] })]))).toMatch(
      /^event 1: place: activate/,
    );
  });

  it('A5: the other open arrows pointing at the square just filled are spent: closed, with no effect', () => {
    const board = [...openArrow('add'), ...openArrow('extra'), ...openArrow('extra')];
    const played = replayOk(
      game([...board, draw('U'), place({ activate: 'add', spent: ['extra', 'extra'] }), endTurn]),
    );
    expect(played.summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
    // The spent extra-turn arrows gave no extra turn: play passed on.
    expect(played.game.turn).toMatchObject({ player: 0, extra: false });
  });

  it('A5: a spent arrow can never be activated later', () => {
    const events = [
      ...openArrow('add'),
      ...openArrow('anywhere'),
      draw('U'),
      place({ activate: 'add', spent: ['anywhere'] }),
      endTurn,
      draw('V'),
      place({ activate: 'anywhere' }),
    ];
    expectEventError(replayError(game(events)), events.length - 1, /no open anywhere arrow/);
  });

  it('A5: spent needs activate, and as many open arrows of each kind as it names', () => {
    const board = [...openArrow('add'), ...openArrow('extra')];
    const n = board.length + 1;
    expectEventError(
      replayError(game([...board, draw('U'), place({ spent: ['extra'] })])),
      n,
      /arrows are spent only beside the one arrow activated \(A5\)/,
    );
    expectEventError(
      replayError(game([...board, draw('U'), place({ activate: 'add', spent: ['add'] })])),
      n,
      /more add arrows are spent than are open: 0 left once the activated one is closed \(A5\)/,
    );
    expectEventError(
      replayError(game([...board, draw('U'), place({ activate: 'extra', spent: ['extra'] })])),
      n,
      /more extra arrows are spent than are open: 0 left/,
    );
    expect(replayError(game([draw('U'), place({ activate: 'add', spent: 'add' })]))).toMatch(
      /^event 1: place: spent/,
    );
  });

  it('A5: with an arrow tile pointing at a neighbour over an open arrow, the one not chosen is spent', () => {
    const board = [...openArrow('extra')];
    const own = replayOk(
      game([
        ...board,
        draw('arrow-add'),
        place({ ownArrow: 'neighbour', activate: 'own', spent: ['extra'] }),
      ]),
    );
    expect(own.summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
    expect(own.game.turn.activated).toBe('add');
  });
});

describe('A6: the add arrow', () => {
  const setup = [
    ...turn('E', deploy('r1', 'c1', 'city')),
    ...turn('E', deploy('b1', 'c2', 'city')),
    ...openArrow('add'),
    ...openArrow('add'),
  ];
  const addTurn = (...middle: Ev[]) => [draw('U'), place({ activate: 'add' }), ...middle];

  it('A6: the added meeple joins the feature and counts twice for the majority', () => {
    const played = replayOk(
      game([
        ...setup,
        ...addTurn(add('r2', 'r1'), endTurn),
        { type: 'merge', features: ['c1', 'c2'] },
        ...turn('F', { type: 'score', feature: 'c1', tiles: 4 }),
      ]),
    );
    expect(scores(played)).toEqual({ red: 2 + 8, blue: 2 });
    expect(played.game.meeples).toEqual([]);
  });

  it('A6: only with the add arrow activated, only beside one of your own meeples', () => {
    const n = setup.length + 2;
    expectEventError(
      replayError(game([...setup, draw('U'), place(), add('r2', 'r1')])),
      n,
      /adding a meeple needs the add arrow activated this turn/,
    );
    expectEventError(
      replayError(game([...setup, ...addTurn(add('r2', 'b1'))])),
      n,
      /meeple b1 belongs to blue, not red/,
    );
    expectEventError(
      replayError(game([...setup, ...addTurn(add('r2', 'zz'))])),
      n,
      /meeple zz is not on the board/,
    );
    expectEventError(
      replayError(game([...setup, ...addTurn({ type: 'deploy', meeple: 'r2', via: 'add' })])),
      n,
      /needs beside/,
    );
  });

  it('A6, Ruling 3: an add arrow with no lone meeple of the player on the board adds nothing (void)', () => {
    expect(addArrowVoid(replayOk(game([draw('U'), place()])).game, 'red')).toBe('nothingBeside');
    expect(addArrowVoid(replayOk(game([...setup, draw('U'), place()])).game, 'red')).toBe(
      undefined,
    );
    // Ruling 3: red's only meeples stand as a pair: nothing can join them.
    const pair = [...setup, ...addTurn(add('r2', 'r1'), endTurn), ...turn('V'), draw('U'), place()];
    expect(addArrowVoid(replayOk(game(pair)).game, 'red')).toBe('onlyPairs');
  });

  it('A6, Ruling 8: an add arrow whose player has only an abbot on a garden adds nothing (void)', () => {
    const abbotOnGarden = [
      ...openArrow('anywhere'),
      ...openArrow('anywhere'),
      draw('U'),
      place({ activate: 'anywhere' }),
      anywhere('r1', 'g1', 'garden', { abbot: true }),
      endTurn,
      ...turn('V'),
      draw('U'),
      place(),
    ];
    expect(addArrowVoid(replayOk(game(abbotOnGarden, ['abbot'])).game, 'red')).toBe('onlyGarden');
  });

  it('A6: never a third: neither meeple of an added pair takes one more', () => {
    const pair = [...setup, ...addTurn(add('r2', 'r1'), endTurn), ...turn('V')];
    const n = pair.length + 2;
    expectEventError(
      replayError(game([...pair, ...addTurn(add('r3', 'r1'))])),
      n,
      /never adds a third/,
    );
    expectEventError(
      replayError(game([...pair, ...addTurn(add('r3', 'r2'))])),
      n,
      /never adds a third/,
    );
  });

  it('A6: once a partner has gone back to supply, the meeple left stands alone again', () => {
    const played = replayOk(
      game([
        ...setup,
        ...addTurn(add('r2', 'r1'), endTurn),
        { type: 'returnMeeple', meeple: 'r2' },
        ...turn('V'),
        ...addTurn(add('r3', 'r1')),
      ]),
    );
    expect(played.meeple('r3')).toMatchObject({ feature: 'c1', beside: 'r1' });
  });
});

describe('A7: the anywhere arrow', () => {
  const ready = [
    ...openArrow('anywhere'),
    ...openArrow('anywhere'),
    draw('U'),
    place({ activate: 'anywhere' }),
  ];

  it('A7: a meeple goes on any unoccupied feature of any kind, a field included', () => {
    for (const kind of ['city', 'road', 'monastery', 'field']) {
      const played = replayOk(game([...ready, anywhere('r1', 'x1', kind)]));
      expect(played.meeple('r1')).toMatchObject({ kind, feature: 'x1' });
    }
  });

  it('A7: an abbot may go anywhere on a monastery or garden', () => {
    const played = replayOk(
      game([...ready, anywhere('r1', 'g1', 'garden', { abbot: true })], ['abbot']),
    );
    expect(played.player('red').abbot).toBe('board');
  });

  it('A7: only with the anywhere arrow activated, and only on a new, unoccupied feature', () => {
    const plain = [...openArrow('anywhere'), draw('U'), place(), anywhere('r1', 'x1', 'city')];
    expectEventError(replayError(game(plain)), 5, /needs the anywhere arrow activated/);
    const taken = [
      ...turn('E', deploy('r0', 'c1', 'city')),
      ...ready.slice(0, 3),
      ...turn('U'),
      draw('V'),
      place({ activate: 'anywhere' }),
      anywhere('r1', 'c1', 'city'),
    ];
    expectEventError(replayError(game(taken)), taken.length - 1, /feature id c1 is already used/);
  });
});

describe('A8: the extra-turn arrow', () => {
  it('A8: after this turn the same player takes one more full turn, then play passes on', () => {
    const events = [
      draw('arrow-extra'),
      place({ ownArrow: 'neighbour', activate: 'own' }),
      endTurn,
    ];
    const extra = replayOk(game(events));
    expect(extra.summary.turn).toEqual({ number: 2, player: 'red', extra: true });
    const after = replayOk(game([...events, ...turn('U')]));
    expect(after.summary.turn).toEqual({ number: 3, player: 'blue', extra: false });
  });

  it('A8: activating extra turn during the extra turn has no effect: never a third turn in a row', () => {
    const played = replayOk(
      game([
        draw('arrow-extra'),
        place({ ownArrow: 'neighbour', activate: 'own' }),
        endTurn,
        draw('arrow-extra'),
        place({ ownArrow: 'neighbour', activate: 'own' }),
        endTurn,
      ]),
    );
    expect(played.summary.turn).toEqual({ number: 3, player: 'blue', extra: false });
  });

  it('A8: the other arrows work as usual in the extra turn', () => {
    const played = replayOk(
      game([
        ...openArrow('anywhere'),
        draw('arrow-extra'),
        place({ ownArrow: 'neighbour', activate: 'own' }),
        endTurn,
        draw('U'),
        place({ activate: 'anywhere' }),
        anywhere('b1', 'c1', 'city'),
        endTurn,
      ]),
    );
    expect(played.meeple('b1')?.feature).toBe('c1');
    expect(played.summary.turn).toMatchObject({ player: 'red', extra: false });
  });
});

describe('Ruling 7: an arrow tile whose own arrow is not activated scores 2', () => {
  it('Ruling 7: it points at nothing: 2 points, and it stays open (A2)', () => {
    const played = replayOk(game([draw('arrow-add'), place({ ownArrow: 'open' })]));
    expect(scores(played)).toEqual({ red: 2, blue: 0 });
    expect(played.summary.openArrows.add).toBe(1);
  });

  it('Ruling 7: it points at a neighbour while the player activates another arrow: 2 points, and it is spent', () => {
    const played = replayOk(
      game([
        ...openArrow('anywhere'),
        draw('arrow-extra'),
        place({ ownArrow: 'neighbour', activate: 'anywhere' }),
      ]),
    );
    expect(scores(played)).toEqual({ red: 2, blue: 2 });
    expect(played.summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
    expect(played.game.turn.activated).toBe('anywhere');
  });

  it('Ruling 7: its own arrow activated: no points', () => {
    const played = replayOk(
      game([
        ...turn('E', deploy('r1', 'c1', 'city')),
        draw('arrow-add'),
        place({ ownArrow: 'neighbour', activate: 'own' }),
      ]),
    );
    expect(scores(played)).toEqual({ red: 0, blue: 0 });
  });
});

describe('A5, Ruling 7 in the history', () => {
  it('A5, Ruling 7: the history says which arrow was activated, that the own arrow is spent (+2), and how many others were spent', () => {
    const game = replayOk(
      record(['red', 'blue'], AN, [
        ...openArrow('add'),
        ...openArrow('extra'),
        draw('arrow-anywhere'),
      ]),
    ).game;
    expect(
      describeEvent(game, {
        type: 'place',
        ownArrow: 'neighbour',
        activate: 'add',
        spent: ['extra'],
      }),
    ).toBe(
      'RED placed the tile, its own arrow is spent (+2), and activated an open add arrow; open arrows spent with no effect: 1',
    );
  });
});
