import { join } from 'node:path';
import type { BrowserWindow, NativeTheme, Screen } from 'electron';
import { APP_NOTICE_CHANNEL, type AppNotice } from '../shared/ipc/channelList';
import { appPageUrl } from './appUrl';
import { watchRenderer } from './crashRecovery';
import type { WakeLock } from './keepAwake';
import { createPresenterController, PRESENTER_SIZE } from './presenterWindow';
import { WINDOW_BACKGROUND, windowBackground } from './windowOptions';
import {
  loadWindowState,
  saveWindowState,
  trackWindowState,
  WINDOW_STATE_FILE,
  type WindowPlacement,
} from './windowState';

/**
 * The app's windows: the main one (remembered placement, background as the system theme,
 * reloaded if its page crashes or freezes, notices for its page held until it has loaded)
 * and the presenter (keeps the display awake while it is open).
 */

export interface AppWindowsDeps {
  /** createMainWindow (windowOptions.ts): the one secure window builder. */
  createWindow: (placement: WindowPlacement, background: string) => BrowserWindow;
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;
  nativeTheme: Pick<NativeTheme, 'shouldUseDarkColors' | 'on'>;
  /** The app's origin (APP_ORIGIN, or the dev server's). */
  origin: string;
  userData: string;
  wakeLock: WakeLock;
  log: { info(message: string): void; error(message: string, error?: unknown): void };
  /** A page that crashes again and again: tell the people, stop reloading. */
  giveUp: (detail: string) => void;
}

export interface AppWindows {
  openMain(): BrowserWindow;
  main(): BrowserWindow | undefined;
  /** Brings the main window forward (a second launch), or opens it. */
  showMain(): void;
  /** The presenter window, on one game or following the latest. */
  openPresenter(sessionId?: string): void;
  /** Sends a notice to the main window's page, now or once it has loaded. */
  notify(notice: AppNotice): void;
}

export function createAppWindows(deps: AppWindowsDeps): AppWindows {
  let mainWindow: BrowserWindow | undefined;
  let loaded = false;
  const held: AppNotice[] = [];

  const flush = (): void => {
    const window = mainWindow;
    if (!window || window.isDestroyed() || !loaded) return;
    for (const notice of held.splice(0)) window.webContents.send(APP_NOTICE_CHANNEL, notice);
  };

  const load = (window: BrowserWindow, hash?: string): void => {
    window.loadURL(appPageUrl(deps.origin, hash)).catch((error: unknown) => {
      deps.log.error('the page did not load', error);
    });
  };

  const presenter = createPresenterController({
    createWindow: () => {
      const window = deps.createWindow(PRESENTER_SIZE, WINDOW_BACKGROUND.presenter);
      // A TV on a game night: nobody touches the computer for an hour.
      const release = deps.wakeLock.hold();
      window.on('closed', release);
      watchRenderer(window, {
        onReload: (reason, detail) =>
          deps.log.error(`presenter page ${reason} (${detail}), reloaded`),
        giveUp: (detail) => {
          deps.log.error(`presenter page keeps crashing (${detail}), closed`);
          if (!window.isDestroyed()) window.close();
        },
      });
      return window;
    },
    load: (window, hash) => load(window, hash),
  });

  deps.nativeTheme.on('updated', () => {
    if (mainWindow && !mainWindow.isDestroyed()) {
      mainWindow.setBackgroundColor(windowBackground(deps.nativeTheme.shouldUseDarkColors));
    }
  });

  function openMain(): BrowserWindow {
    const stateFile = join(deps.userData, WINDOW_STATE_FILE);
    const workAreas = deps.screen.getAllDisplays().map((display) => display.workArea);
    const primary = deps.screen.getPrimaryDisplay().workArea;
    // The primary display first: fitToDisplays centres on it when the saved position is lost.
    const state = loadWindowState(stateFile, [primary, ...workAreas]);
    const window = deps.createWindow(state, windowBackground(deps.nativeTheme.shouldUseDarkColors));
    mainWindow = window;
    loaded = false;
    if (state.maximized) window.maximize();
    trackWindowState(window, (next) => saveWindowState(stateFile, next));
    window.once('ready-to-show', () => window.show());
    window.webContents.on('did-finish-load', () => {
      if (mainWindow !== window) return;
      loaded = true;
      flush();
    });
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = undefined;
      presenter.close();
    });
    watchRenderer(window, {
      onReload: (reason, detail) => {
        deps.log.error(`page ${reason} (${detail}), reloaded; every move was already saved`);
        loaded = false;
        held.push({ kind: 'recovered', reason });
      },
      giveUp: (detail) => {
        deps.log.error(`page keeps crashing (${detail}), not reloaded again`);
        deps.giveUp(detail);
      },
    });
    load(window);
    return window;
  }

  const main = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : undefined);

  return {
    openMain,
    main,
    showMain() {
      const window = main();
      if (!window) {
        openMain();
        return;
      }
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    },
    openPresenter: (sessionId) => {
      presenter.open(sessionId);
    },
    notify(notice) {
      held.push(notice);
      flush();
    },
  };
}
