/**
 * The table at the end of a 600-event game and the start of a game, as a person meets them
 * (issue 10), for the scale suite: real (trusted) mouse clicks in headless Chromium over browser
 * mode's own server (a press, then the release 80 ms later), every move through the real store
 * (the page's API socket, fsync), each tap timed from its click to the frame that shows its
 * result (the table's stored count and the panel that follows, a grid's tiles drawn) and to the
 * task after that frame, with Event Timing, and the longest task the renderer's
 * main thread ran meanwhile, read from a Chromium performance trace (its outermost `toplevel` slices,
 * marks from the page's User Timing to find the tap's window).
 *
 * One run is a fresh page on the game (`#game/<id>`), left to settle, then six taps as turns go
 * at the table today (one panel from the tile drawn to the end of the turn, the next player's
 * tile beside it):
 * - score: the city's count on its calculator's pad (the pad scores at once);
 * - next tile: the next player's tile tapped beside the turn (`endTurn`, then `draw`);
 * - place + next tile: the same with the tile still in hand (`place`, `endTurn`, `draw`);
 * - undo: that draw undone, the draw panel is back;
 * - draw: a tile on the draw panel's grid;
 * - End turn: End turn with the tile in hand (`place`, `endTurn`), the draw panel follows.
 * Every tile drawn is a plain one (no arrow, revolt or crop circle).
 * The game is put back as imported between runs. Figures are printed, never asserted.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { replayRecord } from '../../src/shared/record/replay';
import type { GameEvent, GameRecord } from '../../src/shared/record/schema';
import { arrowKind, cropSymbol, isRevoltTile, tileType } from '../../src/shared/tiles/catalog';
import { buttonWhere, clickOn, longGame, median, poll } from './suites/ui';

export const RUNS = 7;

export interface Tap {
  toResult: number;
  toFrame: number;
  /** The longest main-thread task from the click to 50 ms after the result's frame (trace). */
  longestTask: number;
  /** Main-thread tasks of 16 ms and more in that window. */
  tasksOver16: number[];
  /** The main thread's CPU time in that window. */
  cpu: number;
  longestGap: number;
  timing: string[];
}

/**
 * A DOM function: are the tiles of the grid under `selector` drawn in this frame? A tile in
 * the page whose rendering content-visibility skips is not on screen. Asked in an animation
 * frame, before the frame's own style and layout: those are brought forward (the frame then
 * has them done), or the answer would be the frame before's.
 */
const GRID_SHOWN =
  "((at) => { document.documentElement.getBoundingClientRect(); return document.querySelector(at + ' .ml-tilegrid__list button[data-tile]')?.checkVisibility({ contentVisibilityAuto: true }) === true; })";

/** Added before any page script: the table's stored count as a DOM expression. */
const EVENTS = "Number(document.querySelector('.tb-table')?.dataset.events ?? -1)";

/**
 * In the page: times the next `trigger` event to the frame that first shows `done` (a DOM
 * expression) true, looked at in each animation frame (before that frame's style, layout and
 * paint), and to the task after that frame; with User Timing marks around it for the trace,
 * Event Timing entries of 16 ms and more for it and the longest gap between animation frames
 * meanwhile. A MutationObserver on the whole page was the instrument before: it queued a
 * record for each of the hundreds of changes a tap makes, inside the update it measured.
 */
export function armTiming(trigger: string, done: string): string {
  return `(() => {
    const out = { timing: [], gaps: 0 };
    window.__mlTap = out;
    let ended;
    window.__mlTapEnded = new Promise((resolve) => { ended = resolve; });
    let last = performance.now();
    let watching = true;
    const frame = () => {
      const now = performance.now();
      out.gaps = Math.max(out.gaps, now - last);
      last = now;
      if (out.timeStamp !== undefined && out.done === undefined && (${done})) {
        out.done = now;
        setTimeout(() => {
          out.frame = performance.now();
          setTimeout(() => { watching = false; performance.mark('ml-tap-end'); out.ended = true; ended(); }, 50);
        }, 0);
      }
      if (watching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    addEventListener(${JSON.stringify(trigger)}, (e) => {
      out.timeStamp = e.timeStamp;
      performance.mark('ml-tap-start', { startTime: e.timeStamp });
      out.gaps = 0; last = performance.now();
    }, { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (out.timeStamp !== undefined && e.name === ${JSON.stringify(trigger)} && e.startTime >= out.timeStamp - 1)
          out.timing.push(e.duration + ' ms (handlers ' + (e.processingEnd - e.processingStart).toFixed(1) + ' ms)');
    }).observe({ type: 'event', durationThreshold: 16 });
  })()`;
}

interface PageTap {
  timeStamp: number;
  done: number;
  frame: number;
  gaps: number;
  timing: string[];
}

/**
 * Waits for the armed tap's result, its frame and the 50 ms after it: one call that the page
 * answers when the tap has ended, not a poll (each poll is a task on the page's main thread,
 * and DevTools protocol traffic besides, every 10 ms of the tap it measures).
 */
export async function tapResult(page: Page): Promise<PageTap> {
  await page.evaluate('window.__mlTapEnded');
  await page.evaluate('new Promise((r) => setTimeout(r, 30))'); // Event Timing reports late
  return (await page.evaluate('window.__mlTap')) as PageTap;
}

// ---------------------------------------------------------------------------- the trace

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the task had of the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string };
}

/**
 * BENCH_TRACE_DIR=dir keeps each table run's trace there (and each click on Statistics'), with
 * what DevTools' Performance panel needs to open it (scripts, style, layout, paint): to find
 * where a tap's time goes. Those categories cost time of their own: figures of such a run are
 * not the bench's. With BENCH_TRACE_LIGHT=1 as well, the traces have the bench's own categories
 * only (its tasks as measured, without what is inside them).
 */
const KEEP_TRACES = process.env.BENCH_TRACE_DIR;
export const TRACE_CATEGORIES = [
  'toplevel',
  'blink.user_timing',
  '__metadata',
  ...(KEEP_TRACES
    ? [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ]
    : []),
];

/** Writes the trace to BENCH_TRACE_DIR when it is set. */
export async function keepTrace(trace: Buffer, name: string): Promise<void> {
  if (!KEEP_TRACES) return;
  await mkdir(KEEP_TRACES, { recursive: true });
  await writeFile(join(KEEP_TRACES, `${name}-${Date.now()}.json`), trace);
}

export interface WindowTasks {
  /** Wall durations of the tasks, ms, longest first. */
  tasks: number[];
  /** The main thread's CPU time in them (on a shared machine, what was ours of the wall). */
  cpu: number;
}

/**
 * The top-level slices that are not inside another: the tasks. Chromium runs a microtask
 * checkpoint outside any RunTask when a fetch answers (`BlinkScheduler_PerformMicrotaskCheckpoint`):
 * the table's whole update after a store call ran there, unseen by a count of RunTask alone.
 */
function outermost(slices: readonly TraceEvent[]): TraceEvent[] {
  const out: TraceEvent[] = [];
  let end = -1;
  for (const slice of [...slices].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (slice.ts < end) continue;
    out.push(slice);
    end = slice.ts + (slice.dur ?? 0);
  }
  return out;
}

/**
 * The main-thread tasks of the page's renderer inside each tap's window (its `ml-tap-start`
 * and `ml-tap-end` marks, in order).
 */
export function tasksPerTap(trace: Buffer): WindowTasks[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const marks = events.filter((e) => e.name === 'ml-tap-start' || e.name === 'ml-tap-end');
  const pid = marks[0]?.pid;
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === pid &&
      e.args?.name === 'CrRendererMain',
  )?.tid;
  const tasks = outermost(
    events.filter(
      (e) =>
        e.pid === pid &&
        e.tid === main &&
        e.ph === 'X' &&
        e.dur !== undefined &&
        (e.cat ?? '').split(',').includes('toplevel'),
    ),
  );
  const windows: { from: number; to: number }[] = [];
  let from: number | undefined;
  for (const mark of marks.sort((a, b) => a.ts - b.ts)) {
    if (mark.name === 'ml-tap-start') from = mark.ts;
    else if (from !== undefined) {
      windows.push({ from, to: mark.ts });
      from = undefined;
    }
  }
  return windows.map(({ from: start, to }) => {
    const inside = tasks.filter((t) => t.ts + (t.dur ?? 0) >= start && t.ts <= to);
    return {
      tasks: inside.map((t) => (t.dur ?? 0) / 1000).sort((a, b) => b - a),
      cpu: inside.reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000,
    };
  });
}

// ---------------------------------------------------------------------------- the game

export interface TableGame {
  record: GameRecord;
  /** The city the first tap scores: its id and count. */
  feature: string;
  tiles: number;
  pennants: number;
  /** Two plain tiles left in the deck after it, drawn one after the other. */
  plainTiles: [string, string];
}

/** The UI bench's long game (test/bench/suites/ui.ts) cut where plain tiles are left to draw. */
export function tableGame(): TableGame {
  const long = longGame(6);
  const after = replayRecord({
    ...long.record,
    events: [...long.record.events, long.score, { type: 'endTurn' } satisfies GameEvent],
  });
  if (!after.ok) throw new Error(`scale bench: the long game does not go on: ${after.error}`);
  const left = { ...after.snapshot.context.deck.left };
  const plain = () =>
    Object.entries(left).find(([id, n]) => {
      const tile = tileType(id);
      return n > 0 && tile && !isRevoltTile(tile) && !arrowKind(tile) && !cropSymbol(tile);
    })?.[0];
  const first = plain();
  if (first) left[first] = (left[first] ?? 0) - 1;
  const second = plain();
  if (!first || !second) throw new Error('scale bench: no two plain tiles left to draw');
  return {
    record: long.record,
    feature: long.score.feature,
    tiles: long.score.tiles ?? 1,
    pennants: long.score.pennants ?? 0,
    plainTiles: [first, second],
  };
}

const settle = (page: Page, ms: number) =>
  page.evaluate(`new Promise((r) => setTimeout(() => requestAnimationFrame(() => r()), ${ms}))`);

/**
 * One fresh page on the game, its five taps; the trace is recorded across them. `url` is the
 * server's address (with its token), `id` the imported session.
 */
export async function tableRun(
  browser: Browser,
  page: Page,
  url: string,
  id: string,
  game: TableGame,
): Promise<Record<string, Tap>> {
  const n = game.record.events.length;
  const at = new URL(url);
  at.hash = `game/${id}`;
  await page.goto(at.href);
  await poll(page, `${EVENTS} === ${n}`);
  await settle(page, 500); // what the table does once it is open is not a tap's
  const scorer = `document.querySelector('.tb-scorer[data-feature=' + ${JSON.stringify(JSON.stringify(game.feature))} + ']')`;
  if (!(await page.evaluate(`Boolean(${scorer})`)))
    await clickOn(
      page,
      `document.querySelector('.tb-features [data-feature=' + ${JSON.stringify(JSON.stringify(game.feature))} + ']')`,
    );
  if (game.pennants > 0)
    await clickOn(page, `${scorer}?.querySelector('[data-pick="${game.pennants}"]')`);
  await settle(page, 200);

  const [first, second] = game.plainTiles;
  const nextTile = (tile: string) =>
    `document.querySelector('.tb-next-tile .ml-tilegrid button[data-tile="${tile}"]')`;
  const title = "document.querySelector('.tb-top__title')?.textContent";
  const inHand = 'document.querySelector(\'.tb-turn .tb-play[data-phase="place"]\') !== null';
  // The draw grid's tiles drawn (not only in the page: skipped by content-visibility, they are not).
  const drawPanel = `${GRID_SHOWN}('.tb-turn .tb-draw-tiles')`;
  /** The turn's title is not what it is now: a new turn is on screen. */
  const newTurn = async () => `${title} !== ${JSON.stringify(await page.evaluate(title))}`;
  const taps: { label: string; button: string; done: () => Promise<string> }[] = [
    {
      label: 'score',
      button: `${scorer}?.querySelector('[data-count="${game.tiles}"]')`,
      done: async () => `${EVENTS} === ${n + 1} && !${scorer}`,
    },
    {
      label: 'next tile (End turn + draw)',
      button: nextTile(first),
      done: async () => `${EVENTS} === ${n + 3} && ${inHand} && ${await newTurn()}`,
    },
    {
      label: 'place + next tile',
      button: nextTile(second),
      done: async () => `${EVENTS} === ${n + 6} && ${inHand} && ${await newTurn()}`,
    },
    {
      label: 'undo',
      button: buttonWhere("label.startsWith('Undo')"),
      done: async () => `${EVENTS} === ${n + 5} && ${drawPanel}`,
    },
    {
      label: 'draw',
      button: `document.querySelector('.tb-turn .tb-draw-tiles .ml-tilegrid button[data-tile="${second}"]')`,
      done: async () => `${EVENTS} === ${n + 6} && ${inHand}`,
    },
    {
      label: 'End turn (place + End turn)',
      button: `document.querySelector('[data-end="turn"]')`,
      done: async () => `${EVENTS} === ${n + 8} && ${drawPanel}`,
    },
  ];
  const timed: Record<string, PageTap> = {};
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let trace: Buffer;
  try {
    for (const tap of taps) {
      await page.evaluate(armTiming('click', await tap.done()));
      await clickOn(page, tap.button);
      timed[tap.label] = await tapResult(page);
      await settle(page, 300); // a person's next tap comes later than this
    }
  } finally {
    trace = await browser.stopTracing();
  }
  await keepTrace(trace, 'table');
  const tasks = tasksPerTap(trace);
  return Object.fromEntries(
    taps.map((tap, k) => {
      const out = timed[tap.label] as PageTap;
      const mine = tasks[k] ?? { tasks: [], cpu: 0 };
      return [
        tap.label,
        {
          toResult: out.done - out.timeStamp,
          toFrame: out.frame - out.timeStamp,
          longestTask: mine.tasks[0] ?? 0,
          tasksOver16: mine.tasks.filter((d) => d >= 16),
          cpu: mine.cpu,
          longestGap: out.gaps,
          timing: out.timing,
        },
      ];
    }),
  );
}

/**
 * Starting a game: New game opened (`#new`, filled in like the last game, or with two names
 * typed when empty) and left open a moment, as people do while they choose; then the tap on
 * Start the game to the table on screen with its draw grid.
 */
export async function startRun(browser: Browser, page: Page, url: string): Promise<Tap> {
  const at = new URL(url);
  at.hash = 'new';
  await page.goto(at.href);
  for (const [n, player] of ['Ana', 'Ben'].entries()) {
    const input = `[...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Player ${n + 1} name')?.control`;
    await poll(page, `Boolean(${input})`);
    if (await page.evaluate(`${input}.value.trim() === ''`)) {
      await page.evaluate(`(() => { const el = ${input}; el.focus(); el.select(); })()`);
      await page.keyboard.type(player);
    }
  }
  // The table's code loads and its grid is built while New game is open: a person is there for
  // seconds; the page is given until it is idle (its own preparation done), at most 3 s.
  await settle(page, 500);
  await page.evaluate('new Promise((r) => requestIdleCallback(() => r(), { timeout: 3000 }))');
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let timed: PageTap;
  let trace: Buffer;
  try {
    await page.evaluate(armTiming('click', `${GRID_SHOWN}('.tb-table .tb-turn .tb-draw-tiles')`));
    await clickOn(page, buttonWhere("label.startsWith('Start the game')"));
    timed = await tapResult(page);
  } finally {
    trace = await browser.stopTracing();
  }
  const mine = tasksPerTap(trace)[0] ?? { tasks: [], cpu: 0 };
  return {
    toResult: timed.done - timed.timeStamp,
    toFrame: timed.frame - timed.timeStamp,
    longestTask: mine.tasks[0] ?? 0,
    tasksOver16: mine.tasks.filter((d) => d >= 16),
    cpu: mine.cpu,
    longestGap: timed.gaps,
    timing: timed.timing,
  };
}

// ---------------------------------------------------------------------------------- report

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'MISSED');
export const p95 = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
};

export function tapLine(label: string, taps: readonly Tap[], target: number, taskTarget: number) {
  const results = taps.map((t) => t.toResult);
  const frames = taps.map((t) => t.toFrame);
  const longest = taps.map((t) => t.longestTask);
  const over = taps.flatMap((t) => t.tasksOver16);
  const timing = taps.flatMap((t) => t.timing);
  console.log(
    `scale: ${label}: click → result on screen median ${ms(median(results))}, p95 ${ms(p95(results))}; its frame median ${ms(median(frames))}, p95 ${ms(p95(frames))} ` +
      `(target ≤ ${target} ms p95) ${verdict(p95(frames), target)}; longest main-thread task median ${ms(median(longest))}, worst ${ms(Math.max(...longest))} ` +
      `(target: none over ${taskTarget} ms) ${verdict(Math.max(...longest), taskTarget)}${over.length === 0 ? '' : ` (${over.length} over in ${taps.length} runs)`}; ` +
      `main-thread CPU in that window median ${ms(median(taps.map((t) => t.cpu)))}; ` +
      `longest gap between frames median ${ms(median(taps.map((t) => t.longestGap)))}; ` +
      `Event Timing of the click (from 16 ms, in 8 ms steps) ${timing.length === 0 ? `under 16 ms in all ${taps.length} runs` : timing.join('; ')}`,
  );
  // BENCH_EACH=1: each run's figures, in order (which run was the slow one, and how).
  if (process.env.BENCH_EACH)
    console.log(
      `scale: ${label}, each run (result / frame / longest task): ${taps.map((t) => `${t.toResult.toFixed(1)}/${t.toFrame.toFixed(1)}/${t.longestTask.toFixed(1)}`).join(', ')}`,
    );
}
