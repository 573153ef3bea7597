import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer } from './src/main/web/server';
import { RENDERER_DIR } from './test/support/buildRenderer';
import { launchChromium } from './test/support/chromium';

const dataDir = await mkdtemp(join(tmpdir(), 'meeple-shots-'));
const server = await startWebServer({ dataDir, staticDir: RENDERER_DIR, log: () => {} });
const call = async (channel: string, payload: Record<string, unknown>) => {
  const r = await fetch(`http://127.0.0.1:${server.port}/api/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-meeple-ledger-token': server.token },
    body: JSON.stringify(payload),
  });
  return ((await r.json()) as { value: any }).value;
};
const night = await call('nights:create', { name: 'Shot night' });
const text = readFileSync('test/fixtures/records/full-game-every-expansion.json', 'utf8');
for (let i = 0; i < 3; i++) {
  const { id } = await call('sessions:import', { text });
  await call('sessions:rename', { id, name: `Shot game ${i + 1}` });
  await call('nights:addSession', { id: night.id, sessionId: id });
}
const browser = await launchChromium();
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Results Shot game 1' }).first().click();
    await page.getByRole('heading', { name: 'Ranking' }).waitFor();
    await page.getByRole('button', { name: 'Send to BG Stats' }).click();
    await page.getByLabel('Link').first().waitFor();
    await page.screenshot({ path: `/tmp/beyond/shots/results-bgs-${scheme}-${width}.png`, fullPage: false });
    await page.getByRole('region', { name: 'Luck' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/beyond/shots/results-luck-${scheme}-${width}.png` });
    await page.getByRole('button', { name: /Home/ }).first().click();
    await page.getByRole('button', { name: /Statistics/ }).first().click();
    await page.getByRole('region', { name: 'Ratings' }).waitFor();
    await page.getByRole('region', { name: 'Ratings' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/beyond/shots/stats-ratings-${scheme}-${width}.png` });
    await page.getByRole('region', { name: 'Luck over every game' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/beyond/shots/stats-luck-${scheme}-${width}.png` });
    await context.close();
  }
}
await browser.close();
await server.close();
