import { createMemo, createUniqueId, For, type JSX, Show } from 'solid-js';
import type { Award, PlayerState } from '../../../shared/game/gameContext';
import { SCORE_TRACK_LENGTH } from '../../../shared/rules/points';
import { t, tn } from '../i18n';
import { signed } from './format';
import { BadgeMark } from './PlayerBadge';
import { seatDash, swatch } from './playerStyle';
import './components.css';

export interface ScoreChartProps {
  /** Players in seating order. */
  players: readonly Pick<PlayerState, 'id' | 'name' | 'color' | 'score'>[];
  awards: readonly Award[];
  /** Turns played so far (the x axis runs 0 to turns). */
  turns: number;
}

const W = 640;
const H = 320;
const LEFT = 44;
const RIGHT = 48;
const TOP = 14;
const BOTTOM = 34;

/** Each player's score after each turn 0..turns (awards past the last turn count at the end). */
export function scoreSeries(
  players: readonly Pick<PlayerState, 'id'>[],
  awards: readonly Award[],
  turns: number,
): number[][] {
  const last = Math.max(0, Math.floor(turns));
  return players.map((player) => {
    const gained = new Array<number>(last + 1).fill(0);
    for (const award of awards) {
      if (award.player !== player.id) continue;
      const turn = Math.min(last, Math.max(0, award.turn));
      gained[turn] = (gained[turn] ?? 0) + award.points;
    }
    let sum = 0;
    return gained.map((g) => {
      sum += g;
      return sum;
    });
  });
}

/**
 * The y axis: from the lowest score (or 0) to just above the highest, on round numbers. It fits
 * the game: a 12-point game is not drawn on a 50-point axis (a lap line shows once passed).
 */
export function scoreRange(scores: readonly number[]): { low: number; high: number } {
  const low = Math.min(0, ...scores);
  const high = Math.max(0, ...scores);
  const unit = high - low > 40 ? 10 : 5;
  return {
    low: Math.floor(low / unit) * unit,
    high: Math.max(unit, Math.ceil((high + 1) / unit) * unit),
  };
}

function niceStep(span: number): number {
  for (const step of [1, 2, 5, 10, 20, 25, 50]) if (span / step <= 10) return step;
  return 100;
}

/** Score over the turns, one line per player, with the physical track's 50-point laps marked. */
export function ScoreChart(props: ScoreChartProps): JSX.Element {
  const uid = createUniqueId();
  const series = createMemo(() => scoreSeries(props.players, props.awards, props.turns));
  const turns = () => Math.max(1, Math.floor(props.turns));
  const range = createMemo(() => scoreRange(series().flat()));
  const x = (t: number): number => LEFT + (t / turns()) * (W - LEFT - RIGHT);
  const y = (score: number): number => {
    const { low, high } = range();
    return TOP + ((high - score) / (high - low)) * (H - TOP - BOTTOM);
  };
  const laps = createMemo(() => {
    const { low, high } = range();
    const out: number[] = [];
    const first = Math.ceil(low / SCORE_TRACK_LENGTH) * SCORE_TRACK_LENGTH;
    for (let v = first; v <= high; v += SCORE_TRACK_LENGTH) if (v !== 0) out.push(v);
    return out;
  });
  const turnTicks = createMemo(() => {
    const step = niceStep(turns());
    const out: number[] = [];
    for (let t = 0; t <= turns(); t += step) out.push(t);
    return out;
  });
  const path = (points: readonly number[]): string => {
    let d = `M${x(0)} ${y(points[0] ?? 0)}`;
    for (let t = 1; t < points.length; t++) d += `H${x(t)}V${y(points[t] ?? 0)}`;
    return d;
  };
  /** End markers in the right margin, pushed apart so none hides another. */
  const ends = createMemo(() => {
    const list = series().map((points, seat) => ({
      seat,
      want: y(points[points.length - 1] ?? 0),
      at: 0,
    }));
    const sorted = [...list].sort((a, b) => a.want - b.want);
    let prev = -Infinity;
    for (const e of sorted) {
      e.at = Math.max(e.want, prev + 20);
      prev = e.at;
    }
    const overflow = prev - (H - BOTTOM);
    if (overflow > 0) for (const e of sorted) e.at -= overflow;
    return list;
  });
  const summary = (): string =>
    props.players.map((p) => `${p.name} ${signed(p.score)}`).join(', ') || t('chart.noPlayers');

  return (
    <figure class="ml-chart">
      <svg
        class="ml-chart__plot"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`ml-chart-title-${uid} ml-chart-desc-${uid}`}
      >
        <title id={`ml-chart-title-${uid}`}>{tn('chart.title', turns())}</title>
        <desc id={`ml-chart-desc-${uid}`}>
          {t('chart.desc', { lap: SCORE_TRACK_LENGTH, summary: summary() })}
        </desc>
        <g class="ml-chart__axes">
          <For each={turnTicks()}>
            {(t) => (
              <g class="ml-chart__tick">
                <line x1={x(t)} x2={x(t)} y1={TOP} y2={H - BOTTOM} />
                <text x={x(t)} y={H - BOTTOM + 18} text-anchor="middle">
                  {t}
                </text>
              </g>
            )}
          </For>
          <text class="ml-chart__axis-name" x={LEFT} y={H - 3}>
            {t('chart.turnAxis')}
          </text>
          <line class="ml-chart__zero" x1={LEFT} x2={W - RIGHT} y1={y(0)} y2={y(0)} />
          <text class="ml-chart__y" x={LEFT - 6} y={y(0) + 5} text-anchor="end">
            0
          </text>
          <Show when={!laps().includes(range().high)}>
            <text
              class="ml-chart__y ml-chart__top"
              x={LEFT - 6}
              y={y(range().high) + 5}
              text-anchor="end"
            >
              {signed(range().high)}
            </text>
          </Show>
        </g>
        <For each={laps()}>
          {(value) => (
            <g class="ml-chart__lap" data-value={value}>
              <line x1={LEFT} x2={W - RIGHT} y1={y(value)} y2={y(value)} />
              <text class="ml-chart__y" x={LEFT - 6} y={y(value) + 5} text-anchor="end">
                {signed(value)}
              </text>
              <text class="ml-chart__lap-name" x={LEFT + 6} y={y(value) - 5}>
                {t('chart.lap', { n: signed(value / SCORE_TRACK_LENGTH) })}
              </text>
            </g>
          )}
        </For>
        <For each={props.players}>
          {(player, seat) => (
            <g class="ml-chart__series" data-player={player.id}>
              <path
                class="ml-chart__halo"
                d={path(series()[seat()] ?? [])}
                stroke-dasharray={seatDash(seat()) || undefined}
              />
              <path
                class="ml-chart__line"
                d={path(series()[seat()] ?? [])}
                stroke={swatch(player.color).fill}
                stroke-dasharray={seatDash(seat()) || undefined}
              />
            </g>
          )}
        </For>
        <For each={ends()}>
          {(end) => {
            const player = () => props.players[end.seat];
            const points = () => series()[end.seat] ?? [];
            return (
              <g class="ml-chart__end">
                <line
                  class="ml-chart__leader"
                  x1={x(points().length - 1)}
                  y1={end.want}
                  x2={W - RIGHT + 14}
                  y2={end.at}
                />
                <BadgeMark
                  player={player() ?? { name: '?', color: 'grey' }}
                  cx={W - RIGHT + 24}
                  cy={end.at}
                  r={10}
                />
              </g>
            );
          }}
        </For>
      </svg>
      <table class="ml-sr-only">
        <caption>{t('chart.caption', { n: turns() })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.player')}</th>
            <th scope="col">{t('chart.score')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.players}>
            {(player) => (
              <tr>
                <th scope="row">{player.name}</th>
                <td>{signed(player.score)}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </figure>
  );
}
