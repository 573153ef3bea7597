import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', async () => (await import('./electronMock')).electronModule());

import { LOG_FILE, LOG_FOLDER } from '../../src/main/appLog';
import { APP_ORIGIN, APP_SCHEME } from '../../src/main/appUrl';
import {
  APP_USER_MODEL_ID,
  type ElectronModules,
  START_FAILED_TITLE,
  type StartAppOptions,
  startApp,
} from '../../src/main/startApp';
import { lockDataFolder } from '../../src/main/store/folderLock';
import { WINDOW_BACKGROUND } from '../../src/main/windowOptions';
import { APP_NOTICE_CHANNEL, MENU_COMMAND_CHANNEL } from '../../src/shared/ipc/channelList';
import { CHANNELS } from '../../src/shared/ipc/channels';
import { type FakeElectron, FakeWindow, resetElectron } from './electronMock';
import { HEADER } from './ipc/fixtures';

/**
 * startApp against the shared Electron mock, with the real store, lock and log in a
 * temporary data folder and a real (tiny) renderer folder for the app scheme.
 */

let root: string;
let userData: string;
let rendererDir: string;
let fake: FakeElectron;

beforeEach(() => {
  fake = resetElectron();
  root = mkdtempSync(join(tmpdir(), 'meeple-start-'));
  userData = join(root, 'userData');
  rendererDir = join(root, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
  fake.app.userData = userData;
});

afterEach(async () => {
  // Quit whatever was started, so the store is closed and the lock released.
  fake.app.fire('before-quit');
  await eventually(() => expect(fake.app.quit).toHaveBeenCalled());
  rmSync(root, { recursive: true, force: true });
});

/** The machine may be busy: the real store writes with fsync. */
const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 15_000, interval: 20 });

const RECORD = JSON.stringify({ ...HEADER, events: [{ type: 'draw', tile: 'U' }] });

function launch(options: Partial<StartAppOptions> = {}) {
  const running = startApp(fake as unknown as ElectronModules, {
    platform: 'linux',
    argv: ['/opt/meeple-ledger/meeple-ledger'],
    cwd: root,
    rendererDir,
    ...options,
  });
  return running;
}

/** Launches and lets `ready` happen; resolves once start-up is done. */
async function started(options: Partial<StartAppOptions> = {}) {
  const running = launch(options);
  fake.app.becomeReady();
  await running?.started;
  return running;
}

const mainWindow = (): FakeWindow => {
  const window = FakeWindow.all[0];
  if (!window) throw new Error('no window was opened');
  return window;
};

type Item = MenuItemConstructorOptions;
function menuItem(label: string): Item {
  const template = fake.Menu.buildFromTemplate.mock.calls.at(-1)?.[0] as Item[];
  const item = template
    .flatMap((menu) => (menu.submenu as Item[] | undefined) ?? [])
    .find((i) => i.label === label);
  if (!item) throw new Error(`no menu item ${label}`);
  return item;
}
const click = (label: string) => (menuItem(label).click as () => void)();

async function invoke(channel: string, payload: unknown, url = `${APP_ORIGIN}/index.html`) {
  const handler = fake.ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler({ senderFrame: { url, parent: null } }, payload);
}

async function sessionNames(): Promise<string[]> {
  const listed = (await invoke('sessions:list', {})) as {
    value: { sessions: { name: string }[] };
  };
  return listed.value.sessions.map((s) => s.name);
}

describe('before ready', () => {
  it('registers the app scheme as privileged and sandboxes every renderer', () => {
    launch();
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledOnce();
    expect(fake.protocol.registerSchemesAsPrivileged.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ scheme: APP_SCHEME }),
    ]);
    expect(fake.app.enableSandbox).toHaveBeenCalledOnce();
    fake.app.becomeReady();
  });

  it('sets the AppUserModelId on Windows only', () => {
    launch({ platform: 'win32' });
    expect(fake.app.setAppUserModelId).toHaveBeenCalledExactlyOnceWith(APP_USER_MODEL_ID);
    resetElectron().app.userData = userData;
    launch({ platform: 'linux' });
    expect(fake.app.setAppUserModelId).not.toHaveBeenCalled();
    fake.app.becomeReady();
  });

  it('quits at once as a second instance, touching nothing', async () => {
    fake.app.singleInstance = false;
    expect(launch()).toBeUndefined();
    expect(fake.app.quit).toHaveBeenCalledOnce();
    expect(fake.app.whenReady).not.toHaveBeenCalled();
    expect(fake.app.listenerCount('second-instance')).toBe(0);
    expect(existsSync(userData)).toBe(false);
  });
});

describe('start-up', () => {
  it('answers every channel, from the app origin only', async () => {
    await started();
    expect([...fake.ipcMain.handlers.keys()].sort()).toEqual([...CHANNELS].sort());
    expect(await invoke('app:info', {})).toEqual({
      ok: true,
      value: { name: 'Meeple Ledger', version: '0.1.0', mode: 'desktop' },
    });
    for (const url of ['https://evil.example/', 'file:///tmp/index.html', 'meeple-ledger://x/']) {
      expect(await invoke('app:info', {}, url)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
  });

  it('serves the renderer on the app scheme and loads the window from it', async () => {
    await started();
    const handler = fake.protocol.handlers.get(APP_SCHEME);
    const response = await handler?.(new Request(`${APP_ORIGIN}/index.html`));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(mainWindow().loadURL).toHaveBeenCalledExactlyOnceWith(`${APP_ORIGIN}/index.html`);
    expect(mainWindow().options).toMatchObject({ show: false });
  });

  it('uses the dev server in development instead of the app scheme', async () => {
    fake.app.isPackaged = false;
    await started({ devServerUrl: 'http://localhost:5173/' });
    expect(mainWindow().loadURL).toHaveBeenCalledWith('http://localhost:5173/');
    expect(fake.protocol.handle).not.toHaveBeenCalled();
    expect(
      await invoke('app:info', {}, 'http://localhost:5173/#presenter').then((r) => r),
    ).toMatchObject({ ok: true });
  });

  it('never uses a dev server URL in a packaged app', async () => {
    await started({ devServerUrl: 'http://localhost:5173/' });
    expect(mainWindow().loadURL).toHaveBeenCalledWith(`${APP_ORIGIN}/index.html`);
  });

  it('hardens the default session and every web contents', async () => {
    await started();
    expect(fake.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(fake.app.listenerCount('web-contents-created')).toBe(1);
  });

  it('sets the menu and an About box that points to the log', async () => {
    await started();
    expect(fake.Menu.setApplicationMenu).toHaveBeenCalledOnce();
    const about = fake.app.setAboutPanelOptions.mock.calls[0]?.[0] as Record<string, string>;
    const log = join(userData, LOG_FOLDER, LOG_FILE);
    expect(about.credits).toBe(`Log file: ${log}`);
    expect(about.copyright).toContain(log);
    click('Show Log File');
    expect(fake.shell.showItemInFolder).toHaveBeenCalledExactlyOnceWith(log);
    expect(readFileSync(log, 'utf8')).toMatch(/ info start 0\.1\.0 on linux/);
    click('Show Data Folder');
    expect(fake.shell.openPath).toHaveBeenCalledExactlyOnceWith(userData);
  });

  it('takes the data-folder lock: a folder in use stops the start with a dialog', async () => {
    const held = lockDataFolder(userData);
    try {
      await started();
      expect(fake.dialog.showErrorBox).toHaveBeenCalledExactlyOnceWith(
        START_FAILED_TITLE,
        expect.stringMatching(/is in use by another Meeple Ledger/),
      );
      expect(fake.app.exit).toHaveBeenCalledExactlyOnceWith(1);
      expect(FakeWindow.all).toHaveLength(0);
    } finally {
      held.release();
    }
  });

  it('shows the start-failure dialog when the data folder cannot be made', async () => {
    writeFileSync(userData, 'a file where the folder should be');
    await started();
    expect(fake.dialog.showErrorBox).toHaveBeenCalledOnce();
    expect(fake.dialog.showErrorBox.mock.calls[0]?.[0]).toBe(START_FAILED_TITLE);
    expect(fake.dialog.showErrorBox.mock.calls[0]?.[1]).not.toMatch(/^Error: /);
    expect(fake.app.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(FakeWindow.all).toHaveLength(0);
  });
});

describe('windows', () => {
  it('paints the window in the system theme, and follows it', async () => {
    fake.nativeTheme.shouldUseDarkColors = true;
    await started();
    expect(mainWindow().options.backgroundColor).toBe(WINDOW_BACKGROUND.dark);
    fake.nativeTheme.shouldUseDarkColors = false;
    fake.nativeTheme.emit('updated');
    expect(mainWindow().setBackgroundColor).toHaveBeenCalledWith(WINDOW_BACKGROUND.light);
  });

  it('shows the window when it is ready, and brings it back on a second launch', async () => {
    await started();
    const window = mainWindow();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalledOnce();
    window.minimized = true;
    fake.app.emit('second-instance', {}, ['/opt/meeple-ledger/meeple-ledger'], root);
    expect(window.restore).toHaveBeenCalledOnce();
    expect(window.focus).toHaveBeenCalledOnce();
    expect(FakeWindow.all).toHaveLength(1);
  });

  it('opens a window again on activate (macOS dock) when none is open', async () => {
    await started({ platform: 'darwin' });
    fake.app.emit('activate');
    expect(FakeWindow.all).toHaveLength(1);
    mainWindow().close();
    fake.app.emit('activate');
    expect(FakeWindow.all.filter((w) => !w.destroyed)).toHaveLength(1);
  });

  it('quits when the last window closes, except on macOS', async () => {
    await started({ platform: 'linux' });
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).toHaveBeenCalledOnce();
    resetElectron().app.userData = join(root, 'mac');
    await started({ platform: 'darwin' });
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).not.toHaveBeenCalled();
  });

  it('keeps the display awake while the presenter is open', async () => {
    await started();
    click('Presenter view');
    const presenter = FakeWindow.all[1];
    expect(presenter?.loadURL).toHaveBeenCalledWith(`${APP_ORIGIN}/index.html#presenter`);
    expect(presenter?.options.backgroundColor).toBe(WINDOW_BACKGROUND.presenter);
    expect(fake.powerSaveBlocker.start).toHaveBeenCalledExactlyOnceWith('prevent-display-sleep');
    expect(fake.powerSaveBlocker.started.size).toBe(1);
    // Asking again brings the same window forward: still one blocker.
    click('Presenter view');
    expect(FakeWindow.all).toHaveLength(2);
    expect(fake.powerSaveBlocker.start).toHaveBeenCalledOnce();
    presenter?.close();
    expect(fake.powerSaveBlocker.started.size).toBe(0);
    // Closing the main window closes the presenter too (and its blocker).
    click('Presenter view');
    expect(fake.powerSaveBlocker.started.size).toBe(1);
    mainWindow().close();
    expect(fake.powerSaveBlocker.started.size).toBe(0);
  });

  it('reloads a crashed page, says so once it is back, and logs it', async () => {
    await started();
    const window = mainWindow();
    window.loaded();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    expect(window.webContents.reload).toHaveBeenCalledOnce();
    // The notice waits for the reloaded page.
    expect(window.webContents.send).not.toHaveBeenCalled();
    window.loaded();
    expect(window.webContents.send).toHaveBeenCalledExactlyOnceWith(APP_NOTICE_CHANNEL, {
      kind: 'recovered',
      reason: 'crashed',
    });
    const log = readFileSync(join(userData, LOG_FOLDER, LOG_FILE), 'utf8');
    expect(log).toMatch(/error page crashed \(crashed\), reloaded/);
  });

  it('sends menu commands to the focused window', async () => {
    await started();
    FakeWindow.focused = mainWindow();
    click('Export…');
    expect(mainWindow().webContents.send).toHaveBeenCalledExactlyOnceWith(
      MENU_COMMAND_CHANNEL,
      'export',
    );
  });
});

describe('record files', () => {
  function recordFile(name: string, text = RECORD): string {
    const path = join(root, name);
    writeFileSync(path, text);
    return path;
  }

  const notices = () =>
    mainWindow()
      .webContents.send.mock.calls.filter(([channel]) => channel === APP_NOTICE_CHANNEL)
      .map(([, notice]) => notice);

  it('imports a .meeple file named on the first command line, once the page is there', async () => {
    recordFile('friday.meeple');
    await started({ argv: ['/opt/meeple-ledger/meeple-ledger', '--no-sandbox', 'friday.meeple'] });
    await eventually(async () => expect(await sessionNames()).toHaveLength(1));
    expect(notices()).toEqual([]);
    mainWindow().loaded();
    // The journal is listed a moment before the import returns (its ack and backup follow).
    await eventually(() =>
      expect(notices()).toEqual([
        { kind: 'imported', id: expect.any(String), file: 'friday.meeple' },
      ]),
    );
    const log = readFileSync(join(userData, LOG_FOLDER, LOG_FILE), 'utf8');
    expect(log).toContain('info imported friday.meeple');
    expect(log).not.toContain(root);
  });

  it('imports the files of a second launch into the running app', async () => {
    const path = recordFile('second.meeple');
    await started();
    mainWindow().loaded();
    fake.app.emit('second-instance', {}, ['/opt/meeple-ledger/meeple-ledger', path], '/');
    await eventually(() => expect(notices()).toHaveLength(1));
    expect(notices()[0]).toMatchObject({ kind: 'imported', file: 'second.meeple' });
    expect(await sessionNames()).toHaveLength(1);
  });

  it('imports files macOS hands over with open-file, also before ready', async () => {
    const path = recordFile('mac.meeple');
    launch({ platform: 'darwin', argv: ['/Applications/Meeple Ledger.app/x', '-psn_0_1'] });
    expect(fake.app.fire('open-file', path)).toBe(true);
    fake.app.becomeReady();
    await eventually(async () => expect(await sessionNames()).toHaveLength(1));
    mainWindow().loaded();
    await eventually(() =>
      expect(notices()).toEqual([{ kind: 'imported', id: expect.any(String), file: 'mac.meeple' }]),
    );
  });

  it('opens a window for a file opened on macOS while no window is open', async () => {
    const path = recordFile('later.meeple');
    await started({ platform: 'darwin' });
    mainWindow().close();
    fake.app.fire('open-file', path);
    await eventually(() => expect(FakeWindow.all.filter((w) => !w.destroyed)).toHaveLength(1));
    const reopened = FakeWindow.all.at(-1);
    reopened?.loaded();
    await eventually(() =>
      expect(reopened?.webContents.send).toHaveBeenCalledWith(APP_NOTICE_CHANNEL, {
        kind: 'imported',
        id: expect.any(String),
        file: 'later.meeple',
      }),
    );
  });

  it('says why a file was not imported, and imports nothing', async () => {
    const bad = recordFile('notes.meeple', 'not json at all');
    await started();
    mainWindow().loaded();
    fake.app.emit('second-instance', {}, ['x', bad, join(root, 'gone.meeple')], '/');
    await eventually(() => expect(notices()).toHaveLength(2));
    expect(notices()).toEqual([
      {
        kind: 'importFailed',
        file: 'notes.meeple',
        message: expect.stringMatching(/not valid JSON/),
      },
      { kind: 'importFailed', file: 'gone.meeple', message: 'The file is not there any more.' },
    ]);
    expect(await sessionNames()).toEqual([]);
  });

  it('imports what File › Import… picks', async () => {
    const a = recordFile('a.meeple');
    const b = recordFile('b.json');
    fake.dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [a, b] });
    await started();
    mainWindow().loaded();
    click('Import…');
    await eventually(() => expect(notices()).toHaveLength(2));
    const options = fake.dialog.showOpenDialog.mock.calls[0]?.at(-1) as unknown as {
      filters: { extensions: string[] }[];
    };
    expect(options.filters[0]?.extensions).toEqual(['meeple', 'json']);
    expect(await sessionNames()).toHaveLength(2);
  });
});

describe('quitting', () => {
  it('waits for the store to close before quitting, then lets the quit through', async () => {
    await started();
    const lockFile = join(userData, '.meeple-ledger.lock');
    expect(existsSync(lockFile)).toBe(true);
    expect(fake.app.fire('before-quit')).toBe(true);
    expect(fake.app.quit).not.toHaveBeenCalled();
    // A second Cmd+Q while closing is held too, and does not close twice.
    expect(fake.app.fire('before-quit')).toBe(true);
    await eventually(() => expect(fake.app.quit).toHaveBeenCalledOnce());
    expect(existsSync(lockFile)).toBe(false);
    expect(readFileSync(join(userData, LOG_FOLDER, LOG_FILE), 'utf8')).toMatch(/ info quit\n$/);
    // The quit startApp asked for goes through.
    expect(fake.app.fire('before-quit')).toBe(false);
  });

  it('writes a move before quitting: the session is on disk after the quit', async () => {
    await started();
    const created = (await invoke('sessions:create', { name: 'Friday', header: HEADER })) as {
      value: { id: string };
    };
    const id = created.value.id;
    const appended = invoke('sessions:append', { id, event: { type: 'draw', tile: 'U' } });
    fake.app.fire('before-quit');
    await eventually(() => expect(fake.app.quit).toHaveBeenCalledOnce());
    expect(await appended).toMatchObject({ ok: true });
    const journal = readFileSync(join(userData, 'sessions', `${id}.jsonl`), 'utf8');
    expect(journal).toContain('"tile":"U"');
  });

  it('quits even when start-up is still under way', async () => {
    launch();
    fake.app.fire('before-quit');
    fake.app.becomeReady();
    await eventually(() => expect(fake.app.quit).toHaveBeenCalledOnce());
    expect(existsSync(join(userData, '.meeple-ledger.lock'))).toBe(false);
  });
});
