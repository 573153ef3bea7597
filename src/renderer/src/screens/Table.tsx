import {
  createMemo,
  ErrorBoundary,
  type JSX,
  Match,
  onCleanup,
  onMount,
  Show,
  Switch,
} from 'solid-js';
import { activePlayer } from '../../../shared/game/gameContext';
import { phaseOf } from '../../../shared/game/gameSnapshot';
import { Icon, PlayerBadge, SeatingRing } from '../components';
import type { GameSession } from '../state/gameSession';
import { shortcut } from './common';
import { FinalScoring } from './FinalScoring';
import { Action, sentence } from './table/Action';
import { SidePanels } from './table/SidePanels';
import { createShortcutRegistry, ShortcutContext } from './table/shortcuts';
import { TurnPanel } from './table/TurnPanel';
import { tablePhase } from './table/words';
import './table/table.css';

export interface TableProps {
  session: GameSession;
  onHome: () => void;
  onResults: () => void;
}

/** A panel that failed to draw shows why, and the rest of the table stays usable. */
function Guard(props: { children: JSX.Element; what: string }): JSX.Element {
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <div class="tb-panel tb-broken" role="alert">
          <p>
            The {props.what} could not be shown:{' '}
            {sentence(error instanceof Error ? error.message : String(error))}
          </p>
          <button type="button" class="ml-button" onClick={reset}>
            Try again
          </button>
        </div>
      )}
    >
      {props.children}
    </ErrorBoundary>
  );
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

  onMount(() => window.addEventListener('keydown', shortcuts.handle));
  onCleanup(() => window.removeEventListener('keydown', shortcuts.handle));

  return (
    <ShortcutContext.Provider value={shortcuts}>
      <div class="tb-table" data-phase={phase()}>
        <header class="tb-top">
          <button type="button" class="ml-button tb-home" onClick={() => props.onHome()}>
            <span aria-hidden="true">←</span> Games
          </button>
          <div class="tb-top__turn">
            <Show
              when={phase() !== 'finalScoring' && phase() !== 'finished'}
              fallback={
                <h1 class="tb-top__title">
                  {phase() === 'finished' ? 'Game over' : 'Final scoring'}
                </h1>
              }
            >
              <PlayerBadge player={player()} seat={game().turn.player} size={44} />
              <h1 class="tb-top__title">
                Turn {game().turn.number}: {player().name}
              </h1>
              <Show when={game().turn.extra}>
                <span class="ml-pill ml-pill--extra">
                  <Icon name="turn" /> Extra turn
                </span>
              </Show>
              <span class="tb-top__phase ml-muted">{phaseOf(props.session.snapshot()).phase}</span>
            </Show>
          </div>
          <div class="tb-top__tools">
            <Show when={props.session.busy()}>
              <span class="tb-saving" role="status">
                Saving…
              </span>
            </Show>
            <Action
              session={props.session}
              run={() => props.session.undo()}
              problem={props.session.canUndo() ? undefined : 'nothing to undo'}
              name="Undo"
              class="tb-action--tool"
            >
              Undo <kbd class="tb-kbd">{shortcut('Z')}</kbd>
            </Action>
            <Action
              session={props.session}
              run={() => props.session.redo()}
              problem={props.session.canRedo() ? undefined : 'nothing to redo'}
              name="Redo"
              class="tb-action--tool"
            >
              Redo <kbd class="tb-kbd">{shortcut('Z', true)}</kbd>
            </Action>
          </div>
        </header>
        <aside class="tb-seats" aria-label="Players">
          <SeatingRing
            players={game().players}
            activeSeat={
              phase() === 'finalScoring' || phase() === 'finished' ? -1 : game().turn.player
            }
            extraTurn={game().turn.extra}
            meeples={game().meeples}
            abbotInPlay={game().expansions.includes('abbot')}
          />
        </aside>
        <main class="tb-main">
          <Guard what="turn panel">
            <Switch fallback={<TurnPanel session={props.session} />}>
              <Match when={phase() === 'finalScoring'}>
                <FinalScoring session={props.session} onResults={props.onResults} />
              </Match>
              <Match when={phase() === 'finished'}>
                <section class="tb-panel" aria-labelledby="tb-over-title">
                  <h2 id="tb-over-title">The game is over</h2>
                  <button
                    type="button"
                    class="ml-button tb-button tb-button--primary"
                    onClick={() => props.onResults()}
                  >
                    See the results
                  </button>
                </section>
              </Match>
            </Switch>
          </Guard>
        </main>
        <aside class="tb-side" aria-label="Board, deck, score track, history and corrections">
          <Guard what="side panel">
            <SidePanels session={props.session} />
          </Guard>
        </aside>
      </div>
    </ShortcutContext.Provider>
  );
}
