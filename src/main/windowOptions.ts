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
 * The window's colour before the page paints (and behind it while it reloads): the page's
 * own background (components.css `--ml-bg`), light or dark as the system theme; the
 * presenter's page is always dark (Presenter.css).
 */
export const WINDOW_BACKGROUND = {
  light: '#f5efdf',
  dark: '#171d14',
  presenter: '#11160e',
} as const;

export function windowBackground(dark: boolean): string {
  return dark ? WINDOW_BACKGROUND.dark : WINDOW_BACKGROUND.light;
}

/**
 * Creates an application window (the main one, or the presenter). The security-relevant webPreferences are
 * written out right here, in the `new BrowserWindow` call, so that reviewers and static
 * checkers (Electronegativity) see them where the window is made.
 */
export function createMainWindow(
  placement: WindowPlacement = WINDOW_SIZE,
  preload: string = defaultPreloadPath(),
  backgroundColor: string = WINDOW_BACKGROUND.dark,
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
    backgroundColor,
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
