/**
 * Printing, end to end: Results and a night's standings printed by headless Chromium
 * (`page.pdf()`, the print stylesheet) over browser mode with the real store. Each must come
 * out as one A4 page; the pages are rendered to PNG (pdftoppm, when installed) in
 * test-results/screens/print-*.png to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startWebServer, type WebServer } from '../../src/main/web/server';
import { RENDERER_DIR, ROOT } from '../support/buildRenderer';
import { BROWSER, launchChromium } from '../support/chromium';
import { callAsHost } from '../support/serverCall';

const SCREENS = join(ROOT, 'test-results/screens');
const FULL_GAME = join(ROOT, 'test/fixtures/records/full-game-every-expansion.json');

let dataDir: string;
let server: WebServer;
let browser: Browser;
let page: Page;

const call = (channel: string, payload: Record<string, unknown>) =>
  callAsHost(server, channel, payload);

/** Pages of a PDF: its page objects. */
const pageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function printed(name: string): Promise<Buffer> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const file = join(SCREENS, `print-${name}.pdf`);
  await writeFile(file, pdf);
  try {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      file,
      join(SCREENS, `print-${name}`),
    ]);
  } catch {
    // No pdftoppm (poppler-utils): the PDF stays, the picture is not made.
  }
  return pdf;
}

/** The text of a printed PDF (pdftotext, when installed). */
function pdfText(name: string): string | undefined {
  try {
    return execFileSync('pdftotext', ['-layout', join(SCREENS, `print-${name}.pdf`), '-'], {
      encoding: 'utf8',
    }).replace(/[ \t]+/g, ' ');
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`the renderer did not build:\n${buildError}`);
  if (!existsSync(join(RENDERER_DIR, 'index.html')))
    throw new Error(`${RENDERER_DIR} has no index.html: the e2e globalSetup should have built it`);
  browser = await launchChromium();
  await mkdir(SCREENS, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'meeple-e2e-print-'));
  server = await startWebServer({ dataDir, staticDir: RENDERER_DIR, log: () => {} });
  const night = (await call('nights:create', { name: 'Print night' })) as { id: string };
  const text = readFileSync(FULL_GAME, 'utf8');
  for (let i = 0; i < 2; i++) {
    const { id } = (await call('sessions:import', { text, allowDuplicate: i > 0 })) as {
      id: string;
    };
    await call('sessions:rename', { id, name: `Print game ${i + 1}` });
    await call('nights:addSession', { id: night.id, sessionId: id });
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  // The print dialog is Chromium's, not the page's: page.pdf() stands in for it.
  await page.addInitScript('window.print = () => {};');
  await page.goto(server.url);
});

beforeEach(({ skip }) => {
  if (BROWSER.kind === 'skip') skip(BROWSER.reason);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('printing in Chromium', { timeout: 120_000 }, () => {
  it("a night's standings: one page with only the sheet", async () => {
    await page.getByRole('button', { name: 'Print the standings of Print night' }).click();
    await page.locator('.print-sheet').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const pdf = await printed('night');
    expect(pageCount(pdf)).toBe(1);
    // Only the sheet prints: none of Home's own words are on the page.
    const text = pdfText('night');
    if (text !== undefined) {
      expect(text).toContain('Print night');
      expect(text).toContain('Print game 2: Ana 97 · Ben 77 · Cleo 168 · Dan 69');
      expect(text).not.toContain('Statistics');
      expect(text).not.toContain('Start the game');
    }
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
    expect(await page.locator('.print-sheet').count()).toBe(0);
  });

  it('Results: one page, without the buttons', async () => {
    await page.getByRole('button', { name: 'Results Print game 1' }).first().click();
    await page.getByRole('heading', { name: 'Ranking' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const pdf = await printed('results');
    expect(pageCount(pdf)).toBe(1);
    const buttons = await page.evaluate(
      "[...document.querySelectorAll('button')].filter((b) => getComputedStyle(b).display !== 'none').length",
    );
    expect(buttons).toBe(0);
    const text = pdfText('results');
    if (text !== undefined) {
      expect(text).toContain('Ranking');
      expect(text).not.toContain('Save as CSV');
    }
    await page.emulateMedia({ media: 'screen' });
  });
});
