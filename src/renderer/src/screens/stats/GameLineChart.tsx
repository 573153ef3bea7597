import { createMemo, createUniqueId, For, type JSX, Show } from 'solid-js';
import { BadgeMark, seatDash, signed, swatch } from '../../components';
import { language, t } from '../../i18n';
import { niceAxis } from './axis';

/**
 * A value per player over the group's games (a rating, luck so far): one step line per player
 * from where it starts, that moves at each of their games, drawn like the score chart of Results (its classes,
 * its colours and dashes, a badge at each line's end) so the two read alike.
 */

export interface GamePoint {
  /** Counts the games drawn, from 1. */
  readonly game: number;
  readonly value: number;
}

export interface GameLine {
  key: string;
  name: string;
  color: string;
  points: readonly GamePoint[];
  /**
   * The value before the line's first game (default 0: a new rating's ordinal, luck before any
   * game): the line starts there and steps at each game, the first one's included.
   */
  start?: number;
}

const W = 640;
const H = 300;
const LEFT = 44;
const RIGHT = 48;
const TOP = 14;
const BOTTOM = 34;

/** A number to one decimal in the current language: "12.3", "−4.0", "12,3". */
export function oneDecimal(value: number): string {
  const rounded = Math.abs(Math.round(value * 10) / 10);
  const text =
    language() === 'en'
      ? rounded.toFixed(1)
      : rounded.toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${value < 0 && rounded > 0 ? '\u2212' : ''}${text}`;
}

export function GameLineChart(props: {
  lines: readonly GameLine[];
  games: number;
  /** What the chart shows, for screen readers. */
  title: string;
}): JSX.Element {
  const uid = createUniqueId();
  const games = () => Math.max(1, props.games);
  // The values' axis: a few round numbers whatever the range (niceAxis), from the least value
  // (or 0) to the most (at least 5, so that a few tenths of luck stay small): its step is a whole
  // number, 1 at least (a span of 5 or more in at most 7 labels).
  const axis = createMemo(() => {
    let least = 0;
    let most = 5;
    for (const line of props.lines)
      for (const point of line.points) {
        if (point.value < least) least = point.value;
        if (point.value > most) most = point.value;
      }
    return niceAxis(least, most);
  });
  const x = (game: number): number => LEFT + (game / games()) * (W - LEFT - RIGHT);
  const y = (value: number): number => {
    const { low, high } = axis();
    return TOP + ((high - value) / (high - low)) * (H - TOP - BOTTOM);
  };
  // One path per line, built once per change (a line of 2,000 games is 4,000 steps), the scale
  // read once rather than at each point; the same arithmetic as x() and y(), to a tenth of a
  // unit (the plot is 548 units wide): full-precision numbers made 2,000 games' paths 400 KB of
  // text to build, keep and parse, a third of that without. A step to where the line already
  // is (the same tenth) is left out.
  const paths = createMemo(() => {
    const { low, high } = axis();
    const n = games();
    const px = (game: number) => Math.round((LEFT + (game / n) * (W - LEFT - RIGHT)) * 10) / 10;
    const py = (value: number) =>
      Math.round((TOP + ((high - value) / (high - low)) * (H - TOP - BOTTOM)) * 10) / 10;
    return props.lines.map((line) => {
      const first = line.points[0];
      if (!first) return '';
      // Each game has its column, from the place before it to its own: the line comes in at
      // its start, steps at the column's left edge and holds the value after that game across
      // it. Drawn from the game's place on, the last game's value was a sliver at the right
      // edge; drawn from game 0, the first game seemed to change nothing (newcomer findings).
      const startY = py(line.start ?? 0);
      let atX = px(first.game - 1);
      let atY = startY;
      let d = `M${atX} ${atY}`;
      for (const point of line.points) {
        const fromX = px(point.game - 1);
        const toX = px(point.game);
        const toY = py(point.value);
        if (fromX !== atX) d += `H${fromX}`;
        if (toY !== atY) d += `V${toY}`;
        if (toX !== fromX) d += `H${toX}`;
        atX = toX;
        atY = toY;
      }
      return atX === px(n) ? d : `${d}H${px(n)}`;
    });
  });
  const ticks = createMemo(() => {
    const step = [1, 2, 5, 10, 20, 50, 100, 200, 500].find((s) => games() / s <= 10) ?? 1000;
    const out: number[] = [];
    for (let g = 0; g <= games(); g += step) out.push(g);
    return out;
  });
  const last = (line: GameLine) => line.points[line.points.length - 1]?.value ?? 0;
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

  // One game is a starting point, not a course: its chart was a row of flat lines.
  return (
    <Show when={props.games >= 2} fallback={<p class="hint">{t('chart.fromSecondGame')}</p>}>
      <figure class="ml-chart">
        <svg
          class="ml-chart__plot"
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`rating-title-${uid} rating-desc-${uid}`}
        >
          <title id={`rating-title-${uid}`}>{props.title}</title>
          <desc id={`rating-desc-${uid}`}>
            {props.lines.map((line) => `${line.name} ${oneDecimal(last(line))}`).join(', ')}
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
            <For each={axis().ticks}>
              {(v) => (
                <text class="ml-chart__y" x={LEFT - 6} y={y(v) + 5} text-anchor="end">
                  {signed(v)}
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
                  d={paths()[seat()] ?? ''}
                  stroke-dasharray={seatDash(seat()) || undefined}
                />
                <path
                  class="ml-chart__line"
                  d={paths()[seat()] ?? ''}
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
    </Show>
  );
}
