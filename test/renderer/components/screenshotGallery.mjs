// Serves .scratch/gallery over http://127.0.0.1 and screenshots it in headless Debian Chromium,
// light and dark, into .scratch/screens/. Run after buildGallery.mjs:
//   node test/renderer/components/screenshotGallery.mjs [--build]
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { buildGallery, galleryDir } from './buildGallery.mjs';

const repo = resolve(import.meta.dirname, '../../..');
const screens = resolve(repo, '.scratch/screens');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

if (process.argv.includes('--build')) await buildGallery();

const server = createServer((req, res) => {
  if (req.url === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = join(galleryDir, path === '/' ? 'gallery.html' : path);
  if (!file.startsWith(galleryDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

mkdirSync(screens, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const errors = [];
try {
  for (const scheme of ['light', 'dark']) {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`${scheme}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${scheme}: ${e.message}`));
    await page.goto(`http://127.0.0.1:${port}/gallery.html`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: join(screens, `gallery-${scheme}-full.png`), fullPage: true });
    const sections = await page.locator('section[data-shot]').all();
    for (const section of sections) {
      const name = await section.getAttribute('data-shot');
      await section.screenshot({ path: join(screens, `${name}-${scheme}.png`) });
    }
    await page.close();
  }
  // Keyboard use in a real browser: filter the picker, pick with Enter, move the look-ahead.
  const keys = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await keys.goto(`http://127.0.0.1:${port}/gallery.html`, { waitUntil: 'networkidle' });
  const finder = keys.getByRole('searchbox', { name: /find tile/i });
  await finder.focus();
  await keys.keyboard.type('rev');
  const picker = keys.locator('section[data-shot="tilegrid"]');
  await picker.screenshot({ path: join(screens, 'tilegrid-filtered-light.png') });
  const shown = await picker.locator('button[data-tile]').count();
  await keys.keyboard.press('Escape');
  await keys.keyboard.type('W');
  await keys.keyboard.press('Enter');
  const heading = await picker.locator('h2').textContent();
  const k5 = keys.getByRole('radio', { name: /^Within 5 draws/ });
  await k5.focus();
  await keys.keyboard.press('ArrowRight');
  const legend = await keys.locator('.ml-deck legend').textContent();
  await keys
    .locator('.ml-deck__revolts')
    .screenshot({ path: join(screens, 'deck-focus-light.png') });
  console.log(`typed "rev": ${shown} tiles; typed W + Enter: ${heading}; arrow: ${legend}`);
  if (shown !== 3 || !heading?.includes('picked: W') || !legend?.includes('6 draws')) {
    errors.push('keyboard check failed');
  }
  await keys.close();
  // The tiles once more at twice the pixels, to judge the drawings up close.
  const zoom = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 2,
  });
  await zoom.goto(`http://127.0.0.1:${port}/gallery.html`, { waitUntil: 'networkidle' });
  await zoom
    .locator('section[data-shot="tiles"]')
    .screenshot({ path: join(screens, 'tiles-zoom.png') });
  await zoom.close();
} finally {
  await browser.close();
  server.close();
}
if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exitCode = 1;
}
console.log(`screenshots in ${screens}`);
