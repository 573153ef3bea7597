/**
 * Phones at the table, end to end: the built renderer in headless Chromium over browser mode,
 * the host on 127.0.0.1 and its "local network" bound to 127.0.0.2 (no traffic leaves
 * 127.0.0.0/8). The host (1280×800) has the table and the presenter in two tabs; two phones
 * (390×844, touch, each its own browser context as two handsets would be) join through the
 * QR code's address: Ana's phone as a viewer, Ben's phone as a scorer.
 *
 * The host's moves are stored with its own token, as its table stores them (the table's panels
 * have their own end-to-end test); the host's table follows them like every other page.
 *  1 Ana   D, thief on road R1
 *  2 Ben   F, knight on city 1
 *  3 Cleo  road revolt: Ana loses her thief → Ana's phone says so, live
 *  4 Ana   K; city 1 scored for Ben (8) → Ben's phone shows 8
 *          Ben's phone (scorer) undoes and redoes it on its table; the host's table, the
 *          presenter and Ana's phone follow each time; the host undoes, Ben's table follows
 *  then the host revokes Ana's phone (it loses access) and stops sharing.
 * Screenshots go to test-results/screens/phones-*.png.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServer } from '../../src/main/web/server';
import { TOKEN_HEADER } from '../../src/shared/ipc/http';
import { qrPath } from '../../src/shared/qrPath';
import { RENDERER_DIR, ROOT } from '../support/buildRenderer';
import { BROWSER, launchChromium } from '../support/chromium';

const SCREENS = join(ROOT, 'test-results/screens');
const LAN_ADDRESS = '127.0.0.2';
const GAME_NAME = 'E2E phones night';
const MINUS = '\u2212';
/** How long a page may take to show a change made elsewhere (the figure is the bench's). */
const LIVE_MS = 5_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let dataDir: string;
let gameId: string;
let server: WebServer;
let browser: Browser;
let host: Page;
let presenter: Page;
let anaPhone: Page;
let benPhone: Page;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

const num = (text: string | null): number => Number((text ?? '').trim().replace(MINUS, '-'));
const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();
const button = (page: Page | Locator, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

async function see(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

function watchErrors(page: Page, label: string, expected: RegExp[] = []): void {
  page.on('pageerror', (error) => pageErrors.push(`${label} pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    if (expected.some((pattern) => pattern.test(text))) return;
    pageErrors.push(`${label} console: ${text}`);
  });
}

/** A call with the host's own token, as the host's table makes it. */
async function hostCall(channel: string, payload: unknown): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.token },
    body: JSON.stringify(payload),
  });
  const result = (await response.json()) as { ok: boolean; value?: unknown; error?: unknown };
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
}

/**
 * The host's moves, stored as its table stores them (its token, `expect` = the moves seen).
 * The table's own panels have their end-to-end test (gameNight); this one is about the phones.
 */
async function play(...events: object[]): Promise<void> {
  for (const event of events) {
    const opened = (await hostCall('sessions:open', { id: gameId })) as {
      record: { events: unknown[] };
    };
    await hostCall('sessions:append', {
      id: gameId,
      event,
      expect: opened.record.events.length,
    });
  }
}

/** The scores a table's seating ring shows, by player name. */
async function tableScores(page: Page): Promise<Record<string, number>> {
  const seats = page.getByRole('list', { name: 'Players in seating order' }).getByRole('listitem');
  const out: Record<string, number> = {};
  for (const seat of await seats.all()) {
    const name = squash(await seat.locator('.ml-ring__name').textContent());
    out[name] = num(await seat.locator('.ml-ring__score .ml-num').textContent());
  }
  return out;
}

/** The scores a presenter view shows, by player id. */
async function presenterScores(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const row of await page.locator('.pr-seat').all()) {
    out[(await row.getAttribute('data-player')) ?? ''] = Number(
      await row.getAttribute('data-score'),
    );
  }
  return out;
}

async function inStep(ben: number): Promise<void> {
  await expect
    .poll(() => tableScores(host), { timeout: LIVE_MS })
    .toEqual({
      Ana: 0,
      Ben: ben,
      Cleo: 0,
    });
  for (const page of [presenter, anaPhone]) {
    await expect
      .poll(() => presenterScores(page), { timeout: LIVE_MS, interval: 50 })
      .toEqual({ ana: 0, ben, cleo: 0 });
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.bringToFront();
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  await page.screenshot({ path: join(SCREENS, `phones-${name}.png`), fullPage: true });
}

/** Opens the invite dialog on the host's table and reads the QR code's address. */
async function inviteUrl(): Promise<string> {
  const dialog = await see(host.getByRole('dialog', { name: 'Phones at the table' }));
  const url = squash(await (await see(dialog.getByTestId('ph-url'))).textContent());
  // The QR code on screen is exactly the code of that address.
  const drawn = await dialog.locator('svg.ml-qr path').getAttribute('d');
  expect(drawn).toBe(qrPath(url).path);
  return url;
}

async function joinTable(page: Page, url: string, name: string, role?: RegExp): Promise<void> {
  await page.goto(url);
  await see(page.getByRole('heading', { name: 'Join the table' }));
  // The code is read, then taken out of the address.
  expect(page.url()).toBe(`${new URL(url).origin}/`);
  await shot(page, `join-${role ? 'scorer' : 'viewer'}`);
  await page.getByLabel("This phone's name").fill(name);
  if (role) await page.getByRole('radio', { name: role }).check();
  await button(page, 'Join').tap();
  await see(page.getByRole('navigation', { name: 'Views' }));
  expect(page.url()).not.toMatch(/token|join/);
}

beforeAll(async () => {
  // No browser here (and not CI): every test skips; globalSetup printed how to enable them.
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The renderer could not be built.\n${buildError}`);
  if (!existsSync(join(RENDERER_DIR, 'index.html')))
    throw new Error(`${RENDERER_DIR} has no index.html: the e2e globalSetup should have built it`);
  browser = await launchChromium();
  await mkdir(SCREENS, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'meeple-e2e-phones-'));
  server = await startWebServer({
    dataDir,
    staticDir: RENDERER_DIR,
    log: () => {},
    lanAddress: () => LAN_ADDRESS,
  });
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(hostContext);
  host = await hostContext.newPage();
  presenter = await hostContext.newPage();
  for (const label of ['ana', 'ben'] as const) {
    const context = await browser.newContext(PHONE);
    contexts.push(context);
    const page = await context.newPage();
    // A revoked phone's requests are refused with 403 (its API socket too, when the page
    // opens again), and stopping the sharing cuts its event stream: Chromium logs them.
    watchErrors(page, `${label}'s phone`, [
      /403 \(Forbidden\)/,
      /WebSocket handshake: Unexpected response code: 403/,
      /ERR_INCOMPLETE_CHUNKED_ENCODING/,
    ]);
    if (label === 'ana') anaPhone = page;
    else benPhone = page;
  }
  for (const context of contexts) context.setDefaultTimeout(10_000);
  watchErrors(host, 'host');
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

describe('phones at the table', () => {
  it('two phones join by QR code, follow a revolt live and stay in step through undo and redo', async ({
    onTestFailed,
  }) => {
    onTestFailed(async () => {
      for (const [page, name] of [
        [host, 'host'],
        [anaPhone, 'ana'],
        [benPhone, 'ben'],
      ] as const)
        await page
          ?.screenshot({ path: join(SCREENS, `phones-failure-${name}.png`), fullPage: true })
          .catch(() => {});
    });

    // A game with every expansion; the presenter follows it, the host opens it on its table.
    const created = (await hostCall('sessions:create', {
      name: GAME_NAME,
      header: {
        format: 'meeple-ledger/record@1',
        players: [
          { id: 'ana', name: 'Ana', color: 'red' },
          { id: 'ben', name: 'Ben', color: 'blue' },
          { id: 'cleo', name: 'Cleo', color: 'green' },
        ],
        options: {
          edition: 'C3',
          expansions: [
            'peasant-revolts',
            'anniversary',
            'crop-circles-1',
            'crop-circles-2',
            'abbot',
          ],
        },
      },
    })) as { id: string };
    gameId = created.id;
    await presenter.goto(`${server.url}#presenter`);
    await host.goto(server.url);
    await host.bringToFront();
    await button(host, `Resume ${GAME_NAME}`).click();
    await see(host.getByRole('heading', { name: 'Turn 1: Ana' }));

    // Not sharing yet; "Phones…" on the table opens the dialog, which shares nothing until
    // "Start sharing" is pressed; then it shows the invite.
    expect(server.sharing.current()).toBeNull();
    await button(host, 'Phones…').click();
    await see(host.getByText(/Nothing is shared until you press Start sharing/));
    expect(server.sharing.current()).toBeNull();
    await button(host, 'Start sharing').click();
    const viewerUrl = await inviteUrl();
    const sharing = server.sharing.current();
    expect(sharing?.address).toBe(LAN_ADDRESS);
    expect(viewerUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.2:${sharing?.port}/#join/\\d{6}$`));
    await shot(host, 'host-invite');
    await host.emulateMedia({ colorScheme: 'dark' });
    await shot(host, 'host-invite-dark');
    await host.emulateMedia({ colorScheme: 'light' });

    // Ana's phone joins as a viewer and picks her colour.
    await joinTable(anaPhone, viewerUrl, "Ana's phone");
    await shot(anaPhone, 'ana-pick');
    await button(anaPhone, /Ana$/).tap();
    await see(anaPhone.getByText('Your turn (turn 1)'));

    // The host lets phones score; Ben's phone joins as a scorer with the new code.
    const dialog = host.getByRole('dialog', { name: 'Phones at the table' });
    await see(dialog.getByText("Ana's phone"));
    await dialog.getByRole('checkbox', { name: /Phones may also score/ }).check();
    await expect.poll(async () => inviteUrl()).toMatch(/\/scorer$/);
    await joinTable(benPhone, await inviteUrl(), "Ben's phone", /Score moves too/);
    await button(benPhone, /Ben$/).tap();
    await see(benPhone.getByText("Ana's turn (turn 1)"));
    await see(dialog.getByText("Ben's phone"));
    // The open dialog asks every 2 s: Ben's phone may be listed before its first request.
    await expect
      .poll(async () => squash((await dialog.locator('.ph-devices').textContent()) ?? ''), {
        timeout: LIVE_MS,
      })
      .toMatch(
        /Ana's phone\s*last seen [^,]*?\d\d:\d\d\s*viewer.*Ben's phone\s*last seen [^,]*?\d\d:\d\d\s*scorer/,
      );
    await button(dialog, 'Close').click();

    // Turns 1–3, played by the host; the revolt reaches Ana's phone by itself.
    await host.bringToFront();
    await play({ type: 'draw', tile: 'D' }, { type: 'place' });
    await play(
      { type: 'deploy', meeple: 'ana1', feature: 'R1', kind: 'road' },
      { type: 'endTurn' },
    );
    await see(anaPhone.getByText("Ben's turn (turn 2)"));
    await expect
      .poll(() => anaPhone.getByText(/on the board/).textContent())
      .toMatch(/6 in supply · 1 on the board · 0 lying down/);
    // Her standing thief is at stake: the phone gives her chance to lose it, in the table's
    // words (a round of three draws), not a "revolt risk this round" of its own.
    await see(anaPhone.getByTestId('ph-risk'));
    expect(await anaPhone.getByTestId('ph-risk').textContent()).toMatch(
      /^Chance I lose a meeple in the next 3 draws: [<>]?[\d.]+%$/,
    );
    await see(host.getByRole('heading', { name: 'Turn 2: Ben' }));
    await play({ type: 'draw', tile: 'F' }, { type: 'place' });
    await play(
      { type: 'deploy', meeple: 'ben1', feature: 'C1', kind: 'city' },
      { type: 'endTurn' },
    );
    await see(host.getByRole('heading', { name: 'Turn 3: Cleo' }));
    await anaPhone.evaluate('window.__sameDocument = true');
    await play({ type: 'draw', tile: 'revolt-road' });
    const lost = anaPhone.getByTestId('ph-revolt-me');
    await expect.poll(() => lost.textContent(), { timeout: LIVE_MS }).toBe('You lost 1 meeple ');
    await see(anaPhone.getByText(/Turn 3: revolt on road meeples/));
    await see(anaPhone.getByText("Cleo's turn (turn 3)"));
    // Nothing of hers left on the board: no "0% to lose" line.
    await expect.poll(() => anaPhone.getByTestId('ph-risk').count()).toBe(0);
    expect(await anaPhone.evaluate('window.__sameDocument === true')).toBe(true);
    await shot(anaPhone, 'ana-revolt');
    await anaPhone.emulateMedia({ colorScheme: 'dark' });
    await shot(anaPhone, 'ana-revolt-dark');
    await anaPhone.emulateMedia({ colorScheme: 'light' });
    await see(host.getByText('The revolt stopped at Ana.'));
    await play({ type: 'place' }, { type: 'endTurn' });
    await see(host.getByRole('heading', { name: 'Turn 4: Ana' }));

    // Turn 4: city 1 is scored for Ben (3 tiles, 1 pennant: 8); Ben's phone shows his 8.
    await play({ type: 'draw', tile: 'K' }, { type: 'place' });
    await play({ type: 'score', feature: 'C1', tiles: 3, pennants: 1 });
    await expect
      .poll(() => benPhone.locator('.ph-me__score').getAttribute('data-score'), {
        timeout: LIVE_MS,
      })
      .toBe('8');

    // Ana's phone on the big-screen view; Ben's phone on its table, where it undoes and redoes.
    await button(anaPhone, 'Big screen').tap();
    // The Table tab opens on the game being played.
    await button(benPhone, 'Table').tap();
    await see(benPhone.getByRole('heading', { name: 'Turn 4: Ana' }));
    await inStep(8);
    await shot(benPhone, 'ben-table');
    await shot(anaPhone, 'ana-presenter');
    // On a phone, the score strip's Undo: the header's is scrolled away.
    await button(benPhone, 'Undo the last move').tap();
    await expect.poll(() => tableScores(benPhone)).toEqual({ Ana: 0, Ben: 0, Cleo: 0 });
    await inStep(0);
    await button(benPhone, /^Redo/).tap();
    await expect.poll(() => tableScores(benPhone)).toEqual({ Ana: 0, Ben: 8, Cleo: 0 });
    await inStep(8);
    // And the other way: the host undoes, Ben's table follows.
    await host.bringToFront();
    await button(host, /^Undo/).click();
    await inStep(0);
    await expect
      .poll(() => tableScores(benPhone), { timeout: LIVE_MS })
      .toEqual({ Ana: 0, Ben: 0, Cleo: 0 });

    // The host revokes Ana's phone: it loses access at once.
    await button(host, 'Phones…').click();
    await button(host, "Revoke Ana's phone").click();
    await button(host, "Yes, revoke Ana's phone").click();
    await expect.poll(() => host.getByRole('dialog').locator('.ph-device').count()).toBe(1);
    // Its stream ended and its next check is refused: it says so without a reload…
    await see(anaPhone.getByRole('heading', { name: 'No access' }));
    // …and after one.
    await anaPhone.reload();
    await see(anaPhone.getByRole('heading', { name: 'No access' }));
    await shot(anaPhone, 'ana-revoked');

    // Stop sharing: the local network address goes away.
    const beforeStop = pageErrors.length;
    await button(host, 'Stop sharing').click();
    await see(host.getByText('Not sharing: phones cannot reach this computer.'));
    expect(server.sharing.current()).toBeNull();
    await expect(benPhone.reload()).rejects.toThrow(/ERR_CONNECTION_REFUSED/);

    // From then on a phone still open may ask the address that went away (its stream or socket
    // reconnecting before the reload): that refusal is expected, nothing else is.
    const refused = /^\S+'s phone console: Failed to load resource: net::ERR_CONNECTION_REFUSED$/;
    expect([
      ...pageErrors.slice(0, beforeStop),
      ...pageErrors.slice(beforeStop).filter((error) => !refused.test(error)),
    ]).toEqual([]);
  });
});
