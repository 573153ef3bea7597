/**
 * A game night, end to end: the built renderer in headless Chromium (Debian's /usr/bin/chromium,
 * driven by playwright-core) over browser mode (`startWebServer`), with the real store in a
 * temporary folder. Three players and every expansion; every move goes through the UI, by
 * mouse or by its keyboard shortcut. Screenshots of each screen, light and dark, at 1280×800
 * and 1024×700, go to test-results/screens/ (git-ignored).
 *
 * The game (the record the UI must write, checked at the end):
 *  1 Ana   U, thief on road R1
 *  2 Ben   E, knight on city C1
 *  3 Cleo  D, protected thief on road R2 (−4)
 *  4 Ana   extra-turn arrow pointing at a neighbour, its own arrow activated: extra turn
 *  5 Ana   (extra turn) V, farmer on field F1
 *  6 Ben   road revolt: Ben has no thief → Cleo's protected thief scores 2 and stays → Ana's
 *          thief goes back; the revolt stops at Ana
 *  7 Cleo  E, knight on city C2; merge C1 + C2 (Ben 1, Cleo 1)
 *  8 Ana   shield crop circle, deploy: Ben adds a knight in C1, Cleo passes, Ana is passed over
 *  9 Ben   F, city C1 completed: 3 tiles + 1 pennant = 8 to Ben (2 knights against 1);
 *          undo and redo by button and by Ctrl+Z / Ctrl+Shift+Z
 * 10 Cleo  K placed; the page is reloaded mid-turn and the game resumed; knight on city C3
 * 11 Ana   ends the game; final scoring of R2 (2), F1 (1 city: 3), C3 (1); results
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServer } from '../../src/main/web/server';
import type { MeepleLedgerApi } from '../../src/shared/ipc/api';
import { createHttpApi, type FetchLike } from '../../src/shared/ipc/httpClient';
import { replayRecord } from '../../src/shared/record/replay';
import { type GameSummary, summarize } from '../../src/shared/record/summary';
import { RENDERER_DIR, ROOT } from '../support/buildRenderer';
import { BROWSER, launchChromium } from '../support/chromium';

const STATIC_DIR = RENDERER_DIR;
const SCREENS = join(ROOT, 'test-results/screens');
const GAME_NAME = 'E2E game night';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;
const MINUS = '\u2212';

let dataDir: string;
let server: WebServer;
let api: MeepleLedgerApi;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let sessionId: string;
const pageErrors: string[] = [];

// ---- helpers ----

/** "−4" → -4. */
const num = (text: string | null): number => Number((text ?? '').trim().replace(MINUS, '-'));

const button = (name: string | RegExp, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: typeof name === 'string' });

const heading = (name: string | RegExp) =>
  page.getByRole('heading', { name, exact: typeof name === 'string' });

async function see(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** The seating ring as the table shows it: name → score and meeples in supply. */
async function ring(): Promise<Record<string, { score: number; supply: number }>> {
  const seats = page.getByRole('list', { name: 'Players in seating order' }).getByRole('listitem');
  const out: Record<string, { score: number; supply: number }> = {};
  for (const seat of await seats.all()) {
    const name = ((await seat.locator('.ml-ring__name').textContent()) ?? '').trim();
    const score = num(await seat.locator('.ml-ring__score .ml-num').textContent());
    const supplyLabel =
      (await seat.getByRole('img', { name: /in supply$/ }).getAttribute('aria-label')) ?? '';
    out[name] = { score, supply: num(supplyLabel.split(' ')[0] ?? '') };
  }
  return out;
}

const scores = async () =>
  Object.fromEntries(Object.entries(await ring()).map(([name, s]) => [name, s.score]));

/** Waits until the seating ring shows these scores. */
async function expectScores(expected: Record<string, number>): Promise<void> {
  await expect.poll(scores, { timeout: 5_000 }).toEqual(expected);
}

/** "Turn 4: Ana" in the top bar. */
const turnTitle = (turn: number, player: string) => heading(`Turn ${turn}: ${player}`);

/** Picks the drawn tile in the draw panel's grid. */
async function drawTile(tile: string): Promise<void> {
  await page.locator(`.tb-turn .ml-tilegrid button[data-tile="${tile}"]`).click();
}

/** Waits for the turn panel of this player's tile (placed by the next tap). */
async function waitForPlace(player: string): Promise<void> {
  await see(heading(`${player} plays the tile`));
}

/** The game as stored: the session reopened through the API and replayed. */
async function stored(): Promise<{ summary: GameSummary; events: number }> {
  const opened = await api.sessions.open(sessionId);
  if (!opened.ok) throw new Error(`sessions:open: ${opened.error.message}`);
  const replayed = replayRecord(opened.value.record);
  if (!replayed.ok) throw new Error(`replay: ${replayed.error}`);
  return { summary: summarize(replayed.snapshot), events: replayed.record.events.length };
}

/** Scores by player name from a summary. */
const summaryScores = (summary: GameSummary) =>
  Object.fromEntries(
    summary.players.map((p) => [
      ({ ana: 'Ana', ben: 'Ben', cleo: 'Cleo' } as Record<string, string>)[p.id] ?? p.id,
      p.score,
    ]),
  );

/**
 * Polls an expression in the page until it is true. (page.waitForFunction compiles its
 * predicate with eval inside the page, which the app's CSP rightly refuses.)
 */
async function until(expression: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let shot = 0;
/** The screen now, light and dark, at 1280×800 and 1024×700. */
async function screenshot(name: string): Promise<void> {
  shot++;
  const base = `${String(shot).padStart(2, '0')}-${name}`;
  // The page as a whole, from its top, once entrance animations (the revolt's walk) are over;
  // endless ones (a blinking paused clock) do not count.
  await page.evaluate('window.scrollTo(0, 0)');
  await until(
    "document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Infinity || (a.playState !== 'running' && a.playState !== 'pending'))",
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Two frames, so the new size and theme are laid out and painted before the capture.
      await page.evaluate(
        'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))',
      );
      const suffix = size.width === 1280 ? scheme : `${size.width}-${scheme}`;
      await page.screenshot({ path: join(SCREENS, `${base}-${suffix}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(SIZES[0]);
  await page.emulateMedia({ colorScheme: 'light' });
}

// ---- set-up ----

beforeAll(async () => {
  // No browser here (and not CI): every test skips; globalSetup printed how to enable them.
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError)
    throw new Error(`The renderer could not be built, nothing to test.\n${buildError}`);
  if (!existsSync(join(STATIC_DIR, 'index.html')))
    throw new Error(`${STATIC_DIR} has no index.html: the e2e globalSetup should have built it`);
  // Under CI=true without a browser, launchChromium throws and every test fails.
  browser = await launchChromium();
  await rm(SCREENS, { recursive: true, force: true });
  await mkdir(SCREENS, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'meeple-e2e-'));
  server = await startWebServer({ dataDir, staticDir: STATIC_DIR, log: () => {} });
  const origin = new URL(server.url).origin;
  api = createHttpApi({
    token: server.token,
    fetch: fetch as unknown as FetchLike,
    openLink: () => {},
    baseUrl: origin,
  });
  context = await browser.newContext({ viewport: SIZES[0], acceptDownloads: true });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium asks every http page for /favicon.ico; browser mode has none (reported, harmless).
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      pageErrors.push(`console: ${message.text()}`);
  });
});

// The steps build on each other: after a failure, the later ones are skipped, not timed out.
let failedStep: string | undefined;
beforeEach(({ skip }) => {
  if (BROWSER.kind === 'skip') skip(BROWSER.reason);
  if (failedStep) skip(`the earlier step “${failedStep}” failed`);
});
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || failedStep) return;
  failedStep = task.name;
  await page?.screenshot({ path: join(SCREENS, 'failure.png'), fullPage: true }).catch(() => {});
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// ---- the game night ----

describe('a game night in the browser, every expansion', () => {
  it('sets up Ana, Ben and Cleo with every expansion', async () => {
    await page.goto(server.url);
    await see(heading('Meeple Ledger'));
    // The token leaves the address bar once the page has it.
    expect(page.url()).not.toContain('token=');
    await see(page.getByText('No games yet.'));
    await screenshot('home-empty');

    await button('New game').click();
    await see(heading('New game'));
    await page.getByLabel('Name of this game').fill(GAME_NAME);
    await page.getByLabel('Player 1 name').fill('Ana');
    await page.getByLabel('Player 2 name').fill('Ben');
    await button('+ Add a player').click();
    await page.getByLabel('Player 3 name').fill('Cleo');
    for (const name of [
      /^The Peasant Revolts/,
      /^20th Anniversary/,
      /^Crop Circles I /,
      /^Crop Circles II /,
      /^Abbot/,
    ])
      await page.getByRole('checkbox', { name }).check();
    await see(page.getByText(/Deck: \d+ tiles to draw/));
    await screenshot('new-game');
    await button('Start the game').click();

    await see(turnTitle(1, 'Ana'));
    const listed = await api.sessions.list();
    if (!listed.ok) throw new Error(listed.error.message);
    const session = listed.value.sessions.find((s) => s.name === GAME_NAME);
    if (!session) throw new Error('the new game is not in the session list');
    sessionId = session.id;
    expect(session.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(session.options.expansions).toEqual([
      'peasant-revolts',
      'anniversary',
      'crop-circles-1',
      'crop-circles-2',
      'abbot',
    ]);
    expect(await ring()).toEqual({
      Ana: { score: 0, supply: 7 },
      Ben: { score: 0, supply: 7 },
      Cleo: { score: 0, supply: 7 },
    });
  });

  it('plays three turns: a thief, a knight, a protected thief', async () => {
    // Turn 1, Ana: a straight road, a thief on it.
    await see(heading('Ana draws a tile'));
    await screenshot('draw');
    await drawTile('U');
    await waitForPlace('Ana');
    await see(heading(/^Ana: place a meeple\?/));
    await button('Meeple on the road').click();
    await see(heading('Did the tile complete a feature?'));
    await button('End turn').click();

    // Turn 2, Ben: a city cap, a knight; with the keyboard (C: place and knight, E).
    await see(turnTitle(2, 'Ben'));
    await drawTile('E');
    await waitForPlace('Ben');
    await page.keyboard.press('c');
    await see(heading('Did the tile complete a feature?'));
    await page.keyboard.press('e');

    // Turn 3, Cleo: city and road, a thief laid down (protected, −4).
    await see(turnTitle(3, 'Cleo'));
    await drawTile('D');
    await waitForPlace('Cleo');
    await see(heading(/^Cleo: place a meeple\?/));
    await button(/^Protect the new meeple/).click();
    await see(button('Meeple on the road (lying, −4)'));
    await screenshot('meeple');
    await button('Meeple on the road (lying, −4)').click();
    await see(heading('Did the tile complete a feature?'));
    await button('End turn').click();

    await see(turnTitle(4, 'Ana'));
    expect(await ring()).toEqual({
      Ana: { score: 0, supply: 6 },
      Ben: { score: 0, supply: 6 },
      Cleo: { score: -4, supply: 6 },
    });
  });

  it('gives Ana an extra turn with an extra-turn arrow pointing at a neighbour', async () => {
    // Found by typing in the tile search (it has the focus at each turn), then Enter.
    expect(await page.evaluate('document.activeElement?.getAttribute("type")')).toBe('search');
    await page.keyboard.type('extra');
    await see(page.getByText(/^1 of \d+ tile types match — Enter picks /));
    await page.keyboard.press('Enter');
    await waitForPlace('Ana');
    await button(/^At a tile already there: the arrow works now/).click();
    // The only arrow this placement can activate: its own, activated at once (A5).
    await see(page.getByText(/This placement activates its own arrow: take an extra turn/));
    await screenshot('place-arrow');
    await see(heading(/^Ana: place a meeple\?/));
    await see(page.getByText('Ana plays again after this turn (A8).'));
    await see(page.getByText(/Next:.*Ana\s*\(extra turn\)/));
    await screenshot('end-of-turn-extra');
    await button('End turn').click();

    // Turn 5 is Ana's again, marked as an extra turn in the top bar and the seating ring.
    await see(turnTitle(5, 'Ana'));
    await expect
      .poll(() => page.getByText('Extra turn', { exact: true }).count())
      .toBeGreaterThanOrEqual(2);
    await see(heading('Ana draws a tile'));
    await screenshot('draw-extra-turn');
    await drawTile('V');
    await waitForPlace('Ana');
    await button('Meeple on the field').click();
    await see(heading('Did the tile complete a feature?'));
    // No second extra turn: Ben is next.
    await see(page.getByText(/Next:.*Ben$/));
    await button('End turn').click();
    await see(turnTitle(6, 'Ben'));
  });

  it('runs a road revolt that passes left twice and takes Ana’s thief', async () => {
    await drawTile('revolt-road');
    await see(heading('Revolt on road meeples!'));
    const checks = page
      .getByRole('list', { name: 'Players checked, in order' })
      .getByRole('listitem');
    await expect.poll(() => checks.count()).toBe(3);
    const [ben, cleo, ana] = await checks.allTextContents();
    expect(ben).toContain('Ben');
    expect(ben).toContain('Ben has no meeple on a road.');
    expect(ben).toContain('the revolt passes to the left');
    expect(cleo).toContain('Cleo');
    expect(cleo).toContain('+2 points for 1 protected meeple (they stay): thief on road 2');
    expect(cleo).toContain('the revolt passes to the left');
    expect(ana).toContain('Ana');
    expect(ana).toContain('Takes 1 meeple off the board: thief on road 1.');
    expect(ana).toContain('The revolt stops here (R4).');
    await see(page.getByText('The revolt stopped at Ana.'));
    expect(await ring()).toEqual({
      Ana: { score: 0, supply: 6 },
      Ben: { score: 0, supply: 6 },
      Cleo: { score: -2, supply: 6 },
    });
    await screenshot('revolt');

    await page.keyboard.press('n');
    await waitForPlace('Ben');
    await see(button('See the revolt again'));
    await button('End turn').click();
    await see(turnTitle(7, 'Cleo'));
  });

  it('merges two cities, then a crop circle round adds Ben’s second knight', async () => {
    // Turn 7, Cleo: a knight in a new city, which the tile joined to Ben's.
    await drawTile('E');
    await waitForPlace('Cleo');
    await button('Meeple on the city').click();
    await see(heading('Did the tile complete a feature?'));
    await page.getByText('A tile joined features? Merge them').click();
    const turn = page.locator('.tb-turn');
    await turn.getByRole('checkbox', { name: /^City 1/ }).check();
    await turn.getByRole('checkbox', { name: /^City 2/ }).check();
    await button('Merge city 1 and city 2 into city 1', turn).click();
    await see(button(/^City 1\s+Ben ×1, Cleo ×1/));
    await button('End turn').click();

    // Turn 8, Ana: a shield crop circle; she chooses deploy.
    await see(turnTitle(8, 'Ana'));
    await drawTile('crop1-knight');
    await waitForPlace('Ana');
    await see(page.getByText(/Crop circle: knights .* Ana chooses \(C2\)/));
    await button(/^A\) Deploy/).click();
    await see(heading('Crop circle round: deploy knights'));
    const seats = page
      .getByRole('list', { name: 'Crop circle round, in seat order' })
      .getByRole('listitem');
    await expect.poll(() => seats.count()).toBe(3);
    const before = await seats.allTextContents();
    expect(before[0]).toMatch(/Ben.*Now: may add a knight/);
    expect(before[1]).toMatch(/Cleo.*waiting/);
    expect(before[2]).toMatch(/Ana.*active player, last.*will be passed over: no knight/);
    expect(await seats.nth(0).getAttribute('aria-current')).toBe('step');
    await screenshot('crop-round');

    await button(/^Beside .*knight on city 1/).click();
    await see(page.getByRole('group', { name: "Cleo's move" }));
    await page.keyboard.press('p');
    await see(page.getByText('The crop circle round is over (C5).'));
    const after = await seats.allTextContents();
    expect(after[0]).toContain('added a knight beside');
    expect(after[1]).toContain('passed: did not deploy');
    expect(after[2]).toContain('passed over: no knight on the board (C4)');
    await screenshot('crop-round-over');
    await button('End turn').click();
    await see(turnTitle(9, 'Ben'));
    expect((await ring()).Ben).toEqual({ score: 0, supply: 5 });
  });

  it('scores the city for Ben’s majority, with undo and redo', async () => {
    await drawTile('F');
    await waitForPlace('Ben');
    await button(/^City 1\s+Ben ×2, Cleo ×1/).click();
    const scorer = await see(page.getByRole('region', { name: 'Score city 1' }));
    await scorer.getByRole('radio', { name: '1' }).click();
    await see(scorer.getByText('Ben wins the majority.'));
    const three = scorer.getByRole('button', { name: /^3 \+8$/ });
    await see(three);
    const majority = scorer.getByRole('list', { name: 'Meeples on it' }).getByRole('listitem');
    const rows = await majority.allTextContents();
    expect(rows[0]).toMatch(/Ben.*2 meeples.*Majority/);
    expect(rows[1]).toMatch(/Cleo.*1 meeple.*scores nothing/);
    await screenshot('scoring');
    await three.click();
    await expectScores({ Ana: 0, Ben: 8, Cleo: -2 });

    // Undo and redo: the buttons, then the keys.
    await button('Undo').click();
    await expectScores({ Ana: 0, Ben: 0, Cleo: -2 });
    await see(button(/^City 1\s+Ben ×2, Cleo ×1/));
    await button('Redo').click();
    await expectScores({ Ana: 0, Ben: 8, Cleo: -2 });
    await page.keyboard.press('Control+z');
    await expectScores({ Ana: 0, Ben: 0, Cleo: -2 });
    // The keys (not the buttons) also say what they undid and redid.
    await see(
      page.getByRole('status').filter({ hasText: /^Undone: Completed city 1: 8 points to Ben/ }),
    );
    await page.keyboard.press('Control+Shift+Z');
    await expectScores({ Ana: 0, Ben: 8, Cleo: -2 });
    await see(
      page.getByRole('status').filter({ hasText: /^Redone: Completed city 1: 8 points to Ben/ }),
    );
    expect(await button('Redo').isDisabled()).toBe(true);
    // The city's meeples went back: Ben's two, Cleo's one (her protected thief stays out).
    expect(await ring()).toEqual({
      Ana: { score: 0, supply: 6 },
      Ben: { score: 8, supply: 7 },
      Cleo: { score: -2, supply: 6 },
    });

    // The history, newest turn first.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await see(history.getByRole('heading', { name: 'Turn 9 · Ben' }));
    expect(await history.textContent()).toContain('Turn 1 · Ana');
    await screenshot('history');
    await page.getByRole('tab', { name: 'Board' }).click();

    await button('End turn').click();
    await see(turnTitle(10, 'Cleo'));
  });

  it('resumes exactly where the group left off after a reload', async () => {
    await drawTile('K');
    await waitForPlace('Cleo');
    await see(heading(/^Cleo: place a meeple\?/));
    const shown = await ring();

    // The address names the game, so a reload comes back to its table.
    await page.reload();
    await see(turnTitle(10, 'Cleo'));
    await see(heading(/^Cleo: place a meeple\?/));
    expect(await ring()).toEqual(shown);

    // Home lists it where it stands, and Resume comes back to the same place.
    await page.evaluate("location.hash = ''");
    await see(heading('Meeple Ledger'));
    const row = page.getByRole('listitem').filter({ has: heading(GAME_NAME) });
    await see(row.getByText('Playing · turn 10'));
    await screenshot('home-games');
    await button(`Resume ${GAME_NAME}`).click();
    await see(turnTitle(10, 'Cleo'));
    await see(heading(/^Cleo: place a meeple\?/));
    expect(await ring()).toEqual(shown);

    // What the table shows is what the store holds.
    const { summary } = await stored();
    expect(summary.status).toBe('playing');
    expect(summary.turn).toEqual({ number: 10, player: 'cleo', extra: false });
    expect(summaryScores(summary)).toEqual({ Ana: 0, Ben: 8, Cleo: -2 });
    expect(summary.meeples.map((m) => `${m.player}:${m.feature}`).sort()).toEqual([
      'ana:F1',
      'cleo:R2',
    ]);
    expect(summary.meeples.find((m) => m.feature === 'R2')?.protected).toBe(true);

    await button('Meeple on the city').click();
    await see(heading('Did the tile complete a feature?'));
    await page.keyboard.press('e');
    await see(turnTitle(11, 'Ana'));
  });

  it('ends the game early, scores what is left and shows the results', async () => {
    await button('End the game now').click();
    await see(page.getByText('End the game now and go to final scoring?'));
    await button('Yes').click();
    await see(page.getByRole('heading', { name: 'Final scoring', level: 2 }));
    await see(page.getByText('3 features left to score'));
    const road = page.getByRole('region', { name: 'Score road 2' });
    const field = page.getByRole('region', { name: 'Score field 1' });
    await screenshot('final-scoring');

    // One tap on each count scores it.
    await road.getByRole('button', { name: /^2 \+2$/ }).click();
    await expectScores({ Ana: 0, Ben: 8, Cleo: 0 });
    await field.getByRole('button', { name: /^1 \+3$/ }).click();
    await expectScores({ Ana: 3, Ben: 8, Cleo: 0 });
    const city = page.getByRole('region', { name: 'Score city 3' });
    await city.getByRole('button', { name: /^1 \+1$/ }).click();
    await expectScores({ Ana: 3, Ben: 8, Cleo: 1 });
    await see(page.getByText('Every feature is scored'));
    await screenshot('final-scoring-done');
    await button('Finish the game').click();

    await see(heading('Results'));
    const ranking = page.getByRole('region', { name: 'Ranking' }).getByRole('listitem');
    const lines = (await ranking.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^1st.*Ben.*winner.*8 points$/);
    expect(lines[1]).toMatch(/^2nd.*Ana.*3 points$/);
    expect(lines[2]).toMatch(/^3rd.*Cleo.*1 points?$/);
    await screenshot('results');
  });

  it('stores exactly what the table showed: the exported record replays to it', async () => {
    const download = page.waitForEvent('download');
    await button('Export').click();
    const file = await (await download).path();
    const record: unknown = JSON.parse(await readFile(file, 'utf8'));
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(`the exported record does not replay: ${replayed.error}`);
    const summary = summarize(replayed.snapshot);
    expect(summary.status).toBe('finished');
    expect(summaryScores(summary)).toEqual({ Ana: 3, Ben: 8, Cleo: 1 });
    expect(summary.meeples).toEqual([]);
    expect(summary.players.map((p) => p.supply)).toEqual([7, 7, 7]);
    expect(summary.players.map((p) => p.abbot)).toEqual(['supply', 'supply', 'supply']);
    expect(summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });

    // The events the UI wrote, in order: the record of the game described at the top.
    const events = replayed.record.events;
    expect(events.map((e) => e.type).join(' ')).toBe(
      [
        'draw place deploy endTurn',
        'draw place deploy endTurn',
        'draw place deploy endTurn',
        'draw place endTurn',
        'draw place deploy endTurn',
        'draw place endTurn',
        'draw place deploy merge endTurn',
        'draw place cropCircle cropDeploy cropPass endTurn',
        'draw place score endTurn',
        'draw place deploy endTurn',
        'endGame finalScore finalScore finalScore finish',
      ].join(' '),
    );
    // (The table may stamp events with their time, `at`: the record allows it, replay ignores it.)
    expect(events[10]).toMatchObject({
      type: 'deploy',
      meeple: 'm3',
      feature: 'R2',
      kind: 'road',
      protect: true,
    });
    expect(events[13]).toMatchObject({ type: 'place', ownArrow: 'neighbour', activate: 'own' });
    expect(events[19]).toMatchObject({ type: 'draw', tile: 'revolt-road' });
    expect(events.find((e) => e.type === 'score')).toMatchObject({
      type: 'score',
      feature: 'C1',
      tiles: 3,
      pennants: 1,
    });

    // The store agrees with the download and with the session list.
    const fromStore = await stored();
    expect(fromStore.summary).toEqual(summary);
    const listed = await api.sessions.list();
    if (!listed.ok) throw new Error(listed.error.message);
    const info = listed.value.sessions.find((s) => s.id === sessionId);
    expect(info?.status).toBe('finished');
    expect(info?.players.map((p) => p.score)).toEqual([3, 8, 1]);
  });

  it('logged no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
