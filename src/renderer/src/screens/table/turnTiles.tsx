import {
  type Accessor,
  children,
  createComputed,
  createContext,
  createMemo,
  createSignal,
  type JSX,
  on,
  onCleanup,
  useContext,
} from 'solid-js';
import { t } from '../../i18n';
import type { GameSession, Outcome } from '../../state/gameSession';
import { DrawGrid } from './DrawGrid';
import { useShortcut } from './shortcuts';
import { type TablePhase, tablePhase } from './words';

/**
 * The tile grid of the turn panel stays in one place on the page, below whichever panel is up:
 * the draw panel picks the tile drawn with it, the turn's panel the next player's tile. Moved
 * from one panel into the next (as the panels changed at each draw, undo and End turn), its 90
 * tiles were laid out afresh every time, some 14 ms of a tap on this machine; left in place, only
 * its counts and reasons change. A panel offers what the grid means while it is up (`OfferTiles`);
 * with no offer the grid is hidden, its layout kept (`content-visibility: hidden`).
 */
export interface TilesOffer {
  /** `draw`: the tile this turn's player drew; `next`: the next player's, ending this turn. */
  kind: 'draw' | 'next';
  /** The heading above the grid and the id that names the grid's section after it. */
  head?: JSX.Element;
  labelledBy?: string;
  disabled: (tile: string) => string | undefined;
  onPick: (tile: string) => Promise<Outcome>;
  /** Below the grid: the draw panel's foot (End the game now). */
  after?: JSX.Element;
}

/** Where the panels make their offers: the turn panel's (`createTilesSlot`). */
export const TilesSlot = createContext<(offer: Accessor<TilesOffer>) => void>();

export interface TilesSlotState {
  /** Given to `TilesSlot.Provider`: the last offer made stands until its panel goes. */
  offer: (offer: Accessor<TilesOffer>) => void;
  shown: Accessor<TilesOffer | undefined>;
}

export function createTilesSlot(): TilesSlotState {
  const [current, setCurrent] = createSignal<Accessor<TilesOffer> | undefined>();
  return {
    offer(made) {
      setCurrent(() => made);
      onCleanup(() => setCurrent((now) => (now === made ? undefined : now)));
    },
    shown: () => current()?.(),
  };
}

/** The grid of the turn panel means `props` while this is rendered. */
export function OfferTiles(props: TilesOffer): JSX.Element {
  const offer = useContext(TilesSlot);
  if (!offer) throw new Error('OfferTiles is used outside the turn panel');
  // Resolved once: a JSX prop read twice would build its elements twice.
  const head = children(() => props.head);
  const after = children(() => props.after);
  offer(() => ({
    kind: props.kind,
    head: head(),
    labelledBy: props.labelledBy,
    disabled: props.disabled,
    onPick: props.onPick,
    after: after(),
  }));
  return null;
}

const DRAW_PHASES: ReadonlySet<TablePhase> = new Set(['draw', 'discarded']);

/** The grid of the turn panel, below its panel, meaning what the slot's offer says. */
export function TurnTiles(props: { session: GameSession; slot: TilesSlotState }): JSX.Element {
  const shown = createMemo(() => props.slot.shown());
  // Read from the game, not from the offer: the draw's own update makes the next player's
  // offer only after the grid has been given the new deck.
  const drawing = createMemo(() => DRAW_PHASES.has(tablePhase(props.session.current())));
  // Hidden, the grid keeps the reasons of the last offer (inert, it takes no tap anyway):
  // turning all 90 tiles off, then on again at the next offer, was two redraws of each.
  const lastShown = createMemo<TilesOffer | undefined>((before) => shown() ?? before);
  let host: HTMLElement | undefined;
  // A focused tile (or the search box) given another meaning is let go at once, as it was when
  // the grid went with its panel: a second Enter must not pick it again for the next player.
  // After a move the turn panel puts the focus back in the frame that follows (its settle; the
  // tile search in the task after that frame); an offer changed by a choice alone (an arrow
  // picked) leaves it on the page's body.
  createComputed(
    on(
      () => shown()?.kind,
      () => {
        const active = document.activeElement;
        if (host && active instanceof HTMLElement && host.contains(active)) active.blur();
      },
      { defer: true },
    ),
  );
  // "/" finds a tile, as on many sites: typed on the turn, a tile's letter is a meeple's key
  // (R, C, F, M) or ends the turn (E).
  useShortcut(
    () => (shown() ? '/' : undefined),
    () => {
      const search = host?.querySelector<HTMLInputElement>('input[type="search"]');
      search?.focus();
      search?.scrollIntoView?.({ block: 'nearest' });
    },
  );
  return (
    <section
      ref={host}
      class="tb-tiles"
      classList={{
        'tb-draw-tiles': shown()?.kind === 'draw',
        'tb-next-tile': shown()?.kind === 'next',
      }}
      aria-labelledby={shown()?.labelledBy}
      aria-hidden={shown() ? undefined : 'true'}
      inert={!shown()}
    >
      {shown()?.head}
      <DrawGrid
        session={props.session}
        late={!drawing()}
        disabled={(tile) => {
          const last = lastShown();
          return last ? last.disabled(tile) : t('common.makeChoice');
        }}
        onPick={(tile) =>
          shown()?.onPick(tile) ??
          Promise.resolve({ ok: false, ignored: true, error: t('common.makeChoice') })
        }
      />
      {shown()?.after}
    </section>
  );
}
