import type { GameContext } from '../../../shared/game/gameContext';
import { type PointsCategory, type Standing, standings } from '../../../shared/game/results';
import { SCORE_TRACK_LENGTH } from '../../../shared/rules/points';
import { signed } from '../components/format';
import { initial, seatDash, swatch } from '../components/playerStyle';
import { scoreSeries } from '../components/ScoreChart';
import { ordinal, tn, t as tr } from '../i18n';

/**
 * The results as a picture to share: a card with the title, the ranking with scores, the
 * points by category and the score chart, drawn by hand on a canvas and saved as PNG.
 *
 * `layoutResultsCard` decides what goes where (a list of plain drawing operations, tested as
 * data); `paintCard` replays them on any 2D context; `renderCardPng` does it on a canvas. The
 * chart is drawn from the same series as ScoreChart rather than by rasterising its SVG, whose
 * look comes from the page's style sheets: no image loading, nothing for the CSP to allow.
 */

export type DrawOp =
  | { readonly op: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | {
      readonly op: 'text';
      text: string;
      x: number;
      y: number;
      font: string;
      fill: string;
      align: 'left' | 'right' | 'center';
      maxWidth?: number;
    }
  | {
      readonly op: 'line';
      points: readonly (readonly [number, number])[];
      stroke: string;
      width: number;
      dash: readonly number[];
    }
  | {
      readonly op: 'circle';
      cx: number;
      cy: number;
      r: number;
      fill: string;
      stroke?: string;
    };

export interface CardLayout {
  readonly width: number;
  readonly height: number;
  readonly ops: readonly DrawOp[];
}

export interface CardInput {
  /** "Results", or "Standings so far" for a game not finished. */
  title: string;
  /** The session's name. */
  name: string;
  game: GameContext;
  finished: boolean;
  /** Turns played (the chart's x axis). */
  turns: number;
  /** The categories to list, in order (the Results screen's choice). */
  categories: readonly PointsCategory[];
  categoryLabel: Readonly<Record<PointsCategory, string>>;
}

export const CARD_WIDTH = 1200;
const PAD = 48;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif';
const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT}`;

/** The light theme of the app: a shared picture should print and read anywhere. */
const INK = {
  paper: '#f5efdf',
  surface: '#fffcf3',
  band: '#efe6cf',
  text: '#1f1a12',
  muted: '#5e5444',
  line: '#b9ab8b',
  grid: '#d9ceb2',
  accent: '#9d4a14',
  good: '#2a7136',
} as const;

const RANK_ROW = 64;
const TABLE_ROW = 38;
const CHART_HEIGHT = 380;

const dashOf = (seat: number): number[] =>
  seatDash(seat)
    .split(' ')
    .filter(Boolean)
    .map((n) => Number(n) * 1.5);

export function layoutResultsCard(input: CardInput): CardLayout {
  const { game } = input;
  const ops: DrawOp[] = [];
  const text = (
    value: string,
    x: number,
    y: number,
    size: number,
    options: {
      weight?: number;
      fill?: string;
      align?: 'left' | 'right' | 'center';
      max?: number;
    } = {},
  ) =>
    ops.push({
      op: 'text',
      text: value,
      x,
      y,
      font: font(size, options.weight),
      fill: options.fill ?? INK.text,
      align: options.align ?? 'left',
      ...(options.max !== undefined ? { maxWidth: options.max } : {}),
    });
  const seatOf = (id: string) => game.players.findIndex((p) => p.id === id);
  const badge = (id: string, cx: number, cy: number, r: number) => {
    const seat = seatOf(id);
    const player = game.players[seat] ?? { name: id, color: 'grey' };
    const sw = swatch(player.color);
    ops.push({ op: 'circle', cx, cy, r, fill: sw.fill, stroke: INK.text });
    text(initial(player.name), cx, cy + r * 0.36, Math.round(r * 1.05), {
      weight: 700,
      fill: sw.ink,
      align: 'center',
    });
  };
  const inner = CARD_WIDTH - 2 * PAD;
  let y = PAD;

  // ---- title ----
  text('MEEPLE LEDGER', PAD, y + 18, 18, { weight: 600, fill: INK.muted });
  text(`${input.title}: ${input.name}`, PAD, y + 66, 42, { weight: 700, max: inner });
  const turns = Math.max(1, Math.floor(input.turns));
  text(
    `${tn('card.turns', turns)} · ${tn('card.players', game.players.length)}${input.finished ? '' : tr('card.inProgress')}`,
    PAD,
    y + 102,
    22,
    { fill: INK.muted },
  );
  y += 140;

  // ---- ranking ----
  const ranking: Standing[] = standings(game);
  const tied = (rank: number) => ranking.filter((s) => s.rank === rank).length > 1;
  text(tr('results.ranking'), PAD, y + 26, 26, { weight: 700 });
  y += 44;
  ranking.forEach((s, i) => {
    const top = y + i * RANK_ROW;
    ops.push({
      op: 'rect',
      x: PAD,
      y: top,
      w: inner,
      h: RANK_ROW - 8,
      fill: s.rank === 1 ? INK.band : INK.surface,
    });
    const mid = top + (RANK_ROW - 8) / 2;
    text(`${tied(s.rank) ? '=' : ''}${ordinal(s.rank)}`, PAD + 16, mid + 10, 26, {
      weight: 700,
      fill: s.rank === 1 ? INK.accent : INK.muted,
    });
    badge(s.player, PAD + 110, mid, 20);
    const name = game.players[seatOf(s.player)]?.name ?? s.player;
    text(name, PAD + 146, mid + 10, 28, { weight: 600, max: inner - 146 - 260 });
    if (s.won && input.finished) {
      text(tr(tied(1) ? 'results.sharedWin' : 'results.winner'), PAD + inner - 160, mid + 8, 20, {
        weight: 600,
        fill: INK.good,
        align: 'right',
      });
    }
    text(signed(s.score), PAD + inner - 16, mid + 13, 38, { weight: 800, align: 'right' });
  });
  y += ranking.length * RANK_ROW + 24;

  // ---- points by category ----
  text(tr('results.byCategory'), PAD, y + 26, 26, { weight: 700 });
  y += 44;
  const labelWidth = 240;
  const column = (inner - labelWidth) / Math.max(1, ranking.length);
  const colRight = (i: number) => PAD + labelWidth + (i + 1) * column - 12;
  ops.push({ op: 'rect', x: PAD, y, w: inner, h: TABLE_ROW, fill: INK.band });
  text(tr('results.category'), PAD + 12, y + 26, 20, { weight: 600, fill: INK.muted });
  ranking.forEach((s, i) => {
    const name = game.players[seatOf(s.player)]?.name ?? s.player;
    text(name, colRight(i), y + 26, 20, { weight: 600, align: 'right', max: column - 16 });
  });
  y += TABLE_ROW;
  const rows: { label: string; values: number[]; bold: boolean }[] = [
    ...input.categories.map((c) => ({
      label: input.categoryLabel[c],
      values: ranking.map((s) => s.byCategory[c]),
      bold: false,
    })),
    { label: tr('results.total'), values: ranking.map((s) => s.score), bold: true },
  ];
  rows.forEach((row, r) => {
    const top = y + r * TABLE_ROW;
    if (row.bold) ops.push({ op: 'rect', x: PAD, y: top, w: inner, h: TABLE_ROW, fill: INK.band });
    else if (r % 2 === 1)
      ops.push({ op: 'rect', x: PAD, y: top, w: inner, h: TABLE_ROW, fill: INK.surface });
    text(row.label, PAD + 12, top + 26, 20, { weight: row.bold ? 700 : 400 });
    row.values.forEach((value, i) => {
      text(signed(value), colRight(i), top + 26, 20, {
        weight: row.bold ? 700 : 400,
        fill: value === 0 && !row.bold ? INK.muted : INK.text,
        align: 'right',
      });
    });
  });
  y += rows.length * TABLE_ROW + 24;

  // ---- score chart ----
  text(tr('results.chart'), PAD, y + 26, 26, { weight: 700 });
  y += 44;
  chart(ops, text, badge, game, turns, { x: PAD, y, w: inner, h: CHART_HEIGHT });
  y += CHART_HEIGHT + PAD;

  return {
    width: CARD_WIDTH,
    height: y,
    ops: [{ op: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: y, fill: INK.paper }, ...ops],
  };
}

function niceStep(span: number): number {
  for (const step of [1, 2, 5, 10, 20, 25, 50]) if (span / step <= 10) return step;
  return 100;
}

type TextFn = (
  value: string,
  x: number,
  y: number,
  size: number,
  options?: { weight?: number; fill?: string; align?: 'left' | 'right' | 'center'; max?: number },
) => void;

/** The ScoreChart, on the card: step lines per player, 50-point laps dashed, badges at the end. */
function chart(
  ops: DrawOp[],
  text: TextFn,
  badge: (id: string, cx: number, cy: number, r: number) => void,
  game: GameContext,
  turns: number,
  box: { x: number; y: number; w: number; h: number },
): void {
  const left = box.x + 56;
  const right = box.x + box.w - 64;
  const top = box.y + 12;
  const bottom = box.y + box.h - 40;
  const series = scoreSeries(game.players, game.awards, turns);
  const all = series.flat();
  const low = Math.floor(Math.min(0, ...all) / 10) * 10;
  const high = Math.ceil((Math.max(SCORE_TRACK_LENGTH, ...all) + 1) / 10) * 10;
  const x = (t: number) => left + (t / turns) * (right - left);
  const y = (score: number) => top + ((high - score) / (high - low)) * (bottom - top);

  ops.push({ op: 'rect', x: box.x, y: box.y, w: box.w, h: box.h, fill: INK.surface });
  const step = niceStep(turns);
  for (let t = 0; t <= turns; t += step) {
    ops.push({
      op: 'line',
      points: [
        [x(t), top],
        [x(t), bottom],
      ],
      stroke: INK.grid,
      width: 1,
      dash: [],
    });
    text(String(t), x(t), bottom + 24, 18, { fill: INK.muted, align: 'center' });
  }
  text(tr('chart.turnAxis'), left - 14, bottom + 24, 16, { fill: INK.muted, align: 'right' });
  ops.push({
    op: 'line',
    points: [
      [left, y(0)],
      [right, y(0)],
    ],
    stroke: INK.line,
    width: 2,
    dash: [],
  });
  text('0', left - 8, y(0) + 6, 18, { fill: INK.muted, align: 'right' });
  const firstLap = Math.ceil(low / SCORE_TRACK_LENGTH) * SCORE_TRACK_LENGTH;
  for (let v = firstLap; v <= high; v += SCORE_TRACK_LENGTH) {
    if (v === 0) continue;
    ops.push({
      op: 'line',
      points: [
        [left, y(v)],
        [right, y(v)],
      ],
      stroke: INK.line,
      width: 1.5,
      dash: [8, 6],
    });
    text(signed(v), left - 8, y(v) + 6, 18, { fill: INK.muted, align: 'right' });
    text(tr('chart.lap', { n: signed(v / SCORE_TRACK_LENGTH) }), left + 8, y(v) - 6, 16, {
      fill: INK.muted,
    });
  }
  game.players.forEach((player, seat) => {
    const points = series[seat] ?? [];
    const path: [number, number][] = [[x(0), y(points[0] ?? 0)]];
    for (let t = 1; t < points.length; t++) {
      path.push([x(t), y(points[t - 1] ?? 0)]);
      path.push([x(t), y(points[t] ?? 0)]);
    }
    ops.push({ op: 'line', points: path, stroke: INK.text, width: 7, dash: dashOf(seat) });
    ops.push({
      op: 'line',
      points: path,
      stroke: swatch(player.color).fill,
      width: 4,
      dash: dashOf(seat),
    });
  });
  // End badges in the right margin, pushed apart so none hides another.
  const ends = series
    .map((points, seat) => ({ seat, want: y(points.at(-1) ?? 0), at: 0 }))
    .sort((a, b) => a.want - b.want);
  let previous = -Infinity;
  for (const end of ends) {
    end.at = Math.max(end.want, previous + 26);
    previous = end.at;
  }
  const overflow = previous - bottom;
  for (const end of ends) {
    if (overflow > 0) end.at -= overflow;
    const id = game.players[end.seat]?.id ?? '';
    ops.push({
      op: 'line',
      points: [
        [right, end.want],
        [right + 18, end.at],
      ],
      stroke: INK.muted,
      width: 1.5,
      dash: [],
    });
    badge(id, right + 32, end.at, 12);
  }
}

/** The parts of CanvasRenderingContext2D the card uses. */
export interface CardContext {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  lineJoin: string;
  scale(x: number, y: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(): void;
  stroke(): void;
  setLineDash(segments: number[]): void;
}

/** Draws a laid-out card on a 2D context. */
export function paintCard(ctx: CardContext, layout: CardLayout): void {
  ctx.lineJoin = 'round';
  for (const op of layout.ops) {
    switch (op.op) {
      case 'rect':
        ctx.fillStyle = op.fill;
        ctx.fillRect(op.x, op.y, op.w, op.h);
        break;
      case 'text':
        ctx.fillStyle = op.fill;
        ctx.font = op.font;
        ctx.textAlign = op.align;
        if (op.maxWidth === undefined) ctx.fillText(op.text, op.x, op.y);
        else ctx.fillText(op.text, op.x, op.y, op.maxWidth);
        break;
      case 'line': {
        const [first, ...rest] = op.points;
        if (!first) break;
        ctx.strokeStyle = op.stroke;
        ctx.lineWidth = op.width;
        ctx.setLineDash([...op.dash]);
        ctx.beginPath();
        ctx.moveTo(first[0], first[1]);
        for (const [px, py] of rest) ctx.lineTo(px, py);
        ctx.stroke();
        ctx.setLineDash([]);
        break;
      }
      case 'circle':
        ctx.fillStyle = op.fill;
        ctx.beginPath();
        ctx.arc(op.cx, op.cy, op.r, 0, Math.PI * 2);
        ctx.fill();
        if (op.stroke) {
          ctx.strokeStyle = op.stroke;
          ctx.lineWidth = 1.5;
          ctx.stroke();
        }
        break;
    }
  }
}

/** The parts of an HTMLCanvasElement the card uses. */
export interface CardCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
  toBlob(callback: (blob: Blob | null) => void, type?: string): void;
}

/** Pixels per card unit: a sharp picture on high-density screens and in chats. */
export const CARD_SCALE = 2;

/** Paints the card on a fresh canvas and encodes it as PNG. */
export async function renderCardPng(
  layout: CardLayout,
  createCanvas: () => CardCanvas = () => document.createElement('canvas'),
): Promise<Blob> {
  const canvas = createCanvas();
  canvas.width = Math.ceil(layout.width * CARD_SCALE);
  canvas.height = Math.ceil(layout.height * CARD_SCALE);
  const ctx = canvas.getContext('2d') as CardContext | null;
  if (!ctx) throw new Error(tr('card.noCanvas'));
  ctx.scale(CARD_SCALE, CARD_SCALE);
  paintCard(ctx, layout);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(tr('card.noPicture'));
  return blob;
}
