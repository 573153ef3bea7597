/**
 * Two tabs of one game, end to end: the built renderer in headless Chromium over browser mode
 * with the real store. A move made in one tab reaches the other by the server's events; that
 * tab opens the game again and says what the other device did, above the turn and in view,
 * keeping the side tab it was reading. The game put in the trash elsewhere is said there too,
 * with Restore. (A refused tap's news is tested with two sessions on one store:
 * test/renderer/screens/table/elsewhere.test.tsx.)
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServer } from '../../src/main/web/server';
import { RECORD_FORMAT } from '../../src/shared/record/schema';
import { RENDERER_DIR } from '../support/buildRenderer';
import { BROWSER, launchChromium } from '../support/chromium';
import { callAsHost } from '../support/serverCall';

let dataDir: string;
let server: WebServer;
let browser: Browser;
let first: Page;
let second: Page;
const pageErrors: string[] = [];

const call = (channel: string, payload: Record<string, unknown>) =>
  callAsHost(server, channel, payload);

/** Ana's first turn played: Ben is to draw. */
const RECORD = {
  format: RECORD_FORMAT,
  players: [
    { id: 'ana', name: 'Ana', color: 'red' },
    { id: 'ben', name: 'Ben', color: 'blue' },
  ],
  options: { edition: 'C3', expansions: [] },
  events: [
    { type: 'draw', tile: 'E' },
    { type: 'place' },
    { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
    { type: 'endTurn' },
  ],
};

async function openGame(page: Page, id: string, events: number): Promise<void> {
  await page.goto(server.url);
  await page.locator('main').first().waitFor();
  await page.evaluate(`location.hash = '#game/${id}'`);
  await page.locator(`.tb-table[data-events="${events}"]`).waitFor();
}

beforeAll(async () => {
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`the renderer did not build:\n${buildError}`);
  if (!existsSync(join(RENDERER_DIR, 'index.html')))
    throw new Error(`${RENDERER_DIR} has no index.html: the e2e globalSetup should have built it`);
  browser = await launchChromium();
  dataDir = await mkdtemp(join(tmpdir(), 'meeple-e2e-elsewhere-'));
  server = await startWebServer({ dataDir, staticDir: RENDERER_DIR, log: () => {} });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  first = await context.newPage();
  second = await context.newPage();
  for (const [page, label] of [
    [first, 'first'],
    [second, 'second'],
  ] as const) {
    page.on('pageerror', (error) => pageErrors.push(`${label} pageerror: ${error.message}`));
  }
});

beforeEach(({ skip }) => {
  if (BROWSER.kind === 'skip') skip(BROWSER.reason);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('one game in two tabs', () => {
  it('says in the other tab what was played there, keeps its side tab, and offers Restore once the game is put in the trash', async () => {
    const { id } = (await call('sessions:import', { text: JSON.stringify(RECORD) })) as {
      id: string;
    };
    await openGame(first, id, 4);
    await openGame(second, id, 4);
    await second.locator('[data-tab="history"]').click();
    // Scrolled down the page, as after a tap far down the tile grid.
    await second.evaluate('window.scrollTo(0, document.body.scrollHeight)');

    await first.bringToFront();
    const find = first.getByRole('searchbox', { name: 'Find tile' });
    await find.fill('U');
    await find.press('Enter');
    await first.locator('.tb-table[data-events="5"]').waitFor();

    await second.bringToFront();
    const news = second.locator('.tb-elsewhere');
    await expect
      .poll(() => news.textContent(), { timeout: 5_000 })
      .toMatch(/^Another device played a move: Ben drew U.*The table shows it now\./);
    await second.locator('.tb-table[data-events="5"]').waitFor();
    // News of a move, said politely (a refused tap or a trashed game is an alert).
    expect(await news.getAttribute('role')).toBe('status');
    // In view, below the top of the window, though the page was scrolled to its foot.
    const box = await news.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);
    expect(await second.locator('[data-tab="history"]').getAttribute('aria-selected')).toBe('true');

    await call('sessions:delete', { id });
    await expect
      .poll(() => news.textContent(), { timeout: 5_000 })
      .toMatch(/moved to the trash on another device or window/);
    expect(await news.getAttribute('role')).toBe('alert');
    await news.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => news.count(), { timeout: 5_000 }).toBe(0);
    await second.locator('.tb-table[data-events="5"]').waitFor();
    const list = (await call('sessions:list', {})) as { sessions: { id: string }[] };
    expect(list.sessions.map((s) => s.id)).toContain(id);
    // Put in the trash and brought back elsewhere (the host's Undo on Home): the news goes.
    await call('sessions:delete', { id });
    await expect
      .poll(() => news.textContent(), { timeout: 5_000 })
      .toMatch(/moved to the trash on another device or window/);
    await call('sessions:restore', { id });
    await expect.poll(() => news.count(), { timeout: 5_000 }).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
