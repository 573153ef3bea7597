import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../support/buildRenderer';

vi.mock('electron', async () => (await import('./electronMock')).electronModule());

import type { BrowserWindowConstructorOptions } from 'electron';
import {
  createMainWindow,
  defaultPreloadPath,
  WINDOW_BACKGROUND,
  windowBackground,
} from '../../src/main/windowOptions';
import { WINDOW_SIZE } from '../../src/main/windowState';
import { FakeWindow, resetElectron } from './electronMock';

/** The options of the last window made. */
const lastOptions = () => FakeWindow.all.at(-1)?.options as BrowserWindowConstructorOptions;

function optionsOf(placement?: Parameters<typeof createMainWindow>[0], preload?: string) {
  createMainWindow(placement, preload ?? '/app/out/preload/index.cjs');
  return lastOptions();
}

beforeEach(() => {
  resetElectron();
});

describe('createMainWindow webPreferences', () => {
  const web = () => optionsOf().webPreferences ?? {};

  it('uses the given preload script', () => {
    expect(web().preload).toBe('/app/out/preload/index.cjs');
  });

  it('isolates and sandboxes the renderer', () => {
    expect(web().contextIsolation).toBe(true);
    expect(web().sandbox).toBe(true);
  });

  it('gives the renderer no Node.js', () => {
    expect(web().nodeIntegration).toBe(false);
    expect(web().nodeIntegrationInWorker).toBe(false);
    expect(web().nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and experiments off', () => {
    expect(web().webSecurity).toBe(true);
    expect(web().allowRunningInsecureContent).toBe(false);
    expect(web().experimentalFeatures).toBe(false);
  });

  it('disables <webview>, middle-click navigation and drop navigation', () => {
    expect(web().webviewTag).toBe(false);
    expect(web().disableBlinkFeatures).toBe('Auxclick');
    expect(web().navigateOnDragDrop).toBe(false);
  });
});

describe('createMainWindow placement', () => {
  it('opens hidden (shown on ready-to-show) with a title and the default size', () => {
    const options = optionsOf();
    expect(options.show).toBe(false);
    expect(options.title).toBe('Meeple Ledger');
    expect(options.width).toBe(WINDOW_SIZE.width);
    expect(options.height).toBe(WINDOW_SIZE.height);
    expect(options.minWidth).toBe(WINDOW_SIZE.minWidth);
    expect(options.minHeight).toBe(WINDOW_SIZE.minHeight);
    expect(options).not.toHaveProperty('x');
  });

  it('uses a remembered position and size', () => {
    const options = optionsOf({ x: 40, y: 50, width: 1000, height: 700 });
    expect(options).toMatchObject({ x: 40, y: 50, width: 1000, height: 700 });
  });

  it('leaves the position to the system when only one coordinate is known', () => {
    expect(optionsOf({ x: 40, width: 1000, height: 700 })).not.toHaveProperty('x');
  });
});

describe('createMainWindow background', () => {
  it('is the given colour, dark by default, as the pages paint it', () => {
    expect(optionsOf().backgroundColor).toBe(WINDOW_BACKGROUND.dark);
    createMainWindow(undefined, '/app/out/preload/index.cjs', windowBackground(false));
    expect(lastOptions().backgroundColor).toBe(WINDOW_BACKGROUND.light);
    expect(windowBackground(true)).toBe(WINDOW_BACKGROUND.dark);
  });

  it('matches the page colours of the stylesheets', () => {
    const css = readFileSync(join(ROOT, 'src/renderer/src/components/components.css'), 'utf8');
    const presenter = readFileSync(join(ROOT, 'src/renderer/src/screens/Presenter.css'), 'utf8');
    const bg = [...css.matchAll(/--ml-bg:\s*(#[0-9a-f]{6})/gi)].map((m) => m[1]?.toLowerCase());
    expect(bg).toEqual([WINDOW_BACKGROUND.light, WINDOW_BACKGROUND.dark]);
    expect(presenter.toLowerCase()).toContain(`--ml-bg: ${WINDOW_BACKGROUND.presenter}`);
  });
});

describe('defaultPreloadPath', () => {
  it('points at the CommonJS preload bundle next to the main bundle', () => {
    const path = defaultPreloadPath();
    expect(isAbsolute(path)).toBe(true);
    expect(path.replaceAll('\\', '/')).toMatch(/\/preload\/index\.cjs$/);
  });

  it('is the default preload of createMainWindow', () => {
    createMainWindow();
    expect(lastOptions().webPreferences?.preload).toBe(defaultPreloadPath());
  });
});
