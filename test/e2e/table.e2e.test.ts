/**
 * The table at every screen size, by touch and by keyboard: whole games played through the real
 * UI in headless Chromium (test/support/tableDriver.ts drives it as players would, one tap or
 * key at a time, and checks the stored game ends with the record's scores):
 *
 * - a phone (390×844) by touch, 2 players, The Peasant Revolts;
 * - a tablet (768×1024) by touch, 3 players, every expansion; at each phase met for the first
 *   time, the screen at 1920, 1280, 1024, 768×1024, 390×844 and 360×740, light and dark, is
 *   saved to test-results/table-screens/ and checked: no horizontal scroll, the turn's next
 *   action in view without scrolling, every control of the turn at least 44 px;
 * - a whole game by keyboard only (1280×800), 2 players, The Peasant Revolts, 20th Anniversary
 *   and Crop Circles.
 *
 * The tap figures: a plain turn in at most 2 taps (the next player's tile ends it; the last
 * turn's End turn is a tap), a turn with a meeple and a completed road or city in at most 5, a
 * plain turn in at most 3 keys. On a phone, the scorer's count pad shows above the sticky foot
 * as soon as it opens.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { GameEvent, GameRecord } from '../../src/shared/record/schema';
import { ROOT } from '../support/buildRenderer';
import { BROWSER, launchChromium } from '../support/chromium';
import { randomGame, randomHeader } from '../support/randomGame';
import { type InputMode, type PlayResult, playRecord, tapFigures } from '../support/tableDriver';
import {
  type OpenedGame,
  openNewGame,
  startTableServer,
  type TableServer,
} from '../support/tableInBrowser';
import { SIZES } from '../support/viewports';

const SCREENS = join(ROOT, 'test-results/table-screens');

let browser: Browser;
let table: TableServer;

beforeAll(async () => {
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The renderer could not be built.\n${buildError}`);
  browser = await launchChromium();
  table = await startTableServer();
  await rm(SCREENS, { recursive: true, force: true });
  await mkdir(SCREENS, { recursive: true });
});

beforeEach(({ skip }) => {
  if (BROWSER.kind === 'skip') skip(BROWSER.reason);
});

afterAll(async () => {
  await browser?.close();
  await table?.close();
});

/**
 * What a screen must be at any size, in any phase of the turn, once it is painted: a new
 * turn's panel is brought into view in the frame the move is drawn in, two frames waited.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  await page.evaluate(
    'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined))))',
  );
  return (await page.evaluate(`(() => {
    const problems = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) problems.push('scrolls sideways: ' + doc.scrollWidth + ' > ' + doc.clientWidth);
    const inView = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; };
    const next = document.querySelector('.tb-turn [data-end], .tb-play__foot [data-crop], [data-revolt], .tb-crop .tb-choices button, .tb-turn .tb-tiles:not([aria-hidden]) .ml-tilegrid button:not(:disabled), .fs .tb-scorer__title, [data-finish]');
    if (next && !inView(next)) problems.push('next action out of view: ' + (next.textContent || '').trim().slice(0, 40));
    for (const el of document.querySelectorAll('.tb-turn button, .tb-turn summary, .tb-top button, .tb-strip button')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.height < 43.5 || r.width < 43.5)) problems.push('small target ' + Math.round(r.width) + 'x' + Math.round(r.height) + ': ' + (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30));
    }
    return problems;
  })()`)) as string[];
}

/** Every size, light and dark, for this phase: saved, then checked. */
async function shootEverySize(page: Page, name: string, problems: string[]): Promise<void> {
  const original = page.viewportSize() ?? { width: 768, height: 1024 };
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // The turn brought into view as a new turn does, two frames to lay out and paint.
      await page.evaluate(
        "document.querySelector('.tb-turn, .fs')?.scrollIntoView({ block: 'start' }); new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))",
      );
      await page.screenshot({
        path: join(SCREENS, `${name}-${size.width}x${size.height}-${scheme}.png`),
      });
    }
    for (const problem of await layoutProblems(page))
      problems.push(`${name} at ${size.width}×${size.height}: ${problem}`);
  }
  await page.setViewportSize(original);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function playWhole(
  record: GameRecord,
  name: string,
  view: { width: number; height: number; touch: boolean },
  mode: InputMode,
  onPhase?: (page: Page, phase: string, turn: number) => Promise<void>,
): Promise<PlayResult & { errors: string[] }> {
  const game = await openNewGame(browser, table, record, name, view);
  try {
    const result = await playRecord(record, {
      page: game.page,
      api: table.api,
      sessionId: game.sessionId,
      mode,
      failureShot: join(SCREENS, `${name}-failure.png`),
      onPhase: onPhase && ((phase, turn) => onPhase(game.page, phase, turn)),
    });
    return { ...result, errors: game.errors };
  } finally {
    await game.context.close();
  }
}

/** A new game of `record`'s players, its events played through the table by touch or mouse. */
async function openPlayed(
  record: GameRecord,
  name: string,
  view: { width: number; height: number; touch?: boolean },
): Promise<OpenedGame> {
  const game = await openNewGame(browser, table, record, name, view);
  try {
    await playRecord(record, {
      page: game.page,
      api: table.api,
      sessionId: game.sessionId,
      mode: view.touch ? 'touch' : 'mouse',
    });
  } catch (error) {
    await game.context.close();
    throw error;
  }
  return game;
}

/** The texts of the elements `selector` finds that are not wholly on screen or are covered. */
const notInView = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate(`[...document.querySelectorAll(${JSON.stringify(selector)})].filter((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !(r.top >= 0 && r.bottom <= innerHeight && hit && b.contains(hit));
  }).map((b) => b.textContent)`) as Promise<string[]>;

const scores = (result: PlayResult) => ({
  stored: result.stored.players.map((p) => p.score),
  expected: result.expected.players.map((p) => p.score),
});

describe('the table by touch and by keyboard, whole games', () => {
  it('plays a whole game on a phone (390×844) by touch, every phase fitting the screen', async () => {
    const { record } = randomGame({
      seed: 11,
      players: 2,
      expansions: ['peasant-revolts'],
      kindsOnTile: true,
      corrections: false,
    });
    const problems: string[] = [];
    const result = await playWhole(
      record,
      'phone',
      { width: 390, height: 844, touch: true },
      'touch',
      async (page, phase) => {
        for (const problem of await layoutProblems(page)) problems.push(`${phase}: ${problem}`);
      },
    );
    const s = scores(result);
    expect(s.stored).toEqual(s.expected);
    expect(result.stored.status).toBe('finished');
    expect(problems).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(tapFigures(result).plain).toBeGreaterThan(0);
    expect(tapFigures(result).plain).toBeLessThanOrEqual(2);
  }, 240_000);

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ])
    it(`on a phone (${size.width}×${size.height}) the scorer opens with its count pad in view, above the turn's foot`, async () => {
      // Six meeples on cities and roads make a long feature list; Ben then puts a knight on a
      // city, listed first, and opens its scorer above the rest of the list.
      const turn = (tile: string, n: number, kind: 'city' | 'road'): GameEvent[] => [
        { type: 'draw', tile },
        { type: 'place' },
        { type: 'deploy', meeple: `m${n}`, feature: `f${n}`, kind },
        { type: 'endTurn' },
      ];
      const header = randomHeader(() => 0.5, { players: 4 });
      const events = [1, 2, 3, 4, 5, 6].flatMap((n) =>
        turn(n % 2 ? 'E' : 'U', n, n % 2 ? 'city' : 'road'),
      );
      const record: GameRecord = { ...header, events: [...events, { type: 'draw', tile: 'E' }] };
      const game = await openPlayed(record, `Pad ${size.width}`, { ...size, touch: true });
      try {
        const deploy = game.page.locator('[data-deploy="tile:city"]');
        await deploy.scrollIntoViewIfNeeded();
        await deploy.tap();
        const first = game.page
          .locator('.tb-features:not(.tb-features--others) [data-feature]')
          .first();
        await first.waitFor();
        expect(await game.page.locator('.tb-scorer').count()).toBe(0);
        await first.tap();
        await game.page.locator('.tb-scorer .tb-pad').waitFor();
        const hiddenNow = () => notInView(game.page, '.tb-scorer .tb-pad button');
        // The scorer scrolls itself into view a frame after it opens (later on a loaded machine).
        let hidden = await hiddenNow();
        for (let i = 0; i < 20 && hidden.length > 0; i++) {
          await game.page.waitForTimeout(100);
          hidden = await hiddenNow();
        }
        await game.page.screenshot({ path: join(SCREENS, `pad-${size.width}x${size.height}.png`) });
        expect(hidden).toEqual([]);
        expect(game.errors).toEqual([]);
      } finally {
        await game.context.close();
      }
    }, 120_000);

  it("on a laptop (1280×800) the turn's foot is one row and the tile in hand's meeple choices are in view above it", async () => {
    // Two plain turns, then a city and road tile drawn by the next player (turn 3).
    const header = randomHeader(() => 0.5, { players: 4 });
    const events: GameEvent[] = [
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'V' },
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'D' },
    ];
    const record: GameRecord = { ...header, events };
    const game = await openPlayed(record, 'Laptop foot', { width: 1280, height: 800 });
    try {
      await game.page.locator('[data-deploy="tile:city"]').waitFor();
      await game.page.evaluate(
        "document.querySelector('.tb-turn')?.scrollIntoView({ block: 'start' })",
      );
      const found = (await game.page.evaluate(`(() => {
        const foot = document.querySelector('.tb-play__foot').getBoundingClientRect();
        const boxes = [...document.querySelectorAll('.tb-play__foot button')].map((b) => b.getBoundingClientRect());
        const oneRow = boxes.length >= 2 && Math.max(...boxes.map((r) => r.top)) < Math.min(...boxes.map((r) => r.bottom));
        return { footHeight: foot.height, oneRow };
      })()`)) as { footHeight: number; oneRow: boolean };
      await game.page.screenshot({ path: join(SCREENS, 'foot-1280x800.png') });
      expect(found.oneRow).toBe(true);
      expect(found.footHeight).toBeLessThan(120);
      // Covered by the sticky foot counts as out of view (the point hits the foot).
      expect(await notInView(game.page, '[data-deploy^="tile:"]')).toEqual([]);
      expect(game.errors).toEqual([]);
    } finally {
      await game.context.close();
    }
  }, 120_000);

  it('plays a whole game on a tablet (768×1024) by touch, every expansion, every phase at every size', async () => {
    const { record } = randomGame({ seed: 5, players: 3, kindsOnTile: true, corrections: false });
    const problems: string[] = [];
    const result = await playWhole(
      record,
      'tablet',
      { width: 768, height: 1024, touch: true },
      'touch',
      async (page, phase, turn) => {
        await shootEverySize(page, `${String(turn).padStart(3, '0')}-${phase}`, problems);
      },
    );
    const s = scores(result);
    expect(s.stored).toEqual(s.expected);
    expect(problems).toEqual([]);
    expect(result.errors).toEqual([]);
    const figures = tapFigures(result);
    expect(figures.plain).toBeGreaterThan(0);
    expect(figures.plain).toBeLessThanOrEqual(2);
    expect(figures.scoring).toBeGreaterThan(0);
    expect(figures.scoring).toBeLessThanOrEqual(5);
  }, 480_000);

  it('plays a whole game by keyboard only, a plain turn in 3 keys', async () => {
    const { record } = randomGame({
      seed: 3,
      players: 2,
      expansions: ['peasant-revolts', 'anniversary', 'crop-circles-1'],
      kindsOnTile: true,
      corrections: false,
    });
    const result = await playWhole(
      record,
      'keyboard',
      { width: 1280, height: 800, touch: false },
      'keyboard',
    );
    const s = scores(result);
    expect(s.stored).toEqual(s.expected);
    expect(result.errors).toEqual([]);
    expect(tapFigures(result, true).plain).toBe(3);
  }, 300_000);
});
