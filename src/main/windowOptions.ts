import { fileURLToPath } from 'node:url';
import { BrowserWindow } from 'electron';
import { WINDOW_SIZE, type WindowPlacement } from './windowState';

/**
 * Absolute path of the bundled preload script. electron-vite bundles the main process into
 * `out/main/index.js` and the preload into `out/preload/index.cjs`, so the path is resolved
 * relative to this module's URL once bundled.
 */
export function defaultPreloadPath(): string {
  return fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
}

/**
 * Creates the one and only application window. The security-relevant webPreferences are
 * written out right here, in the `new BrowserWindow` call, so that reviewers and static
 * checkers (Electronegativity) see them where the window is made.
 */
export function createMainWindow(
  placement: WindowPlacement = WINDOW_SIZE,
  preload: string = defaultPreloadPath(),
): BrowserWindow {
  const { x, y } = placement;
  return new BrowserWindow({
    title: 'Meeple Ledger',
    width: placement.width,
    height: placement.height,
    ...(x !== undefined && y !== undefined ? { x, y } : {}),
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
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
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
}
