import {
  createEffect,
  createMemo,
  createSignal,
  type JSX,
  Match,
  on,
  Show,
  Switch,
} from 'solid-js';
import { isRevoltTile, tileType } from '../../../../shared/tiles/catalog';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { CropPanel } from './CropPanel';
import { DrawPanel } from './DrawPanel';
import { EndTurnPanel } from './EndTurnPanel';
import { MeeplePanel } from './MeeplePanel';
import { PlacePanel } from './PlacePanel';
import { RevoltPanel } from './RevoltPanel';
import { ScoringPanel } from './ScoringPanel';
import { type TablePhase, tablePhase } from './words';

/**
 * The turn panel follows the machine's phase. Two views are the table's own, not the engine's:
 * the revolt (already applied on draw, R2) is explained before the tile is placed, and "no
 * meeple" moves on to scoring without an event. Both are keyed to the record's length, so an
 * undo or a new event brings back the engine's view.
 */
export function TurnPanel(props: { session: GameSession }): JSX.Element {
  const phase = createMemo((): TablePhase => tablePhase(props.session.snapshot()));
  const length = () => props.session.events().length;
  const [dismissedAt, setDismissedAt] = createSignal(-1);
  const [reopenedAt, setReopenedAt] = createSignal(-1);
  const [skippedAt, setSkippedAt] = createSignal(-1);

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

  // When a move removes the focused button, keep the focus in the turn panel (not on <body>).
  let root: HTMLDivElement | undefined;
  createEffect(
    on(length, () => {
      const active = document.activeElement;
      if (root && (!active || active === document.body || !active.isConnected)) root.focus();
    }),
  );

  return (
    <div ref={root} class="tb-turn" data-phase={phase()} tabIndex={-1}>
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
            }}
          />
        </Match>
        <Match when={phase() === 'place'}>
          <PlacePanel
            session={props.session}
            onShowRevolt={revoltDraw() === undefined ? undefined : () => setReopenedAt(length())}
          />
        </Match>
        <Match when={phase() === 'meeple' && skippedAt() !== length()}>
          <MeeplePanel session={props.session} onSkip={() => setSkippedAt(length())} />
        </Match>
        <Match when={phase() === 'meeple' || phase() === 'scoring'}>
          <Show when={phase() === 'meeple'}>
            <button type="button" class="ml-button tb-back" onClick={() => setSkippedAt(-1)}>
              {t('turn.back')}
            </button>
          </Show>
          <ScoringPanel session={props.session} />
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
              </section>
            }
          >
            <CropPanel session={props.session} />
          </Show>
        </Match>
      </Switch>
    </div>
  );
}
