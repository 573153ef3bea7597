import {
  type Accessor,
  createSignal,
  createUniqueId,
  For,
  Index,
  type JSX,
  onCleanup,
  Show,
} from 'solid-js';
import { swatch } from '../../components';
import { t } from '../../i18n';

/**
 * Hand-written SVG bar charts for the statistics screen: one horizontal bar per player, and
 * stacked bars (positive parts to the right of zero, negative ones to the left). No library:
 * a few rects and texts, drawn in a viewBox that scales to the width (a narrower one on a
 * phone, so that its text stays readable).
 */

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The player's colour (a meeple colour name or any CSS colour). */
  color: string;
  /** What is written after the bar (default: the value). */
  text?: string;
}

export interface Segment {
  key: string;
  value: number;
}

export interface StackedBar {
  key: string;
  label: string;
  segments: readonly Segment[];
  /** What is written after the bar (default: the sum). */
  text?: string;
}

export interface SeriesStyle {
  key: string;
  label: string;
  color: string;
}

export const CHART_WIDTH = 720;
export const ROW_HEIGHT = 34;
export const LABEL_WIDTH = 120;
export const VALUE_WIDTH = 220;
const BAR_HEIGHT = 22;
const PLOT = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;

/** A chart's columns: its whole width, the names' column and the values' column. */
export interface ChartGeometry {
  width: number;
  label: number;
  value: number;
  /** How many characters of a name fit its column. */
  labelChars: number;
}
export const WIDE: ChartGeometry = {
  width: CHART_WIDTH,
  label: LABEL_WIDTH,
  value: VALUE_WIDTH,
  labelChars: 16,
};
/**
 * On a phone: a chart drawn 720 wide and scaled to a 300-pixel card had 7-pixel text; drawn
 * 410 wide, its text stays at 11–13 pixels, its names shorter.
 */
export const NARROW: ChartGeometry = { width: 410, label: 80, value: 200, labelChars: 8 };
export const NARROW_SCREEN = '(max-width: 36rem)';
const plotOf = (g: ChartGeometry) => g.width - g.label - g.value;

/** The geometry for the window as it is now, and as it changes (a phone turned sideways). */
export function createChartGeometry(): Accessor<ChartGeometry> {
  const query = typeof matchMedia === 'function' ? matchMedia(NARROW_SCREEN) : undefined;
  const [narrow, setNarrow] = createSignal(query?.matches ?? false);
  if (query) {
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    onCleanup(() => query.removeEventListener('change', follow));
  }
  return () => (narrow() ? NARROW : WIDE);
}

/** A label cut to fit its column: "Bartholomew the …". */
export function fitLabel(label: string, max = 16): string {
  const chars = Array.from(label);
  return chars.length <= max ? label : `${chars.slice(0, max - 1).join('')}…`;
}

/** The x of each bar's end, from 0 to `plot`, scaled to the largest value (at least `floor`). */
export function barWidths(values: readonly number[], floor = 0, plot = PLOT): number[] {
  const max = Math.max(floor, ...values.map((v) => Math.max(0, v)));
  return values.map((v) => (max > 0 ? (Math.max(0, v) / max) * plot : 0));
}

/** Where zero sits and how wide a point is, so that every stacked bar's both sides fit. */
export function stackedScale(
  bars: readonly StackedBar[],
  plot = PLOT,
): { zero: number; unit: number } {
  let most = 0;
  let least = 0;
  for (const bar of bars) {
    const plus = bar.segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
    const minus = bar.segments.reduce((sum, s) => sum + Math.min(0, s.value), 0);
    most = Math.max(most, plus);
    least = Math.min(least, minus);
  }
  const span = most - least;
  if (span <= 0) return { zero: 0, unit: 0 };
  const unit = plot / span;
  return { zero: -least * unit, unit };
}

/** One bar per row, longest for the largest value. */
export function BarChart(props: {
  title: string;
  bars: readonly Bar[];
  /** The scale's least maximum (e.g. 1 for win rates). */
  floor?: number;
}): JSX.Element {
  const geometry = createChartGeometry();
  const widths = () =>
    barWidths(
      props.bars.map((b) => b.value),
      props.floor,
      plotOf(geometry()),
    );
  const height = () => Math.max(1, props.bars.length) * ROW_HEIGHT;
  const summary = () =>
    `${props.title}: ${props.bars.map((b) => `${b.label} ${b.text ?? b.value}`).join(', ')}`;
  return (
    <svg
      class="chart chart--bars"
      viewBox={`0 0 ${geometry().width} ${height()}`}
      width="100%"
      role="img"
      aria-label={summary()}
    >
      <Index each={props.bars}>
        {(bar, i) => {
          const y = () => i * ROW_HEIGHT;
          const width = () => widths()[i] ?? 0;
          return (
            <g class="chart__row" data-key={bar().key}>
              <text
                class="chart__label"
                x={geometry().label - 10}
                y={y() + ROW_HEIGHT / 2}
                dy="0.35em"
                text-anchor="end"
              >
                {fitLabel(bar().label, geometry().labelChars)}
              </text>
              <rect
                class="chart__track"
                x={geometry().label}
                y={y() + (ROW_HEIGHT - BAR_HEIGHT) / 2}
                width={plotOf(geometry())}
                height={BAR_HEIGHT}
                rx="4"
              />
              <rect
                class="chart__bar"
                x={geometry().label}
                y={y() + (ROW_HEIGHT - BAR_HEIGHT) / 2}
                width={width()}
                height={BAR_HEIGHT}
                rx="4"
                fill={swatch(bar().color).fill}
              />
              {/* After the track, in a column of its own: after the bar, it ran over the
                  track's empty part ("1:17 (longest 4:36)" across the grey). */}
              <text
                class="chart__value"
                x={geometry().label + plotOf(geometry()) + 8}
                y={y() + ROW_HEIGHT / 2}
                dy="0.35em"
              >
                {bar().text ?? String(bar().value)}
              </text>
            </g>
          );
        }}
      </Index>
    </svg>
  );
}

/** Stacked bars: each row's segments in series order, positives right of zero, negatives left. */
export function StackedBarChart(props: {
  title: string;
  bars: readonly StackedBar[];
  series: readonly SeriesStyle[];
}): JSX.Element {
  const id = createUniqueId();
  const geometry = createChartGeometry();
  const scale = () => stackedScale(props.bars, plotOf(geometry()));
  const styleOf = (key: string) => props.series.find((s) => s.key === key);
  const height = () => Math.max(1, props.bars.length) * ROW_HEIGHT;
  /** The segments of a bar with their x and width, in series order. */
  const laidOut = (bar: StackedBar) => {
    const { zero, unit } = scale();
    let right = geometry().label + zero;
    let left = geometry().label + zero;
    const ordered = props.series
      .map((s) => bar.segments.find((seg) => seg.key === s.key))
      .filter((seg): seg is Segment => seg !== undefined && seg.value !== 0);
    return ordered.map((seg) => {
      const width = Math.abs(seg.value) * unit;
      if (seg.value > 0) {
        right += width;
        return { ...seg, x: right - width, width };
      }
      left -= width;
      return { ...seg, x: left, width };
    });
  };
  const total = (bar: StackedBar) => bar.segments.reduce((sum, s) => sum + s.value, 0);
  const summary = () =>
    `${props.title}: ${props.bars
      .map(
        (bar) =>
          `${bar.label} ${bar.text ?? total(bar)} (${laidOut(bar)
            .map((seg) => `${styleOf(seg.key)?.label ?? seg.key} ${round1(seg.value)}`)
            .join(', ')})`,
      )
      .join('; ')}`;
  const used = () =>
    props.series.filter((s) =>
      props.bars.some((b) => b.segments.some((g) => g.key === s.key && g.value !== 0)),
    );
  return (
    <div class="chart-stack">
      <svg
        class="chart chart--stacked"
        viewBox={`0 0 ${geometry().width} ${height()}`}
        width="100%"
        role="img"
        aria-label={summary()}
        aria-describedby={`${id}-legend`}
      >
        <Index each={props.bars}>
          {(bar, i) => {
            const y = () => i * ROW_HEIGHT;
            const segments = () => laidOut(bar());
            const end = () =>
              Math.max(geometry().label + scale().zero, ...segments().map((s) => s.x + s.width));
            return (
              <g class="chart__row" data-key={bar().key}>
                <text
                  class="chart__label"
                  x={geometry().label - 10}
                  y={y() + ROW_HEIGHT / 2}
                  dy="0.35em"
                  text-anchor="end"
                >
                  {fitLabel(bar().label, geometry().labelChars)}
                </text>
                <Index each={segments()}>
                  {(seg) => (
                    <rect
                      class="chart__segment"
                      data-series={seg().key}
                      x={seg().x}
                      y={y() + (ROW_HEIGHT - BAR_HEIGHT) / 2}
                      width={seg().width}
                      height={BAR_HEIGHT}
                      fill={styleOf(seg().key)?.color ?? 'grey'}
                    >
                      <title>{`${styleOf(seg().key)?.label ?? seg().key}: ${round1(seg().value)}`}</title>
                    </rect>
                  )}
                </Index>
                <text class="chart__value" x={end() + 8} y={y() + ROW_HEIGHT / 2} dy="0.35em">
                  {bar().text ?? String(round1(total(bar())))}
                </text>
              </g>
            );
          }}
        </Index>
        <Show when={scale().unit > 0}>
          <line
            class="chart__zero"
            x1={geometry().label + scale().zero}
            x2={geometry().label + scale().zero}
            y1="0"
            y2={height()}
          />
        </Show>
      </svg>
      <ul class="chart__legend" id={`${id}-legend`} aria-label={t('stats.colours')}>
        <For each={used()}>
          {(s) => (
            <li>
              <svg viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
                <rect width="12" height="12" rx="2" fill={s.color} />
              </svg>
              {s.label}
            </li>
          )}
        </For>
      </ul>
    </div>
  );
}

const round1 = (value: number): number => Math.round(value * 10) / 10;
