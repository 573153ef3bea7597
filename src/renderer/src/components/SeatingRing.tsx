import { For, Index, type JSX, Show } from 'solid-js';
import {
  MEEPLES_PER_PLAYER,
  type Meeple,
  type PlayerState,
} from '../../../shared/game/gameContext';
import { hasMeepleAtStake, type PlayerRevoltRisk } from '../../../shared/game/revoltRisk';
import { t, tn } from '../i18n';
import { percent, signed } from './format';
import { Icon } from './Icon';
import { MeepleIcon } from './MeepleIcon';
import type { Names } from './names';
import { PlayerBadge } from './PlayerBadge';
import { swatch } from './playerStyle';
import './components.css';

export interface SeatingRingProps {
  /** Players in seating order (clockwise: the next one is on the left). */
  players: readonly PlayerState[];
  activeSeat: number;
  /** The active player is taking an extra turn (20th Anniversary arrow). */
  extraTurn: boolean;
  meeples: readonly Meeple[];
  abbotInPlay: boolean;
  /** The Peasant Revolts is played: only then do meeples lie down (R7) and revolts threaten. */
  revolts: boolean;
  /**
   * Each player's revolt risk over the next round of draws, in seating order (shared rules,
   * game/revoltRisk.ts); absent without The Peasant Revolts and with the no-aids house rule.
   */
  risks?: readonly PlayerRevoltRisk[] | undefined;
  /** Names the meeples at risk ("Ana's thief on road 2"). */
  names?: Names | undefined;
}

/** Everyone round the table: whose turn, scores, meeples in supply, lying meeples and abbots. */
export function SeatingRing(props: SeatingRingProps): JSX.Element {
  const lying = (id: string): number =>
    props.meeples.filter((m) => m.player === id && m.protected).length;
  return (
    <ol class="ml-ring" aria-label={t('seats.aria')}>
      <For each={props.players}>
        {(player, seat) => {
          const active = () => seat() === props.activeSeat;
          const supply = () => Math.max(0, Math.min(MEEPLES_PER_PLAYER, player.supply));
          const abbot = () =>
            props.abbotInPlay && player.abbot !== 'none' ? player.abbot : undefined;
          return (
            <li
              class="ml-ring__seat"
              classList={{ 'ml-ring__seat--active': active() }}
              aria-current={active() ? 'true' : undefined}
              data-seat={seat()}
            >
              <div class="ml-ring__head">
                <PlayerBadge player={player} size={44} />
                <span class="ml-ring__name">{player.name}</span>
                <Show when={active()}>
                  <span class="ml-ring__tags">
                    <span class="ml-pill ml-pill--turn">{t('seats.turn')}</span>
                    <Show when={props.extraTurn}>
                      <span class="ml-pill ml-pill--extra">
                        <Icon name="turn" /> {t('seats.extraTurn')}
                      </span>
                    </Show>
                  </span>
                </Show>
              </div>
              <p class="ml-ring__score">
                <span class="ml-big ml-num">{signed(player.score)}</span>
                <span class="ml-ring__unit"> {tn('seats.points', Math.abs(player.score))}</span>
              </p>
              <p
                class="ml-ring__supply"
                role="img"
                aria-label={tn('seats.inSupply', player.supply)}
              >
                <Index each={Array.from({ length: MEEPLES_PER_PLAYER })}>
                  {(_, i) => (
                    <MeepleIcon
                      color={swatch(player.color).fill}
                      hollow={i >= supply()}
                      size={18}
                      class="ml-ring__meeple"
                    />
                  )}
                </Index>
                <span class="ml-ring__supply-n ml-num" aria-hidden="true">
                  {player.supply}
                </span>
              </p>
              <Show when={props.revolts || abbot()}>
                <p class="ml-ring__extras">
                  {/* Without The Peasant Revolts no meeple is ever protected: "0 lying" would
                      only puzzle. */}
                  <Show when={props.revolts}>
                    <span class="ml-ring__lying" classList={{ 'ml-muted': lying(player.id) === 0 }}>
                      <MeepleIcon variant="lying" size={22} color={swatch(player.color).fill} />
                      {tn('seats.lying', lying(player.id))}
                      <span class="ml-sr-only">{t('seats.lyingNote')}</span>
                    </span>
                  </Show>
                  <Show when={abbot()}>
                    {(where) => (
                      <span class="ml-ring__abbot" data-abbot={where()}>
                        <MeepleIcon
                          variant="abbot"
                          size={22}
                          color={where() === 'supply' ? swatch(player.color).fill : undefined}
                          hollow={where() === 'board'}
                        />
                        {where() === 'supply' ? t('seats.abbotSupply') : t('seats.abbotBoard')}
                      </span>
                    )}
                  </Show>
                </p>
              </Show>
              <Show
                when={
                  props.revolts && hasMeepleAtStake(props.meeples, player.id)
                    ? props.risks?.[seat()]
                    : undefined
                }
              >
                {(risk) => (
                  <SeatRisk
                    player={player.name}
                    risk={risk()}
                    meeples={props.meeples}
                    names={props.names}
                    draws={props.players.length}
                  />
                )}
              </Show>
            </li>
          );
        }}
      </For>
    </ol>
  );
}

/**
 * "12% to lose a meeple in the next 4 draws": the next round of draws, one per player, the
 * player's own included (the spec's round); a tap (or hover) names the meeples at risk, each
 * with its own chance.
 */
function SeatRisk(props: {
  /** Whose risk: said before it to a screen reader, which reached four alike by Tab. */
  player: string;
  risk: PlayerRevoltRisk;
  /** The draws of the round: one per player. */
  draws: number;
  meeples: readonly Meeple[];
  names?: Names | undefined;
}): JSX.Element {
  const named = () =>
    props.risk.meeples.map((atRisk) => {
      const meeple = props.meeples.find((m) => m.id === atRisk.id);
      const name = meeple && props.names ? props.names.meepleWhere(meeple) : t('seats.aMeeple');
      return t('seats.riskMeeple', { meeple: name, odds: percent(atRisk.chance) });
    });
  const summary = () => t('seats.risk', { odds: percent(props.risk.chance), n: props.draws });
  return (
    <details class="ml-ring__risk" data-risk={props.risk.chance}>
      <summary title={named().join('\n') || undefined}>
        <Icon name="pitchfork" /> <span class="ml-sr-only">{props.player}: </span>
        {summary()}
      </summary>
      <Show when={named().length > 0} fallback={<p class="ml-muted">{t('seats.riskNone')}</p>}>
        <ul>
          {/* By place, not by text: each move changes the odds in every line, and a list keyed
              by its text was built again whole at every tap. */}
          <Index each={named()}>{(line) => <li>{line()}</li>}</Index>
        </ul>
      </Show>
    </details>
  );
}
