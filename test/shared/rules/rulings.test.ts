import { describe, expect, it } from 'vitest';
import { meeplesSideBySide } from '../../../src/shared/game/gameContext';
import { drawableTiles, type Expansion } from '../../../src/shared/tiles/catalog';
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

const game3 = (expansions: Expansion[], events: Ev[]) =>
  record(['ana', 'ben', 'cleo'], expansions, events);
const protect = (meeple: string): Ev => ({ type: 'protect', meeple });
const checked = (played: ReturnType<typeof replayOk>) =>
  played.game.revolt?.checks.map((c) => c.player);

function expectEventError(error: string, index: number, reason: RegExp) {
  expect(error.startsWith(`event ${index}: `), error).toBe(true);
  expect(error).toMatch(reason);
}

describe('Ruling 1: monastery revolts and abbots', () => {
  const PRA: Expansion[] = ['peasant-revolts', 'abbot'];
  const board = [
    ...turn('Ug', deploy('ana-abbot', 'g1', 'garden', { abbot: true })),
    ...turn('B', deploy('ben-monk', 'm1', 'monastery')),
    ...turn('A', deploy('cleo-abbot', 'm2', 'monastery', { abbot: true, protect: true })),
  ];

  it('Ruling 1: an abbot on a garden is not affected; a monk on a monastery is', () => {
    const played = replayOk(game3(PRA, [...board, draw('revolt-monastery')]));
    expect(checked(played)).toEqual(['ana', 'ben']);
    expect(played.meeple('ana-abbot')).toBeDefined();
    expect(played.meeple('ben-monk')).toBeUndefined();
  });

  it('Ruling 1: an abbot on a monastery is affected; protected (for 4, like any non-farmer) it scores 2 and stays', () => {
    const played = replayOk(
      game3(PRA, [...board, ...turn('U'), ...turn('U'), draw('revolt-monastery')]),
    );
    expect(checked(played)).toEqual(['cleo', 'ana', 'ben']);
    expect(played.meeple('cleo-abbot')?.protected).toBe(true);
    expect(scores(played)).toEqual({ ana: 0, ben: 0, cleo: -4 + 2 });
    expect(played.player('ana').abbot).toBe('board');
    expect(played.player('ben').supply).toBe(7);
  });

  it('Ruling 1: an unprotected abbot on a monastery goes back to supply in a monastery revolt', () => {
    const played = replayOk(
      game3(PRA, [
        ...turn('A', deploy('ana-abbot', 'm1', 'monastery', { abbot: true })),
        ...turn('U'),
        ...turn('U'),
        draw('revolt-monastery'),
      ]),
    );
    expect(checked(played)).toEqual(['ana']);
    expect(played.player('ana')).toMatchObject({ abbot: 'supply', supply: 7 });
  });

  it('Ruling 1: a standing abbot can be protected for 2', () => {
    const played = replayOk(
      game3(PRA, [
        ...turn('Ug', deploy('ana-abbot', 'g1', 'garden', { abbot: true })),
        ...turn('U'),
        ...turn('U'),
        ...turn('U', protect('ana-abbot')),
      ]),
    );
    expect(played.meeple('ana-abbot')?.protected).toBe(true);
    expect(played.score('ana')).toBe(-2);
  });
});

describe('Ruling 2: the 2-point protection', () => {
  const ALL: Expansion[] = ['peasant-revolts', 'anniversary', 'abbot'];
  const standing = [
    ...turn('E', deploy('a1', 'c1', 'city')),
    draw('arrow-anywhere'),
    place({ ownArrow: 'open' }),
    endTurn,
    draw('arrow-add'),
    place({ ownArrow: 'open' }),
    endTurn,
  ];

  it('Ruling 2: not on a turn with a meeple placed on the tile, through an arrow, or an abbot recalled', () => {
    const onTile = [draw('U'), place(), deploy('a2', 'r1', 'road')];
    const anywhere = [
      draw('U'),
      place({ activate: 'anywhere' }),
      deploy('a2', 'r1', 'road', { via: 'anywhere' }),
    ];
    const add = [
      draw('U'),
      place({ activate: 'add' }),
      { type: 'deploy', meeple: 'a2', via: 'add', beside: 'a1' },
    ];
    for (const middle of [onTile, anywhere, add]) {
      expect(replayOk(game3(ALL, [...standing, ...middle])).meeple('a2')).toBeDefined();
      const events = [...standing, ...middle, protect('a1')];
      expectEventError(
        replayError(game3(ALL, events)),
        events.length - 1,
        /protect is out of its phase/,
      );
    }
    const recall = [
      ...turn('A', deploy('a1', 'm1', 'monastery', { abbot: true })),
      ...turn('U'),
      ...turn('U'),
      draw('U'),
      place(),
      { type: 'recall', meeple: 'a1', tiles: 4 },
      protect('a1'),
    ];
    expectEventError(
      replayError(game3(ALL, recall)),
      recall.length - 1,
      /protect is out of its phase/,
    );
  });

  it('Ruling 2: it needs no meeple in supply', () => {
    const events: Ev[] = [];
    const pool = ['U', 'V', 'W', 'J', 'K', 'L', 'P'];
    for (const [i, tile] of pool.entries())
      events.push(...turn(tile, deploy(`a${i}`, `c${i}`, 'city')), ...turn(tile));
    events.push(draw('E'), place(), protect('a3'));
    const played = replayOk(record(['ana', 'ben'], ['peasant-revolts'], events));
    expect(played.player('ana').supply).toBe(0);
    expect(played.meeple('a3')?.protected).toBe(true);
    expect(played.score('ana')).toBe(-2);
  });

  it('Ruling 2: the protection comes in the meeple phase, before any scoring', () => {
    const events = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      ...turn('U', deploy('b1', 'r1', 'road')),
      ...turn('U'),
      draw('V'),
      place(),
      { type: 'score', feature: 'r1', tiles: 3 },
      protect('a1'),
    ];
    expectEventError(
      replayError(game3(['peasant-revolts'], events)),
      events.length - 1,
      /protect is out of its phase/,
    );
  });
});

describe('Ruling 3: crop circle deployments and the two-side-by-side limit', () => {
  const ANC: Expansion[] = ['anniversary', 'crop-circles-1'];
  const pair = [
    ...turn('E', deploy('a1', 'c1', 'city')),
    draw('arrow-add'),
    place({ ownArrow: 'open' }),
    endTurn,
    ...turn('U'),
    draw('N'),
    place({ activate: 'add' }),
    { type: 'deploy', meeple: 'a2', via: 'add', beside: 'a1' },
    endTurn,
  ];

  it('Ruling 3: a crop circle may deploy beside a pair made by an add arrow: it joins the feature and stands beside', () => {
    const played = replayOk(
      game3(ANC, [
        ...pair,
        ...turn('U'),
        draw('crop1-knight'),
        place(),
        { type: 'cropCircle', choice: 'deploy' },
        { type: 'cropDeploy', player: 'ana', meeple: 'a3', beside: 'a2' },
      ]),
    );
    expect(played.game.meeples.filter((m) => m.feature === 'c1').map((m) => m.id)).toEqual([
      'a1',
      'a2',
      'a3',
    ]);
    expect(played.meeple('a3')?.beside).toBe('a2');
  });

  /** Ana's a1 and a2 set side by side by a crop circle; an add arrow stays open for her. */
  const cropPair = [
    ...turn('E', deploy('a1', 'c1', 'city')),
    draw('arrow-add'),
    place({ ownArrow: 'open' }),
    endTurn,
    draw('crop1-knight'),
    place(),
    { type: 'cropCircle', choice: 'deploy' },
    { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1' },
    endTurn,
  ];

  it('Ruling 3: an add arrow never joins a meeple that a crop circle set beside another (either of the two)', () => {
    for (const beside of ['a1', 'a2']) {
      const events = [
        ...cropPair,
        draw('U'),
        place({ activate: 'add' }),
        { type: 'deploy', meeple: 'a3', via: 'add', beside },
      ];
      expectEventError(
        replayError(game3(ANC, events)),
        events.length - 1,
        new RegExp(`meeple ${beside} already stands beside another: .*\\(A6, Ruling 3\\)`),
      );
    }
  });

  it('Ruling 3: once one of the pair has left the board, the other can take a partner again', () => {
    const played = replayOk(
      game3(ANC, [
        ...cropPair,
        { type: 'returnMeeple', meeple: 'a2' },
        draw('U'),
        place({ activate: 'add' }),
        { type: 'deploy', meeple: 'a3', via: 'add', beside: 'a1' },
      ]),
    );
    expect(played.meeple('a3')).toMatchObject({ feature: 'c1', beside: 'a1' });
    expect([...meeplesSideBySide(played.game.meeples)].sort()).toEqual(['a1', 'a3']);
  });

  it('Ruling 3: a crop circle deploy stays unlimited: a third and a fourth beside the same meeple', () => {
    const played = replayOk(
      game3(
        ['crop-circles-1'],
        [
          ...turn('E', deploy('a1', 'c1', 'city')),
          draw('crop1-knight'),
          place(),
          { type: 'cropCircle', choice: 'deploy' },
          { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1' },
          endTurn,
          ...turn('U'),
          ...turn('U'),
          draw('crop1-knight'),
          place(),
          { type: 'cropCircle', choice: 'deploy' },
          { type: 'cropDeploy', player: 'ana', meeple: 'a3', beside: 'a1' },
        ],
      ),
    );
    expect(played.game.meeples.map((m) => m.id)).toEqual(['a1', 'a2', 'a3']);
    expect(played.player('ana').supply).toBe(4);
  });
});

describe('Ruling 4: unplaceable arrow and crop circle tiles', () => {
  it('Ruling 4: an unplaceable arrow tile scores nothing and activates nothing', () => {
    const events = [draw('arrow-extra'), { type: 'discard' }, draw('U'), place(), endTurn];
    const played = replayOk(game3(['anniversary'], events));
    expect(played.score('ana')).toBe(0);
    expect(played.summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
    expect(played.summary.turn).toMatchObject({ player: 'ben', extra: false });
    const own = [draw('arrow-extra'), { type: 'discard' }, draw('U'), place({ ownArrow: 'open' })];
    expectEventError(
      replayError(game3(['anniversary'], own)),
      3,
      /ownArrow is only for arrow tiles/,
    );
  });

  it('Ruling 4: an unplaceable crop circle tile triggers no crop circle action', () => {
    const events = [draw('crop1-knight'), { type: 'discard' }, draw('U'), place()];
    expect(replayOk(game3(['crop-circles-1'], [...events, endTurn])).summary.turn.player).toBe(
      'ben',
    );
    const circle = [...events, { type: 'cropCircle', choice: 'remove' }];
    expectEventError(replayError(game3(['crop-circles-1'], circle)), 4, /has no crop circle/);
  });
});

/** Every drawable tile once, as one turn each, ending with `last`. */
function wholeDeck(expansions: Expansion[], last: Ev[]): Ev[] {
  const tiles = Object.entries(drawableTiles('C3', expansions)).flatMap(
    ([id, n]) => Array(n).fill(id) as string[],
  );
  const lastTile = String(last[0]?.tile);
  tiles.splice(tiles.indexOf(lastTile), 1);
  return [
    ...tiles.flatMap((tile) =>
      tile.startsWith('arrow-') ? [draw(tile), place({ ownArrow: 'open' }), endTurn] : turn(tile),
    ),
    ...last,
  ];
}

describe('Ruling 5: the end of the game', () => {
  it('Ruling 5: the game ends after the turn in which the last tile is drawn and placed', () => {
    const events = wholeDeck([], turn('X'));
    expect(events.filter((e) => e.type === 'draw')).toHaveLength(71);
    const before = replayOk(record(['ana', 'ben'], [], events.slice(0, -1)));
    expect(before.summary).toMatchObject({ status: 'playing', deck: { remaining: 0, next: {} } });
    const played = replayOk(record(['ana', 'ben'], [], events));
    expect(played.summary.status).toBe('final-scoring');
    expect(played.summary.turn).toEqual({ number: 71, player: 'ana', extra: false });
    expectEventError(
      replayError(record(['ana', 'ben'], [], [...events, draw('U')])),
      events.length,
      /draw is out of its phase/,
    );
  });

  it('Ruling 5: the last tile removed as unplaceable also ends the game', () => {
    const events = wholeDeck([], [draw('X'), { type: 'discard' }, endTurn]);
    expect(replayOk(record(['ana', 'ben'], [], events)).summary.status).toBe('final-scoring');
  });

  it('Ruling 5: a pending extra turn is lost when the deck is empty', () => {
    const last = [draw('arrow-extra'), place({ ownArrow: 'neighbour', activate: 'own' }), endTurn];
    const events = wholeDeck(['anniversary'], last);
    const played = replayOk(record(['ana', 'ben'], ['anniversary'], events));
    expect(played.summary.status).toBe('final-scoring');
    expect(played.summary.turn.extra).toBe(false);
  });

  it('Ruling 5: players may end early; final scoring follows', () => {
    const events = [...turn('U', deploy('a1', 'r1', 'road')), { type: 'endGame' }];
    const played = replayOk(game3([], events));
    expect(played.summary.status).toBe('final-scoring');
    const done = replayOk(
      game3([], [...events, { type: 'finalScore', feature: 'r1', tiles: 2 }, { type: 'finish' }]),
    );
    expect(done.summary.status).toBe('finished');
    expect(done.score('ana')).toBe(2);
    const mid = [draw('U'), { type: 'endGame' }];
    expectEventError(replayError(game3([], mid)), 1, /endGame is out of its phase/);
  });
});

describe('Ruling 6: the revolt follows seating order from the drawer', () => {
  it('Ruling 6: during an extra turn the drawer is checked first; all-protected scores and passes on', () => {
    const played = replayOk(
      game3(
        ['peasant-revolts', 'anniversary'],
        [
          ...turn('U', deploy('a1', 'r1', 'road', { protect: true })),
          ...turn('U', deploy('b1', 'r2', 'road')),
          ...turn('U', deploy('c1', 'r3', 'road')),
          draw('arrow-extra'),
          place({ ownArrow: 'neighbour', activate: 'own' }),
          endTurn,
          draw('revolt-road'),
        ],
      ),
    );
    expect(played.summary.turn).toMatchObject({ player: 'ana', extra: true });
    expect(checked(played)).toEqual(['ana', 'ben']);
    expect(played.game.revolt?.order).toEqual([0, 1, 2]);
    expect(scores(played)).toEqual({ ana: -4 + 2, ben: 0, cleo: 0 });
    expect(played.meeple('b1')).toBeUndefined();
    expect(played.meeple('c1')).toBeDefined();
  });

  it('Ruling 6: a drawer with one protected and one unprotected meeple scores 2 and stops the revolt', () => {
    const played = replayOk(
      game3(
        ['peasant-revolts'],
        [
          ...turn('U', deploy('a1', 'r1', 'road', { protect: true })),
          ...turn('U', deploy('b1', 'r2', 'road')),
          ...turn('U'),
          ...turn('U', deploy('a2', 'r3', 'road')),
          ...turn('U'),
          ...turn('U'),
          draw('revolt-road'),
        ],
      ),
    );
    expect(checked(played)).toEqual(['ana']);
    expect(played.score('ana')).toBe(-4 + 2);
    expect(played.meeple('a1')).toBeDefined();
    expect(played.meeple('a2')).toBeUndefined();
    expect(played.meeple('b1')).toBeDefined();
  });
});

describe('Ruling 8: the add arrow and the abbot', () => {
  const AA: Expansion[] = ['anniversary', 'abbot'];
  /** Ana's abbot on monastery k1 and her monk on monastery k2, an add arrow open for her. */
  const board = [
    ...turn('B', deploy('ab', 'k1', 'monastery', { abbot: true })),
    ...turn('U'),
    ...turn('U'),
    ...turn('B', deploy('mk', 'k2', 'monastery')),
    draw('arrow-add'),
    place({ ownArrow: 'open' }),
    endTurn,
    ...turn('U'),
  ];
  const addBeside = (beside: string, fields: Record<string, unknown> = {}) => [
    draw('U'),
    place({ activate: 'add' }),
    { type: 'deploy', meeple: 'a9', via: 'add', beside, ...fields },
  ];

  it('Ruling 8: a monk may join the abbot on a monastery', () => {
    const played = replayOk(game3(AA, [...board, ...addBeside('ab')]));
    expect(played.meeple('a9')).toMatchObject({ feature: 'k1', kind: 'monastery', abbot: false });
  });

  it('Ruling 8: the abbot may join a monk on a monastery', () => {
    const played = replayOk(
      game3(AA, [
        ...turn('B', deploy('mk', 'k2', 'monastery')),
        draw('arrow-add'),
        place({ ownArrow: 'open' }),
        endTurn,
        ...turn('U'),
        ...addBeside('mk', { abbot: true }),
      ]),
    );
    expect(played.meeple('a9')).toMatchObject({ feature: 'k2', abbot: true });
    expect(played.player('ana').abbot).toBe('board');
  });

  it('Ruling 8: recalling the abbot leaves the monk beside it on the board, alone again', () => {
    const events = [...board, ...addBeside('ab'), endTurn, ...turn('U'), ...turn('U')];
    const played = replayOk(
      game3(AA, [...events, draw('U'), place(), { type: 'recall', meeple: 'ab', tiles: 5 }]),
    );
    expect(played.meeple('ab')).toBeUndefined();
    expect(played.meeple('a9')).toMatchObject({ feature: 'k1', kind: 'monastery' });
    expect(meeplesSideBySide(played.game.meeples).size).toBe(0);
  });

  it('Ruling 8: nothing is added beside an abbot on a garden', () => {
    const events = [
      ...turn('Ug', deploy('ab', 'g1', 'garden', { abbot: true })),
      draw('arrow-add'),
      place({ ownArrow: 'open' }),
      endTurn,
      ...turn('U'),
      ...addBeside('ab'),
    ];
    expectEventError(
      replayError(game3(AA, events)),
      events.length - 1,
      /nothing is added beside an abbot on a garden \(Ruling 8\)/,
    );
  });
});

describe('Ruling 9: protection only with The Peasant Revolts', () => {
  const ruling9 = /protection exists only in a game with The Peasant Revolts \(Ruling 9\)/;

  it('Ruling 9: no protected deploy, no protect, no protected crop circle deploy without the Revolts', () => {
    const deployed = [draw('E'), place(), deploy('a1', 'c1', 'city', { protect: true })];
    expectEventError(replayError(game3(['anniversary'], deployed)), 2, ruling9);

    const standing = [...turn('E', deploy('a1', 'c1', 'city')), ...turn('U'), ...turn('U')];
    const protectEvents = [...standing, draw('U'), place(), protect('a1')];
    expectEventError(replayError(game3([], protectEvents)), protectEvents.length - 1, ruling9);

    const crop = [
      ...turn('U'),
      ...turn('E', deploy('b1', 'c1', 'city')),
      ...turn('U'),
      draw('crop1-knight'),
      place(),
      deploy('a1', 'c2', 'city'),
      { type: 'cropCircle', choice: 'deploy' },
      { type: 'cropDeploy', player: 'ben', meeple: 'b2', beside: 'b1' },
      { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1', protect: true },
    ];
    expectEventError(replayError(game3(['crop-circles-1'], crop)), crop.length - 1, ruling9);
  });

  it('Ruling 9: the same protections are allowed with the Revolts', () => {
    const played = replayOk(
      game3(
        ['peasant-revolts'],
        [draw('E'), place(), deploy('a1', 'c1', 'city', { protect: true })],
      ),
    );
    expect(played.meeple('a1')?.protected).toBe(true);
  });
});
