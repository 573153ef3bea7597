/**
 * The built renderer's chunks: the first screen is one script (every module it needs, and only
 * those: no rules engine, no QR code), what New game loads ahead for the table is compiled
 * whole as it loads (V8's explicit compile hint, electron.vite.config.ts), the first screen's
 * code is not.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { RENDERER_DIR } from '../support/buildRenderer';
import { BROWSER } from '../support/chromium';

const HINT = '//# allFunctionsCalledOnLoad';
const ASSETS = join(RENDERER_DIR, 'assets');
const chunk = (prefix: string) => {
  const file = readdirSync(ASSETS).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${prefix} chunk in ${ASSETS}`);
  return { file, code: readFileSync(join(ASSETS, file), 'utf8') };
};

beforeAll(() => {
  if (BROWSER.kind === 'skip') return;
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`the renderer did not build:\n${buildError}`);
  if (!existsSync(join(RENDERER_DIR, 'index.html')))
    throw new Error(`${RENDERER_DIR} has no index.html: the e2e globalSetup should have built it`);
});

beforeEach(({ skip }) => {
  if (BROWSER.kind === 'skip') skip(BROWSER.reason);
});

describe('the built chunks', () => {
  it('compiles the table and the game session whole as they load, not the first screen', () => {
    for (const name of ['Table', 'gameSession', 'keptTileGrid'])
      expect(chunk(name).code.startsWith(`${HINT}\n`), name).toBe(true);
    const html = readFileSync(join(RENDERER_DIR, 'index.html'), 'utf8');
    const first = [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
    expect(first.length).toBeGreaterThan(0);
    for (const file of first)
      expect(readFileSync(join(ASSETS, file ?? ''), 'utf8').includes(HINT), file).toBe(false);
  });

  it('loads the first screen as one script, without the rules engine or the QR code', () => {
    const html = readFileSync(join(RENDERER_DIR, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
    // Each file of the first screen was a request of its own, queued six at a time.
    expect(scripts).toHaveLength(1);
    const first = readFileSync(join(ASSETS, scripts[0] ?? ''), 'utf8');
    const all = readdirSync(ASSETS)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(ASSETS, f), 'utf8'))
      .join('\n');
    // XState's own event type, and qrcode-generator's error for data too long for a code.
    for (const marker of ['xstate.init', 'code length overflow']) {
      expect(all.includes(marker), `some chunk has ${marker}`).toBe(true);
      expect(first.includes(marker), `the first screen's script has ${marker}`).toBe(false);
    }
  });
});
