import { describe, expect, it } from 'vitest';
import {
  canActInCropRound,
  cropRoundOrder,
  FOLLOWER_KIND,
} from '../../../src/shared/rules/cropCircle';
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

const CC: Expansion[] = ['crop-circles-1', 'crop-circles-2'];
/** Seating of both worked examples: green sits left of red, blue left of green. */
const rgb = (events: Ev[], more: Expansion[] = []) =>
  record(['red', 'green', 'blue'], [...CC, ...more], events);
const game4 = (events: Ev[]) => record(['ana', 'ben', 'cleo', 'dan'], CC, events);
const circle = (choice: 'deploy' | 'remove'): Ev => ({ type: 'cropCircle', choice });
const cropDeploy = (
  player: string,
  meeple: string,
  beside: string,
  fields: Record<string, unknown> = {},
): Ev => ({
  type: 'cropDeploy',
  player,
  meeple,
  beside,
  ...fields,
});
const cropPass = (player: string): Ev => ({ type: 'cropPass', player });
const cropRemove = (player: string, meeple: string): Ev => ({ type: 'cropRemove', player, meeple });

function expectEventError(error: string, index: number, reason: RegExp) {
  expect(error.startsWith(`event ${index}: `), error).toBe(true);
  expect(error).toMatch(reason);
}

describe('Crop Circles: worked examples of the rules', () => {
  const exampleA = [
    ...turn('E', deploy('red-topleft', 'c1', 'city')),
    ...turn('E', deploy('green-k', 'c2', 'city')),
    ...turn('U', deploy('blue-thief', 'r1', 'road')),
    draw('crop1-knight'),
    place(),
    deploy('red-new', 'c3', 'city'),
    circle('deploy'),
    cropDeploy('green', 'green-k2', 'green-k'),
  ];

  it('Crop Circles example A: RED shield, GREEN deploys a second knight, BLUE has none and is passed over, RED deploys last', () => {
    const played = replayOk(rgb([...exampleA, cropDeploy('red', 'red-k2', 'red-new'), endTurn]));
    expect(played.meeple('green-k2')).toMatchObject({
      feature: 'c2',
      kind: 'city',
      player: 'green',
    });
    expect(played.meeple('red-k2')).toMatchObject({ feature: 'c3', kind: 'city', player: 'red' });
    expect(played.summary.players.map((p) => p.supply)).toEqual([7 - 3, 7 - 2, 7 - 1]);
    expect(played.summary.turn.player).toBe('green');
  });

  it('Crop Circles example A: RED could also deploy beside the knight on the top left tile, but BLUE cannot act', () => {
    const played = replayOk(rgb([...exampleA, cropDeploy('red', 'red-k2', 'red-topleft')]));
    expect(played.meeple('red-k2')?.feature).toBe('c1');
    expectEventError(
      replayError(rgb([...exampleA, cropPass('blue')])),
      exampleA.length,
      /it is red's move/,
    );
    expectEventError(
      replayError(rgb([...exampleA, cropDeploy('blue', 'blue-k', 'blue-thief')])),
      exampleA.length,
      /it is red's move in the crop circle round, not blue's/,
    );
  });

  const exampleB = [
    ...turn('U', deploy('red-farmer', 'f1', 'field')),
    ...turn('U'),
    ...turn('U', deploy('blue-farmer', 'f2', 'field')),
    ...turn('U'),
    draw('crop1-farmer'),
    place(),
    deploy('green-k', 'c1', 'city'),
    { type: 'score', feature: 'c1', tiles: 3, pennants: 0 },
    circle('remove'),
  ];

  it('Crop Circles example B: GREEN pitchfork, scores a city 6 first; BLUE and RED remove farmers; GREEN has none and is passed over', () => {
    const played = replayOk(
      rgb([
        ...exampleB,
        cropRemove('blue', 'blue-farmer'),
        cropRemove('red', 'red-farmer'),
        endTurn,
      ]),
    );
    expect(scores(played)).toEqual({ red: 0, green: 6, blue: 0 });
    expect(played.game.meeples).toEqual([]);
    expect(played.summary.players.map((p) => p.supply)).toEqual([7, 7, 7]);
    expect(played.summary.turn.player).toBe('blue');
  });

  it('Crop Circles example B: the removal is not optional, and goes in order', () => {
    const n = exampleB.length;
    expectEventError(
      replayError(rgb([...exampleB, cropPass('blue')])),
      n,
      /this crop circle round removes followers/,
    );
    expectEventError(
      replayError(rgb([...exampleB, cropRemove('red', 'red-farmer')])),
      n,
      /it is blue's move/,
    );
    expectEventError(replayError(rgb([...exampleB, endTurn])), n, /endTurn is out of its phase/);
  });
});

describe('C1: the crop circle tiles and their followers', () => {
  it('C1: pitchfork moves farmers, club thieves on roads, shield knights in cities', () => {
    expect(FOLLOWER_KIND).toEqual({ pitchfork: 'field', club: 'road', shield: 'city' });
  });

  it('C1: each set adds 6 tiles, 2 of each symbol', () => {
    const one = replayOk(record(['a', 'b'], ['crop-circles-1'], []));
    expect(one.summary.deck.remaining).toBe(77);
    for (const id of ['crop1-knight', 'crop1-farmer', 'crop1-thief']) {
      expect(one.summary.deck.next[id]).toBeCloseTo(2 / 77, 9);
    }
    const error = replayError(record(['a', 'b'], ['crop-circles-1'], [draw('crop2-thief')]));
    expectEventError(error, 0, /belongs to crop-circles-2, which is not in this game/);
  });

  it('C1: a club round moves thieves only: a knight is not a thief', () => {
    const club = (green: Ev[]) => [
      ...turn('E', deploy('red-k', 'c1', 'city')),
      ...turn('U', deploy('green-t', 'r1', 'road')),
      ...turn('U'),
      ...turn('U'),
      ...turn('E', deploy('green-k', 'c2', 'city')),
      ...turn('U'),
      draw('crop2-thief'),
      place(),
      circle('deploy'),
      ...green,
    ];
    const played = replayOk(rgb(club([cropDeploy('green', 'green-t2', 'green-t')])));
    expect(played.meeple('green-t2')).toMatchObject({ kind: 'road', feature: 'r1' });
    // Blue has no follower, red only a knight: after green, the round is over.
    expect(played.snapshot.matches({ play: 'turnEnding' })).toBe(true);
    const wrong = club([cropDeploy('green', 'green-k2', 'green-k')]);
    expectEventError(replayError(rgb(wrong)), wrong.length - 1, /meeple green-k is not a thief/);
  });
});

describe('C2: a normal turn first, then the choice', () => {
  const placed = [
    ...turn('E', deploy('red-k', 'c1', 'city')),
    ...turn('U'),
    ...turn('U'),
    draw('crop1-knight'),
    place(),
  ];

  it('C2: the drawer places, deploys and scores first, then must choose before the turn ends', () => {
    const n = placed.length;
    expectEventError(replayError(rgb([...placed, endTurn])), n, /cropCircle comes before endTurn/);
    const after = [...placed, circle('deploy')];
    expectEventError(
      replayError(rgb([...after, deploy('x', 'c9', 'city')])),
      n + 1,
      /deploy is out of its phase/,
    );
    const score = { type: 'score', feature: 'c1', tiles: 2 };
    expectEventError(replayError(rgb([...after, score])), n + 1, /score is out of its phase/);
  });

  it('C2: only a placed crop circle tile gives a crop circle round', () => {
    expectEventError(
      replayError(rgb([draw('U'), place(), circle('remove')])),
      2,
      /has no crop circle/,
    );
    expectEventError(
      replayError(rgb([draw('crop1-knight'), circle('remove')])),
      1,
      /cropCircle is out of its phase/,
    );
    const twice = [...placed, circle('remove'), cropRemove('red', 'red-k'), circle('remove')];
    expect(replayError(rgb(twice))).toMatch(/^event \d+: cropCircle is out of its phase/);
  });
});

describe('C3: round order and actions', () => {
  const knights = [
    ...turn('E', deploy('a1', 'c1', 'city')),
    ...turn('E', deploy('b1', 'c2', 'city')),
    ...turn('E', deploy('c1', 'c3', 'city')),
    ...turn('E', deploy('d1', 'c4', 'city')),
    draw('crop1-knight'),
    place(),
    circle('deploy'),
  ];

  it('C3: from the active player’s left round the table, the active player last', () => {
    expect(cropRoundOrder(4, 0)).toEqual([1, 2, 3, 0]);
    expect(cropRoundOrder(3, 2)).toEqual([0, 1, 2]);
    const played = replayOk(
      game4([
        ...knights,
        cropDeploy('ben', 'b2', 'b1'),
        cropPass('cleo'),
        cropDeploy('dan', 'd2', 'd1'),
        cropDeploy('ana', 'a2', 'a1'),
        endTurn,
      ]),
    );
    expect(played.game.crop).toBeNull();
    expect(played.game.meeples.map((m) => `${m.id}@${m.feature}`).sort()).toEqual(
      ['a1@c1', 'a2@c1', 'b1@c2', 'b2@c2', 'c1@c3', 'd1@c4', 'd2@c4'].sort(),
    );
  });

  it('C3: a player may deploy only beside their own follower, in turn', () => {
    const n = knights.length;
    expectEventError(
      replayError(game4([...knights, cropDeploy('ana', 'a2', 'a1')])),
      n,
      /it is ben's move/,
    );
    expectEventError(
      replayError(game4([...knights, cropDeploy('ben', 'b2', 'a1')])),
      n,
      /belongs to ana, not ben/,
    );
    expectEventError(
      replayError(game4([...knights, cropDeploy('ben', 'b1', 'b1')])),
      n,
      /meeple id b1 is already used/,
    );
    expectEventError(
      replayError(game4([...knights, cropDeploy('zed', 'z', 'b1')])),
      n,
      /unknown player zed/,
    );
    expectEventError(
      replayError(game4([...knights, cropRemove('ben', 'b1')])),
      n,
      /this crop circle round deploys followers/,
    );
  });

  it('C3: a removal returns one of the player’s own followers of the type', () => {
    const remove = [...knights.slice(0, -1), circle('remove')];
    const n = remove.length;
    expectEventError(
      replayError(game4([...remove, cropRemove('ben', 'a1')])),
      n,
      /belongs to ana, not ben/,
    );
    const played = replayOk(game4([...remove, cropRemove('ben', 'b1'), cropRemove('cleo', 'c1')]));
    expect(played.meeple('b1')).toBeUndefined();
    expect(played.player('ben').supply).toBe(7);
  });
});

describe('C4: players who cannot act are passed over', () => {
  it('C4: canActInCropRound needs a follower on the board, and for a deployment a meeple in supply', () => {
    expect(canActInCropRound('deploy', 1, 1)).toBe(true);
    expect(canActInCropRound('deploy', 1, 0)).toBe(false);
    expect(canActInCropRound('deploy', 0, 5)).toBe(false);
    expect(canActInCropRound('remove', 1, 0)).toBe(true);
    expect(canActInCropRound('remove', 0, 7)).toBe(false);
  });

  it('C4: a player with an empty supply is passed over in a deployment round', () => {
    const events: Ev[] = [];
    const pool = ['U', 'V', 'W', 'J', 'K', 'L', 'P'];
    for (const [i, tile] of pool.entries())
      events.push(...turn(tile), ...turn(tile, deploy(`b${i}`, `c${i}`, 'city')));
    events.push(
      ...turn('E', deploy('a1', 'x1', 'city')),
      ...turn('E'),
      draw('crop1-knight'),
      place(),
      circle('deploy'),
    );
    const played = replayOk(record(['ana', 'ben'], CC, events));
    expect(played.player('ben').supply).toBe(0);
    expect(played.game.crop?.order[played.game.crop.position]).toBe(0);
    const n = events.length;
    expectEventError(
      replayError(record(['ana', 'ben'], CC, [...events, cropPass('ben')])),
      n,
      /it is ana's move/,
    );
  });

  it('C4: when nobody can act the round is over at once', () => {
    const played = replayOk(rgb([draw('crop1-farmer'), place(), circle('remove'), endTurn]));
    expect(played.summary.turn.player).toBe('green');
    expectEventError(
      replayError(rgb([draw('crop1-farmer'), place(), circle('remove'), cropRemove('green', 'x')])),
      3,
      /cropRemove is out of its phase/,
    );
  });
});

describe('C5: pending parts of the turn continue after the round', () => {
  it('C5: an extra turn activated on the crop circle tile follows the round', () => {
    const played = replayOk(
      rgb(
        [
          draw('arrow-extra'),
          place({ ownArrow: 'open' }),
          endTurn,
          ...turn('E', deploy('green-k', 'c1', 'city')),
          draw('crop2-knight'),
          place({ activate: 'extra' }),
          circle('deploy'),
          cropDeploy('green', 'green-k2', 'green-k'),
          endTurn,
        ],
        ['anniversary'],
      ),
    );
    expect(played.summary.turn).toEqual({ number: 4, player: 'blue', extra: true });
    expect(played.game.crop).toBeNull();
  });

  it('C5: after the round the turn waits for its end; nothing of the next turn comes first', () => {
    const events = [
      ...turn('E', deploy('red-k', 'c1', 'city')),
      draw('crop1-knight'),
      place(),
      circle('deploy'),
      cropDeploy('red', 'red-k2', 'red-k'),
    ];
    const played = replayOk(rgb(events));
    expect(played.snapshot.matches({ play: 'turnEnding' })).toBe(true);
    expect(played.summary.turn.player).toBe('green');
    expectEventError(
      replayError(rgb([...events, draw('U')])),
      events.length,
      /draw is out of its phase/,
    );
    expect(replayOk(rgb([...events, endTurn])).summary.turn).toMatchObject({
      player: 'blue',
      extra: false,
    });
  });
});
