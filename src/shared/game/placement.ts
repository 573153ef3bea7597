import type { EventOf } from '../record/schema';
import { arrowKind, tileType } from '../tiles/catalog';
import type { ArrowKind } from '../tiles/tileTypes';
import type { GameContext } from './gameContext';

export type Activation = NonNullable<EventOf<'place'>['activate']>;
export const ARROW_ORDER: readonly ArrowKind[] = ['add', 'anywhere', 'extra'];

/** How a tile was placed, as the player tells it: where its own arrow points, which open arrows point at it. */
export interface Placement {
  readonly ownArrow?: 'open' | 'neighbour';
  /** How many open arrows of each kind point at the square just filled (at most the open ones). */
  readonly pointing: Readonly<Partial<Record<ArrowKind, number>>>;
  /** The arrow the player chose to activate, when several could be. */
  readonly chosen?: Activation;
}

/** The arrow kind of the tile in hand, if it is an arrow tile. */
export function ownArrowKind(game: GameContext): ArrowKind | undefined {
  const tile = tileType(game.turn.tile ?? '');
  return tile ? arrowKind(tile) : undefined;
}

/** A4: every open arrow on the board, one entry per arrow, as the engine counts them. */
export function openArrowList(game: GameContext): { kind: ArrowKind; nth: number }[] {
  return ARROW_ORDER.flatMap((kind) =>
    Array.from({ length: game.openArrows[kind] }, (_, i) => ({ kind, nth: i + 1 })),
  );
}

/** A3, A4: the arrows this placement could activate: its own (pointing at a neighbour), then each kind pointing here. */
export function activationChoices(game: GameContext, placement: Placement): Activation[] {
  const own = ownArrowKind(game) && placement.ownArrow === 'neighbour' ? (['own'] as const) : [];
  const open = ARROW_ORDER.filter(
    (kind) => Math.min(placement.pointing[kind] ?? 0, game.openArrows[kind]) > 0,
  );
  return [...own, ...open];
}

/** A5: the one arrow activated: the only choice when there is one, else the player's. */
export function activatedArrow(game: GameContext, placement: Placement): Activation | undefined {
  const choices = activationChoices(game, placement);
  if (choices.length === 1) return choices[0];
  return placement.chosen && choices.includes(placement.chosen) ? placement.chosen : undefined;
}

/**
 * A2 to A5: the `place` event for a placement. One arrow is activated; every other open arrow
 * pointing here is spent (the tile's own arrow, when not chosen, is spent by the engine itself,
 * Ruling 7). Undefined while several arrows could be activated and none is chosen yet.
 */
export function placeEvent(game: GameContext, placement: Placement): EventOf<'place'> | undefined {
  const event: EventOf<'place'> = { type: 'place' };
  if (ownArrowKind(game) && placement.ownArrow) event.ownArrow = placement.ownArrow;
  if (activationChoices(game, placement).length === 0) return event;
  const activate = activatedArrow(game, placement);
  if (!activate) return undefined;
  event.activate = activate;
  const spent = ARROW_ORDER.flatMap((kind) => {
    const pointing = Math.min(placement.pointing[kind] ?? 0, game.openArrows[kind]);
    return Array.from({ length: pointing - (activate === kind ? 1 : 0) }, () => kind);
  });
  if (spent.length > 0) event.spent = spent;
  return event;
}
