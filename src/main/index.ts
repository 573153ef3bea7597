import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, screen, session } from 'electron';
import { createAppHandlers } from './ipc/appHandlers';
import { createNightHandlers } from './ipc/nightHandlers';
import { isTrustedSender, registerIpcHandlers } from './ipc/registry';
import { createSessionHandlers } from './ipc/sessionHandlers';
import { sessionChangedBroadcaster, withSessionNotifications } from './ipc/sessionNotifications';
import { buildMenuTemplate, menuCommandSender } from './menu';
import { createPhoneHost, type PhoneHost } from './phoneHost';
import { createPresenterController, PRESENTER_SIZE } from './presenterWindow';
import { hardenSession, installSecurityGuards, openExternalSafely } from './security';
import { openSessionStore, type SessionStore } from './store';
import { openProfileStore } from './store/profiles';
import { openDeviceRegistry } from './web/devices';
import { startWebServer } from './web/server';
import { createMainWindow } from './windowOptions';
import {
  loadWindowState,
  saveWindowState,
  trackWindowState,
  WINDOW_STATE_FILE,
} from './windowState';

// Every renderer runs in Chromium's sandbox, whatever its webPreferences say.
app.enableSandbox();

/** electron-vite sets ELECTRON_RENDERER_URL when `npm run dev` serves the renderer. */
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const rendererIndex = fileURLToPath(new URL('../renderer/index.html', import.meta.url));
const appUrl = (): string => devServerUrl ?? pathToFileURL(rendererIndex).href;

let mainWindow: BrowserWindow | null = null;
let store: SessionStore | undefined;
let phones: PhoneHost | undefined;

/** The presenter view (View › Presenter view): the same secure window, on `#presenter`. */
const presenter = createPresenterController({
  createWindow: () => createMainWindow(PRESENTER_SIZE),
  load: (window, hash) =>
    devServerUrl
      ? window.loadURL(`${devServerUrl}#${hash}`)
      : window.loadFile(rendererIndex, { hash }),
});

function openMainWindow(): void {
  const stateFile = join(app.getPath('userData'), WINDOW_STATE_FILE);
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const primary = screen.getPrimaryDisplay().workArea;
  // The primary display first: fitToDisplays centres on it when the saved position is lost.
  const state = loadWindowState(stateFile, [primary, ...workAreas]);
  const window = createMainWindow(state);
  mainWindow = window;
  if (state.maximized) window.maximize();
  trackWindowState(window, (next) => saveWindowState(stateFile, next));
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = null;
    presenter.close();
  });
  if (devServerUrl) {
    void window.loadURL(devServerUrl);
  } else {
    void window.loadFile(rendererIndex);
  }
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession);
  const sessions = await openSessionStore(app.getPath('userData'));
  store = sessions;
  const profiles = await openProfileStore(app.getPath('userData'), { sessions });
  const notifyWindows = sessionChangedBroadcaster(() => BrowserWindow.getAllWindows());
  // Phones at the table: the phones' server (browser mode on these same stores) starts with
  // the first invite; changes on either side reach both.
  const devices = await openDeviceRegistry(app.getPath('userData'));
  const phoneHost = createPhoneHost({
    registry: devices,
    startServer: () =>
      startWebServer({
        dataDir: app.getPath('userData'),
        staticDir: dirname(rendererIndex),
        stores: { sessions, profiles, devices },
        onSessionChanged: notifyWindows,
      }),
  });
  phones = phoneHost;
  const notifySessionChanged = (id: string): void => {
    notifyWindows(id);
    phoneHost.notify(id);
  };
  registerIpcHandlers(
    ipcMain,
    {
      ...withSessionNotifications(createSessionHandlers(sessions), notifySessionChanged),
      ...createNightHandlers(profiles, sessions, notifySessionChanged),
      ...phoneHost.handlers,
      ...createAppHandlers({
        version: app.getVersion(),
        mode: 'desktop',
        openLink: openExternalSafely,
      }),
    },
    { isTrustedSender: (frame) => isTrustedSender(frame, [appUrl()]) },
  );
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        platform: process.platform,
        isPackaged: app.isPackaged,
        send: menuCommandSender(() => BrowserWindow.getFocusedWindow()),
        openPresenter: () => presenter.open(),
      }),
    ),
  );
  openMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
}

// One instance only: the store must never be opened by two processes at once.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  installSecurityGuards(app, appUrl);

  app.on('second-instance', () => {
    if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('will-quit', () => {
    void phones?.close();
    void store?.close();
  });

  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      // E.g. the data folder cannot be created: say so instead of showing an empty window.
      console.error('Meeple Ledger could not start', error);
      dialog.showErrorBox(
        'Meeple Ledger could not start',
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
    });
}
