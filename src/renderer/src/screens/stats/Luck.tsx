import { createMemo, createSignal, For, type JSX, onMount, Show } from 'solid-js';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import {
  type GameLuck,
  gameLuck,
  type PlayerLuck,
  type TileGroup,
} from '../../../../shared/stats/luck';
import type { LuckTable } from '../../../../shared/stats/luckTotals';
import { ScrollRegion } from '../../components';
import { type PluralKey, t, tn } from '../../i18n';
import { GameLineChart, oneDecimal } from './GameLineChart';
import './Luck.css';

/** Luck in plain words: "Ana lost 3 meeples to revolts; 1.2 were expected." */

const TILE_KEYS: Readonly<Record<TileGroup, PluralKey>> = {
  revolt: 'luck.revoltTiles',
  crop: 'luck.cropTiles',
  arrow: 'luck.arrowTiles',
};

/**
 * What the odds expected, to one decimal: a small chance is "under 0.1", never "0.0" beside a
 * thing that happened.
 */
export function expectedCount(expected: number): string {
  return expected > 0 && expected < 0.05
    ? t('luck.underTenth', { tenth: oneDecimal(0.1) })
    : oneDecimal(expected);
}

/** One player's luck in a game, sentence by sentence (revolts only when they were in play). */
export function luckSentences(player: PlayerLuck, revoltsInPlay: boolean): string[] {
  const name = player.name.trim();
  const lines: string[] = [];
  if (revoltsInPlay) {
    lines.push(
      tn('luck.meeples', player.meeplesLost.actual, {
        name,
        expected: expectedCount(player.meeplesLost.expected),
      }),
    );
    // With no meeple lost, "revolts took meeples 0 times" said it again (newcomer finding).
    if (player.meeplesLost.actual > 0)
      lines.push(
        tn('luck.revolts', player.revolts.actual, {
          name,
          expected: expectedCount(player.revolts.expected),
        }),
      );
  }
  for (const [group, key] of Object.entries(TILE_KEYS) as [TileGroup, PluralKey][]) {
    const tally = player.tiles[group];
    if (tally) lines.push(tn(key, tally.actual, { name, expected: expectedCount(tally.expected) }));
  }
  return lines;
}

/** The luck of one game, per player; nothing at all with `no-aids` or without any figure. */
export function GameLuckView(props: { luck: GameLuck }): JSX.Element {
  const shown = () => {
    const luck = props.luck;
    if (luck.noAids) return undefined;
    const players = luck.players.map((p) => ({
      name: p.name,
      lines: luckSentences(p, luck.revoltsInPlay),
    }));
    return players.some((p) => p.lines.length > 0) ? players : undefined;
  };
  return (
    <Show when={shown()}>
      {(players) => (
        <section class="luck" aria-labelledby="luck-title">
          <h2 id="luck-title">{t('luck.title')}</h2>
          <p class="hint">{t('luck.hint')}</p>
          <ul class="luck__players">
            <For each={players()}>
              {(player) => (
                <li>
                  <ul class="luck__lines">
                    <For each={player.lines}>{(line) => <li>{line}</li>}</For>
                  </ul>
                </li>
              )}
            </For>
          </ul>
        </section>
      )}
    </Show>
  );
}

/** Reads a stored game's record and shows its luck (Results). */
export function StoredGameLuck(props: { api: MeepleLedgerApi; sessionId: string }): JSX.Element {
  const [luck, setLuck] = createSignal<GameLuck>();
  onMount(() => {
    void props.api.sessions.export(props.sessionId).then((answer) => {
      if (!answer.ok) return;
      try {
        const outcome = gameLuck(JSON.parse(answer.value));
        if (outcome.ok) setLuck(outcome.luck);
      } catch {
        // A record that cannot be read shows no luck; Results says nothing more about it.
      }
    });
  });
  return <Show when={luck()}>{(l) => <GameLuckView luck={l()} />}</Show>;
}

/** How many players the luck chart draws. */
const LUCK_CHART_PLAYERS = 8;

/** Luck over every game on the statistics screen: the totals and meeples lost beyond the odds. */
export function LuckTotals(props: {
  table: LuckTable;
  nameOf: (key: string) => string;
  colorOf: (key: string) => string;
}): JSX.Element {
  // Built once per table (the chart reads its lines several times; each read was a new copy).
  const chartLines = createMemo(() =>
    props.table.players.slice(0, LUCK_CHART_PLAYERS).map((p) => ({
      key: p.key,
      name: props.nameOf(p.key),
      color: props.colorOf(p.key),
      points: p.history,
    })),
  );
  const groups = () =>
    (['revolt', 'crop', 'arrow'] as const).filter((g) =>
      props.table.players.some((p) => p.tiles[g] !== undefined),
    );
  const cell = (tally: { actual: number; expected: number } | undefined) =>
    tally
      ? t('luck.cell', { actual: String(tally.actual), expected: expectedCount(tally.expected) })
      : '–';
  const label = {
    revolt: 'luck.colRevoltTiles',
    crop: 'luck.colCropTiles',
    arrow: 'luck.colArrowTiles',
  } as const;
  return (
    <Show when={props.table.games > 0 && (props.table.revoltsInPlay || groups().length > 0)}>
      <section class="stats__card" aria-labelledby="stats-luck">
        <h2 id="stats-luck">{t('luck.overTime')}</h2>
        <p class="hint">{t('luck.overTimeHint')}</p>
        <ScrollRegion class="stats__scroll" labelledBy="stats-luck">
          <table class="stats__table">
            <thead>
              <tr>
                <th scope="col">{t('chart.player')}</th>
                {/* The Players table's Games are finished ones; luck counts what happened in
                    every game, finished or not, and says so (newcomer finding). */}
                <th scope="col">{t('luck.colGames')}</th>
                <Show when={props.table.revoltsInPlay}>
                  <th scope="col">{t('luck.colMeeples')}</th>
                  <th scope="col">{t('luck.colRevolts')}</th>
                </Show>
                <For each={groups()}>{(g) => <th scope="col">{t(label[g])}</th>}</For>
              </tr>
            </thead>
            <tbody>
              <For each={props.table.players}>
                {(p) => (
                  <tr>
                    <th scope="row">{props.nameOf(p.key)}</th>
                    <td>{p.games}</td>
                    <Show when={props.table.revoltsInPlay}>
                      <td>{cell(p.meeplesLost)}</td>
                      <td>{cell(p.revolts)}</td>
                    </Show>
                    <For each={groups()}>{(g) => <td>{cell(p.tiles[g])}</td>}</For>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </ScrollRegion>
        <Show when={props.table.revoltsInPlay}>
          <h3>{t('luck.chart')}</h3>
          <p class="hint">{t('luck.chartHint')}</p>
          <GameLineChart title={t('luck.chart')} games={props.table.games} lines={chartLines()} />
        </Show>
      </section>
    </Show>
  );
}
