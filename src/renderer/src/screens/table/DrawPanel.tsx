import { createMemo, createSignal, type JSX, onMount, Show } from 'solid-js';
import { activePlayer } from '../../../../shared/game/gameContext';
import { nextTileOdds, tilesRemaining } from '../../../../shared/rules/deckOdds';
import { PlayerBadge, plural, TileGrid } from '../../components';
import type { GameSession } from '../../state/gameSession';
import { Action, sentence } from './Action';
import { EndTurnPanel } from './EndTurnPanel';

/**
 * Start of a turn (or after a discarded tile): pick the tile that was drawn. The grid shows
 * what is left and the chance of each tile; typing a letter filters it (the box has focus).
 */
export function DrawPanel(props: { session: GameSession; discarded?: boolean }): JSX.Element {
  const [error, setError] = createSignal<string>();
  let root: HTMLElement | undefined;
  const game = () => props.session.snapshot().context;
  const player = () => activePlayer(game());
  const seat = () => game().turn.player;
  const remaining = () => tilesRemaining(game().deck);
  const odds = createMemo(() => nextTileOdds(game().deck));

  const reason = (tile: string): string | undefined =>
    props.session.busy() ? 'saving…' : props.session.check({ type: 'draw', tile });

  const pick = async (tile: string): Promise<void> => {
    try {
      const outcome = await props.session.dispatch({ type: 'draw', tile });
      setError(outcome.ok ? undefined : outcome.error);
    } catch (error) {
      setError(error instanceof Error ? error.message : String(error));
    }
  };

  onMount(() => root?.querySelector<HTMLInputElement>('.ml-tilegrid input')?.focus());

  return (
    <section ref={root} class="tb-panel tb-draw" aria-labelledby="tb-draw-title">
      <header class="tb-panel__head">
        <PlayerBadge player={player()} seat={seat()} size={48} />
        <h2 id="tb-draw-title">
          {player().name} draws {props.discarded ? 'again' : 'a tile'}
        </h2>
        <span class="ml-muted">{plural(remaining(), 'tile')} left</span>
      </header>
      <Show when={props.discarded}>
        <p class="tb-note" role="status">
          The last tile could not be placed and left the game (B3).{' '}
          {remaining() > 0 ? 'Draw another one.' : 'The deck is empty: end the turn.'}
        </p>
      </Show>
      <Show when={remaining() > 0}>
        <p class="ml-muted tb-hint">
          Type the tile's letter to find it (“rev”, “arrow”, “crop” for the expansions), then Enter
          or tap it.
        </p>
        <TileGrid
          left={game().deck.left}
          odds={odds()}
          onPick={(id) => void pick(id)}
          disabled={reason}
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
            confirm="End the game now and go to final scoring? Undo can take it back."
          >
            End the game now
          </Action>
        </div>
      </Show>
    </section>
  );
}
