import type {
  App,
  BrowserWindow,
  Dialog,
  IpcMain,
  Menu,
  NativeTheme,
  PowerSaveBlocker,
  Protocol,
  Screen,
  Session,
  Shell,
} from 'electron';
import { APP_USER_MODEL_ID } from './appIdentity';
import { type AppLog, describeError, openAppLog } from './appLog';
import { registerAppScheme, serveAppScheme } from './appProtocol';
import { APP_ORIGIN } from './appUrl';
import { type AppWindows, createAppWindows } from './appWindows';
import { createAppHandlers } from './ipc/appHandlers';
import { createNightHandlers } from './ipc/nightHandlers';
import { isTrustedSender, registerIpcHandlers } from './ipc/registry';
import { createSessionHandlers } from './ipc/sessionHandlers';
import {
  type SessionNotify,
  sessionChangedBroadcaster,
  withSessionNotifications,
} from './ipc/sessionNotifications';
import { createWakeLock } from './keepAwake';
import { buildMenuTemplate, menuCommandSender } from './menu';
import { createPhoneHost, type PhoneHost } from './phoneHost';
import { createRecordOpener, RECORD_FILE_FILTERS, recordPathsIn } from './recordFiles';
import { hardenSession, installSecurityGuards, openExternalSafely } from './security';
import { openSessionStore, type SessionStore } from './store';
import { type FactsIndex, factsIndexOf } from './store/factsIndex';
import { type FolderLock, lockDataFolder } from './store/folderLock';
import { openProfileStore } from './store/profiles';
import { openDeviceRegistry } from './web/devices';
import { startWebServer } from './web/server';
import { createMainWindow } from './windowOptions';

/**
 * The desktop app's whole life, from before `ready` to the last write before quitting, with
 * every Electron module passed in (src/main/index.ts passes the real ones; the unit tests
 * one shared mock, test/main/electronMock.ts). One instance only: a second launch hands its
 * record files to the first and quits.
 */

export interface ElectronModules {
  app: App;
  ipcMain: IpcMain;
  Menu: Pick<typeof Menu, 'buildFromTemplate' | 'setApplicationMenu'>;
  screen: Screen;
  session: { defaultSession: Session };
  dialog: Pick<Dialog, 'showErrorBox' | 'showOpenDialog' | 'showMessageBox'>;
  protocol: Protocol;
  shell: Pick<Shell, 'openPath' | 'showItemInFolder'>;
  nativeTheme: NativeTheme;
  powerSaveBlocker: PowerSaveBlocker;
  BrowserWindow: Pick<typeof BrowserWindow, 'getAllWindows' | 'getFocusedWindow'>;
}

export interface StartAppOptions {
  platform: NodeJS.Platform;
  /** The command line (`process.argv`): record files to open on the first launch. */
  argv: readonly string[];
  cwd: string;
  /** The built renderer folder (out/renderer), served on the app scheme. */
  rendererDir: string;
  /** The dev server (`npm run dev`) instead of the app scheme; never in a packaged app. */
  devServerUrl?: string | undefined;
}

export { APP_USER_MODEL_ID } from './appIdentity';
export const START_FAILED_TITLE = 'Meeple Ledger could not start';

export interface RunningApp {
  /** Settles when start-up is done (or failed, after the dialog). */
  readonly started: Promise<void>;
}

export function startApp(
  electron: ElectronModules,
  options: StartAppOptions,
): RunningApp | undefined {
  const { app, BrowserWindow, dialog, protocol } = electron;
  const mac = options.platform === 'darwin';
  const devServerUrl = app.isPackaged ? undefined : options.devServerUrl;
  const origin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;

  // Both must happen before `ready`.
  registerAppScheme(protocol);
  // Every renderer runs in Chromium's sandbox, whatever its webPreferences say.
  app.enableSandbox();
  if (options.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);

  // One instance only: the store must never be opened by two processes at once.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return undefined;
  }
  installSecurityGuards(app, origin);

  const opener = createRecordOpener();
  opener.open(mac ? [] : recordPathsIn(options.argv.slice(1), options.cwd));
  let store: SessionStore | undefined;
  let phones: PhoneHost | undefined;
  let statsFacts: FactsIndex | undefined;
  let lock: FolderLock | undefined;
  let log: AppLog | undefined;
  let windows: AppWindows | undefined;

  // macOS hands files over as events, also before `ready` (a double click that launches us).
  app.on('open-file', (event, path) => {
    event.preventDefault();
    opener.open([path]);
  });

  app.on('second-instance', (_event, argv, workingDirectory) => {
    windows?.showMain();
    opener.open(recordPathsIn(argv.slice(1), workingDirectory));
  });

  app.on('window-all-closed', () => {
    if (!mac) app.quit();
  });

  async function start(): Promise<void> {
    hardenSession(electron.session.defaultSession);
    const userData = app.getPath('userData');
    // The store's data-folder lock (store/folderLock.ts): browser mode pointed at this
    // folder (`npm run web -- --data …`) must not write it while the app does.
    lock = lockDataFolder(userData);
    const appLog = openAppLog(userData);
    log = appLog;
    appLog.info(
      `start ${app.getVersion()} on ${options.platform} (Electron ${process.versions.electron ?? '?'})`,
    );
    if (lock.tookOverFrom) {
      appLog.info(`took over the data folder's lock from process ${lock.tookOverFrom.pid}, gone`);
    }
    if (!devServerUrl) serveAppScheme(protocol, options.rendererDir);

    const sessions = await openSessionStore(userData);
    store = sessions;
    const profiles = await openProfileStore(userData, { sessions });
    const toWindows = sessionChangedBroadcaster(() => BrowserWindow.getAllWindows());
    const facts = factsIndexOf(sessions);
    statsFacts = facts;
    void facts.warm().catch(() => undefined); // statistics facts missing or stale: in the background
    // Phones at the table (phoneHost.ts): their server, on these same stores, starts with the
    // first invite; a change on either side reaches both.
    const devices = await openDeviceRegistry(userData);
    const phoneHost = createPhoneHost({
      registry: devices,
      startServer: () =>
        startWebServer({
          dataDir: userData,
          staticDir: options.rendererDir,
          stores: { sessions, profiles, devices, facts },
          onSessionChanged: toWindows,
          log: (message, error) => appLog.error(message, error),
        }),
    });
    phones = phoneHost;
    const notifySessionChanged: SessionNotify = (...notice) => {
      facts.changed(notice[0]);
      toWindows(...notice);
      phoneHost.notify(...notice);
    };
    registerIpcHandlers(
      electron.ipcMain,
      {
        ...withSessionNotifications(createSessionHandlers(sessions), notifySessionChanged),
        ...createNightHandlers(profiles, sessions, notifySessionChanged, facts),
        ...phoneHost.handlers,
        ...createAppHandlers({
          version: app.getVersion(),
          mode: 'desktop',
          openLink: openExternalSafely,
          // The windows are made just below; a call can only come from one of their pages.
          openPresenter: (sessionId) => windows?.openPresenter(sessionId),
        }),
      },
      {
        isTrustedSender: (frame) => isTrustedSender(frame, origin),
        log: (message, error) => appLog.error(message, error),
      },
    );

    const appWindows = createAppWindows({
      createWindow: (placement, background) => createMainWindow(placement, undefined, background),
      screen: electron.screen,
      nativeTheme: electron.nativeTheme,
      origin,
      userData,
      wakeLock: createWakeLock(electron.powerSaveBlocker),
      log: appLog,
      giveUp: (detail) => {
        dialog.showErrorBox(
          'Meeple Ledger keeps stopping',
          `The window stopped working several times (${detail}). Your games are saved. ` +
            `Quit and start Meeple Ledger again; the log is ${appLog.file}.`,
        );
      },
    });
    windows = appWindows;

    const importRecords = async (): Promise<void> => {
      const parent = BrowserWindow.getFocusedWindow() ?? appWindows.main();
      const choice = {
        title: 'Import game records',
        filters: RECORD_FILE_FILTERS,
        properties: ['openFile', 'multiSelections'] as Array<'openFile' | 'multiSelections'>,
      };
      const picked = parent
        ? await dialog.showOpenDialog(parent, choice)
        : await dialog.showOpenDialog(choice);
      if (!picked.canceled) opener.open(picked.filePaths);
    };

    electron.Menu.setApplicationMenu(
      electron.Menu.buildFromTemplate(
        buildMenuTemplate({
          platform: options.platform,
          isPackaged: app.isPackaged,
          send: menuCommandSender(
            () => BrowserWindow.getFocusedWindow() ?? appWindows.main() ?? null,
          ),
          openPresenter: () => appWindows.openPresenter(),
          importRecords: () => {
            importRecords().catch((error: unknown) => appLog.error('File › Import', error));
          },
          showDataFolder: () => {
            void electron.shell.openPath(userData);
          },
          showLog: () => electron.shell.showItemInFolder(appLog.file),
        }),
      ),
    );
    const copyright = 'Copyright © Meeple Ledger contributors';
    const logLine = `Log file: ${appLog.file}`;
    app.setAboutPanelOptions({
      applicationName: 'Meeple Ledger',
      applicationVersion: app.getVersion(),
      // Linux's About box has no credits: the log goes under the copyright there.
      copyright: options.platform === 'linux' ? `${copyright}\n${logLine}` : copyright,
      credits: logLine,
    });

    appWindows.openMain();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) appWindows.openMain();
    });
    opener.ready({
      importText: (text, file) => sessions.import(text, file ? { fileName: file } : {}),
      notify: (notice) => {
        appWindows.showMain();
        appWindows.notify(notice);
      },
      changed: notifySessionChanged,
      log: appLog,
    });
  }

  // Quitting waits for the store: `before-quit` is held, the store flushes and closes, the
  // lock is released, then the app quits for real.
  let quitting: 'no' | 'closing' | 'closed' = 'no';
  const closeEverything = async (): Promise<void> => {
    await started;
    await opener.idle();
    statsFacts?.close();
    try {
      await phones?.close();
      await store?.close();
    } catch (error) {
      log?.error('closing the store', error);
    }
    lock?.release();
    log?.info('quit');
  };
  app.on('before-quit', (event) => {
    if (quitting === 'closed') return;
    event.preventDefault();
    if (quitting === 'closing') return;
    quitting = 'closing';
    void closeEverything().finally(() => {
      quitting = 'closed';
      app.quit();
    });
  });

  const started = app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      // E.g. the data folder cannot be created: say so instead of showing an empty window.
      log?.error('start failed', error);
      lock?.release();
      dialog.showErrorBox(START_FAILED_TITLE, describeError(error).replace(/^Error: /, ''));
      app.exit(1);
    });
  return { started };
}
