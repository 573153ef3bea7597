import { For, type JSX } from 'solid-js';
import type { PlayerState } from '../../../../shared/game/gameContext';
import { PlayerBadge, signed } from '../../components';
import { t } from '../../i18n';

/**
 * The scores in one line, kept at the top of a small screen (the seating ring is then below
 * the turn): every player's badge and score, whose turn it is marked, and Undo at its end (the
 * header's is out of reach once the turn is scrolled to, after a mis-tap is when it is
 * needed). Hidden on wide screens, where the ring is in view beside the turn.
 */
export function ScoreStrip(props: {
  players: readonly PlayerState[];
  activeSeat: number;
  undo?: JSX.Element;
}): JSX.Element {
  return (
    <div class="tb-strip">
      <ol class="tb-strip__seats" aria-label={t('table.scoresAria')}>
        <For each={props.players}>
          {(player, seat) => (
            <li
              class="tb-strip__seat"
              classList={{ 'tb-strip__seat--active': seat() === props.activeSeat }}
              aria-current={seat() === props.activeSeat ? 'true' : undefined}
            >
              <PlayerBadge player={player} size={20} />
              <span class="tb-strip__name">{player.name}</span>
              <span class="tb-strip__score ml-num">{signed(player.score)}</span>
            </li>
          )}
        </For>
      </ol>
      {props.undo}
    </div>
  );
}
