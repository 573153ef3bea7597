import { type JSX, Show } from 'solid-js';
import { earnsExtraTurn } from '../../../../shared/game/effects';
import {
  activePlayer,
  type GameContext,
  type PlayerState,
} from '../../../../shared/game/gameContext';
import type { GameEvent } from '../../../../shared/record/schema';
import { tilesRemaining } from '../../../../shared/rules/deckOdds';
import { Icon, PlayerBadge } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';

/**
 * Who plays after this turn: the same player on an extra turn (A8), else the next seat.
 * `willEarnExtra` while the tile is in hand: whether the placement chosen earns one.
 */
export function nextPlayer(game: GameContext, willEarnExtra?: boolean): PlayerState {
  const extra = willEarnExtra ?? earnsExtraTurn(game);
  const seat = extra ? game.turn.player : (game.turn.player + 1) % game.players.length;
  return game.players[seat] ?? activePlayer(game);
}

/**
 * The end of the turn: who plays next, the extra turn when an extra arrow was activated (A8),
 * and final scoring after the last tile (Ruling 5). E or Enter ends the turn.
 */
export function EndTurnPanel(props: {
  session: GameSession;
  /** Events ending the turn implies first: the tile's `place` while it is still in hand. */
  lead?: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
  /** While the tile is in hand: whether the placement chosen earns an extra turn (A8). */
  willEarnExtra?: boolean | undefined;
}): JSX.Element {
  const game = () => props.session.snapshot().context;
  const turn = () => game().turn;
  const deckEmpty = () => tilesRemaining(props.session.current().context.deck) === 0;
  const extraEarned = () => props.willEarnExtra ?? earnsExtraTurn(game());
  const extraWasted = () =>
    props.willEarnExtra === undefined && turn().activated === 'extra' && turn().extra;
  const next = () => nextPlayer(game(), props.willEarnExtra);

  return (
    <section class="tb-endturn" aria-label={t('endTurn.aria')}>
      <Show when={extraEarned() && !deckEmpty()}>
        <p class="tb-announce" role="status">
          <Icon name="turn" size={32} />
          <span>
            <strong>{t('endTurn.extra')}</strong>{' '}
            {t('endTurn.extraBody', { name: activePlayer(game()).name })}
          </span>
        </p>
      </Show>
      <Show when={extraWasted()}>
        <p class="tb-note">{t('endTurn.extraWasted')}</p>
      </Show>
      <Show
        when={!deckEmpty()}
        fallback={
          <p class="tb-announce" role="status">
            <span>
              <strong>{t('endTurn.lastTile')}</strong>{' '}
              {extraEarned() ? t('endTurn.lastTileLost') : t('endTurn.lastTileBody')}
            </span>
          </p>
        }
      >
        <p class="tb-next">
          {t('endTurn.next')} <PlayerBadge player={next()} size={36} decorative />{' '}
          <strong>{next().name}</strong>
          {extraEarned() ? t('endTurn.nextExtra') : ''}
        </p>
      </Show>
      <Action
        session={props.session}
        event={{ type: 'endTurn' }}
        lead={'lead' in props ? props.lead : []}
        leadMissing={props.leadMissing}
        quiet={'lead' in props && props.lead === undefined}
        tone="primary"
        shortcut="e"
        alsoKey="Enter"
        class="tb-action--big"
        data={{ end: 'turn' }}
      >
        {deckEmpty() ? t('endTurn.final') : t('endTurn.end')}
      </Action>
    </section>
  );
}
