import { createMemo, createSignal, type JSX, onMount, Show } from 'solid-js';
import { activePlayer } from '../../../../shared/game/gameContext';
import { nextTileOdds, tilesRemaining } from '../../../../shared/rules/deckOdds';
import { showsAids } from '../../../../shared/rules/houseRules';
import { PlayerBadge } from '../../components';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action, sentence } from './Action';
import { EndTurnPanel } from './EndTurnPanel';
import { KeptTileGrid } from './keptTileGrid';
import { coarsePointer } from './shortcuts';

/**
 * Start of a turn (or after a discarded tile): pick the tile that was drawn. The grid shows
 * what is left and the chance of each tile; typing a letter filters it (the box has focus).
 */
export function DrawPanel(props: { session: GameSession; discarded?: boolean }): JSX.Element {
  const [error, setError] = createSignal<string>();
  let root: HTMLElement | undefined;
  const game = () => props.session.snapshot().context;
  const player = () => activePlayer(game());
  const remaining = () => tilesRemaining(game().deck);
  const odds = createMemo(() => nextTileOdds(game().deck));
  // H2: no counts or odds; every tile can be picked, the referee refuses one with none left.
  const aids = () => showsAids(game().houseRules);

  // The engine is asked once per tile and state, not once per place the grid shows the reason;
  // with the aids on, a tile with none left is off for that (the grid says so) and not asked.
  const drawProblems = createMemo(() => {
    const problems = new Map<string, string | undefined>();
    const { left } = game().deck;
    for (const tile of Object.keys(left))
      if (!aids() || (left[tile] ?? 0) > 0)
        problems.set(tile, props.session.check({ type: 'draw', tile }));
    return problems;
  });
  const reason = (tile: string): string | undefined =>
    props.session.busy() ? t('common.saving') : aids() ? drawProblems().get(tile) : undefined;

  const pick = async (tile: string): Promise<void> => {
    try {
      const outcome = await props.session.dispatch({ type: 'draw', tile });
      setError(outcome.ok ? undefined : outcome.error);
    } catch (error) {
      setError(error instanceof Error ? error.message : String(error));
    }
  };

  // The tile search takes the keys from the start (not on a touch screen: no keyboard popping up).
  onMount(() => {
    if (!coarsePointer())
      root?.querySelector<HTMLInputElement>('.ml-tilegrid input')?.focus({ preventScroll: true });
  });

  return (
    <section ref={root} class="tb-panel tb-draw" aria-labelledby="tb-draw-title">
      <header class="tb-panel__head">
        <PlayerBadge player={player()} size={48} />
        <h2 id="tb-draw-title">
          {t(props.discarded ? 'draw.again' : 'draw.title', { name: player().name })}
        </h2>
        <Show when={aids()}>
          <span class="ml-muted">{tn('draw.left', remaining())}</span>
        </Show>
      </header>
      <Show when={props.discarded}>
        <p class="tb-note" role="status">
          {t('draw.discarded')} {remaining() > 0 ? t('draw.another') : t('draw.deckEmpty')}
        </p>
      </Show>
      <Show when={remaining() > 0}>
        <p class="ml-muted tb-hint">{t('draw.hint')}</p>
        <KeptTileGrid
          owner={props.session}
          left={game().deck.left}
          odds={odds()}
          onPick={(id) => void pick(id)}
          disabled={reason}
          aids={aids()}
        />
        <Show when={error()}>
          {(message) => (
            <p class="tb-error" role="alert">
              {sentence(message())}
            </p>
          )}
        </Show>
      </Show>
      <Show when={props.discarded && remaining() === 0}>
        <EndTurnPanel session={props.session} />
      </Show>
      <Show when={!props.discarded}>
        <div class="tb-panel__foot">
          <Action
            session={props.session}
            event={{ type: 'endGame' }}
            tone="danger"
            confirm={t('draw.endConfirm')}
            data={{ end: 'game' }}
          >
            {t('draw.endNow')}
          </Action>
        </div>
      </Show>
    </section>
  );
}
