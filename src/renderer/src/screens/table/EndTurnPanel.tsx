import { type JSX, Show } from 'solid-js';
import { activePlayer } from '../../../../shared/game/gameContext';
import { tilesRemaining } from '../../../../shared/rules/deckOdds';
import { Icon, PlayerBadge } from '../../components';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';

/**
 * The end of the turn: who plays next, the extra turn when an extra arrow was activated (A8),
 * and final scoring after the last tile (Ruling 5). E or Enter ends the turn.
 */
export function EndTurnPanel(props: { session: GameSession }): JSX.Element {
  const game = () => props.session.snapshot().context;
  const turn = () => game().turn;
  const deckEmpty = () => tilesRemaining(game().deck) === 0;
  const extraEarned = () => turn().activated === 'extra' && !turn().extra;
  const extraWasted = () => turn().activated === 'extra' && turn().extra;
  const nextSeat = () =>
    extraEarned() ? turn().player : (turn().player + 1) % game().players.length;
  const next = () => game().players[nextSeat()] ?? activePlayer(game());

  return (
    <section class="tb-endturn" aria-label="End of turn">
      <Show when={extraEarned() && !deckEmpty()}>
        <p class="tb-announce" role="status">
          <Icon name="turn" size={32} />
          <span>
            <strong>Extra turn!</strong> {activePlayer(game()).name} plays again after this turn
            (A8).
          </span>
        </p>
      </Show>
      <Show when={extraWasted()}>
        <p class="tb-note">
          The extra arrow has no effect during an extra turn: never a third turn in a row (A8).
        </p>
      </Show>
      <Show
        when={!deckEmpty()}
        fallback={
          <p class="tb-announce" role="status">
            <span>
              <strong>That was the last tile.</strong> Ending the turn starts final scoring
              {extraEarned() ? '; the extra turn is lost' : ''} (Ruling 5).
            </span>
          </p>
        }
      >
        <p class="tb-next">
          Next: <PlayerBadge player={next()} seat={nextSeat()} size={36} />{' '}
          <strong>{next().name}</strong>
          {extraEarned() ? ' (extra turn)' : ''}
        </p>
      </Show>
      <Action
        session={props.session}
        event={{ type: 'endTurn' }}
        tone="primary"
        shortcut="e"
        alsoKey="Enter"
        class="tb-action--big"
      >
        {deckEmpty() ? 'End turn: final scoring' : 'End turn'}
      </Action>
    </section>
  );
}
