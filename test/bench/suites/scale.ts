/**
 * Years of game nights (issue 10), measured as a person meets them, in headless Chromium over
 * browser mode's own server (`npm run web`'s bundle on plain Node), medians of 7 fresh loads:
 *
 * - Home and Statistics with 100, 500 and 2,000 stored finished games: navigation start to the
 *   list on screen (the store's first answer included) and to New game usable, the DOM size
 *   and heap, a search typed key by key; the click on Statistics to the figures on screen and
 *   the longest main-thread block meanwhile, then to its charts and tables and to its ratings
 *   and luck (worked out after them); each filter's change to its result on screen; the
 *   server's resident memory after Statistics.
 * - The table at the end of a 600-event game, through the real store: each tap (score, End
 *   turn, draw, place, undo) from the click to its result on screen and the frame after it,
 *   with Event Timing and the longest gap between animation frames next to it.
 * - Starting a game: the tap on Start the game to the table on screen.
 * - Store appends over HTTP and over the API socket the page uses, alternated, p50/p95.
 * - The replay command against `npm run` starting an empty script, in the same run.
 *
 * The stored games are written directly (journal, list sidecar and facts file, as the store
 * and src/main/store/factsIndex.ts write them) from a few random finished games, not played
 * through the UI. Figures are printed with their targets, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { nodeFs } from '../../../src/main/store';
import { FactsIndex, writeFactsFor } from '../../../src/main/store/factsIndex';
import { encodeEntry, encodeHeader } from '../../../src/main/store/journal';
import {
  describeSession,
  SIDECAR_VERSION,
  writeSidecar,
} from '../../../src/main/store/sessionIndex';
import type { GameSnapshot } from '../../../src/shared/game/gameSnapshot';
import type { MeepleLedgerApi } from '../../../src/shared/ipc/api';
import { createHttpApi, type FetchLike } from '../../../src/shared/ipc/httpClient';
import { API_SOCKET_PATH } from '../../../src/shared/ipc/socket';
import { replayRecord } from '../../../src/shared/record/replay';
import { type GameRecord, RECORD_FORMAT } from '../../../src/shared/record/schema';
import { type StoredGameFacts, storedFactsOf } from '../../../src/shared/stats/storedFacts';
import { legalEvents, PLAYERS } from '../../main/store/fixtures';
import { buildRenderer } from '../../support/buildRenderer';
import { launchChromium } from '../../support/chromium';
import { randomGame } from '../../support/randomGame';
import { replayAgainstEmptyScript } from '../replayCommand';
import {
  keepTrace,
  startRun,
  RUNS as TABLE_RUNS,
  type Tap as TableTap,
  TRACE_CATEGORIES,
  tableGame,
  tableRun,
  tapLine,
  tasksPerTap,
} from '../tableTaps';
import { buttonWhere, clickOn, heapMegabytes, median, poll, startServer, stopServer } from './ui';

const RUNS = 7;
/**
 * SCALE_PARTS=replay,table (the default) picks the parts besides Home and Statistics; `start`
 * alone times only the tap on Start the game (a part of `table`).
 */
const PARTS = new Set(
  (process.env.SCALE_PARTS ?? 'replay,table').split(',').map((part) => part.trim()),
);
/** SCALE_SIZES=100,2000 (or 0 for none) measures other sizes, e.g. while working on one screen. */
const SIZES = (process.env.SCALE_SIZES ?? '100,500,2000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const BASE_GAMES = 8;
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Filip', 'Greta', 'Hana'];
const VIEWPORT = { width: 1280, height: 800 };
const TARGET = {
  homeListMs: 300,
  statsMs: 300,
  statsTaskMs: 50,
  filterMs: 50,
  serverMb: 150,
  tapMs: 50,
  tapTaskMs: 16,
  startMs: 100,
  firstScreenMs: 200,
  replayRatio: 1.6,
};

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'MISSED');
const p95 = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
};

// ---------------------------------------------------------------------------- stored games

interface BaseGame {
  record: GameRecord;
  snapshot: GameSnapshot;
  facts: StoredGameFacts;
  /** The journal's event lines, encoded once. */
  lines: Uint8Array;
}

/** A few random finished games, 2 to 5 players named from a small group. */
export function baseGames(): BaseGame[] {
  return Array.from({ length: BASE_GAMES }, (_, k) => {
    const game = randomGame({ seed: 1000 + k, players: 2 + (k % 4) });
    const players = game.record.players.map((p, seat) => ({
      ...p,
      name: NAMES[(k + seat * 3) % NAMES.length] as string,
    }));
    const record = { ...game.record, players };
    const replayed = replayRecord(record);
    const facts = storedFactsOf(record);
    if (!replayed.ok || !facts.ok) throw new Error('scale bench: a random game does not replay');
    const parts = record.events.map((event) => encodeEntry({ op: 'event', event }));
    const lines = Buffer.concat(parts);
    return { record, snapshot: replayed.snapshot, facts: facts.facts, lines };
  });
}

/** `count` finished games over four years, written as the store and the facts index write them. */
export async function writeGames(dataDir: string, count: number, bases: readonly BaseGame[]) {
  const root = join(dataDir, 'sessions');
  await mkdir(join(root, 'trash'), { recursive: true });
  await mkdir(join(root, 'corrupt'), { recursive: true });
  const start = Date.UTC(2022, 0, 7, 19);
  const span = 4 * 365 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const base = bases[i % bases.length] as BaseGame;
    const id = randomUUID();
    const name = `Game night ${i + 1}`;
    const created = new Date(start + Math.floor((i * span) / count)).toISOString();
    const lastPlayed = new Date(Date.parse(created) + 2 * 3_600_000).toISOString();
    const header = encodeHeader({
      record: { format: RECORD_FORMAT, players: base.record.players, options: base.record.options },
      session: { id, name, created },
    });
    const journal = join(root, `${id}.jsonl`);
    await writeFile(journal, Buffer.concat([header, base.lines]));
    const journalStat = await stat(journal);
    const model = {
      id,
      name,
      created,
      header: base.record,
      events: base.record.events,
      history: [],
      snapshot: base.snapshot,
      redo: [],
    };
    await writeSidecar(nodeFs, join(root, `${id}.meta.json`), {
      v: SIDECAR_VERSION,
      journalSize: journalStat.size,
      journalMtimeMs: journalStat.mtimeMs,
      info: describeSession(model, lastPlayed),
    });
    await writeFactsFor(root, { id, name, created, facts: base.facts }, journalStat);
  }
}

/** What a facts file costs when it must be rebuilt: a replay of the journal. */
async function coldFactsPerGame(bases: readonly BaseGame[]): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'meeple-scale-cold-'));
  try {
    await writeGames(dir, bases.length, bases);
    const root = join(dir, 'sessions');
    for (const name of await readdir(root))
      if (name.endsWith('.facts.json')) await rm(join(root, name));
    const started = performance.now();
    const { games } = await new FactsIndex(root).all();
    if (games.length !== bases.length) throw new Error('scale bench: cold facts missing games');
    return (performance.now() - started) / bases.length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------- the page

/** Added before any page script: New game usable, the list (the store's answer) and its frame. */
const HOME_PROBE = `(() => {
  const usable = () => { for (const b of document.querySelectorAll('button')) if (!b.disabled && b.textContent.trim().startsWith('New game') && b.getClientRects().length > 0) return true; return false; };
  const listed = () => document.querySelector('[data-session]') !== null;
  const observer = new MutationObserver(() => {
    if (window.__mlUsable === undefined && usable()) window.__mlUsable = performance.now();
    if (window.__mlList === undefined && listed()) {
      window.__mlList = performance.now();
      requestAnimationFrame(() => setTimeout(() => { window.__mlListFrame = performance.now(); }, 0));
    }
    if (window.__mlUsable !== undefined && window.__mlList !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})()`;

/**
 * In the page: times the next `trigger` event (click, change, input, keydown) to the moment
 * `done` (a DOM expression) is true and to the frame after it; Event Timing entries of 16 ms
 * and more for it, the longest gap between animation frames meanwhile, and long tasks.
 */
function armTiming(trigger: string, done: string): string {
  return `(() => {
    const out = { timing: [], longTasks: [], gaps: 0 };
    window.__mlTap = out;
    let last = performance.now();
    let watching = true;
    const frame = () => { const now = performance.now(); out.gaps = Math.max(out.gaps, now - last); last = now; if (watching) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    addEventListener(${JSON.stringify(trigger)}, (e) => {
      out.timeStamp = e.timeStamp;
      performance.mark('ml-tap-start', { startTime: e.timeStamp });
      out.gaps = 0; last = performance.now();
      const check = () => {
        if (out.done !== undefined || !(${done})) return false;
        out.done = performance.now();
        requestAnimationFrame(() => setTimeout(() => { out.frame = performance.now(); setTimeout(() => { watching = false; }, 50); }, 0));
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    }, { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (out.timeStamp !== undefined && e.name === ${JSON.stringify(trigger)} && e.startTime >= out.timeStamp - 1)
          out.timing.push(e.duration + ' ms (handlers ' + (e.processingEnd - e.processingStart).toFixed(1) + ' ms)');
    }).observe({ type: 'event', durationThreshold: 16 });
  })()`;
}

/** Added before the click on Statistics: when its tables, and its ratings and luck, are on screen. */
const STATS_PARTS_PROBE = `(() => {
  const parts = {};
  window.__mlStatsParts = parts;
  const observer = new MutationObserver(() => {
    if (parts.tables === undefined && document.getElementById('stats-players')) parts.tables = performance.now();
    if (parts.ratings === undefined && document.getElementById('stats-ratings') && document.getElementById('stats-luck')) parts.ratings = performance.now();
    if (parts.tables !== undefined && parts.ratings !== undefined) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
})()`;

interface Tap {
  toResult: number;
  toFrame: number;
  longestGap: number;
  longTasks: number[];
  timing: string[];
}

async function tapResult(page: Page): Promise<Tap> {
  const out = await poll<{
    timeStamp: number;
    done: number;
    frame: number;
    gaps: number;
    longTasks: number[];
    timing: string[];
  }>(page, 'window.__mlTap?.frame && window.__mlTap');
  await page.evaluate('new Promise((r) => setTimeout(r, 60))'); // Event Timing reports late
  const later = (await page.evaluate('window.__mlTap')) as typeof out;
  return {
    toResult: out.done - out.timeStamp,
    toFrame: out.frame - out.timeStamp,
    longestGap: later.gaps,
    longTasks: later.longTasks,
    timing: later.timing,
  };
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  return { context, page };
}

/** Sets a form control's value as a person choosing it would, and sends its change. */
const chooseIn = (control: string, value: string) =>
  `(() => { const el = ${control}; el.value = ${JSON.stringify(value)}; el.dispatchEvent(new Event('change', { bubbles: true })); })()`;
const labelled = (text: string) =>
  `[...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith(${JSON.stringify(text)}))?.querySelector('select, input')`;

interface SizeFigures {
  list: number;
  listFrame: number;
  usable: number;
  elements: number;
  heap: number;
  searchKeys: number[];
  stats: Tap[];
  /** Click → the charts and tables on screen; → the ratings and luck on screen. */
  statsTables: number;
  statsRatings: number;
  filters: Record<string, number[]>;
  serverMb: number;
  games: number;
}

async function measureSize(
  browser: Browser,
  count: number,
  bases: readonly BaseGame[],
): Promise<SizeFigures> {
  const root = await mkdtemp(join(tmpdir(), `meeple-scale-${count}-`));
  const dataDir = join(root, 'data');
  await writeGames(dataDir, count, bases);
  const server = await startServer(dataDir);
  try {
    const api = httpApi(server.url);
    // One game night with 20 of the games, for the night filter.
    const listed = await api.sessions.list();
    if (!listed.ok) throw new Error(listed.error.message);
    const night = await api.nights.create('Bench night');
    if (!night.ok) throw new Error(night.error.message);
    for (const s of listed.value.sessions.slice(0, 20))
      await api.nights.addSession(night.value.id, s.id);

    const runs: Omit<SizeFigures, 'serverMb' | 'games'>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await newPage(browser);
      try {
        await page.addInitScript(HOME_PROBE);
        await page.goto(server.url);
        const listFrame = await poll<number>(page, 'window.__mlListFrame');
        const list = (await page.evaluate('window.__mlList')) as number;
        const usable = await poll<number>(page, 'window.__mlUsable');
        const elements = (await page.evaluate("document.querySelectorAll('*').length")) as number;
        const heap = await heapMegabytes(await context.newCDPSession(page));

        // The search, typed: each key to the list shown again.
        const searchKeys: number[] = [];
        if (i < 3) {
          await poll(
            page,
            `(() => { const el = document.getElementById('games-search'); if (!el) return false; el.focus(); return true; })()`,
          );
          for (const key of 'hana night 1') {
            await page.evaluate(armTiming('input', 'true'));
            await page.keyboard.type(key);
            searchKeys.push((await tapResult(page)).toFrame);
          }
        }

        // Statistics: the click to the figures on screen, then to the rest (charts and tables;
        // ratings and luck, worked out after them).
        await page.evaluate(
          armTiming('click', "document.querySelector('.stats__summary') !== null"),
        );
        await page.evaluate(STATS_PARTS_PROBE);
        // Traced from the click until the ratings are on screen and 50 ms after: its tasks
        // are the trace's outermost slices (a fetch's microtask checkpoint included, which the
        // Long Tasks API does not report).
        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        let stats: Tap;
        let parts: { tables: number; ratings: number };
        let trace: Buffer;
        try {
          await clickOn(page, buttonWhere("label === 'Statistics'"));
          stats = await tapResult(page);
          parts = await poll<{ tables: number; ratings: number }>(
            page,
            `window.__mlStatsParts?.ratings !== undefined && window.__mlStatsParts?.tables !== undefined && { tables: window.__mlStatsParts.tables - window.__mlTap.timeStamp, ratings: window.__mlStatsParts.ratings - window.__mlTap.timeStamp }`,
          );
          await page.evaluate(
            "new Promise((r) => setTimeout(() => { performance.mark('ml-tap-end'); r(); }, 50))",
          );
        } finally {
          trace = await browser.stopTracing();
        }
        await keepTrace(trace, `stats-${count}`);
        const traced = tasksPerTap(trace)[0]?.tasks ?? [];
        stats.longTasks = traced.filter((d) => d >= 50);
        const statsTables = parts.tables;
        const statsRatings = parts.ratings;

        const filters: Record<string, number[]> = {};
        // What a filter changes on screen: the figures' summary, or the "N of M games" line.
        const summary =
          "(document.querySelector('.stats__summary')?.textContent ?? '') + '|' + (document.querySelector('.stats__filtered')?.textContent ?? '')";
        const filter = async (name: string, control: string, value: string) => {
          const before = (await page.evaluate(summary)) as string;
          await page.evaluate(armTiming('change', `${summary} !== ${JSON.stringify(before)}`));
          await page.evaluate(chooseIn(control, value));
          const taken = (await tapResult(page)).toFrame;
          filters[name] = [...(filters[name] ?? []), taken];
        };
        const player = labelled('Games with');
        const secondPlayer = (await page.evaluate(`${player}?.options[2]?.value`)) as string;
        await filter('player', player, secondPlayer);
        await filter('player cleared', player, '');
        await filter('house rules: none', labelled('House rules'), 'none');
        await page.evaluate(chooseIn(labelled('House rules'), ''));
        await filter('from a date', labelled('From'), '2024-01-01');
        await filter('to a date', labelled('To'), '2024-06-30');
        await page.evaluate(chooseIn(labelled('From'), ''));
        await page.evaluate(chooseIn(labelled('To'), ''));
        const nightId = (await page.evaluate(
          `${labelled('Game night')}?.options[1]?.value`,
        )) as string;
        if (nightId) await filter('night', labelled('Game night'), nightId);
        runs.push({
          list,
          listFrame,
          usable,
          elements,
          heap,
          searchKeys,
          stats: [stats],
          statsTables,
          statsRatings,
          filters,
        });
      } finally {
        await context.close();
      }
    }
    const serverMb = await residentMegabytes(server.child.pid ?? 0);
    const of = (pick: (r: (typeof runs)[0]) => number) => median(runs.map(pick));
    const filters: Record<string, number[]> = {};
    for (const r of runs)
      for (const [k, v] of Object.entries(r.filters)) filters[k] = [...(filters[k] ?? []), ...v];
    return {
      list: of((r) => r.list),
      listFrame: of((r) => r.listFrame),
      usable: of((r) => r.usable),
      elements: of((r) => r.elements),
      heap: of((r) => r.heap),
      searchKeys: runs.flatMap((r) => r.searchKeys),
      stats: runs.flatMap((r) => r.stats),
      statsTables: of((r) => r.statsTables),
      statsRatings: of((r) => r.statsRatings),
      filters,
      serverMb,
      games: listed.value.sessions.length,
    };
  } finally {
    await stopServer(server.child, root);
  }
}

/** The sessions the store appends are timed on: a 2-player base game. */
const APPEND_HEADER = {
  format: RECORD_FORMAT as typeof RECORD_FORMAT,
  players: PLAYERS,
  options: { edition: 'C3' as const, expansions: [] },
};

/**
 * A tap of 3 moves (place, End turn, draw) through the HTTP API: as 3 appends one after the
 * other (what the table sent before sessions:appendAll), and as one appendAll; alternated.
 */
async function tapsOfThree(
  api: MeepleLedgerApi,
): Promise<{ threeAppends: number[]; oneAppendAll: number[] }> {
  const singles = await api.sessions.create('Three appends', APPEND_HEADER);
  const series = await api.sessions.create('One appendAll', APPEND_HEADER);
  if (!singles.ok || !series.ok) throw new Error('tap bench: could not create the sessions');
  // Draws, places and End turns only: any 3 in a row are one tap's moves.
  const events = legalEvents(3 * 60, 1_000_000);
  const threeAppends: number[] = [];
  const oneAppendAll: number[] = [];
  for (let at = 0; at < events.length; at += 3) {
    const tap = events.slice(at, at + 3);
    const t0 = performance.now();
    for (const event of tap) {
      const stored = await api.sessions.append(singles.value.id, event);
      if (!stored.ok) throw new Error(stored.error.message);
    }
    const t1 = performance.now();
    const stored = await api.sessions.appendAll(series.value.id, tap);
    const t2 = performance.now();
    if (!stored.ok) throw new Error(stored.error.message);
    threeAppends.push(t1 - t0);
    oneAppendAll.push(t2 - t1);
  }
  return { threeAppends, oneAppendAll };
}

function httpApi(url: string): MeepleLedgerApi {
  const address = new URL(url);
  return createHttpApi({
    token: address.searchParams.get('token') ?? '',
    fetch: fetch as unknown as FetchLike,
    openLink: () => {},
    baseUrl: address.origin,
  });
}

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * Store appends as the page makes them: through the HTTP API, and over the API socket (what the
 * page uses while it is open), one move of each in turn on two sessions.
 */
async function appendsSideBySide(
  api: MeepleLedgerApi,
  url: string,
): Promise<{ appends: number[]; socketAppends: number[] }> {
  const overHttp = await api.sessions.create('Append bench', APPEND_HEADER);
  const overSocket = await api.sessions.create('Append bench (socket)', APPEND_HEADER);
  if (!overHttp.ok || !overSocket.ok)
    throw new Error('append bench: could not create the sessions');
  const address = new URL(url);
  const socket = new WebSocket(
    `ws://${address.host}${API_SOCKET_PATH}?token=${address.searchParams.get('token') ?? ''}`,
    { origin: address.origin },
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const ask = (channel: string, payload: unknown) =>
    new Promise<{ ok: boolean }>((resolve) => {
      const id = nextId++;
      const listen = (data: WebSocket.RawData) => {
        const answer = JSON.parse(String(data)) as { id: number; result: { ok: boolean } };
        if (answer.id !== id) return;
        socket.off('message', listen);
        resolve(answer.result);
      };
      socket.on('message', listen);
      socket.send(JSON.stringify({ id, channel, payload }));
    });
  const appends: number[] = [];
  const socketAppends: number[] = [];
  try {
    for (const event of legalEvents(200)) {
      let t0 = performance.now();
      const stored = await api.sessions.append(overHttp.value.id, event);
      appends.push(performance.now() - t0);
      if (!stored.ok) throw new Error(stored.error.message);
      t0 = performance.now();
      const sent = await ask('sessions:append', { id: overSocket.value.id, event });
      socketAppends.push(performance.now() - t0);
      if (!sent.ok) throw new Error('append bench: the socket append was refused');
    }
  } finally {
    socket.close();
  }
  return { appends, socketAppends };
}

// ----------------------------------------------------------------------------- the table

interface TableFigures {
  taps: Record<string, TableTap[]>;
  start: TableTap[];
  appends: number[];
  /** The same appends over the API socket the page uses (src/main/web/apiSocket.ts). */
  socketAppends: number[];
  /** A tap of 3 moves through the HTTP API, as 3 appends and as one appendAll. */
  threeAppends: number[];
  oneAppendAll: number[];
}

/**
 * The taps at the end of a 600-event game and starting a game (test/bench/tableTaps.ts); with
 * `startOnly`, starting a game alone.
 */
async function measureTable(browser: Browser, startOnly: boolean): Promise<TableFigures> {
  const game = tableGame();
  const root = await mkdtemp(join(tmpdir(), 'meeple-scale-table-'));
  const server = await startServer(join(root, 'data'));
  try {
    const api = httpApi(server.url);
    const imported = await api.sessions.import(JSON.stringify(game.record));
    if (!imported.ok) throw new Error(imported.error.message);
    const taps: Record<string, TableTap[]> = {};
    for (let i = 0; i < (startOnly ? 0 : TABLE_RUNS); i++) {
      const { context, page } = await newPage(browser);
      try {
        const run = await tableRun(browser, page, server.url, imported.value.id, game);
        for (const [label, tap] of Object.entries(run)) taps[label] = [...(taps[label] ?? []), tap];
      } finally {
        await context.close();
      }
      // Back to the game as imported, for the next run.
      const opened = await api.sessions.open(imported.value.id);
      const extra = opened.ok ? opened.value.record.events.length - game.record.events.length : 0;
      for (let k = 0; k < extra; k++) await api.sessions.undo(imported.value.id);
    }

    // Starting a game: the tap on Start the game to the table.
    const start: TableTap[] = [];
    for (let i = 0; i < TABLE_RUNS; i++) {
      const { context, page } = await newPage(browser);
      try {
        start.push(await startRun(browser, page, server.url));
      } finally {
        await context.close();
      }
    }

    if (startOnly)
      return { taps, start, appends: [], socketAppends: [], threeAppends: [], oneAppendAll: [] };
    return {
      taps,
      start,
      ...(await appendsSideBySide(api, server.url)),
      ...(await tapsOfThree(api)),
    };
  } finally {
    await stopServer(server.child, root);
  }
}

// ---------------------------------------------------------------------------------- report

export async function run(): Promise<void> {
  if (PARTS.has('replay')) {
    // NODE_EXTRA_CA_CERTS makes every Node read its certificates at start-up, npm's included
    // (the replay's own Node clears it): the ratio is also measured without it, as on a
    // machine that does not set it.
    const environments: [string, NodeJS.ProcessEnv][] = [['', process.env]];
    if (process.env.NODE_EXTRA_CA_CERTS) {
      const { NODE_EXTRA_CA_CERTS: _, ...without } = process.env;
      environments.push([' (without NODE_EXTRA_CA_CERTS)', without]);
    }
    for (const [label, env] of environments) {
      const replay = replayAgainstEmptyScript(RUNS, env);
      const ratio = replay.replay / replay.empty;
      console.log(
        `scale: npm run --silent replay (every-expansion game)${label} median ${ms(replay.replay)}; npm run of an empty script ${ms(replay.empty)}, same run: ` +
          `${ratio.toFixed(2)}× (target ≤ ${TARGET.replayRatio}×) ${verdict(ratio, TARGET.replayRatio)}`,
      );
    }
  }
  const startOnly = PARTS.has('start') && !PARTS.has('table');
  if (!PARTS.has('table') && !startOnly && SIZES.length === 0) return;

  const problem = buildRenderer((line) => console.log(`scale: ${line}`));
  if (problem) throw new Error(problem);
  const bases = baseGames();
  console.log(
    `scale: facts of a game rebuilt from its journal (missing or stale): ${ms(await coldFactsPerGame(bases))} per game (a replay; done once per change, in the background)`,
  );
  const browser = await launchChromium();
  try {
    for (const count of SIZES) {
      const f = await measureSize(browser, count, bases);
      const stats = f.stats.map((t) => t.toFrame);
      const statsGaps = f.stats.map((t) => t.longestGap);
      const statsTasks = f.stats.flatMap((t) => t.longTasks);
      console.log(
        `scale: Home with ${f.games} games: navigation start → list on screen (the store's answer) ${ms(f.list)}, its frame ${ms(f.listFrame)} ` +
          `(target ≤ ${TARGET.homeListMs} ms) ${verdict(f.listFrame, TARGET.homeListMs)}; New game usable ${ms(f.usable)} ` +
          `(first screen target ≤ ${TARGET.firstScreenMs} ms) ${verdict(f.usable, TARGET.firstScreenMs)}; ` +
          `${f.elements} DOM elements, JS heap ${f.heap.toFixed(2)} MB; search key → list shown median ${ms(median(f.searchKeys))}, p95 ${ms(p95(f.searchKeys))}`,
      );
      console.log(
        `scale: Statistics with ${f.games} games: click → figures on screen median ${ms(median(stats))} (target ≤ ${TARGET.statsMs} ms) ${verdict(median(stats), TARGET.statsMs)}; ` +
          `longest gap between frames median ${ms(median(statsGaps))}, worst ${ms(Math.max(...statsGaps))}; main-thread tasks of 50 ms and more (trace, until the ratings are on screen) ` +
          `${statsTasks.length === 0 ? 'none' : `${statsTasks.length}, longest ${ms(Math.max(...statsTasks))}`} (target: none over ${TARGET.statsTaskMs} ms) ` +
          `${verdict(statsTasks.length === 0 ? 0 : Math.max(...statsTasks), TARGET.statsTaskMs)}; ` +
          `the rest after them (medians): charts and tables ${ms(f.statsTables)}, ratings and luck ${ms(f.statsRatings)}`,
      );
      const filterText = Object.entries(f.filters)
        .map(([name, values]) => `${name} ${ms(median(values))}`)
        .join(', ');
      const worstFilter = Math.max(...Object.values(f.filters).map((v) => median(v)));
      console.log(
        `scale: Statistics filters with ${f.games} games, change → result on screen (medians): ${filterText} (target ≤ ${TARGET.filterMs} ms) ${verdict(worstFilter, TARGET.filterMs)}; ` +
          `server resident memory after Statistics ${f.serverMb.toFixed(1)} MB (target ≤ ${TARGET.serverMb} MB) ${verdict(f.serverMb, TARGET.serverMb)}`,
      );
    }

    if (!PARTS.has('table') && !startOnly) return;
    const table = await measureTable(browser, startOnly);
    for (const [label, taps] of Object.entries(table.taps))
      tapLine(`600-event game, ${label}`, taps, TARGET.tapMs, TARGET.tapTaskMs);
    const start = table.start.map((t) => t.toFrame);
    console.log(
      `scale: starting a game: Start the game → the table on screen median ${ms(median(start))} (target ≤ ${TARGET.startMs} ms) ${verdict(median(start), TARGET.startMs)}; ` +
        `longest main-thread task median ${ms(median(table.start.map((t) => t.longestTask)))}, worst ${ms(Math.max(...table.start.map((t) => t.longestTask)))}; ` +
        `main-thread CPU meanwhile median ${ms(median(table.start.map((t) => t.cpu)))}`,
    );
    if (startOnly) return;
    console.log(
      `scale: store append through the HTTP API (fsync included), ${table.appends.length} moves: p50 ${ms(median(table.appends))}, p95 ${ms(p95(table.appends))}; ` +
        `over the API socket, alternated with them: p50 ${ms(median(table.socketAppends))}, p95 ${ms(p95(table.socketAppends))}`,
    );
    console.log(
      `scale: a tap of 3 moves through the HTTP API (fsync included), ${table.oneAppendAll.length} taps: 3 appends p50 ${ms(median(table.threeAppends))}, p95 ${ms(p95(table.threeAppends))}; ` +
        `one appendAll p50 ${ms(median(table.oneAppendAll))}, p95 ${ms(p95(table.oneAppendAll))}`,
    );
  } finally {
    await browser.close();
  }
}
