import {
  createEffect,
  createMemo,
  ErrorBoundary,
  type JSX,
  Match,
  on,
  onCleanup,
  onMount,
  Show,
  Switch,
  untrack,
} from 'solid-js';
import { activePlayer } from '../../../shared/game/gameContext';
import type { GameSnapshot } from '../../../shared/game/gameSnapshot';
import { revoltRiskShown } from '../../../shared/game/revoltRisk';
import { Icon, namesFor, PlayerBadge, SeatingRing } from '../components';
import { t } from '../i18n';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { inTheFrame, inTheNextTask, whenIdle } from '../later';
import type { GameSession, Outcome } from '../state/gameSession';
import { usedIds } from '../state/ids';
import { loadTileImagesAhead } from '../state/tileImagesAhead';
import { DismissButton, shortcut } from './common';
import { FinalScoring } from './FinalScoring';
import { Action, sentence } from './table/Action';
import { MoveNews } from './table/MoveNews';
import { ScoreStrip } from './table/ScoreStrip';
import { SidePanels } from './table/SidePanels';
import { createShortcutRegistry, holdKeysWhileSaving, ShortcutContext } from './table/shortcuts';
import { createSurroundings } from './table/surroundings';
import { TurnPanel } from './table/TurnPanel';
import { TurnTimer, turnTimePlayed } from './table/TurnTimer';
import { PHASE_KEY, tablePhase } from './table/words';
import './table/table.css';

export interface TableProps {
  session: GameSession;
  onHome: () => void;
  /** What the way back is called: "Games", or on a phone its own screens ("My seat"). */
  homeLabel?: string | undefined;
  onResults: () => void;
  /** "Phones at the table…" (the host only; absent on a phone). */
  onPhones?: (() => void) | undefined;
  /** Undo or redo that says what it undid (the app shell's, shared with the keys). */
  onUndoRedo?: (kind: 'undo' | 'redo') => Promise<Outcome>;
  /** Shows this game in the presenter view (the menu is hidden on Windows and Linux). */
  onPresenter?: () => void;
  /** When the game was created (ISO 8601): its first turn's time counts from then. */
  started?: string | undefined;
}

/** A panel that failed to draw shows why, and the rest of the table stays usable. */
function Guard(props: { children: JSX.Element; what: 'turn' | 'side' }): JSX.Element {
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <div class="tb-panel tb-broken" role="alert">
          <p>
            {t(props.what === 'turn' ? 'table.brokenTurn' : 'table.brokenSide')}{' '}
            {sentence(error instanceof Error ? error.message : String(error))}
          </p>
          <button type="button" class="ml-button" onClick={reset}>
            {t('table.tryAgain')}
          </button>
        </div>
      )}
    >
      {props.children}
    </ErrorBoundary>
  );
}

/** The revolt risk shown in a state, once per state (a walk of the round's possible draws). */
const risksByState = new WeakMap<GameSnapshot, ReturnType<typeof revoltRiskShown>>();
function riskOf(state: GameSnapshot): ReturnType<typeof revoltRiskShown> {
  if (!risksByState.has(state)) risksByState.set(state, revoltRiskShown(state));
  return risksByState.get(state);
}

/**
 * The table: the seating ring, the turn panel that follows the game's phase (or final scoring),
 * and the side panels (board, deck, score track, history, corrections). Undo and redo are shown
 * here; their Ctrl+Z / Ctrl+Shift+Z keys are App's.
 */
export function Table(props: TableProps): JSX.Element {
  const shortcuts = createShortcutRegistry();
  const game = () => props.session.snapshot().context;
  const phase = createMemo(() => tablePhase(props.session.snapshot()));
  const player = () => activePlayer(game());
  // The seats, the score strip and the side panels: a frame behind the turn panel when a move
  // changes the panel (surroundings.ts).
  const around = createSurroundings(props.session.current);
  const aroundGame = () => around.snapshot().context;
  const aroundPhase = createMemo(() => tablePhase(around.current()));
  const aroundSeat = () =>
    aroundPhase() === 'finalScoring' || aroundPhase() === 'finished'
      ? -1
      : aroundGame().turn.player;
  // Recomputed after every move (the snapshot changes with each one), and worked out ahead
  // while the store writes the move: the state it is worked out on is the one shown next.
  const risks = createMemo(() => riskOf(around.current()));
  onCleanup(props.session.aheadOfMove(riskOf));

  onMount(() => window.addEventListener('keydown', shortcuts.handle));
  // The tile pictures as bitmaps (TileImage), drawn while the page is idle: a table opened
  // straight from its address has not had New game open to do it.
  onCleanup(whenIdle(loadTileImagesAhead));
  // The ids in use, read from the whole record while the page is idle: the first meeple
  // choices then read only the moves made since (a 600-event record took 1.5 ms of that tap).
  onCleanup(
    whenIdle(() => usedIds(untrack(props.session.events), untrack(props.session.current).context)),
  );
  onCleanup(() => window.removeEventListener('keydown', shortcuts.handle));
  // Keys typed while a move is saved are played, in order, once it is on the table.
  const held = holdKeysWhileSaving(props.session);
  onCleanup(held.stop);
  // A tap while the move before it is being saved lands nowhere, as on a button turned off:
  // stopped on its way down, before any handler. Not by style: `pointer-events: none` on the
  // busy table restyled its 600 elements and repainted it, twice in every tap.
  const refuseTapsWhileSaving = (table: HTMLElement) => {
    const refuse = (event: Event) => {
      if (!props.session.pending()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    table.addEventListener('click', refuse, { capture: true });
    onCleanup(() => table.removeEventListener('click', refuse, { capture: true }));
  };
  /** The side panels in view, the focus on their open tab (a screen reader follows). */
  const toSide = () => {
    const side = document.querySelector<HTMLElement>('.tb-side');
    side?.scrollIntoView?.({ block: 'start' });
    side
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.focus({ preventScroll: true });
  };
  // Final scoring takes the turn's place: it is brought into view when it starts.
  createEffect(
    on(
      phase,
      (now) => {
        if (now !== 'finalScoring') return;
        const main = document.querySelector<HTMLElement>('.tb-main');
        if (main && main.getBoundingClientRect().top < 0) main.scrollIntoView({ block: 'start' });
      },
      { defer: true },
    ),
  );
  createEffect(
    on(
      () => props.session.pending(),
      (pending) => {
        // After the frame the move is drawn in: the turn panel gives the focus back there
        // (TurnPanel's settle), the tile search in the task after that frame, and a held key
        // must reach what has it. Two tasks on: the second is queued after the search's.
        // Nothing held, nothing to play: no frame callback and task on every move.
        if (!pending && held.holding())
          inTheFrame(() => inTheNextTask(() => inTheNextTask(held.flush)));
      },
    ),
  );

  return (
    <ShortcutContext.Provider value={shortcuts}>
      {/* Busy from the tap until its move is on the table: one attribute, no redraw (the busy
          look of the buttons comes only for a slow save). */}
      <div
        ref={refuseTapsWhileSaving}
        class="tb-table"
        data-phase={phase()}
        data-events={props.session.events().length}
        aria-busy={props.session.pending() ? 'true' : undefined}
      >
        <header class="tb-top">
          <button type="button" class="ml-button tb-home" onClick={() => props.onHome()}>
            <span aria-hidden="true">←</span>{' '}
            <span class="tb-home__text">{props.homeLabel ?? t('table.games')}</span>
          </button>
          <div class="tb-top__turn">
            <Show
              when={phase() !== 'finalScoring' && phase() !== 'finished'}
              fallback={
                <h1 class="tb-top__title">
                  {phase() === 'finished' ? t('table.gameOver') : t('final.title')}
                </h1>
              }
            >
              <PlayerBadge player={player()} size={44} />
              <h1 class="tb-top__title">
                {t('table.turnTitle', { n: game().turn.number, name: player().name })}
              </h1>
              <Show when={game().turn.extra}>
                <span class="ml-pill ml-pill--extra">
                  <Icon name="turn" /> {t('seats.extraTurn')}
                </span>
              </Show>
              {/* The panel's own phase, so the bar never lags behind what the panel shows. */}
              <span class="tb-top__phase ml-muted">{t(`phase.${PHASE_KEY[phase()]}`)}</span>
              <TurnTimer
                turn={`${game().turn.number}:${game().turn.player}:${game().turn.extra}`}
                played={() => turnTimePlayed(props.session.events(), Date.now(), props.started)}
                held={props.session.elsewhere()?.trashed === true}
              />
            </Show>
          </div>
          <div class="tb-top__tools">
            <Show when={props.session.busy()}>
              <span class="tb-saving" role="status">
                {t('table.saving')}
              </span>
            </Show>
            <Action
              session={props.session}
              run={() => props.onUndoRedo?.('undo') ?? props.session.undo()}
              problem={props.session.canUndo() ? undefined : t('table.nothingToUndo')}
              class="tb-action--tool tb-top__undo"
              quiet
            >
              {t('table.undo')}{' '}
              <span class="tb-kbd" aria-hidden="true">
                <kbd>{shortcut('Z')}</kbd>
              </span>
            </Action>
            <Action
              session={props.session}
              run={() => props.onUndoRedo?.('redo') ?? props.session.redo()}
              problem={props.session.canRedo() ? undefined : t('table.nothingToRedo')}
              class="tb-action--tool"
              // Its reason as a tooltip: "Nothing to redo" under it was a line more of the
              // header on a laptop's 800 px, most of the time (newcomer finding).
              quiet
            >
              {t('table.redo')}{' '}
              <span class="tb-kbd" aria-hidden="true">
                <kbd>{shortcut('Z', true)}</kbd>
              </span>
            </Action>
            {/* A phone: the side panels come below the turn, its tile grid and the seats,
                some 4,000 px down (newcomer finding); one tap takes the page there. */}
            <button
              type="button"
              class="ml-button tb-to-side"
              aria-label={t('table.toSideAria')}
              onClick={toSide}
            >
              {t('table.toSide')}
            </button>
            <Show when={props.onPresenter}>
              {(open) => (
                <button type="button" class="ml-button tb-presenter" onClick={() => open()()}>
                  {t('table.presenter')}
                </button>
              )}
            </Show>
            <Show when={props.onPhones}>
              {(open) => (
                <button type="button" class="ml-button tb-phones" onClick={() => open()()}>
                  {t('ph.button')}
                </button>
              )}
            </Show>
            <LanguagePicker />
          </div>
        </header>
        <MoveNews session={props.session} />
        <ScoreStrip
          players={aroundGame().players}
          activeSeat={aroundSeat()}
          undo={
            <Action
              session={props.session}
              run={() => props.onUndoRedo?.('undo') ?? props.session.undo()}
              problem={props.session.canUndo() ? undefined : t('table.nothingToUndo')}
              class="tb-action--tool tb-strip__undo"
              name={t('table.undoLast')}
              quiet
            >
              {t('table.undo')}
            </Action>
          }
        />
        <aside class="tb-seats" aria-label={t('table.playersAria')}>
          <SeatingRing
            players={aroundGame().players}
            activeSeat={aroundSeat()}
            extraTurn={aroundGame().turn.extra}
            meeples={aroundGame().meeples}
            abbotInPlay={aroundGame().expansions.includes('abbot')}
            revolts={aroundGame().expansions.includes('peasant-revolts')}
            risks={risks()}
            names={namesFor(around.current().context)}
          />
        </aside>
        <main class="tb-main">
          <Show when={props.session.readOnly}>
            {(reason) => (
              <p class="tb-note tb-readonly" role="status">
                {t('session.readOnlyBanner', { reason: reason() })}
              </p>
            )}
          </Show>
          {/* Another device's change, above the turn and brought into view: the button tapped
              may be far down the page, or gone with the change (newcomer finding). */}
          <Show when={props.session.elsewhere()} keyed>
            {(news) => (
              <div
                class="tb-note tb-elsewhere"
                classList={{ 'tb-elsewhere--warning': news.warning === true }}
                role={news.warning ? 'alert' : 'status'}
                ref={(box) => inTheFrame(() => box.scrollIntoView?.({ block: 'nearest' }))}
              >
                <p>{news.text}</p>
                <Show when={news.action}>
                  {(action) => (
                    <button type="button" class="ml-button" onClick={() => action().run()}>
                      {action().label}
                    </button>
                  )}
                </Show>
                <DismissButton onClick={() => props.session.tellElsewhere(undefined)} />
              </div>
            )}
          </Show>
          <Guard what="turn">
            <Switch fallback={<TurnPanel session={props.session} />}>
              <Match when={phase() === 'finalScoring'}>
                <FinalScoring session={props.session} onResults={props.onResults} />
              </Match>
              <Match when={phase() === 'finished'}>
                <section class="tb-panel" aria-labelledby="tb-over-title">
                  <h2 id="tb-over-title">{t('table.over')}</h2>
                  <button
                    type="button"
                    class="ml-button tb-button tb-button--primary"
                    onClick={() => props.onResults()}
                  >
                    {t('table.seeResults')}
                  </button>
                </section>
              </Match>
            </Switch>
          </Guard>
        </main>
        <aside class="tb-side" aria-label={t('table.sideAria')}>
          <Guard what="side">
            <SidePanels session={props.session} around={around} />
          </Guard>
        </aside>
      </div>
    </ShortcutContext.Provider>
  );
}
