import { createMemo, createUniqueId, For, type JSX } from 'solid-js';
import type { RatingPoint } from '../../../../shared/ratings/openSkill';
import { BadgeMark, seatDash, swatch } from '../../components';
import { t } from '../../i18n';

/**
 * Each player's rating (the ordinal) over the group's games: one step line per player that
 * moves after each of their games, drawn like the score chart of Results (its classes, its
 * colours and dashes, a badge at each line's end) so the two read alike.
 */

export interface RatingLine {
  key: string;
  name: string;
  color: string;
  points: readonly RatingPoint[];
}

const W = 640;
const H = 300;
const LEFT = 44;
const RIGHT = 48;
const TOP = 14;
const BOTTOM = 34;

/** A rating to one decimal: "12.3", "−4.0". */
export const ratingText = (value: number): string =>
  `${value < 0 ? '\u2212' : ''}${Math.abs(value).toFixed(1)}`;

export function RatingChart(props: { lines: readonly RatingLine[]; games: number }): JSX.Element {
  const uid = createUniqueId();
  const games = () => Math.max(1, props.games);
  const range = createMemo(() => {
    const all = props.lines.flatMap((line) => line.points.map((p) => p.ordinal));
    const low = Math.floor(Math.min(0, ...all) / 5) * 5;
    const high = Math.ceil(Math.max(5, ...all) / 5) * 5;
    return { low, high: high === low ? low + 5 : high };
  });
  const x = (game: number): number => LEFT + (game / games()) * (W - LEFT - RIGHT);
  const y = (value: number): number => {
    const { low, high } = range();
    return TOP + ((high - value) / (high - low)) * (H - TOP - BOTTOM);
  };
  const path = (points: readonly RatingPoint[]): string => {
    const first = points[0];
    if (!first) return '';
    let d = `M${x(first.game - 1)} ${y(first.ordinal)}H${x(first.game)}`;
    for (const point of points.slice(1)) d += `H${x(point.game)}V${y(point.ordinal)}`;
    return `${d}H${x(games())}`;
  };
  const ticks = createMemo(() => {
    const step = [1, 2, 5, 10, 20, 50, 100, 200, 500].find((s) => games() / s <= 10) ?? 1000;
    const out: number[] = [];
    for (let g = 0; g <= games(); g += step) out.push(g);
    return out;
  });
  const levels = createMemo(() => {
    const { low, high } = range();
    const step = high - low > 40 ? 10 : 5;
    const out: number[] = [];
    for (let v = low; v <= high; v += step) out.push(v);
    return out;
  });
  const last = (line: RatingLine) => line.points[line.points.length - 1]?.ordinal ?? 0;
  /** Where each end badge sits: at its line's end, pushed apart so that none hides another. */
  const badgeY = createMemo(() => {
    const ends = props.lines.map((line, i) => ({ i, at: y(last(line)) }));
    const sorted = [...ends].sort((a, b) => a.at - b.at);
    let previous = Number.NEGATIVE_INFINITY;
    for (const end of sorted) {
      end.at = Math.max(end.at, previous + 20);
      previous = end.at;
    }
    const overflow = previous - (H - BOTTOM);
    if (overflow > 0) for (const end of sorted) end.at -= overflow;
    return ends.map((end) => end.at);
  });

  return (
    <figure class="ml-chart">
      <svg
        class="ml-chart__plot"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`rating-title-${uid} rating-desc-${uid}`}
      >
        <title id={`rating-title-${uid}`}>{t('rating.chartTitle')}</title>
        <desc id={`rating-desc-${uid}`}>
          {props.lines.map((line) => `${line.name} ${ratingText(last(line))}`).join(', ')}
        </desc>
        <g class="ml-chart__axes">
          <For each={ticks()}>
            {(g) => (
              <g class="ml-chart__tick">
                <line x1={x(g)} x2={x(g)} y1={TOP} y2={H - BOTTOM} />
                <text x={x(g)} y={H - BOTTOM + 18} text-anchor="middle">
                  {g}
                </text>
              </g>
            )}
          </For>
          <For each={levels()}>
            {(v) => (
              <text class="ml-chart__y" x={LEFT - 6} y={y(v) + 5} text-anchor="end">
                {ratingText(v).replace('.0', '')}
              </text>
            )}
          </For>
          <text class="ml-chart__axis-name" x={LEFT} y={H - 3}>
            {t('rating.gameAxis')}
          </text>
          <line class="ml-chart__zero" x1={LEFT} x2={W - RIGHT} y1={y(0)} y2={y(0)} />
        </g>
        <For each={props.lines}>
          {(line, seat) => (
            <g class="ml-chart__series" data-player={line.key}>
              <path
                class="ml-chart__halo"
                d={path(line.points)}
                stroke-dasharray={seatDash(seat()) || undefined}
              />
              <path
                class="ml-chart__line"
                d={path(line.points)}
                stroke={swatch(line.color).fill}
                stroke-dasharray={seatDash(seat()) || undefined}
              />
              <BadgeMark
                player={{ name: line.name, color: line.color }}
                cx={W - RIGHT + 24}
                cy={badgeY()[seat()] ?? y(last(line))}
                r={10}
              />
            </g>
          )}
        </For>
      </svg>
    </figure>
  );
}
