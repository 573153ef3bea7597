import {
  children,
  createComputed,
  createEffect,
  createRoot,
  createSignal,
  type JSX,
  on,
  onMount,
} from 'solid-js';
import { drawableTiles, EXPANSIONS } from '../../../../shared/tiles/catalog';
import { TileGrid, type TileGridProps } from '../../components';
import { whenIdle } from '../../later';
import { useTurn } from './turnScope';

/**
 * The draw grid, built once and kept: every turn starts with a draw, and building the grid
 * (a button and a tile picture for each of some 90 tiles) cost 50 to 160 ms of main thread per
 * End turn. The grid stays alive, in place below the turn's panels while a table is open
 * (turnTiles.tsx) and detached from the page while none is, and its props are updated in
 * place; a button changes only where a count, a chance or a reason changed.
 *
 * One grid is kept at a time, so memory stays bounded however many games are opened: another
 * game takes it over while it is off the page (its counts, chances and handlers are set in
 * place, the tiles of other expansions come and go); only while it is on the page does another
 * game's draw panel make a new one (the old one is disposed).
 */

interface Kept {
  owner: unknown;
  node: JSX.Element;
  update: (props: TileGridProps) => void;
  dispose: () => void;
}

let kept: Kept | undefined;

/** The kept grid for `owner`'s game: its own, the one off the page taken over, or a new one. */
function keptFor(owner: unknown, initial: () => TileGridProps): Kept {
  if (kept !== undefined && kept.owner === owner) return kept;
  if (kept !== undefined && !(kept.node instanceof Node && kept.node.isConnected)) {
    kept.owner = owner;
    kept.update(initial());
    return kept;
  }
  kept?.dispose();
  const grid = createRoot((dispose): Kept => {
    const [shown, setShown] = createSignal<TileGridProps>(initial());
    // Resolved once to its element: the same node goes back into each new draw panel.
    const node = children(() => (
      <TileGrid
        left={shown().left}
        odds={shown().odds}
        onPick={(id) => shown().onPick(id)}
        disabled={(id) => shown().disabled?.(id)}
        aids={shown().aids}
      />
    ))();
    return { owner, node, update: setShown, dispose };
  });
  kept = grid;
  return grid;
}

/**
 * Builds the grid ahead of the first draw panel that needs it, so no End turn (nor the start
 * of a game) pays for building it: the table calls it while the browser is idle after a game
 * opens, and New game with the whole catalogue (`owner` undefined) while it is open. The panel
 * gives it its handlers and reasons when it takes it.
 */
export function prepareTileGrid(owner: unknown, initial: () => TileGridProps): void {
  keptFor(owner, initial);
}

/**
 * New game is open: the grid of the whole catalogue (every expansion's tiles) is built while
 * the browser is idle, so the game about to start shows its first draw without building it
 * (its deck is a part of the catalogue: tiles only go).
 */
export function prepareTileGridForNewGame(): void {
  const build = () =>
    prepareTileGrid(undefined, () => ({
      left: drawableTiles('C3', EXPANSIONS),
      odds: {},
      onPick: () => undefined,
    }));
  whenIdle(build);
}

/** The grid kept for `owner`'s game, if one is built (for tests). */
export function keptTileGridOf(owner: unknown): JSX.Element | undefined {
  return kept !== undefined && kept.owner === owner ? kept.node : undefined;
}

/** TileGrid with the same props, kept between draws of the game `owner` names (its session). */
export function KeptTileGrid(props: TileGridProps & { owner: unknown }): JSX.Element {
  const current = (): TileGridProps => ({
    left: props.left,
    odds: props.odds,
    onPick: props.onPick,
    ...(props.disabled ? { disabled: props.disabled } : {}),
    ...(props.aids === undefined ? {} : { aids: props.aids }),
  });
  const live = keptFor(props.owner, current);
  // Once in the page: the box's input handler is delegated to the document. The next tile's
  // grid stays on the page from one turn to the next: each new turn empties the box too.
  onMount(() => clearFilter(live.node));
  const turn = useTurn();
  if (turn) createEffect(on(turn, () => clearFilter(live.node), { defer: true }));
  createComputed(() => live.update(current()));
  return live.node;
}

/** A new draw starts with an empty filter box, as a new grid would. */
function clearFilter(node: JSX.Element): void {
  const input = node instanceof HTMLElement ? node.querySelector('input') : null;
  if (input && input.value !== '') {
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
