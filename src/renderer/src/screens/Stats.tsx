import {
  createEffect,
  createMemo,
  createSignal,
  For,
  Index,
  type JSX,
  Match,
  onCleanup,
  onMount,
  Show,
  Switch,
} from 'solid-js';
import { POINTS_CATEGORIES, type PointsCategory } from '../../../shared/game/results';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import type { GameNight, Profile } from '../../../shared/ipc/types';
import type { RatingsTable } from '../../../shared/ratings/openSkill';
import { headToHeadCsv, playerStatsCsv } from '../../../shared/stats/csv';
import type { LuckTable } from '../../../shared/stats/luckTotals';
import { type PlayerStats, rivalriesOf, type StatsTable } from '../../../shared/stats/playerStats';
import { percent, ScrollRegion, signed } from '../components';
import { type TextKey, t, tn } from '../i18n';
import { afterTheNextFrame, nextTurn } from '../later';
import { downloadText, isTextField, Kbd } from './common';
import { askStatsGames } from './stats/askStatsGames';
import { BarChart, type SeriesStyle, StackedBarChart } from './stats/charts';
import { LuckTotals } from './stats/Luck';
import { Ratings } from './stats/Ratings';
import { StatsFilters } from './stats/StatsFilters';
import { takeStatsAhead } from './stats/statsAhead';
import {
  filterGames,
  type GameSelection,
  houseRuleChoices,
  nightChoices,
  playerChoices,
  type SlowFigures,
  type StatsData,
  type StatsFilter,
  type StatsView,
  slowFiguresOf,
  statsData,
  statsView,
} from './stats/statsModel';

export { seatKey, statsData, statsView } from './stats/statsModel';

const NO_GAMES: GameSelection = new Int32Array(0);

import './Stats.css';

export interface StatsProps {
  api: MeepleLedgerApi;
  onHome: () => void;
}

/** The colour of each points category in the stacked chart (legible on both themes). */
export const CATEGORY_COLORS: Readonly<Record<PointsCategory, string>> = {
  city: '#c0562f',
  road: '#d9a531',
  monastery: '#7b5ea7',
  garden: '#3f9a4f',
  field: '#9cc35a',
  revolt: '#b3363d',
  protection: '#4a78b8',
  arrow: '#e0823a',
  'abbot-recall': '#8a5a3c',
  adjustment: '#8d8d8d',
};

const categorySeries = (): SeriesStyle[] =>
  POINTS_CATEGORIES.map((c) => ({
    key: c,
    label: t(`statcat.${c}`),
    color: CATEGORY_COLORS[c],
  }));

/**
 * "1:03": minutes and seconds, as the turn's clock shows them, in the chart and the table alike
 * (the table's "23 s" beside the chart's "0:23" read as two different figures).
 */
export function clock(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '–';
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

const percentOrDash = (value: number | null): string => (value === null ? '–' : percent(value));
const signedOrDash = (value: number | null): string => (value === null ? '–' : signed(value));

const one = (value: number | null): string =>
  value === null ? '–' : String(Math.round(value * 10) / 10);

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready';
      data: StatsData;
      /** The filters' choices: every house rule used and every player, by name. */
      houseRules: string[];
      players: { key: string; name: string }[];
      /** The figures of every game (what is shown without a filter). */
      everything: StatsView;
      warnings: number;
      profiles: Profile[];
    };

/** Statistics over every stored game: wins, scores, where the points come from, head to head. */
export function Stats(props: StatsProps): JSX.Element {
  const [load, setLoad] = createSignal<Load>({ state: 'loading' });
  const [nights, setNights] = createSignal<GameNight[]>([]);

  // A game changed elsewhere since the figures were read (a phone finished one): said, with a
  // button to read them again, rather than read again at every move of a game being played.
  const [changedSince, setChangedSince] = createSignal(false);
  const [rereading, setRereading] = createSignal(false);
  onCleanup(props.api.onSessionChanged(() => setChangedSince(true)));

  let first = true;
  async function fetchAll(): Promise<void> {
    setChangedSince(false);
    // Read again, the figures shown stay until the new ones are ready.
    const again = load().state === 'ready';
    if (again) setRereading(true);
    else setLoad({ state: 'loading' });
    try {
      await readAll();
    } finally {
      setRereading(false);
    }
  }
  async function readAll(): Promise<void> {
    // The nights only feed their filter: the figures do not wait for them.
    void props.api.nights.list().then((nights) => {
      if (nights.ok) setNights(nightChoices(nights.value.nights));
    });
    // Asked for as the Statistics button was pressed, when it was (statsAhead.ts); once.
    const ahead = first ? takeStatsAhead() : undefined;
    first = false;
    const [games, profiles] = await Promise.all([
      ahead?.games ?? askStatsGames(props.api),
      ahead?.profiles ?? props.api.profiles.list(),
    ]);
    if (!games.ok) {
      setLoad({ state: 'error', message: games.error.message });
      return;
    }
    const known = profiles.ok ? profiles.value.profiles : [];
    // Each its own task, none a long one: the answer read (2,000 games are a megabyte and a
    // half of JSON, parsed as it arrives), the columns, the sums, then the figures drawn.
    await nextTurn();
    const data = statsData(games.value, known);
    await nextTurn();
    const everything = statsView(data, data.all, known);
    await nextTurn();
    setLoad({
      state: 'ready',
      data,
      houseRules: houseRuleChoices(data),
      players: playerChoices(everything),
      everything,
      warnings: games.value.warnings.length,
      profiles: known,
    });
  }

  onMount(() => void fetchAll());

  const [filter, setFilter] = createSignal<StatsFilter>({});
  const ready = () => {
    const l = load();
    return l.state === 'ready' ? l : undefined;
  };
  /** The games the filters keep (numbers into the data), and their figures. */
  const shown = createMemo((): GameSelection => {
    const l = ready();
    return l ? filterGames(l.data, filter()) : NO_GAMES;
  });
  const view = createMemo((): StatsView | undefined => {
    const l = ready();
    if (!l) return undefined;
    const games = shown();
    return games === l.data.all ? l.everything : statsView(l.data, games, l.profiles);
  });

  // The ratings and luck (a run through every game counted) come after the figures, worked out
  // a slice at a time: the figures paint first, and a filter changed meanwhile starts them over.
  const [slow, setSlow] = createSignal<{
    games: GameSelection;
    figures: SlowFigures;
    /** Drawn a task after the ratings, so that no one task draws both charts. */
    luckShown: boolean;
  }>();
  let run = 0;
  createEffect(() => {
    const l = ready();
    if (!l) return;
    const games = shown();
    const mine = ++run;
    const cancelled = () => mine !== run;
    void (async () => {
      // After the frame that shows the figures, and after what that frame queued.
      await afterTheNextFrame();
      await nextTurn();
      if (cancelled()) return;
      const figures = await slowFiguresOf(l.data, games, cancelled);
      if (!figures || cancelled()) return;
      setSlow({ games, figures, luckShown: false });
      await nextTurn();
      if (!cancelled()) setSlow({ games, figures, luckShown: true });
    })();
  });
  onCleanup(() => {
    run++;
  });
  const slowFigures = createMemo(() => {
    const s = slow();
    return s && { ratings: s.figures.ratings, luck: s.luckShown ? s.figures.luck : undefined };
  });
  const slowStale = () => {
    const s = slow();
    return s !== undefined && s.games !== shown();
  };

  // A closed filter menu (a select) lets Escape go back too: an open one keeps the key itself
  // (newcomer finding: Escape did nothing once a filter had been chosen). A text field keeps it.
  // A date field too: Escape there has nothing to undo (newcomer finding: it did nothing).
  const keepsEscape = (target: EventTarget | null) =>
    isTextField(target) &&
    (target as HTMLElement).tagName !== 'SELECT' &&
    (target as HTMLInputElement).type !== 'date';
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !keepsEscape(e.target) && !e.defaultPrevented) {
      e.preventDefault();
      props.onHome();
    }
  };
  window.addEventListener('keydown', onKey);
  onCleanup(() => window.removeEventListener('keydown', onKey));

  return (
    <main class="screen stats" aria-labelledby="stats-title">
      <header class="bar">
        <h1 id="stats-title">{t('home.stats')}</h1>
        <div class="bar__actions">
          <Show when={view()?.table.players.length}>
            <button
              type="button"
              class="ml-button"
              onClick={() => {
                const table = view()?.table;
                if (!table) return;
                downloadText('meeple-ledger-players.csv', playerStatsCsv(table), 'text/csv');
                downloadText('meeple-ledger-head-to-head.csv', headToHeadCsv(table), 'text/csv');
              }}
            >
              {t('stats.download')}
            </button>
          </Show>
          <button
            type="button"
            class="ml-button"
            aria-keyshortcuts="Escape"
            onClick={() => props.onHome()}
          >
            {t('ng.back')} <Kbd>Esc</Kbd>
          </button>
        </div>
      </header>
      <Show when={changedSince() && load().state === 'ready'}>
        <p class="stats__changed" role="status">
          {t('stats.changedSince')}{' '}
          <button
            type="button"
            class="ml-button"
            disabled={rereading()}
            onClick={() => void fetchAll()}
          >
            {rereading() ? t('stats.reading') : t('stats.readAgain')}
          </button>
        </p>
      </Show>
      <Switch>
        <Match when={load().state === 'loading'}>
          <p class="loading" role="status">
            {t('stats.reading')}
          </p>
        </Match>
        <Match when={load().state === 'error' && load()}>
          {(l) => (
            <div class="problem" role="alert">
              <p>{t('stats.readFailed', { message: (l() as { message: string }).message })}</p>
              <button type="button" class="ml-button" onClick={() => void fetchAll()}>
                {t('table.tryAgain')}
              </button>
            </div>
          )}
        </Match>
        <Match when={view()}>
          {(v) => (
            <>
              <Show when={ready()}>
                {(l) => (
                  <StatsFilters
                    filter={filter()}
                    onChange={setFilter}
                    players={l().players}
                    nights={nights()}
                    houseRules={l().houseRules}
                    shown={shown().length}
                    total={l().data.all.length}
                  />
                )}
              </Show>
              <StatsBody
                view={v()}
                everything={ready()?.everything ?? v()}
                slow={slowFigures()}
                slowStale={slowStale()}
                warnings={ready()?.warnings ?? 0}
                filtered={Object.keys(filter()).length > 0}
              />
            </>
          )}
        </Match>
      </Switch>
    </main>
  );
}

function StatsBody(props: {
  view: StatsView;
  /** The figures of every game, whatever the filters. */
  everything: StatsView;
  /** The ratings and luck, worked out after the rest (of the games counted before, when stale). */
  slow: { ratings: RatingsTable; luck: LuckTable | undefined } | undefined;
  slowStale: boolean;
  warnings: number;
  filtered: boolean;
}): JSX.Element {
  const table = () => props.view.table;
  // Read at every segment of the stacked chart: worked out once per language.
  const series = createMemo(categorySeries);
  // The counts first, the charts a task later (wins and averages, then points by category and
  // thinking time: all four in one task were 35–45 ms here), the tables a frame after that:
  // each part is a short task of its own, and the first figures are on screen sooner.
  const [chartsShown, setChartsShown] = createSignal(0);
  const [tablesShown, setTablesShown] = createSignal(false);
  onMount(async () => {
    await nextTurn();
    setChartsShown(1);
    await nextTurn();
    setChartsShown(2);
    await afterTheNextFrame();
    setTablesShown(true);
  });
  const ratings = () => props.slow?.ratings;
  const luck = () => props.slow?.luck;
  const nameOf = (key: string) => props.view.names.get(key) ?? key;
  // One colour per player whatever the filters, decided from every game (statsModel's
  // playerColors): the same in every chart, filtered or not.
  const colorOf = (key: string) => props.view.colors.get(key) ?? 'grey';
  // The ratings and luck charts name players as every game does: a filter does not redraw them
  // before their own figures come (their colours, the same map, are read from there too).
  const everyName = (key: string) => props.everything.names.get(key) ?? key;
  const everyColor = (key: string) => props.everything.colors.get(key) ?? 'grey';
  const finishedPlayers = () => table().players.filter((p) => p.games > 0);
  const timed = () => table().players.filter((p) => p.averageThinkMs !== null);
  const problems = () => table().problems.length + props.warnings;
  const byAverage = () =>
    [...finishedPlayers()].sort((a, b) => (b.averageScore ?? 0) - (a.averageScore ?? 0));

  return (
    <>
      <p class="stats__summary">
        {tn('stats.games', table().games, { finished: table().finishedGames })} ·{' '}
        {tn('stats.playerCount', table().players.length)}
      </p>
      <Show when={problems() > 0}>
        <p class="hint" role="note">
          {tn('stats.problems', problems())}
        </p>
      </Show>
      <Show
        when={table().players.length > 0}
        fallback={<p class="ml-empty">{t(props.filtered ? 'stats.noMatch' : 'stats.none')}</p>}
      >
        <Show
          when={finishedPlayers().length > 0}
          fallback={<p class="ml-empty">{t('stats.noFinished')}</p>}
        >
          <Show when={chartsShown() > 0}>
            <div class="stats__charts">
              <section class="stats__card" aria-labelledby="chart-wins">
                <h2 id="chart-wins">{t('gn.wins')}</h2>
                <BarChart
                  title={t('gn.wins')}
                  floor={1}
                  bars={finishedPlayers().map((p) => ({
                    key: p.key,
                    label: nameOf(p.key),
                    value: p.wins,
                    color: colorOf(p.key),
                    text: t('stats.winsOf', {
                      wins: p.wins,
                      games: p.games,
                      rate: percent(p.winRate ?? 0),
                    }),
                  }))}
                />
              </section>
              <section class="stats__card" aria-labelledby="chart-average">
                <h2 id="chart-average">{t('stats.average')}</h2>
                <BarChart
                  title={t('stats.average')}
                  bars={byAverage().map((p) => ({
                    key: p.key,
                    label: nameOf(p.key),
                    value: p.averageScore ?? 0,
                    color: colorOf(p.key),
                    text: t('stats.avgText', {
                      avg: one(p.averageScore),
                      best: p.bestScore ?? '–',
                    }),
                  }))}
                />
              </section>
              <Show when={chartsShown() > 1}>
                <section class="stats__card" aria-labelledby="chart-categories">
                  <h2 id="chart-categories">{t('stats.byCategory')}</h2>
                  <StackedBarChart
                    title={t('stats.byCategoryTitle')}
                    series={series()}
                    bars={byAverage().map((p) => ({
                      key: p.key,
                      label: nameOf(p.key),
                      segments: POINTS_CATEGORIES.map((c) => ({
                        key: c,
                        value: p.averageByCategory?.[c] ?? 0,
                      })),
                      text: one(p.averageScore),
                    }))}
                  />
                </section>
              </Show>
            </div>
          </Show>
        </Show>
        <Show when={chartsShown() > 1 && timed().length > 0}>
          <section class="stats__card" aria-labelledby="chart-think">
            <h2 id="chart-think">{t('stats.think')}</h2>
            <BarChart
              title={t('stats.thinkTitle')}
              bars={[...timed()]
                .sort((a, b) => (b.averageThinkMs ?? 0) - (a.averageThinkMs ?? 0))
                .map((p) => ({
                  key: p.key,
                  label: nameOf(p.key),
                  value: p.averageThinkMs ?? 0,
                  color: colorOf(p.key),
                  text: t('stats.thinkText', {
                    avg: clock(p.averageThinkMs),
                    longest: clock(p.longestTurnMs),
                  }),
                }))}
            />
          </section>
        </Show>
        <div class="stats__later" aria-busy={props.slowStale ? 'true' : undefined}>
          <Show when={ratings()}>
            {(table) => <Ratings table={table()} nameOf={everyName} colorOf={everyColor} />}
          </Show>
          <Show when={luck()}>
            {(table) => <LuckTotals table={table()} nameOf={everyName} colorOf={everyColor} />}
          </Show>
        </div>
        <Show when={tablesShown()}>
          <PlayersTable players={table().players} nameOf={nameOf} />
          <CountersTable players={table().players} nameOf={nameOf} revolts={props.view.revolts} />
          <HeadToHead table={table()} nameOf={nameOf} />
        </Show>
      </Show>
    </>
  );
}

function PlayersTable(props: {
  players: readonly PlayerStats[];
  nameOf: (key: string) => string;
}): JSX.Element {
  return (
    <section class="stats__card" aria-labelledby="stats-players">
      <h2 id="stats-players">{t('table.playersAria')}</h2>
      <ScrollRegion class="stats__scroll" labelledBy="stats-players">
        <table class="stats__table">
          <thead>
            <tr>
              <th scope="col">{t('chart.player')}</th>
              <th scope="col">{t('gn.games')}</th>
              <th scope="col">{t('gn.wins')}</th>
              <th scope="col">{t('stats.winRate')}</th>
              <th scope="col">{t('stats.avg')}</th>
              <th scope="col">{t('stats.best')}</th>
              <th scope="col">{t('stats.unfinished')}</th>
            </tr>
          </thead>
          <tbody>
            <Index each={props.players}>
              {(p) => (
                <tr>
                  <th scope="row">{props.nameOf(p().key)}</th>
                  <td>{p().games}</td>
                  <td>{p().wins}</td>
                  <td>{percentOrDash(p().winRate)}</td>
                  <td>{one(p().averageScore)}</td>
                  <td>{signedOrDash(p().bestScore)}</td>
                  <td>{p().unfinishedGames}</td>
                </tr>
              )}
            </Index>
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

/** What only a scorekeeper that saw every event knows, over every game. */
function CountersTable(props: {
  players: readonly PlayerStats[];
  nameOf: (key: string) => string;
  /** The Peasant Revolts was in a game counted: without, its columns would be zeros only. */
  revolts: boolean;
}): JSX.Element {
  type Column = { label: TextKey; about: TextKey; value: (p: PlayerStats) => string };
  const revoltColumns: Column[] = [
    {
      label: 'stats.lost',
      about: 'stats.lostAbout',
      value: (p) => String(p.counters.meeplesLostToRevolts),
    },
    {
      label: 'stats.protectedPoints',
      about: 'stats.protectedAbout',
      value: (p) => String(p.counters.revoltPoints),
    },
    {
      label: 'stats.spent',
      about: 'stats.spentAbout',
      value: (p) => String(p.counters.protectionPointsNew + p.counters.protectionPointsStanding),
    },
  ];
  const otherColumns: Column[] = [
    {
      label: 'stats.arrows',
      about: 'stats.arrowsAbout',
      value: (p) =>
        String(p.counters.activatedAdd + p.counters.activatedAnywhere + p.counters.activatedExtra),
    },
    {
      label: 'stats.extra',
      about: 'stats.extraAbout',
      value: (p) => String(p.counters.extraTurns),
    },
    {
      label: 'stats.crop',
      about: 'stats.cropAbout',
      value: (p) => String(p.counters.cropRoundsDeploy + p.counters.cropRoundsRemove),
    },
    {
      // Rounds started count only the active player's; a follower placed in another's round
      // showed nowhere (newcomer finding: "Crop rounds 0" after adding a knight).
      label: 'stats.cropMoves',
      about: 'stats.cropMovesAbout',
      value: (p) => String(p.counters.cropDeployed + p.counters.cropRemoved),
    },
    {
      label: 'stats.thinkCol',
      about: 'stats.thinkAbout',
      value: (p) => clock(p.averageThinkMs),
    },
  ];
  const columns = () => (props.revolts ? [...revoltColumns, ...otherColumns] : otherColumns);
  return (
    <section class="stats__card" aria-labelledby="stats-counters">
      <h2 id="stats-counters">{t('stats.atTable')}</h2>
      <p class="hint">{t('stats.atTableHint')}</p>
      <ScrollRegion class="stats__scroll" labelledBy="stats-counters">
        <table class="stats__table">
          <thead>
            <tr>
              <th scope="col">{t('chart.player')}</th>
              <For each={columns()}>
                {(column) => (
                  <th scope="col" title={t(column.about)}>
                    {t(column.label)}
                  </th>
                )}
              </For>
            </tr>
          </thead>
          <tbody>
            <Index each={props.players}>
              {(p) => (
                <tr>
                  <th scope="row">{props.nameOf(p().key)}</th>
                  <For each={columns()}>{(column) => <td>{column.value(p())}</td>}</For>
                </tr>
              )}
            </Index>
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

/** Head to head: each row's wins–losses (and ties) against each column, finished games only. */
function HeadToHead(props: { table: StatsTable; nameOf: (key: string) => string }): JSX.Element {
  const players = () => props.table.players.filter((p) => p.games > 0);
  const cell = (row: string, column: string): string => {
    const r = rivalriesOf(props.table, row).find((x) => x.opponent === column);
    if (!r || r.games === 0) return '';
    return r.ties > 0 ? `${r.wins}–${r.losses}–${r.ties}` : `${r.wins}–${r.losses}`;
  };
  return (
    <Show when={props.table.headToHead.length > 0}>
      <section class="stats__card" aria-labelledby="stats-h2h">
        <h2 id="stats-h2h">{t('stats.h2h')}</h2>
        <p class="hint">{t('stats.h2hHint')}</p>
        <ScrollRegion class="stats__scroll" labelledBy="stats-h2h">
          <table class="stats__table stats__h2h">
            <thead>
              <tr>
                <td />
                <Index each={players()}>
                  {(p) => <th scope="col">{props.nameOf(p().key)}</th>}
                </Index>
              </tr>
            </thead>
            <tbody>
              <Index each={players()}>
                {(row) => (
                  <tr>
                    <th scope="row">{props.nameOf(row().key)}</th>
                    <Index each={players()}>
                      {(column) => (
                        <td classList={{ stats__self: column().key === row().key }}>
                          {column().key === row().key ? '' : cell(row().key, column().key)}
                        </td>
                      )}
                    </Index>
                  </tr>
                )}
              </Index>
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </Show>
  );
}
