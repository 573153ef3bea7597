import { createMemo, For, type JSX, Show } from 'solid-js';
import { type RatingsTable, ranksOf } from '../../../../shared/ratings/openSkill';
import { ScrollRegion } from '../../components';
import { t } from '../../i18n';
import { GameLineChart, oneDecimal } from './GameLineChart';

/** How many players the rating chart draws (the best rated): more lines cannot be told apart. */
export const RATING_CHART_PLAYERS = 8;

/**
 * Places on the leaderboard, best first: players whose ratings read the same (to the tenth
 * shown) share a place, as a tie shares one in a game (two players who tied their only game
 * have the same rating).
 */
export const leaderboardPlaces = (ordinals: readonly number[]): number[] =>
  ranksOf(ordinals.map((value) => Math.round(value * 10)));

/**
 * The group's ratings on the statistics screen: the leaderboard by ordinal (mu − 3·sigma) and
 * each player's rating over the games.
 */
export function Ratings(props: {
  table: RatingsTable;
  nameOf: (key: string) => string;
  colorOf: (key: string) => string;
}): JSX.Element {
  // Built once per table: a prop read is a call, and the chart reads its lines five times (a
  // copy of up to 8 × 2,000 points each time: most of a 45 ms task with 2,000 games).
  const lines = createMemo(() =>
    props.table.players.slice(0, RATING_CHART_PLAYERS).map((p) => ({
      key: p.key,
      name: props.nameOf(p.key),
      color: props.colorOf(p.key),
      points: (props.table.history.get(p.key) ?? []).map((point) => ({
        game: point.game,
        value: point.ordinal,
      })),
    })),
  );
  const places = () => leaderboardPlaces(props.table.players.map((p) => p.ordinal));
  return (
    <Show when={props.table.games > 0}>
      <section class="stats__card" aria-labelledby="stats-ratings">
        <h2 id="stats-ratings">{t('rating.title')}</h2>
        <p class="hint">{t('rating.hint')}</p>
        <ScrollRegion class="stats__scroll" labelledBy="stats-ratings">
          <table class="stats__table" aria-labelledby="stats-ratings">
            <thead>
              <tr>
                <th scope="col">{t('gn.rank')}</th>
                <th scope="col">{t('chart.player')}</th>
                <th scope="col" title={t('rating.ordinalAbout')}>
                  {t('rating.ordinal')}
                </th>
                <th scope="col" title={t('rating.skillAbout')}>
                  {t('rating.skill')}
                </th>
                <th scope="col">{t('gn.games')}</th>
              </tr>
            </thead>
            <tbody>
              <For each={props.table.players}>
                {(p, i) => (
                  <tr>
                    <td>{places()[i()]}</td>
                    <th scope="row">{props.nameOf(p.key)}</th>
                    <td>{oneDecimal(p.ordinal)}</td>
                    <td>
                      {oneDecimal(p.mu)} ± {oneDecimal(p.sigma)}
                    </td>
                    <td>{p.games}</td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </ScrollRegion>
        <h3>{t('rating.overTime')}</h3>
        <GameLineChart lines={lines()} games={props.table.games} title={t('rating.chartTitle')} />
      </section>
    </Show>
  );
}
