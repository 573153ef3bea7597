import {
  createEffect,
  createMemo,
  createSignal,
  type JSX,
  Match,
  on,
  onCleanup,
  Show,
  Switch,
} from 'solid-js';
import { isRevoltTile, tileType } from '../../../../shared/tiles/catalog';
import { t } from '../../i18n';
import { inTheFrame, inTheNextTask } from '../../later';
import type { GameSession } from '../../state/gameSession';
import { CropPanel } from './CropPanel';
import { DrawPanel } from './DrawPanel';
import { EndTurnPanel } from './EndTurnPanel';
import { NextTile, warmNextTile } from './NextTile';
import { PlayPanel } from './PlayPanel';
import { RevoltPanel } from './RevoltPanel';
import { coarsePointer } from './shortcuts';
import { TurnScope } from './turnScope';
import { createTilesSlot, TilesSlot, TurnTiles } from './turnTiles';
import { type TablePhase, tablePhase } from './words';

/**
 * The turn panel follows the machine's phase. One view is the table's own, not the engine's:
 * the revolt (already applied on draw, R2) is explained before the tile is placed; it is keyed
 * to the record's length, so an undo or a new event brings back the engine's view. From the
 * tile in hand to the end of the turn, one panel (PlayPanel) stays up whatever the phase. The
 * tile grid stays below the panels, in place (turnTiles).
 */
/** What Tab reaches: where the focus goes when the button that had it is gone. */
const FOCUSABLE =
  'button:not([tabindex="-1"]), input:not([type="hidden"]), select, textarea, summary, [tabindex="0"]';

/**
 * The panel's heading, focusable from script only: a screen reader says "Dev plays the tile,
 * heading" where, given the panel itself, it read the whole turn. The panel when it has none.
 */
function focusHeading(root: HTMLElement): void {
  const heading = root.querySelector<HTMLElement>('h2');
  if (!heading) {
    root.focus({ preventScroll: true });
    return;
  }
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

export function TurnPanel(props: { session: GameSession }): JSX.Element {
  const phase = createMemo((): TablePhase => tablePhase(props.session.snapshot()));
  const length = () => props.session.events().length;
  const lastDrawIndex = () => props.session.events().findLastIndex((e) => e.type === 'draw');
  const [dismissedAt, setDismissedAt] = createSignal(-1);
  const [reopenedAt, setReopenedAt] = createSignal(-1);
  /** The turn and the tile drawn: the panels' choices start afresh with each (turnScope). */
  const turnKey = createMemo(() => {
    const turn = props.session.snapshot().context.turn;
    return `${turn.number}:${turn.extra}:${lastDrawIndex()}`;
  });

  /** The revolt draw of this turn, while its tile is in hand. */
  const revoltDraw = createMemo((): number | undefined => {
    if (phase() !== 'place') return undefined;
    const events = props.session.events();
    const turn = props.session.snapshot().context.turn.number;
    for (let i = events.length - 1; i >= 0; i--) {
      const event = events[i];
      if (props.session.before()[i]?.context.turn.number !== turn) return undefined;
      if (event?.type === 'draw') {
        const tile = tileType(event.tile);
        if (tile && isRevoltTile(tile)) return i;
      }
    }
    return undefined;
  });
  const showRevolt = () => {
    const at = revoltDraw();
    if (at === undefined) return false;
    return reopenedAt() === length() || (at === length() - 1 && dismissedAt() !== length());
  };

  // Focus and scrolling wait for the frame the move is drawn in: asked for in the middle of
  // the update, each forced a layout of a page that was about to change again (up to 40 ms
  // of a tap on a long game). In that frame the focus moves first and the scroll comes after,
  // so the page is laid out once.
  let root: HTMLDivElement | undefined;
  const turnOf = () => {
    const turn = props.session.snapshot().context.turn;
    return `${turn.number}:${turn.extra}`;
  };
  const tiles = createTilesSlot();
  // The next tile's refusals, worked out while the store writes the move that brings it.
  onCleanup(props.session.aheadOfMove(warmNextTile));
  let newTurn = false;
  let newPhase = false;
  // The focused button of the panel is let go before a move is worked into the page, and
  // given back in its frame if it is still there: a move that removes the focused element had
  // the browser lay the half-updated page out on the spot (4 to 5 ms of a score's tap).
  let heldFocus: HTMLElement | undefined;
  /** Where it stood (its ancestors in the panel, nearest first): a removed button's place. */
  let heldPlace: HTMLElement[] = [];
  /** What the grid meant when the focus was let go: a tile is given its focus back only if it still means that. */
  let heldGridKind: string | undefined;
  onCleanup(
    props.session.beforeChange(() => {
      const active = document.activeElement;
      if (!root || !(active instanceof HTMLElement) || active === root) return;
      if (!root.contains(active)) return;
      heldFocus = active;
      heldPlace = [];
      for (let at = active.parentElement; at && at !== root; at = at.parentElement)
        heldPlace.push(at);
      heldGridKind = tiles.shown()?.kind;
      active.blur();
    }),
  );
  createEffect(
    on([length, phase, turnOf] as const, (now, before) => {
      newTurn ||= before !== undefined && now[2] !== before[2];
      newPhase ||= before !== undefined && now[1] !== before[1];
      inTheFrame(settle);
    }),
  );
  /** The table's first frame: the game just opened (or opened again). */
  let opened = true;
  function settle() {
    const firstSettle = opened;
    opened = false;
    const [turnBegan, phaseChanged] = [newTurn, newPhase];
    const held = heldFocus;
    const place = heldPlace;
    newTurn = newPhase = false;
    heldFocus = undefined;
    heldPlace = [];
    if (!root) return;
    // A new turn takes the focus into the turn panel: the tile search on a keyboard, the
    // panel's heading on a touch screen (no on-screen keyboard popping up at every turn). Within
    // a turn the button let go before the move gets it back; one the move removed, turned off
    // or gave another meaning (a tile of the grid) hands it to the first control still where it
    // stood (the next feature to score after a score), else to the panel's heading: never
    // <body>, and never the whole panel, which a screen reader read out from top to bottom.
    //
    // The draw panel, as it comes (a game opened, a new turn, an undo of the draw), gives the
    // tile search the keys: type the tile's letter, Enter (not on a touch screen: no keyboard
    // popping up). In the task after the frame: focusing an input is a style update of its
    // own, and the undo's frame was the table's longest task.
    const search = root.querySelector<HTMLInputElement>('.tb-draw-tiles .ml-tilegrid input');
    const searchTakesKeys =
      search !== null && !coarsePointer() && (firstSettle || turnBegan || phaseChanged);
    if (searchTakesKeys)
      inTheNextTask(() => {
        if (search.isConnected && !search.closest('[inert]')) search.focus({ preventScroll: true });
      });
    else if (turnBegan) focusHeading(root);
    else if (held && keepsItsMeaning(held)) held.focus({ preventScroll: true });
    else if (held) focusNear(place);
    const focusKept = root.contains(document.activeElement) || inUseOutside(document.activeElement);
    if (!searchTakesKeys && !focusKept) focusHeading(root);
    if (typeof root.scrollIntoView !== 'function') return;
    // The game opened again for a move made on another device (a phone's): the page's top,
    // its news, whose turn and the scores. The page stayed where this table's last turn had
    // scrolled it, the header and the seats off the screen of the laptop everyone watches
    // (newcomer finding). Otherwise a new turn comes into view (below the sticky score strip
    // on a phone), and a panel that replaces another in the turn (the tile tapped far down the
    // grid, the revolt) is brought back into view when it would start above the screen.
    if (firstSettle && props.session.elsewhere()) window.scrollTo({ top: 0, behavior: 'auto' });
    else if (turnBegan || (phaseChanged && root.getBoundingClientRect().top < 0))
      root.scrollIntoView({ block: 'start', behavior: 'auto' });
  }
  const headingInFocus = () => root && focusHeading(root);
  /**
   * A control outside the panel that still has the focus after the move (Undo in the header, a
   * correction's button) keeps it: a second undo is one more press, and the heading taking the
   * focus cost the undo's frame a style update. The app's notice tells what was undone.
   */
  const inUseOutside = (element: Element | null) =>
    element instanceof HTMLElement &&
    element !== document.body &&
    element.isConnected &&
    !element.matches(':disabled') &&
    !element.closest('[inert]');
  /** The first control still in the nearest of `place` on the page (a closed details' are not). */
  function focusNear(place: readonly HTMLElement[]) {
    // The grid of tiles that now means something else (a draw made it the next tile's) is no
    // place to look: its 40-odd tiles would each be asked, and none may take the focus.
    const grid = root?.querySelector('.tb-tiles');
    const gridChanged = tiles.shown()?.kind !== heldGridKind;
    for (const at of place) {
      if (!at.isConnected || at.closest('[inert]')) continue;
      if (gridChanged && grid?.contains(at)) continue;
      for (const control of at.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        if (!keepsItsMeaning(control)) continue;
        control.focus({ preventScroll: true });
        if (document.activeElement === control) return;
      }
    }
  }
  /** Still on the page, able to take the focus and for the same thing (a tile: the grid's meaning). */
  const keepsItsMeaning = (element: HTMLElement) =>
    element.isConnected &&
    !element.matches(':disabled') &&
    !element.closest('[inert]') &&
    !(root?.querySelector('.tb-tiles')?.contains(element) && tiles.shown()?.kind !== heldGridKind);

  return (
    <TurnScope.Provider value={turnKey}>
      <div
        ref={root}
        class="tb-turn"
        data-phase={phase()}
        // The tile grid hidden (no panel offers it): the foot reaches the card's edge (table.css).
        data-tiles={tiles.shown() ? undefined : 'hidden'}
        tabIndex={-1}
      >
        <TilesSlot.Provider value={tiles.offer}>
          <Switch>
            <Match when={phase() === 'draw'}>
              <DrawPanel session={props.session} />
            </Match>
            <Match when={phase() === 'discarded'}>
              <DrawPanel session={props.session} discarded />
            </Match>
            <Match when={phase() === 'place' && showRevolt()}>
              <RevoltPanel
                session={props.session}
                drawIndex={revoltDraw() ?? 0}
                onContinue={() => {
                  setDismissedAt(length());
                  setReopenedAt(-1);
                  // No move: nothing settles the focus, and Continue's button is gone with its panel.
                  inTheFrame(headingInFocus);
                }}
              />
            </Match>
            <Match when={phase() === 'place' || phase() === 'meeple' || phase() === 'scoring'}>
              <PlayPanel
                session={props.session}
                onShowRevolt={
                  revoltDraw() === undefined
                    ? undefined
                    : () => {
                        setReopenedAt(length());
                        inTheFrame(headingInFocus);
                      }
                }
              />
            </Match>
            <Match when={phase() === 'crop'}>
              <CropPanel session={props.session} />
            </Match>
            <Match when={phase() === 'turnEnding'}>
              <Show
                when={props.session.snapshot().context.crop}
                fallback={
                  <section class="tb-panel" aria-label={t('turn.aria')}>
                    <EndTurnPanel session={props.session} />
                    <NextTile session={props.session} />
                  </section>
                }
              >
                <CropPanel session={props.session} />
              </Show>
            </Match>
          </Switch>
        </TilesSlot.Provider>
        <TurnTiles session={props.session} slot={tiles} />
      </div>
    </TurnScope.Provider>
  );
}
