/**
 * The presenter view, end to end: the built renderer in headless Chromium (Debian's
 * /usr/bin/chromium, driven by playwright-core) over browser mode (`startWebServer`), with the
 * real store in a temporary folder. Two pages of one browser: A is the table, B the presenter
 * at `#presenter` (it follows the most recently played game). Every move is made on A through
 * the UI; B is never touched or reloaded, and must catch up by itself (the server's
 * Server-Sent Events) within a few seconds of each change.
 *
 * The game (three players, every expansion):
 *  1 Ana   D, thief on road R1
 *  2 Ben   F, knight on city C1
 *  3 Cleo  road revolt: Cleo has no road meeple → Ana loses her thief; Ben is not reached
 *  4 Ana   K; city C1 scored for Ben (3 tiles + 1 pennant = 8), undone, redone
 *  5 Ben   a correction: Cleo +2, then undone with Ctrl+Z
 * Screenshots of B go to test-results/screens/presenter-*.png.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServer } from '../../src/main/web/server';
import { RENDERER_DIR, ROOT } from '../support/buildRenderer';
import { BROWSER, launchChromium } from '../support/chromium';

const SCREENS = join(ROOT, 'test-results/screens');
const GAME_NAME = 'E2E presenter night';
const MINUS = '\u2212';
/** How long B may take to show a change made on A. */
const LIVE_MS = 5_000;

let dataDir: string;
let server: WebServer;
let browser: Browser;
/** The table. */
let table: Page;
/** The presenter. */
let presenter: Page;
const pageErrors: string[] = [];

// ---- helpers ----

/** "−4" → -4. */
const num = (text: string | null): number => Number((text ?? '').trim().replace(MINUS, '-'));

const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

const button = (page: Page | Locator, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

const heading = (name: string) => table.getByRole('heading', { name, exact: true });

async function see(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

function watchErrors(page: Page, label: string): void {
  page.on('pageerror', (error) => pageErrors.push(`${label} pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium asks every http page for /favicon.ico; browser mode has none (harmless).
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      pageErrors.push(`${label} console: ${message.text()}`);
  });
}

/** Draws on the table by typing the tile's id in "Find tile", then Enter (a single match). */
async function draw(tile: string): Promise<void> {
  const find = await see(table.getByRole('searchbox', { name: 'Find tile' }));
  await find.fill(tile);
  await see(table.getByText(/^1 of \d+ tile types match — Enter picks /));
  await find.press('Enter');
}

/** The scores the table's seating ring shows, by player name. */
async function tableScores(): Promise<Record<string, number>> {
  const seats = table.getByRole('list', { name: 'Players in seating order' }).getByRole('listitem');
  const out: Record<string, number> = {};
  for (const seat of await seats.all()) {
    const name = squash(await seat.locator('.ml-ring__name').textContent());
    out[name] = num(await seat.locator('.ml-ring__score .ml-num').textContent());
  }
  return out;
}

const region = (name: string) => presenter.getByRole('region', { name, exact: true });

interface Shown {
  /** The turn banner's text: "Turn 2 Ben to play", and "Drawn: D" once the tile is drawn. */
  turn: string;
  /** The seat rows in order: data-player, data-score, whether aria-current, the score shown. */
  seats: { player: string; score: number; current: boolean; shown: number }[];
  /** The deck count. */
  deck: number;
  /** The last revolt section's text, below its heading (without the players' badges). */
  revolt: string;
}

/** What the presenter (page B) shows now. */
async function shown(): Promise<Shown> {
  const rows = region('Scoreboard').getByRole('listitem');
  const seats: Shown['seats'] = [];
  for (const row of await rows.all()) {
    seats.push({
      player: (await row.getAttribute('data-player')) ?? '',
      score: Number(await row.getAttribute('data-score')),
      current: (await row.getAttribute('aria-current')) === 'true',
      // The score as printed; the rest of the cell is the screen readers' " 8 points".
      shown: num(squash(await row.locator('.pr-seat__score').textContent()).split(' ')[0] ?? ''),
    });
  }
  return {
    turn: squash(
      (await region('Turn').locator('.pr-turn__line, .pr-turn__tile').allInnerTexts()).join(' '),
    ),
    seats,
    deck: num(await region('Deck').locator('.pr-deck__count').textContent()),
    revolt: squash(
      (
        await region('Last revolt')
          .locator(':scope > p, .pr-check__name, .pr-check__what')
          .allInnerTexts()
      ).join(' '),
    ),
  };
}

/** The seat rows B should show: scores by player id, and whose turn it is. */
const seatsOf = (scores: Record<string, number>, active: string | undefined) =>
  Object.entries(scores).map(([player, score]) => ({
    player,
    score,
    current: player === active,
    shown: score,
  }));

/** Waits until B shows this (without anyone touching B). */
async function expectPresenter(expected: Partial<Shown>): Promise<void> {
  await expect.poll(shown, { timeout: LIVE_MS, interval: 100 }).toMatchObject(expected);
}

/**
 * Polls an expression in a page until it is true. (page.waitForFunction compiles its
 * predicate with eval inside the page, which the app's CSP rightly refuses.)
 */
async function until(page: Page, expression: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The presenter as it is now, once its entrance animations are over. Its tab comes to the
 * front for the picture, then the table's goes back (see beforeAll).
 */
async function screenshot(name: string): Promise<void> {
  await presenter.bringToFront();
  await until(
    presenter,
    "document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Infinity || (a.playState !== 'running' && a.playState !== 'pending'))",
  );
  await presenter.evaluate(
    'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))',
  );
  await presenter.screenshot({ path: join(SCREENS, `presenter-${name}.png`), fullPage: true });
  await table.bringToFront();
}

// ---- set-up ----

beforeAll(async () => {
  // No browser here (and not CI): every test skips; globalSetup printed how to enable them.
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError)
    throw new Error(`The renderer could not be built, nothing to test.\n${buildError}`);
  if (!existsSync(join(RENDERER_DIR, 'index.html')))
    throw new Error(`${RENDERER_DIR} has no index.html: the e2e globalSetup should have built it`);
  // Under CI=true without a browser, launchChromium throws and the test fails.
  browser = await launchChromium();
  await mkdir(SCREENS, { recursive: true });
  await rm(join(SCREENS, 'presenter-failure.png'), { force: true });
  dataDir = await mkdtemp(join(tmpdir(), 'meeple-e2e-presenter-'));
  server = await startWebServer({ dataDir, staticDir: RENDERER_DIR, log: () => {} });
  // One browser context: the two pages are two tabs of one browser, as at a game night.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  // Chromium paints only the front tab: the table's stays in front (Playwright's clicks wait
  // for painted frames; a background tab gets about one a second), the presenter's DOM keeps
  // updating behind it and comes to the front for its screenshots.
  table = await context.newPage();
  presenter = await context.newPage();
  await presenter.setViewportSize({ width: 1280, height: 720 });
  watchErrors(table, 'table');
  watchErrors(presenter, 'presenter');
});

beforeEach(({ skip }) => {
  if (BROWSER.kind === 'skip') skip(BROWSER.reason);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// ---- the test ----

describe('presenter view in the browser', () => {
  it('the presenter updates when the table changes (end-to-end in Chromium)', async ({
    onTestFailed,
  }) => {
    onTestFailed(async () => {
      await presenter
        ?.screenshot({ path: join(SCREENS, 'presenter-failure.png'), fullPage: true })
        .catch(() => {});
    });

    // B first, following the latest game: there is none yet. (Each tab keeps the token itself.)
    await presenter.goto(`${server.url}#presenter`);
    await table.bringToFront();
    await see(presenter.getByText('No game yet: start one at the table and it shows up here.'));
    expect(presenter.url()).not.toContain('token=');
    expect(presenter.url()).toMatch(/#presenter$/);
    // A marker that a reload would wipe: B must update by itself.
    await presenter.evaluate('window.__sameDocument = true');
    let loads = 0;
    presenter.on('load', () => loads++);

    // A: a new game, Ana, Ben and Cleo with every expansion.
    await table.goto(server.url);
    await see(heading('Meeple Ledger'));
    await button(table, 'New game').click();
    await see(heading('New game'));
    await table.getByLabel('Name of this game').fill(GAME_NAME);
    await table.getByLabel('Player 1 name').fill('Ana');
    await table.getByLabel('Player 2 name').fill('Ben');
    await button(table, '+ Add a player').click();
    await table.getByLabel('Player 3 name').fill('Cleo');
    for (const name of [
      /^The Peasant Revolts/,
      /^20th Anniversary/,
      /^Crop Circles I /,
      /^Crop Circles II /,
      /^Abbot/,
    ])
      await table.getByRole('checkbox', { name }).check();
    await button(table, 'Start the game').click();
    await see(heading('Turn 1: Ana'));
    await see(heading('Ana draws a tile'));
    const tilesLeft = num(
      (await table.locator('.tb-draw .tb-panel__head .ml-muted').textContent())?.split(' ')[0] ??
        '',
    );
    expect(tilesLeft).toBeGreaterThan(80);

    // B found the new game by itself: scores 0, Ana to play, no revolt yet, the full deck.
    await expectPresenter({
      turn: 'Turn 1 Ana to play',
      seats: seatsOf({ ana: 0, ben: 0, cleo: 0 }, 'ana'),
      deck: tilesLeft,
      revolt: 'No revolt yet.',
    });
    await expect.poll(() => presenter.title()).toBe(`${GAME_NAME} — Meeple Ledger presenter`);
    await see(presenter.getByRole('heading', { name: GAME_NAME, level: 1 }));
    // A round of draws, one per player: the seats' horizon too.
    await see(region('Deck').getByText(/^Revolt within the next 3 draws:/));
    await screenshot('1-start');

    // Turn 1, Ana: D drawn (B: the deck shrinks, the tile shows), a thief on road R1.
    await draw('D');
    await see(heading('Ana plays the tile'));
    await expectPresenter({ turn: 'Turn 1 Ana to play Drawn: D', deck: tilesLeft - 1 });
    await button(table, 'Meeple on the road').click();
    await see(heading('Did the tile complete a feature?'));
    await button(table, 'End turn').click();
    await see(heading('Turn 2: Ben'));
    await expectPresenter({
      turn: 'Turn 2 Ben to play',
      seats: seatsOf({ ana: 0, ben: 0, cleo: 0 }, 'ben'),
    });

    // Turn 2, Ben: F, a knight on city C1.
    await draw('F');
    await see(heading('Ben plays the tile'));
    await expectPresenter({ deck: tilesLeft - 2 });
    await table.keyboard.press('c');
    await see(heading('Did the tile complete a feature?'));
    await table.keyboard.press('e');
    await see(heading('Turn 3: Cleo'));
    await expectPresenter({
      turn: 'Turn 3 Cleo to play',
      seats: seatsOf({ ana: 0, ben: 0, cleo: 0 }, 'cleo'),
    });

    // Turn 3, Cleo: a road revolt. Cleo has no road meeple, Ana loses her thief, it stops
    // there and never reaches Ben.
    await draw('revolt-road');
    await see(heading('Revolt on road meeples!'));
    await see(table.getByText('The revolt stopped at Ana.'));
    await expectPresenter({
      deck: tilesLeft - 3,
      revolt:
        'Turn 3: revolt on road meeples, drawn by Cleo ' +
        'Cleo nothing on a road Ana lost 1 meeple Stopped at Ana. Not reached: Ben.',
    });
    const checks = region('Last revolt')
      .getByRole('list', { name: 'Players checked, in order' })
      .getByRole('listitem');
    expect([
      await checks.nth(0).getAttribute('data-player'),
      await checks.nth(1).getAttribute('data-player'),
    ]).toEqual(['cleo', 'ana']);
    expect(await checks.count()).toBe(2);
    await expect.poll(() => checks.nth(1).getAttribute('class')).toContain('pr-check--stop');
    expect(await checks.nth(0).getAttribute('class')).not.toContain('pr-check--stop');
    await screenshot('2-revolt');

    await table.keyboard.press('n');
    await see(heading('Cleo plays the tile'));
    await button(table, 'End turn').click();
    await see(heading('Turn 4: Ana'));
    await expectPresenter({
      turn: 'Turn 4 Ana to play',
      seats: seatsOf({ ana: 0, ben: 0, cleo: 0 }, 'ana'),
    });

    // Turn 4, Ana: K; city C1 is scored for Ben (8), then undone and redone on the table.
    await draw('K');
    await see(heading('Ana plays the tile'));
    await expectPresenter({ deck: tilesLeft - 4 });
    await button(table, /^City 1\s+Ben ×1/).click();
    const scorer = await see(table.getByRole('region', { name: 'Score city 1' }));
    await scorer.getByRole('radio', { name: '1' }).click();
    await scorer.getByRole('button', { name: /^3 \+8$/ }).click();
    await expect.poll(tableScores).toEqual({ Ana: 0, Ben: 8, Cleo: 0 });
    await expectPresenter({ seats: seatsOf({ ana: 0, ben: 8, cleo: 0 }, 'ana') });
    // Ben leads: B ranks him first, the others share second.
    const ranks = await region('Scoreboard').locator('.pr-seat__rank').allTextContents();
    expect(ranks.map(squash)).toEqual(['=2nd', '1st', '=2nd']);
    await screenshot('3-scored');

    await button(table, 'Undo').click();
    await expect.poll(tableScores).toEqual({ Ana: 0, Ben: 0, Cleo: 0 });
    await expectPresenter({ seats: seatsOf({ ana: 0, ben: 0, cleo: 0 }, 'ana') });
    await button(table, 'Redo').click();
    await expect.poll(tableScores).toEqual({ Ana: 0, Ben: 8, Cleo: 0 });
    await expectPresenter({ seats: seatsOf({ ana: 0, ben: 8, cleo: 0 }, 'ana') });
    await button(table, 'End turn').click();
    await see(heading('Turn 5: Ben'));
    await expectPresenter({
      turn: 'Turn 5 Ben to play',
      seats: seatsOf({ ana: 0, ben: 8, cleo: 0 }, 'ben'),
    });

    // Turn 5, Ben draws nothing yet: a correction gives Cleo 2 points, then Ctrl+Z takes it back.
    await table.getByRole('tab', { name: 'Corrections' }).click();
    await table.getByRole('radio', { name: 'Cleo (0)' }).click();
    await button(table, 'One point more').click();
    await button(table, 'One point more').click();
    await button(table, "Correct Cleo's score by +2").click();
    await expect.poll(tableScores).toEqual({ Ana: 0, Ben: 8, Cleo: 2 });
    await expectPresenter({ seats: seatsOf({ ana: 0, ben: 8, cleo: 2 }, 'ben') });
    await screenshot('4-adjusted');
    await table.getByRole('tab', { name: 'Board' }).click();
    await table.keyboard.press('Control+z');
    await expect.poll(tableScores).toEqual({ Ana: 0, Ben: 8, Cleo: 0 });
    await expectPresenter({
      turn: 'Turn 5 Ben to play',
      seats: seatsOf({ ana: 0, ben: 8, cleo: 0 }, 'ben'),
      deck: tilesLeft - 4,
    });
    // The revolt is still the last one.
    expect((await shown()).revolt).toContain('Ana lost 1 meeple Stopped at Ana.');
    await screenshot('5-undone');

    // B was never reloaded, and is still live.
    expect(await presenter.evaluate('window.__sameDocument === true')).toBe(true);
    expect(loads).toBe(0);
    expect(squash(await presenter.locator('.pr-head__live').textContent())).toMatch(
      /^Live · updated \d\d:\d\d:\d\d$/,
    );
    expect(await presenter.getByRole('alert').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("the table's Presenter button opens the game in a tab of its own, reused on the next press", async () => {
    await table.bringToFront();
    const gameAddress = new URL(table.url()).hash;
    expect(gameAddress).toMatch(/^#game\//);
    const sessionId = gameAddress.slice('#game/'.length);
    const [tv] = await Promise.all([
      table.context().waitForEvent('page'),
      button(table, 'Presenter').click(),
    ]);
    if (!tv) throw new Error('no presenter tab opened');
    watchErrors(tv, 'presenter tab');
    await tv.waitForLoadState('domcontentloaded');
    expect(new URL(tv.url()).hash).toBe(`#presenter/${sessionId}`);
    // The token came with the tab (this tab's copy), not in its address.
    expect(tv.url()).not.toContain('token=');
    await see(tv.getByRole('heading', { name: GAME_NAME, level: 1 }));
    // The table stays the table.
    expect(new URL(table.url()).hash).toBe(gameAddress);
    await see(heading('Turn 5: Ben'));
    // A second press brings the same tab forward instead of opening another.
    const pagesBefore = table.context().pages().length;
    await button(table, 'Presenter').click();
    await expect.poll(() => tv.url()).toContain(`#presenter/${sessionId}`);
    expect(table.context().pages().length).toBe(pagesBefore);
    await tv.close();
    expect(pageErrors).toEqual([]);
  });
});
