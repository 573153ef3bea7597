import { children, createComputed, createRoot, createSignal, type JSX, onMount } from 'solid-js';
import { TileGrid, type TileGridProps } from '../../components';

/**
 * The draw grid, built once and kept: every turn starts with a draw, and building the grid
 * (a button and a tile picture for each of some 90 tiles) cost 50 to 160 ms of main thread per
 * End turn. The grid stays alive, detached from the page between draws, and its props are
 * updated in place; a button changes only where a count, a chance or a reason changed.
 *
 * One grid is kept at a time: a draw panel of another game makes a new one (the old one is
 * disposed), so memory stays bounded however many games are opened.
 */

interface Kept {
  owner: unknown;
  node: JSX.Element;
  update: (props: TileGridProps) => void;
  dispose: () => void;
}

let kept: Kept | undefined;

/** TileGrid with the same props, kept between draws of the game `owner` names (its session). */
export function KeptTileGrid(props: TileGridProps & { owner: unknown }): JSX.Element {
  const current = (): TileGridProps => ({
    left: props.left,
    odds: props.odds,
    onPick: props.onPick,
    ...(props.disabled ? { disabled: props.disabled } : {}),
    ...(props.aids === undefined ? {} : { aids: props.aids }),
  });
  let grid = kept;
  if (grid !== undefined && grid.owner === props.owner) {
    // Once in the page: the box's input handler is delegated to the document.
    const node = grid.node;
    onMount(() => clearFilter(node));
  } else {
    grid?.dispose();
    grid = createRoot((dispose): Kept => {
      const [shown, setShown] = createSignal<TileGridProps>(current());
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
      return { owner: props.owner, node, update: setShown, dispose };
    });
    kept = grid;
  }
  const live: Kept = grid;
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
