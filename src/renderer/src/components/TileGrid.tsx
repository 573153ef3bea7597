import { createMemo, createSignal, createUniqueId, For, type JSX, Show } from 'solid-js';
import { isRevoltId } from '../../../shared/rules/deckOdds';
import { tileType, tileTypes } from '../../../shared/tiles/catalog';
import { t, tn } from '../i18n';
import { percent } from './format';
import { tileDescription, tileName } from './names';
import { TileImage } from './TileImage';
import './components.css';

export interface TileGridProps {
  /** Copies left per tile id; every id here gets a button (0 left: disabled). */
  left: Readonly<Record<string, number>>;
  /** Chance that each tile is the next draw (0 to 1); missing ids count as 0. */
  odds: Readonly<Record<string, number>>;
  onPick: (id: string) => void;
  /** A reason the tile cannot be picked now, or undefined when it can. */
  disabled?: (id: string) => string | undefined;
  /**
   * False with the no-aids house rule (H2): no copies left, no odds, and no tile turned off for
   * having none left (the referee says so if it is picked).
   */
  aids?: boolean;
}

const ORDER = new Map(tileTypes.map((t, i) => [t.id, i]));
const STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowLeft: -1,
};

/** How many tiles the grid's first row holds, as laid out (1 when it cannot tell). */
function rowLength(tiles: readonly HTMLElement[]): number {
  const top = tiles[0]?.getBoundingClientRect().top;
  let n = 0;
  while (
    n < tiles.length &&
    Math.abs((tiles[n]?.getBoundingClientRect().top ?? 0) - (top ?? 0)) < 2
  )
    n++;
  return Math.max(1, n);
}

/**
 * Up and Down go a row up or down the grid as it is laid out (they went one tile, like Left
 * and Right: a newcomer by keyboard), to the nearest tile that can be picked from there on;
 * none there, the focus stays.
 */
function tileAcrossRows(
  grid: HTMLElement,
  from: HTMLElement,
  down: boolean,
): HTMLButtonElement | undefined {
  const tiles = [...grid.querySelectorAll<HTMLButtonElement>('button[data-tile]')];
  const at = tiles.indexOf(from as HTMLButtonElement);
  const across = rowLength(tiles);
  if (at < 0 || across >= tiles.length) return undefined;
  const step = down ? 1 : -1;
  for (let i = at + step * across; i >= 0 && i < tiles.length; i += step)
    if (!tiles[i]?.disabled) return tiles[i];
  return undefined;
}

/** Lower-case words of a text, in any language ("E + garden": e, garden). */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * The words a typed filter is matched against (besides the tile id itself): the id's parts, an
 * expansion's set and symbol, and the words of the tile's name and description as shown.
 */
function keywords(id: string): string[] {
  const tile = tileType(id);
  const words = [...id.toLowerCase().split('-'), ...wordsOf(tileName(id))];
  if (tile) words.push(...wordsOf(tileDescription(id)));
  if (tile && tile.set !== 'base') {
    words.push(...tile.set.split('-'), ...(tile.symbol ? [tile.symbol] : []));
    if (tile.set === 'anniversary') words.push('arrow');
    if (tile.set.startsWith('crop')) words.push('crop', 'circle');
  }
  return words;
}

/**
 * Does a typed filter keep this tile? One letter keeps the base tiles of that letter ("r": R, Rg);
 * longer text keeps a tile whose id starts with it ("rg", "revolt-r"), or one for which every
 * typed word starts one of its words ("revolt road", "crop knight", "garden", "monastery").
 */
export function matchesFilter(id: string, filter: string): boolean {
  const q = filter.trim().toLowerCase();
  if (q === '') return true;
  const lower = id.toLowerCase();
  const base = tileType(id)?.set === 'base' || (!tileType(id) && !id.includes('-'));
  if (q.length === 1) return base && lower.startsWith(q);
  if (lower.startsWith(q)) return true;
  const typed = wordsOf(q);
  const known = keywords(id);
  return typed.length > 0 && typed.every((word) => known.some((k) => k.startsWith(word)));
}

/** Draw phase: pick the tile that was drawn. Type to filter, Enter picks a single match. */
export function TileGrid(props: TileGridProps): JSX.Element {
  const [filter, setFilter] = createSignal('');
  let input: HTMLInputElement | undefined;
  let grid: HTMLUListElement | undefined;
  const hintId = `ml-tilegrid-hint-${createUniqueId()}`;

  const ids = createMemo(() =>
    Object.keys(props.left).sort(
      (a, b) => (ORDER.get(a) ?? 1e9) - (ORDER.get(b) ?? 1e9) || a.localeCompare(b),
    ),
  );
  const aids = () => props.aids !== false;
  const noneLeft = (id: string): boolean => aids() && (props.left[id] ?? 0) <= 0;
  // Each tile's reason once per change: five places on each of some 44 buttons read it, and
  // the caller's check behind it was asked 220 times per move.
  const reasons = createMemo(() => {
    const byTile = new Map<string, string | undefined>();
    for (const id of ids())
      byTile.set(id, noneLeft(id) ? t('tiles.noneLeft') : props.disabled?.(id));
    return byTile;
  });
  const reason = (id: string): string | undefined => reasons().get(id);
  // A revolt tile may be one of the 3 left in the box (R1): at most, as the deck says.
  const leftText = (id: string): string =>
    t('tiles.left', { n: isRevoltId(id) ? `≤${props.left[id] ?? 0}` : (props.left[id] ?? 0) });
  /**
   * What a screen reader says of a tile: "Tile E: city cap, 3 left, 12% next", and why it is off.
   * One hidden text made of what is shown, the shown parts hidden from screen readers: as
   * words hidden between the shown ones it was three more elements on each of some 90 tiles,
   * laid out again at every draw, undo and End turn. Not an aria-label: a label must hold the
   * shown text in one piece (WCAG 2.5.3, axe's label-content-name-mismatch).
   */
  const buttonName = (id: string): string => {
    let name = `${t('tiles.buttonBefore')}${tileName(id)}${t('tiles.buttonAfter', { description: tileDescription(id) })}`;
    if (aids()) name += `${leftText(id)}, ${percent(props.odds[id] ?? 0)}${t('tiles.buttonNext')}`;
    // Without the aids (H2) the description's trailing comma has nothing after it.
    else name = name.replace(/[,\s]+$/, '');
    const why = reason(id);
    if (why !== undefined) name += ` (${why})`;
    return name.replace(/\s+/g, ' ').trim();
  };
  const shown = createMemo(() => ids().filter((id) => matchesFilter(id, filter())));
  const pickable = createMemo(() => shown().filter((id) => reason(id) === undefined));
  const exactMatch = () => {
    const q = filter().trim().toLowerCase();
    return q === '' ? undefined : pickable().find((id) => id.toLowerCase() === q);
  };
  /** The tile Enter picks: the exact id, else the one tile the filter leaves. */
  const enterPick = (): string | undefined =>
    exactMatch() ?? (pickable().length === 1 ? pickable()[0] : undefined);

  // One Tab stop for the whole grid (a roving tab index): Tab went through every tile, some
  // 40 stops before the side panels; the arrows move between tiles. The stop is the tile last
  // focused while it can be picked, else the first that can.
  const [lastFocused, setLastFocused] = createSignal<string>();
  const tabStop = createMemo(() => {
    const last = lastFocused();
    return last !== undefined && pickable().includes(last) ? last : pickable()[0];
  });

  const pick = (id: string): void => {
    if (reason(id) === undefined) props.onPick(id);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const target = event.target as HTMLElement;
    const inInput = target === input;
    if (event.key === 'Escape') {
      if (filter() !== '') {
        setFilter('');
        event.preventDefault();
      }
      return;
    }
    if (event.key === '/' && inInput && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // "/" finds a tile (the table's hint says so): typed in the search box it is already
      // there, and no tile's name has a "/" ("/K" matched nothing; newcomer finding).
      event.preventDefault();
      input?.select();
      return;
    }
    if (event.key === 'Enter' && inInput) {
      event.preventDefault();
      // The exact id first ("E" is E, not Eg), else the one tile left by the filter; with
      // several left, Enter goes to the first of them (the arrows move on, Enter picks).
      const tile = enterPick();
      if (tile) pick(tile);
      else if (filter().trim() !== '')
        grid?.querySelector<HTMLButtonElement>('button[data-tile]:not(:disabled)')?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && inInput) {
      // Down from the search goes into what it found: the grid's stop (newcomer finding).
      const stop = tabStop();
      const button = stop && grid?.querySelector<HTMLButtonElement>(`button[data-tile="${stop}"]`);
      if (button) {
        event.preventDefault();
        button.focus();
      }
      return;
    }
    if (inInput || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead from a tile button: the text goes to the filter box.
      event.preventDefault();
      setFilter(filter() + event.key);
      input?.focus();
      return;
    }
    if (event.key === 'Backspace' && filter() !== '') {
      event.preventDefault();
      setFilter(filter().slice(0, -1));
      input?.focus();
      return;
    }
    const onTile = grid !== undefined && target.matches('button[data-tile]');
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && grid && onTile) {
      event.preventDefault();
      tileAcrossRows(grid, target, event.key === 'ArrowDown')?.focus();
      return;
    }
    if ((event.key === 'Home' || event.key === 'End') && grid && onTile) {
      const buttons = [...grid.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
      event.preventDefault();
      (event.key === 'Home' ? buttons[0] : buttons.at(-1))?.focus();
      return;
    }
    const step = STEPS[event.key];
    if (step && grid) {
      const buttons = [...grid.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
      const at = buttons.indexOf(target as HTMLButtonElement);
      if (at >= 0) {
        event.preventDefault();
        buttons[(at + step + buttons.length) % buttons.length]?.focus();
      }
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts for the controls inside
    <div class="ml-tilegrid" onKeyDown={onKeyDown}>
      <div class="ml-tilegrid__bar">
        <label class="ml-tilegrid__label">
          <span>{t('tiles.find')}</span>
          <input
            ref={input}
            class="ml-input"
            type="search"
            value={filter()}
            onInput={(e) => setFilter(e.currentTarget.value)}
            placeholder={t('tiles.placeholder')}
            aria-describedby={hintId}
            autocomplete="off"
            spellcheck={false}
          />
        </label>
        <Show when={filter() !== ''}>
          {/* The search again after Clear: the button goes with the text, and the focus with it. */}
          <button
            type="button"
            class="ml-button"
            onClick={() => {
              setFilter('');
              input?.focus();
            }}
          >
            {t('common.clear')}
          </button>
        </Show>
        <p id={hintId} class="ml-tilegrid__hint" aria-live="polite">
          {shown().length === ids().length
            ? tn('tiles.types', ids().length)
            : tn('tiles.typesMatch', ids().length, { shown: shown().length })}
          <Show
            when={filter() !== '' && enterPick()}
            fallback={
              <Show when={filter().trim() !== '' && pickable().length > 1}>
                {t('tiles.enterFirst')}
              </Show>
            }
          >
            {/* In JSX, so the words follow the tile as the text changes (a string returned here
                is worked out once, while the hint stays up). */}
            {(tile) => <>{t('tiles.enterPicks', { tile: tileName(tile()) })}</>}
          </Show>
        </p>
      </div>
      <ul ref={grid} class="ml-tilegrid__list">
        <For each={shown()}>
          {(id) => (
            <li>
              <button
                type="button"
                class="ml-tilegrid__tile"
                data-tile={id}
                disabled={reason(id) !== undefined}
                tabIndex={tabStop() === id ? 0 : -1}
                title={reason(id)}
                onFocus={() => setLastFocused(id)}
                onClick={() => pick(id)}
              >
                <TileImage tileId={id} size={64} />
                <span class="ml-sr-only">{buttonName(id)}</span>
                <span
                  class="ml-tilegrid__id"
                  classList={{ 'ml-tilegrid__id--long': tileName(id).length > 2 }}
                  aria-hidden="true"
                >
                  {tileName(id)}
                </span>
                <Show when={aids()}>
                  <span class="ml-tilegrid__left" aria-hidden="true">
                    {leftText(id)}
                  </span>
                  <span class="ml-tilegrid__odds" aria-hidden="true">
                    {percent(props.odds[id] ?? 0)}
                  </span>
                </Show>
                {/* None left: "0 left" says it (the hidden name says why it is off). */}
                <Show when={reason(id) !== undefined && !noneLeft(id)}>
                  <span class="ml-tilegrid__why" aria-hidden="true">{` (${reason(id)})`}</span>
                </Show>
              </button>
            </li>
          )}
        </For>
      </ul>
      <Show when={shown().length === 0}>
        <p class="ml-empty">{t('tiles.noMatch', { filter: filter() })}</p>
      </Show>
    </div>
  );
}
