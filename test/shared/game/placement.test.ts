import { describe, expect, it } from 'vitest';
import { step } from '../../../src/shared/game/gameSnapshot';
import { activationChoices, openArrowList, placeEvent } from '../../../src/shared/game/placement';
import { draw, endTurn, place, record, replayOk } from '../../support/gameScript';

const openArrow = (kind: string) => [draw(`arrow-${kind}`), place({ ownArrow: 'open' }), endTurn];
const inHand = (tile: string, ...kinds: string[]) =>
  replayOk(record(['ana', 'ben'], ['anniversary'], [...kinds.flatMap(openArrow), draw(tile)]));

describe('A4, A5: placing a tile among open arrows (what the table asks)', () => {
  it("A4: the open arrows are the engine's, one entry each", () => {
    expect(openArrowList(inHand('U', 'add', 'extra', 'extra').game)).toEqual([
      { kind: 'add', nth: 1 },
      { kind: 'extra', nth: 1 },
      { kind: 'extra', nth: 2 },
    ]);
  });

  it('A5: one arrow pointing here is activated at once; none, no activation', () => {
    const { game } = inHand('U', 'add', 'extra');
    expect(placeEvent(game, { pointing: {} })).toEqual({ type: 'place' });
    expect(placeEvent(game, { pointing: { extra: 1 } })).toEqual({
      type: 'place',
      activate: 'extra',
    });
  });

  it('A5: several arrows: the player chooses one, the others are spent', () => {
    const played = inHand('U', 'add', 'extra', 'extra');
    const placement = { pointing: { add: 1, extra: 2 } };
    expect(activationChoices(played.game, placement)).toEqual(['add', 'extra']);
    expect(placeEvent(played.game, placement)).toBeUndefined();
    const event = placeEvent(played.game, { ...placement, chosen: 'extra' });
    expect(event).toEqual({ type: 'place', activate: 'extra', spent: ['add', 'extra'] });
    const next = step(played.snapshot, event as NonNullable<typeof event>);
    expect(next.ok && next.snapshot.context.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
  });

  it('A5, Ruling 7: an arrow tile pointing at a neighbour over an open arrow: its own or the open one', () => {
    const played = inHand('arrow-anywhere', 'add');
    const placement = { ownArrow: 'neighbour' as const, pointing: { add: 1 } };
    expect(activationChoices(played.game, placement)).toEqual(['own', 'add']);
    expect(placeEvent(played.game, { ...placement, chosen: 'own' })).toEqual({
      type: 'place',
      ownArrow: 'neighbour',
      activate: 'own',
      spent: ['add'],
    });
    expect(placeEvent(played.game, { ...placement, chosen: 'add' })).toEqual({
      type: 'place',
      ownArrow: 'neighbour',
      activate: 'add',
    });
    // Its own arrow alone: activated without asking.
    expect(placeEvent(played.game, { ownArrow: 'neighbour', pointing: {} })).toEqual({
      type: 'place',
      ownArrow: 'neighbour',
      activate: 'own',
    });
  });

  it('A4: never more arrows pointing here than are open', () => {
    const { game } = inHand('U', 'add');
    expect(placeEvent(game, { pointing: { add: 3, extra: 2 } })).toEqual({
      type: 'place',
      activate: 'add',
    });
  });
});
