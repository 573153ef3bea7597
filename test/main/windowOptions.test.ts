import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWindowOptions, defaultPreloadPath } from '../../src/main/windowOptions';

describe('createWindowOptions', () => {
  const options = createWindowOptions('/app/out/preload/index.cjs');
  const web = options.webPreferences ?? {};

  it('uses the given preload script', () => {
    expect(web.preload).toBe('/app/out/preload/index.cjs');
  });

  it('isolates the renderer context', () => {
    expect(web.contextIsolation).toBe(true);
  });

  it('sandboxes the renderer', () => {
    expect(web.sandbox).toBe(true);
  });

  it('gives the renderer no Node.js', () => {
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on', () => {
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
  });

  it('disables <webview>', () => {
    expect(web.webviewTag).toBe(false);
  });

  it('disables middle-click (Auxclick) navigation', () => {
    expect(web.disableBlinkFeatures).toBe('Auxclick');
  });

  it('does not navigate to files dropped on the window', () => {
    expect(web.navigateOnDragDrop).toBe(false);
  });

  it('opens hidden (shown on ready-to-show) with a title and a usable size', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Meeple Ledger');
    expect(options.minWidth).toBeGreaterThanOrEqual(800);
    expect(options.minHeight).toBeGreaterThanOrEqual(600);
    expect(options.width).toBeGreaterThanOrEqual(options.minWidth ?? 0);
    expect(options.height).toBeGreaterThanOrEqual(options.minHeight ?? 0);
  });

  it('returns a fresh object each time', () => {
    expect(createWindowOptions('/x')).not.toBe(createWindowOptions('/x'));
  });
});

describe('defaultPreloadPath', () => {
  it('points at the CommonJS preload bundle next to the main bundle', () => {
    const path = defaultPreloadPath();
    expect(isAbsolute(path)).toBe(true);
    expect(path.replaceAll('\\', '/')).toMatch(/\/preload\/index\.cjs$/);
  });

  it('is the default preload of createWindowOptions', () => {
    expect(createWindowOptions().webPreferences?.preload).toBe(defaultPreloadPath());
  });
});
