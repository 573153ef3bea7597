import { fileURLToPath } from 'node:url';
import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * Absolute path of the bundled preload script. electron-vite bundles the main process into
 * `out/main/index.js` and the preload into `out/preload/index.cjs`, so the path is resolved
 * relative to this module's URL once bundled.
 */
export function defaultPreloadPath(): string {
  return fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
}

/**
 * Options for the one and only application window. Kept in a pure function so that the
 * security-relevant flags can be unit-tested without an Electron binary.
 */
export function createWindowOptions(
  preload: string = defaultPreloadPath(),
): BrowserWindowConstructorOptions {
  return {
    title: 'Meeple Ledger',
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#1f2a1b',
    autoHideMenuBar: true,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  };
}
