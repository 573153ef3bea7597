import { createMemo, For, type JSX, Show } from 'solid-js';
import type { GameContext, Meeple } from '../../../../shared/game/gameContext';
import { PROTECTED_REVOLT_POINTS } from '../../../../shared/rules/points';
import { revoltCheckPoints, unpaidByRevolt } from '../../../../shared/rules/revolt';
import { Icon, namesFor, PlayerBadge } from '../../components';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { keepFocusAbove } from '../../stickyFoot';
import { Action } from './Action';
import { countedWords, KIND_GLYPH, listWords, meepleWhere, playerName } from './words';

/**
 * A revolt, as the engine already ran it when the tile was drawn (R2): the walk round the table
 * from the drawer (R3, R4, Ruling 6), one player after the other, with the meeples each one
 * takes off the board and the points protected meeples score; then where it stopped.
 */
export function RevoltPanel(props: {
  session: GameSession;
  /** Index in the record of the draw that started the revolt. */
  drawIndex: number;
  onContinue: () => void;
}): JSX.Element {
  /** The game just before the draw (meeples still where they stood) and just after it. */
  const before = (): GameContext | undefined => props.session.before()[props.drawIndex]?.context;
  const after = (): GameContext =>
    (props.session.before()[props.drawIndex + 1] ?? props.session.snapshot()).context;
  const revolt = () => after().revolt;
  const game = () => after();
  const meeple = (id: string): Meeple | undefined => before()?.meeples.find((m) => m.id === id);
  const where = (ids: readonly string[]) =>
    countedWords(
      ids.map((id) => {
        const m = meeple(id);
        const names = before() ?? game();
        return m ? meepleWhere(names, m) : namesFor(names).meepleById(id);
      }),
    );
  const stoppedAt = createMemo(() => {
    const last = revolt()?.checks.at(-1);
    return last && last.returned.length > 0 ? last.player : undefined;
  });
  /** Players the revolt never reached who had a protected meeple it would have paid (R5). */
  const unchecked = () => {
    const r = revolt();
    if (!r) return [];
    const players = game().players;
    const unpaid = new Set(
      unpaidByRevolt(
        (before() ?? game()).meeples,
        players.map((p) => p.id),
        r.checks,
        r.symbol,
      ),
    );
    return players.filter((p) => unpaid.has(p.id));
  };

  return (
    <section class="tb-panel tb-revolt" aria-labelledby="tb-revolt-title">
      <Show when={revolt()} fallback={<p class="ml-empty">{t('revolt.none')}</p>}>
        {(r) => (
          <>
            <header class="tb-panel__head">
              <Icon name={KIND_GLYPH[r().symbol]} size={40} />
              <h2 id="tb-revolt-title">{t(`revolt.title.${r().symbol}`)}</h2>
            </header>
            <p class="tb-hint">
              {t(`revolt.hint.${r().symbol}`, {
                name: playerName(game(), r().checks[0]?.player ?? ''),
                points: PROTECTED_REVOLT_POINTS,
              })}
            </p>
            {/* How it ended first: on a phone the check that stopped it may be screens down. */}
            <p class="tb-revolt__end" role="status">
              <Show when={stoppedAt()} fallback={t('revolt.everyone')}>
                {(who) => <>{t('revolt.stoppedAt', { name: playerName(game(), who()) })}</>}
              </Show>
              <Show when={unchecked().length > 0}>
                {' '}
                {t('revolt.unchecked', { names: listWords(unchecked().map((p) => p.name)) })}
              </Show>
            </p>
            <ol class="tb-revolt__checks" aria-label={t('revolt.checksAria')}>
              <For each={r().checks}>
                {(check, i) => {
                  const seat = () => game().players.findIndex((p) => p.id === check.player);
                  const player = () => game().players[seat()];
                  return (
                    <li
                      class="tb-revolt__check"
                      classList={{ 'tb-revolt__check--stop': check.returned.length > 0 }}
                      data-step={Math.min(i(), 5)}
                      data-player={check.player}
                    >
                      <Show when={player()}>{(p) => <PlayerBadge player={p()} size={40} />}</Show>
                      <div>
                        <strong>{playerName(game(), check.player)}</strong>
                        <Show when={check.returned.length > 0}>
                          <p>
                            {tn('revolt.takes', check.returned.length, {
                              where: where(check.returned),
                            })}
                          </p>
                        </Show>
                        <Show when={check.rewarded.length > 0}>
                          <p>
                            {tn('revolt.rewarded', check.rewarded.length, {
                              points: revoltCheckPoints(check),
                              where: where(check.rewarded),
                            })}
                          </p>
                        </Show>
                        <Show when={check.returned.length === 0 && check.rewarded.length === 0}>
                          <p>
                            {t(`revolt.noMeeple.${r().symbol}`, {
                              name: playerName(game(), check.player),
                            })}
                          </p>
                        </Show>
                        <p class="tb-revolt__verdict">
                          {check.returned.length > 0
                            ? t('revolt.stops')
                            : i() === r().checks.length - 1
                              ? t('revolt.endsAround')
                              : t('revolt.passes')}
                        </p>
                      </div>
                    </li>
                  );
                }}
              </For>
            </ol>
          </>
        )}
      </Show>
      <div class="tb-panel__foot" ref={keepFocusAbove}>
        <Action
          session={props.session}
          run={async () => {
            props.onContinue();
            return { ok: true };
          }}
          tone="primary"
          // Not C: the tile's own panel comes next, where C puts a meeple on the city (a C
          // pressed twice went on to deploy one). N means nothing on a revolt tile's panel.
          shortcut="n"
          alsoKey="Enter"
          data={{ revolt: 'continue' }}
        >
          {t('revolt.continue')}
        </Action>
      </div>
    </section>
  );
}
