/**
 * Every screen, end to end in Chromium over browser mode: Home, New game, Statistics, the table
 * in every phase, Results and the presenter.
 *
 * - Accessibility: axe-core on every screen and every phase of the table (its side tabs and its
 *   open scorer too), at 1280×800, 768×1024 and 390×844, light and dark: no critical or serious
 *   violation. Every control's touch target is at least 44 px, at a desktop and a phone size.
 * - Keyboard: Tab reaches every control of every screen, and each shows a visible focus.
 * - Plain words: a record whose players, meeples and features have odd ids (`zq9x`…) is
 *   imported and played on; no screen shows an id, a tile's catalog id or a record field name,
 *   in its text or in its accessible names.
 * - Layout: screenshots of every screen at 1920, 1280, 1024, 768×1024, 390×844 and 360×740,
 *   light and dark (test-results/screens/every-size/); no screen scrolls sideways.
 * - The address names the screen: a reload on every screen returns to it.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServer } from '../../src/main/web/server';
import { phaseOf } from '../../src/shared/game/gameSnapshot';
import type { MeepleLedgerApi } from '../../src/shared/ipc/api';
import { createHttpApi, type FetchLike } from '../../src/shared/ipc/httpClient';
import { replayRecord } from '../../src/shared/record/replay';
import type { GameEvent, GameRecord } from '../../src/shared/record/schema';
import { RENDERER_DIR, ROOT } from '../support/buildRenderer';
import { BROWSER, launchChromium } from '../support/chromium';
import { randomGame } from '../support/randomGame';
import { SIZES } from '../support/viewports';

const SCREENS = join(ROOT, 'test-results/screens/every-size');
/** axe runs at a desktop, a tablet and a phone size (layouts differ, so do the problems). */
const AXE_SIZES = [SIZES[1], SIZES[3], SIZES[4]] as const;

let dataDir: string;
let server: WebServer;
let api: MeepleLedgerApi;
let browser: Browser;
let page: Page;
let origin: string;
const pageErrors: string[] = [];

// ---- a record with odd ids ----

/** Every id a record gives players, meeples and features, replaced by odd ones. */
function withOddIds(record: GameRecord): { record: GameRecord; ids: Set<string> } {
  const map = new Map<string, string>();
  const odd = (id: string): string => {
    let next = map.get(id);
    if (!next) {
      next = `zq${map.size + 9}x`;
      map.set(id, next);
    }
    return next;
  };
  const players = record.players.map((p) => ({ ...p, id: odd(p.id) }));
  const events = record.events.map((event) => {
    const e = { ...event } as Record<string, unknown>;
    for (const key of ['meeple', 'feature', 'beside', 'player'])
      if (typeof e[key] === 'string') e[key] = odd(e[key] as string);
    if (Array.isArray(e.features)) e.features = (e.features as string[]).map(odd);
    return e as GameEvent;
  });
  return { record: { ...record, players, events }, ids: new Set(map.values()) };
}

/** The first prefix of the record that leaves the game in each phase. */
function prefixesByPhase(record: GameRecord): Map<string, GameRecord> {
  const out = new Map<string, GameRecord>();
  for (let n = 1; n <= record.events.length; n++) {
    const prefix = { ...record, events: record.events.slice(0, n) };
    const replayed = replayRecord(prefix);
    if (!replayed.ok) continue;
    const key = phaseOf(replayed.snapshot).key;
    const last = prefix.events.at(-1);
    const revolt = last?.type === 'draw' && String(last.tile).startsWith('revolt-');
    const name = revolt ? 'revolt' : key;
    // A scoring phase with features on the board to score, a meeple phase after some turns.
    if (!out.has(name) && (key !== 'meeple' || n > 20)) out.set(name, prefix);
  }
  return out;
}

// ---- page helpers ----

async function settle(): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await until(
    "!document.querySelector('.loading') && !document.querySelector('[aria-busy=\"true\"]')",
  );
  // Entrance animations (the revolt's walk) over: colours are checked as they end up.
  await until(
    "document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Infinity || (a.playState !== 'running' && a.playState !== 'pending'))",
  );
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}

async function until(expression: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function open(hash: string): Promise<void> {
  await page.goto(`${origin}/${hash}`);
  await settle();
}

/**
 * Checks the screen at each size (the page resized first) and fails once with every problem the
 * checks name; back at the laptop's size after, which the tests after it expect.
 */
async function expectAtSizes(
  sizes: readonly (typeof SIZES)[number][],
  check: (at: string, size: (typeof SIZES)[number]) => Promise<readonly string[]>,
): Promise<void> {
  const wrong: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    wrong.push(...(await check(`${size.width}×${size.height}`, size)));
  }
  await page.setViewportSize(SIZES[1]);
  expect(wrong).toEqual([]);
}

/** The first heading: which screen this is. */
const title = async (): Promise<string> =>
  ((await page.locator('h1').first().textContent()) ?? '').trim();

/** What the screen says, in text and in accessible names. */
async function wordsOnScreen(): Promise<string> {
  return page.evaluate(`(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder'])
        if (el.getAttribute(attr)) parts.push(el.getAttribute(attr));
    for (const el of document.querySelectorAll('svg title, svg desc')) parts.push(el.textContent);
    return parts.join('\\n');
  })()`);
}

const TILE_IDS =
  /\b(revolt-(city|road|monastery)|arrow-(add|anywhere|extra)|crop[12]-(knight|farmer|thief))\b/;
const FIELD_WORDS = /ownArrow|activate:|"open"|"neighbour"|beside:|via:|feature id|meeple id/;

/** Internal ids and field names found on the screen. */
async function idsOnScreen(ids: ReadonlySet<string>): Promise<string[]> {
  const text = await wordsOnScreen();
  const found = text.split(/[^A-Za-z0-9_-]+/).filter((word) => ids.has(word));
  const tile = TILE_IDS.exec(text)?.[0];
  const field = FIELD_WORDS.exec(text)?.[0];
  return [...new Set([...found, ...(tile ? [tile] : []), ...(field ? [field] : [])])];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core's critical and serious violations on the page as it is. */
async function axeProblems(): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axe.source);
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })))`,
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Every size, light and dark: a screenshot each, and whether the page scrolls sideways. */
async function everySize(name: string): Promise<string[]> {
  const wide: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(
        'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))',
      );
      await page.screenshot({
        path: join(SCREENS, `${name}-${size.width}x${size.height}-${scheme}.png`),
        fullPage: true,
      });
    }
    const sideways = (await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    )) as number;
    if (sideways > 1) {
      // The elements that stick out, innermost first: what to fix.
      const culprits = (await page.evaluate(`(() => {
        const width = document.documentElement.clientWidth;
        const out = [];
        for (const el of document.querySelectorAll('body *')) {
          const box = el.getBoundingClientRect();
          if (box.right > width + 1 && box.width > 0 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1))
            out.push((typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).join('.') : el.tagName.toLowerCase()) + ' ' + Math.round(box.right - width) + 'px');
        }
        return out.slice(0, 4).join(', ');
      })()`)) as string;
      wide.push(`${name} at ${size.width}×${size.height}: ${sideways} px wider (${culprits})`);
    }
  }
  await page.setViewportSize(SIZES[1]);
  await page.emulateMedia({ colorScheme: 'light' });
  return wide;
}

/** axe in light and dark. */
async function axeLightAndDark(): Promise<string[]> {
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const problem of await axeProblems()) problems.push(`${scheme}: ${problem}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}

// ---- set-up ----

let oddIds: Set<string>;
const sessions = new Map<string, string>();

beforeAll(async () => {
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The renderer could not be built.\n${buildError}`);
  if (!existsSync(join(RENDERER_DIR, 'index.html')))
    throw new Error(`${RENDERER_DIR} has no index.html: the e2e globalSetup should have built it`);
  browser = await launchChromium();
  await rm(SCREENS, { recursive: true, force: true });
  await mkdir(SCREENS, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'meeple-e2e-screens-'));
  server = await startWebServer({ dataDir, staticDir: RENDERER_DIR, log: () => {} });
  origin = new URL(server.url).origin;
  api = createHttpApi({
    token: server.token,
    fetch: fetch as unknown as FetchLike,
    openLink: () => {},
    baseUrl: origin,
  });

  const full = JSON.parse(
    await readFile(join(ROOT, 'test/fixtures/records/full-game-every-expansion.json'), 'utf8'),
  ) as GameRecord;
  const { record, ids } = withOddIds(full);
  oddIds = ids;
  const finished = await api.sessions.import(JSON.stringify(record));
  if (!finished.ok) throw new Error(finished.error.message);
  sessions.set('finished', finished.value.id);
  for (const [phase, prefix] of prefixesByPhase(record)) {
    if (phase === 'finished') continue;
    const made = await api.sessions.import(JSON.stringify(prefix));
    if (!made.ok) throw new Error(`${phase}: ${made.error.message}`);
    sessions.set(phase, made.value.id);
  }
  // A game night going on, with the finished game and one in play: Home shows its standings
  // (with their "In play" column) at every size.
  const night = await api.nights.create('Screens night');
  if (!night.ok) throw new Error(night.error.message);
  for (const id of [sessions.get('finished'), sessions.get('meeple')])
    if (id) await api.nights.addSession(night.value.id, id);

  const context = await browser.newContext({ viewport: SIZES[1] });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      pageErrors.push(`console: ${message.text()}`);
  });
  // The token: the first load keeps it for this tab.
  await page.goto(server.url);
  await settle();
});

beforeEach(({ skip }) => {
  if (BROWSER.kind === 'skip') skip(BROWSER.reason);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The screens, by address: name → hash. */
function screens(): [string, string][] {
  const list: [string, string][] = [
    ['home', '#'],
    ['new-game', '#new'],
    ['stats', '#stats'],
    ['results', `#results/${sessions.get('finished')}`],
  ];
  for (const [phase, id] of sessions)
    if (phase !== 'finished') list.push([`table-${phase}`, `#game/${id}`]);
  list.push(['presenter', `#presenter/${sessions.get('meeple') ?? sessions.get('finished')}`]);
  return list;
}

describe('every screen', () => {
  it('has the table in every phase to look at', () => {
    for (const phase of [
      'startOfTurn',
      'tileDrawn',
      'meeple',
      'scoring',
      'cropRound',
      'endOfTurn',
      'finalScoring',
      'revolt',
    ])
      expect(sessions.has(phase), phase).toBe(true);
  });

  it('passes axe (no critical or serious violation) at a desktop, tablet and phone size, light and dark', async () => {
    const problems: string[] = [];
    for (const size of AXE_SIZES) {
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      for (const [name, hash] of screens()) {
        await open(hash);
        for (const problem of await axeLightAndDark()) problems.push(`${name} ${at} ${problem}`);
      }
    }
    await page.setViewportSize(SIZES[1]);
    expect(problems).toEqual([]);
  });

  it("passes axe on the table's side tabs and its open scorer, light and dark", async () => {
    const problems: string[] = [];
    for (const [name, hash] of screens().filter(([name]) => name.startsWith('table-'))) {
      await open(hash);
      for (const tab of ['Board', 'Deck', 'Score track', 'History', 'Corrections']) {
        const button = page.getByRole('tab', { name: tab, exact: true });
        if ((await button.count()) === 0) continue;
        await button.click();
        for (const problem of await axeLightAndDark()) problems.push(`${name} (${tab}) ${problem}`);
      }
    }
    // The count pad of a feature's scorer: the first phase with a road or city to score.
    let scorer = '';
    for (const [name, hash] of screens().filter(([name]) => name.startsWith('table-'))) {
      await open(hash);
      const feature = page.locator('.tb-features [data-feature]').first();
      if ((await feature.count()) === 0) continue;
      await feature.click();
      await page.locator('.tb-scorer').first().waitFor();
      scorer = name;
      break;
    }
    expect(scorer, 'a phase with a feature to score').not.toBe('');
    for (const problem of await axeLightAndDark()) problems.push(`${scorer} (scorer) ${problem}`);
    expect(problems).toEqual([]);
    // Five tabs in every phase, light and dark, with the next tile's grid beside the turn.
  }, 300_000);

  it('shows no internal id or field name, in text or accessible names', async () => {
    const found: string[] = [];
    for (const [name, hash] of screens()) {
      await open(hash);
      const ids = await idsOnScreen(oddIds);
      if (ids.length > 0) found.push(`${name}: ${ids.join(', ')}`);
      // The side panels of the table: the board, the deck, the history.
      if (name.startsWith('table-'))
        for (const tab of ['Board', 'Deck', 'History', 'Corrections']) {
          const button = page.getByRole('tab', { name: tab });
          if ((await button.count()) === 0) continue;
          await button.click();
          const more = await idsOnScreen(oddIds);
          if (more.length > 0) found.push(`${name} (${tab}): ${more.join(', ')}`);
        }
    }
    expect(found).toEqual([]);
  });

  it('keeps the names plain while the odd-id game is played on at the table', async () => {
    await open(`#game/${sessions.get('startOfTurn')}`);
    // Draw the first tile that can be drawn, then end the turn by its button.
    await page.locator('.ml-tilegrid__tile:not([disabled])').first().click();
    // A plain turn: the placement and "no meeple" are implied by End turn.
    await page
      .getByRole('button', { name: /^End turn/ })
      .first()
      .click();
    expect(await idsOnScreen(oddIds)).toEqual([]);
    await page.getByRole('tab', { name: 'History' }).click();
    expect(await idsOnScreen(oddIds)).toEqual([]);
    // Undo says in words what it undid.
    await page.getByRole('button', { name: /^Undo/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Undone: / })
      .first()
      .waitFor();
    expect(await idsOnScreen(oddIds)).toEqual([]);
  });

  it('returns to the same screen after a reload', async () => {
    const wrong: string[] = [];
    for (const [name, hash] of screens()) {
      await open(hash);
      const before = await title();
      const address = new URL(page.url()).hash;
      await page.reload();
      await settle();
      const after = await title();
      const now = new URL(page.url()).hash;
      if (after !== before || now !== address)
        wrong.push(`${name}: “${before}” ${address} → “${after}” ${now}`);
    }
    expect(wrong).toEqual([]);
  });

  it('fits every size without sideways scrolling (screenshots light and dark)', async () => {
    const wide: string[] = [];
    for (const [name, hash] of screens()) {
      await open(hash);
      wide.push(...(await everySize(name)));
    }
    expect(wide).toEqual([]);
  });

  it("lines up the score track's legend, a column per part, whole inside the ring or (when narrow) below it", async () => {
    // Results of the finished game, and the table's Score track tab early on (no one has gone
    // round yet: rows without a lap).
    const tracks: [string, () => Promise<void>][] = [
      ['results', () => open(`#results/${sessions.get('finished')}`)],
      [
        'table',
        async () => {
          await open(`#game/${sessions.get('meeple')}`);
          await page.getByRole('tab', { name: 'Score track', exact: true }).click();
        },
      ],
    ];
    const wrong: string[] = [];
    for (const size of SIZES)
      for (const [name, show] of tracks) {
        await page.setViewportSize(size);
        await show();
        const found = (await page.evaluate(`(() => {
          const board = document.querySelector('.ml-track__board')?.getBoundingClientRect();
          const caption = document.querySelector('.ml-track__legend');
          const legend = caption?.getBoundingClientRect();
          const lefts = (part) => [...document.querySelectorAll('.ml-track__' + part)].map((el) => Math.round(el.getBoundingClientRect().left));
          return {
            board: board && { top: board.top, bottom: board.bottom },
            legend: legend && { top: legend.top, bottom: legend.bottom },
            cut: caption ? caption.scrollHeight > caption.clientHeight + 1 || caption.scrollWidth > caption.clientWidth + 1 : false,
            names: lefts('name'),
            totals: lefts('total'),
          };
        })()`)) as {
          board?: { top: number; bottom: number };
          legend?: { top: number; bottom: number };
          cut: boolean;
          names: number[];
          totals: number[];
        };
        const at = `${name} ${size.width}×${size.height}`;
        if (!found.board || !found.legend || found.totals.length < 2) {
          wrong.push(`${at}: no score track with its legend`);
          continue;
        }
        if (new Set(found.names).size !== 1) wrong.push(`${at}: names at x ${found.names}`);
        if (new Set(found.totals).size !== 1) wrong.push(`${at}: totals at x ${found.totals}`);
        const inside =
          found.legend.top > found.board.top && found.legend.bottom < found.board.bottom;
        const below = found.legend.top >= found.board.bottom - 1;
        if (!inside && !below) wrong.push(`${at}: the legend is neither inside the ring nor below`);
        if (found.cut) wrong.push(`${at}: the legend does not fit (it scrolls)`);
      }
    await page.setViewportSize(SIZES[1]);
    expect(wrong).toEqual([]);
  });

  it("shows the points by category whole on a phone: four players' columns, no sideways scroll", async () => {
    await expectAtSizes(SIZES, async (at) => {
      const wrong: string[] = [];
      await open(`#results/${sessions.get('finished')}`);
      const found = (await page.evaluate(`(() => {
        const scroll = document.querySelector('.table-scroll');
        const heads = [...document.querySelectorAll('.categories thead th[scope="col"]')];
        return {
          over: scroll ? scroll.scrollWidth - scroll.clientWidth : -1,
          // Each player's column still says whose it is, to a screen reader too.
          named: heads.slice(1).map((th) => th.textContent.trim().length > 0),
        };
      })()`)) as { over: number; named: boolean[] };
      if (found.over < 0) wrong.push(`${at}: no points table`);
      else if (found.over > 1)
        wrong.push(`${at}: the points table scrolls ${found.over} px sideways`);
      if (found.named.length !== 4 || found.named.includes(false))
        wrong.push(`${at}: player columns named ${JSON.stringify(found.named)}`);
      return wrong;
    });
  });

  it("shows Statistics' tables whole from a tablet up: no column behind a sideways scroll", async () => {
    await expectAtSizes(
      SIZES.filter((s) => s.width >= 768),
      async (at) => {
        const wrong: string[] = [];
        await open('#stats');
        await page.waitForSelector('#stats-counters');
        const over = (await page.evaluate(
          `[...document.querySelectorAll('.stats__scroll')].map((s) => [s.closest('section')?.querySelector('h2')?.textContent, s.scrollWidth - s.clientWidth])`,
        )) as [string, number][];
        for (const [table, px] of over)
          if (px > 1) wrong.push(`${at}: “${table}” scrolls ${px} px sideways`);
        return wrong;
      },
    );
  });

  it("lays the players' cards out as one row of equal cards across the table, six players at 1280 px too", async () => {
    const six = randomGame({ seed: 77, players: 6 }).record;
    const made = await api.sessions.import(
      JSON.stringify({ ...six, events: six.events.slice(0, 60) }),
    );
    if (!made.ok) throw new Error(made.error.message);
    const wrong: string[] = [];
    for (const [players, id] of [
      [4, sessions.get('meeple')],
      [6, made.value.id],
    ] as const)
      for (const size of [SIZES[0], SIZES[1]]) {
        await page.setViewportSize(size);
        await open(`#game/${id}`);
        const found = (await page.evaluate(`(() => {
          const ring = document.querySelector('.ml-ring').getBoundingClientRect();
          const seats = [...document.querySelectorAll('.ml-ring__seat')].map((el) => el.getBoundingClientRect());
          const scores = [...document.querySelectorAll('.ml-ring__score')].map((el) => Math.round(el.getBoundingClientRect().top));
          return { right: ring.right, scores, seats: seats.map((b) => ({ top: Math.round(b.top), width: Math.round(b.width), right: b.right })) };
        })()`)) as {
          right: number;
          scores: number[];
          seats: { top: number; width: number; right: number }[];
        };
        const at = `${players} players at ${size.width}×${size.height}`;
        if (found.seats.length !== players) wrong.push(`${at}: ${found.seats.length} cards`);
        if (new Set(found.seats.map((b) => b.top)).size !== 1)
          wrong.push(`${at}: more than one row`);
        const widths = found.seats.map((b) => b.width);
        if (Math.max(...widths) - Math.min(...widths) > 1) wrong.push(`${at}: widths ${widths}`);
        // The score stands at the same height on every card: "Turn" pushed it under the name
        // on the active player's card alone.
        if (new Set(found.scores).size !== 1) wrong.push(`${at}: scores at ${found.scores}`);
        const last = found.seats.at(-1);
        if (!last || found.right - last.right > 2)
          wrong.push(
            `${at}: the row ends ${Math.round(found.right - (last?.right ?? 0))} px short`,
          );
      }
    await page.setViewportSize(SIZES[1]);
    expect(wrong).toEqual([]);
  });

  it("keeps every score of a phone's score strip whole and apart, three digits and a minus too", async () => {
    const full = JSON.parse(
      await readFile(join(ROOT, 'test/fixtures/records/full-game-every-expansion.json'), 'utf8'),
    ) as GameRecord;
    const points = [116, 7, 95, -13];
    const made = await api.sessions.import(
      JSON.stringify({
        ...full,
        events: full.players.map((p, i) => ({ type: 'adjust', player: p.id, points: points[i] })),
      }),
    );
    if (!made.ok) throw new Error(made.error.message);
    await expectAtSizes([SIZES[4], SIZES[5], SIZES[3]], async (at) => {
      const wrong: string[] = [];
      await open(`#game/${made.value.id}`);
      const found = (await page.evaluate(`(() => {
        const strip = document.querySelector('.tb-strip__seats').getBoundingClientRect();
        return [...document.querySelectorAll('.tb-strip__seat')].map((seat) => {
          const box = seat.getBoundingClientRect();
          const score = seat.querySelector('.tb-strip__score');
          const s = score.getBoundingClientRect();
          return { text: score.textContent, box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
            inside: s.left >= box.left - 0.5 && s.right <= box.right + 0.5 && box.left >= strip.left - 0.5 && box.right <= strip.right + 0.5 };
        });
      })()`)) as {
        text: string;
        box: { left: number; right: number; top: number; bottom: number };
        inside: boolean;
      }[];
      if (found.map((f) => f.text).join(' ') !== '116 7 95 −13')
        wrong.push(`${at}: scores ${found.map((f) => f.text)}`);
      for (const f of found) if (!f.inside) wrong.push(`${at}: ${f.text} is cut`);
      for (const [i, a] of found.entries())
        for (const b of found.slice(i + 1))
          if (
            a.box.left < b.box.right - 0.5 &&
            b.box.left < a.box.right - 0.5 &&
            a.box.top < b.box.bottom - 0.5 &&
            b.box.top < a.box.bottom - 0.5
          )
            wrong.push(`${at}: ${a.text} and ${b.text} overlap`);
      return wrong;
    });
  });

  it("shows the page top (the news, whose turn, the scores) when another device's move opens the game again", async () => {
    const full = JSON.parse(
      await readFile(join(ROOT, 'test/fixtures/records/full-game-every-expansion.json'), 'utf8'),
    ) as GameRecord;
    const made = await api.sessions.import(
      JSON.stringify({ ...full, events: full.events.slice(0, 301) }),
    );
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.id;
    // The rest of the turn, as a phone plays it: up to its End turn.
    const end = full.events.findIndex((e, i) => i >= 301 && e.type === 'endTurn');
    const theirs = full.events.slice(301, end + 1);
    await expectAtSizes([SIZES[1], SIZES[4]], async (at) => {
      const wrong: string[] = [];
      await open(`#game/${id}`);
      await page.evaluate('window.scrollTo(0, 400)');
      const moved = await api.sessions.appendAll(id, theirs, 301);
      if (!moved.ok) throw new Error(moved.error.message);
      await expect
        .poll(() => page.evaluate(`Number(document.querySelector('.tb-table')?.dataset.events)`))
        .toBe(301 + theirs.length);
      await settle();
      const found = (await page.evaluate(
        `({ y: window.scrollY, title: document.querySelector('.tb-top__title').getBoundingClientRect().top })`,
      )) as { y: number; title: number };
      if (found.y !== 0 || found.title < 0)
        wrong.push(`${at}: scrolled ${found.y} px, the title at ${found.title}`);
      for (const _ of theirs) await api.sessions.undo(id);
      return wrong;
    });
  });

  it('keeps the foot of a crop circle round that is over to its content (End turn right under its line)', async () => {
    const full = JSON.parse(
      await readFile(join(ROOT, 'test/fixtures/records/full-game-every-expansion.json'), 'utf8'),
    ) as GameRecord;
    // Turn 1's crop circle round: no thief on the board, every player passed over; its End
    // turn still to tap.
    const made = await api.sessions.import(
      JSON.stringify({ ...full, events: full.events.slice(0, 3) }),
    );
    if (!made.ok) throw new Error(made.error.message);
    await expectAtSizes([SIZES[0], SIZES[1], SIZES[3]], async (at) => {
      const wrong: string[] = [];
      await open(`#game/${made.value.id}`);
      const found = (await page.evaluate(`(() => {
        const foot = document.querySelector('.tb-crop .tb-play__foot, .tb-play__foot:has(> .tb-note)');
        if (!foot) return { foot: false, gap: 0 };
        const note = foot.querySelector('.tb-note').getBoundingClientRect();
        const end = foot.querySelector('[data-end="turn"]').getBoundingClientRect();
        return { foot: true, gap: end.top - note.bottom };
      })()`)) as { foot: boolean; gap: number };
      if (!found.foot) wrong.push(`${at}: no foot of a finished crop circle round`);
      else if (found.gap > 80)
        wrong.push(`${at}: ${Math.round(found.gap)} px between its line and End turn`);
      return wrong;
    });
  });

  it("puts a phone's side panels in the page, not in a box that scrolls on its own", async () => {
    await expectAtSizes([SIZES[3], SIZES[4], SIZES[5]], async (at) => {
      const wrong: string[] = [];
      await open(`#game/${sessions.get('meeple')}`);
      await page.getByRole('tab', { name: 'Corrections' }).click();
      const side = (await page.evaluate(`(() => {
        const side = document.querySelector('.tb-side');
        return { position: getComputedStyle(side).position, inside: side.scrollHeight - side.clientHeight };
      })()`)) as { position: string; inside: number };
      if (side.position !== 'static' || side.inside > 1)
        wrong.push(`${at}: ${side.position}, ${side.inside} px scrolled inside`);
      return wrong;
    });
  });

  it("keeps a phone's table header to two rows and its foot to one: the turn gets the screen", async () => {
    await expectAtSizes([SIZES[4], SIZES[5]], async (at, size) => {
      const wrong: string[] = [];
      await open(`#game/${sessions.get('meeple')}`);
      const found = (await page.evaluate(`(() => {
        const rows = new Set([...document.querySelectorAll('.tb-top button, .tb-top h1, .tb-top .tb-timer')]
          .filter((el) => el.getClientRects().length > 0 && !el.closest('.tb-timer button'))
          .map((el) => { const b = el.getBoundingClientRect(); return Math.round(b.top + b.height / 2); }));
        const mid = (el) => { const b = el.getBoundingClientRect(); return b.top + b.height / 2; };
        const end = document.querySelector('.tb-play__foot [data-end="turn"]');
        const next = document.querySelector('.tb-play__foot .tb-next');
        const title = document.querySelector('.tb-play__head h2');
        const badge = document.querySelector('.tb-play__head .ml-badge, .tb-play__head svg');
        return {
          rows: [...rows].sort((a, b) => a - b),
          foot: Math.abs(mid(end) - mid(next)),
          head: Math.abs(mid(title) - mid(badge)),
          redo: [...document.querySelectorAll('.tb-top button')].some((b) => b.disabled && b.getClientRects().length > 0),
        };
      })()`)) as { rows: number[]; foot: number; head: number; redo: boolean };
      // Rows: centres more than half a button apart (the title and a button of one row differ).
      const distinct = found.rows.filter((y, i) => i === 0 || y - (found.rows[i - 1] ?? 0) > 22);
      if (distinct.length > 2) wrong.push(`${at}: the header has ${distinct.length} rows`);
      if (found.redo) wrong.push(`${at}: a Redo with nothing to redo takes the header's room`);
      if (size.width >= 390 && found.foot > 4)
        wrong.push(`${at}: End turn is not beside the next player`);
      if (found.head > 8) wrong.push(`${at}: the turn's heading is not beside its badge`);
      return wrong;
    });
  });

  it("keeps each player's score on the ranking's line, the winner's too, on a phone", async () => {
    await expectAtSizes([SIZES[4], SIZES[5]], async (_at, size) => {
      const wrong: string[] = [];
      await open(`#results/${sessions.get('finished')}`);
      await page.waitForSelector('.ranking__row');
      const rows =
        (await page.evaluate(`[...document.querySelectorAll('.ranking__row')].map((row) => {
        const mid = (el) => { const b = el.getBoundingClientRect(); return b.top + b.height / 2; };
        const name = row.querySelector('.ranking__name');
        const text = document.createRange();
        text.selectNodeContents(name);
        return { name: name.textContent, lines: text.getClientRects().length, off: Math.abs(mid(row.querySelector('.ranking__score')) - mid(row.querySelector('.ml-badge'))) };
      })`)) as { name: string; lines: number; off: number }[];
      for (const row of rows) {
        if (row.off > 8) wrong.push(`${size.width}: ${row.name}'s score is off its line`);
        // A short name is whole on one line ("Ev/e" beside the winner's badge).
        if (row.lines > 1) wrong.push(`${size.width}: ${row.name} takes ${row.lines} lines`);
      }
      return wrong;
    });
  });

  it('names no keys on a phone: Home keeps its key line for a desktop only', async () => {
    const seen: Record<string, boolean> = {};
    for (const size of [SIZES[1], SIZES[4]]) {
      await page.setViewportSize(size);
      await open('#');
      seen[size.width] = await page.locator('.hint--keys').isVisible();
    }
    await page.setViewportSize(SIZES[1]);
    expect(seen).toEqual({ 1280: true, 390: false });
  });

  it('gives every control a touch target of at least 44 px, on a desktop and a phone', async () => {
    const small: string[] = [];
    for (const size of [SIZES[1], SIZES[4]])
      for (const [name, hash] of screens()) {
        await page.setViewportSize(size);
        await open(hash);
        const found = (await page.evaluate(`(() => {
        const out = [];
        for (const el of document.querySelectorAll('button, a[href], select, input:not([type="radio"]):not([type="checkbox"]), [role="tab"], label:has(> input[type="radio"]), label:has(> input[type="checkbox"])')) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          if (el.closest('.ml-sr-only')) continue;
          if (Math.round(box.width) < 44 || Math.round(box.height) < 44)
            out.push((el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30) + ' ' + Math.round(box.width) + '×' + Math.round(box.height));
        }
        return out;
      })()`)) as string[];
        for (const item of found) small.push(`${name} ${size.width}: ${item}`);
      }
    await page.setViewportSize(SIZES[1]);
    expect(small).toEqual([]);
  });

  it('lets the keyboard reach every control, each with a visible focus', async () => {
    const problems: string[] = [];
    for (const [name, hash] of screens()) {
      await open(hash);
      // Home draws the rows a window shows first and the rest once idle: listed before that,
      // every button after the list had another index (its description) by the time Tab came.
      await page.evaluate(
        'new Promise((r) => requestIdleCallback(() => requestIdleCallback(() => r(undefined), { timeout: 2000 }), { timeout: 2000 }))',
      );
      // Every control that takes a tap, by a stable description.
      const controls = (await page.evaluate(`(() => {
        window.__describe = (el) => {
          const label = el.getAttribute('aria-label') || el.textContent || el.labels?.[0]?.textContent || el.getAttribute('name') || '';
          const place = el.parentElement?.closest('[class]')?.className ?? '';
          return el.tagName.toLowerCase() + ' “' + label.trim().replace(/\\s+/g, ' ').slice(0, 40) + '” in .' + String(place).split(' ')[0] + ' #' + [...document.querySelectorAll(el.tagName)].indexOf(el);
        };
        const out = [];
        for (const el of document.querySelectorAll('button:not([disabled]), a[href], select:not([disabled]), summary, input:not([disabled]):not([type="hidden"]):not([type="radio"])')) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || el.closest('[inert], [aria-hidden="true"]')) continue;
          // Inside a closed <details> (its summary excepted): not shown, so not a tab stop.
          if (!el.checkVisibility({ visibilityProperty: true })) continue;
          if (el.tabIndex < 0) continue;
          out.push(window.__describe(el));
        }
        return out;
      })()`)) as string[];
      const reached = new Set<string>();
      await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
      for (let i = 0; i < controls.length * 2 + 60; i++) {
        await page.keyboard.press('Tab');
        const focus = (await page.evaluate(`(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          const ring = style.boxShadow !== 'none';
          // Scrolled into view by the focus, not under a sticky bar (the turn's foot, the strip).
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          const label = [...(el.labels ?? [])].some((l) => hit && l.contains(hit));
          const covered = hit !== null && hit !== el && !el.contains(hit) && !hit.contains(el) && !label;
          return { what: window.__describe(el), visible: outline || ring, covered, by: covered ? String(hit.getAttribute('class')) : '' };
        })()`)) as { what: string; visible: boolean; covered: boolean; by: string } | null;
        if (!focus) continue;
        if (!focus.visible) problems.push(`${name}: no visible focus on ${focus.what}`);
        if (focus.covered) problems.push(`${name}: ${focus.what} is focused under .${focus.by}`);
        reached.add(focus.what);
        if (controls.every((c) => reached.has(c))) break;
      }
      const missed = controls.filter((c) => !reached.has(c));
      if (missed.length > 0)
        problems.push(`${name}: Tab never reaches ${missed.slice(0, 4).join(' | ')}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('logged no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
