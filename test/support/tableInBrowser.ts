import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startWebServer, type WebServer } from '../../src/main/web/server';
import type { MeepleLedgerApi } from '../../src/shared/ipc/api';
import { createHttpApi, type FetchLike } from '../../src/shared/ipc/httpClient';
import type { GameRecord } from '../../src/shared/record/schema';
import { RENDERER_DIR } from './buildRenderer';

/**
 * Browser mode for the table's browser tests and the tap bench: the built renderer served by
 * the real web server over a temporary data folder, the store's API for the test, and a page
 * per game opened from Home on a new session with the record's players and options.
 */
export interface TableServer {
  server: WebServer;
  api: MeepleLedgerApi;
  close(): Promise<void>;
}

export async function startTableServer(): Promise<TableServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meeple-table-'));
  const server = await startWebServer({ dataDir, staticDir: RENDERER_DIR, log: () => {} });
  const api = createHttpApi({
    token: server.token,
    fetch: fetch as unknown as FetchLike,
    openLink: () => {},
    baseUrl: new URL(server.url).origin,
  });
  return {
    server,
    api,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OpenedGame {
  context: BrowserContext;
  page: Page;
  sessionId: string;
  errors: string[];
}

/** A new session with the record's header, opened on the table in a fresh browser context. */
export async function openNewGame(
  browser: Browser,
  table: TableServer,
  record: GameRecord,
  name: string,
  view: { width: number; height: number; touch?: boolean; colorScheme?: 'light' | 'dark' },
): Promise<OpenedGame> {
  const { events: _events, ...header } = record;
  const created = await table.api.sessions.create(name, header);
  if (!created.ok) throw new Error(`sessions:create: ${created.error.message}`);
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.height },
    hasTouch: view.touch ?? false,
    isMobile: view.touch ?? false,
    colorScheme: view.colorScheme ?? 'light',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`console: ${message.text()}`);
  });
  await page.goto(table.server.url);
  const resume = `[...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? '') === ${JSON.stringify(`Resume ${name}`)})`;
  const end = Date.now() + 15_000;
  while (!(await page.evaluate(`Boolean(${resume})`))) {
    if (Date.now() > end) throw new Error(`Home shows no Resume button for ${name}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  await page.evaluate(`${resume}.click()`);
  while (!(await page.evaluate("Boolean(document.querySelector('.tb-table'))"))) {
    if (Date.now() > end) throw new Error('the table did not open');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { context, page, sessionId: created.value.id, errors };
}
