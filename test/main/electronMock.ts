import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/**
 * The one Electron stand-in of the main-process and preload tests: every module startApp
 * takes (and the preload's contextBridge and ipcRenderer), with
 * the behaviour they rely on (events that can be fired, windows that load, close and
 * crash, a ready promise the test releases). A test file uses it with
 *
 *   vi.mock('electron', async () => (await import('./electronMock')).electronModule());
 *
 * so that the modules that import `electron` themselves (windowOptions.ts, security.ts) get
 * the same objects as those passed to startApp, then calls `resetElectron()` before each test.
 */

type Listener = (...args: unknown[]) => unknown;

/** An event emitter whose `on`/`once` are spies and whose listeners can be fired. */
class Emitter extends EventEmitter {
  /** Fires `event` with a preventable event object; returns whether it was prevented. */
  fire(event: string, ...args: unknown[]): boolean {
    const preventDefault = vi.fn();
    this.emit(event, { preventDefault }, ...args);
    return preventDefault.mock.calls.length > 0;
  }
}

export class FakeWebContents extends Emitter {
  readonly send = vi.fn();
  readonly reload = vi.fn();
  readonly forcefullyCrashRenderer = vi.fn();
  readonly setWindowOpenHandler = vi.fn();
  readonly session = fakeSession();
  url = '';
}

export class FakeWindow extends Emitter {
  static all: FakeWindow[] = [];
  static focused: FakeWindow | null = null;
  static getAllWindows = vi.fn(() => FakeWindow.all.filter((w) => !w.destroyed));
  static getFocusedWindow = vi.fn(() => FakeWindow.focused);

  readonly options: Record<string, unknown>;
  readonly webContents = new FakeWebContents();
  destroyed = false;
  minimized = false;
  readonly loadURL = vi.fn(async (url: string) => {
    this.webContents.url = url;
  });
  readonly show = vi.fn();
  readonly focus = vi.fn();
  readonly restore = vi.fn(() => {
    this.minimized = false;
  });
  readonly maximize = vi.fn();
  readonly setBackgroundColor = vi.fn();
  readonly close = vi.fn(() => {
    if (this.destroyed) return;
    this.emit('close');
    this.destroyed = true;
    this.emit('closed');
  });

  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    FakeWindow.all.push(this);
  }

  isDestroyed = () => this.destroyed;
  isMinimized = () => this.minimized;
  isMaximized = () => false;
  isFullScreen = () => false;
  getNormalBounds = () => ({
    x: 10,
    y: 10,
    width: Number(this.options.width),
    height: Number(this.options.height),
  });

  /** The page finished loading (as after loadURL or a reload). */
  loaded(): void {
    this.webContents.emit('did-finish-load');
  }
}

function fakeSession() {
  return {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
}

class FakeApp extends Emitter {
  isPackaged = true;
  userData = '';
  singleInstance = true;
  readonly enableSandbox = vi.fn();
  readonly setAppUserModelId = vi.fn();
  readonly setAboutPanelOptions = vi.fn();
  readonly quit = vi.fn();
  readonly exit = vi.fn();
  readonly getVersion = vi.fn(() => '0.1.0');
  readonly getPath = vi.fn((name: string) => {
    if (name !== 'userData') throw new Error(`no path ${name} in the mock`);
    return this.userData;
  });
  readonly requestSingleInstanceLock = vi.fn(() => this.singleInstance);
  #ready: () => void = () => undefined;
  readonly #whenReady = new Promise<void>((resolve) => {
    this.#ready = resolve;
  });
  readonly whenReady = vi.fn(() => this.#whenReady);
  /** Electron's `ready`: startApp's start-up runs. */
  becomeReady(): void {
    this.#ready();
  }
}

class FakeNativeTheme extends Emitter {
  shouldUseDarkColors = false;
}

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  return {
    handlers,
    handle: vi.fn((channel: string, handler: Listener) => {
      handlers.set(channel, handler);
    }),
    removeHandler: vi.fn((channel: string) => handlers.delete(channel)),
  };
}

function fakePowerSaveBlocker() {
  const started = new Set<number>();
  let next = 1;
  return {
    started,
    start: vi.fn((_type: string) => {
      const id = next++;
      started.add(id);
      return id;
    }),
    stop: vi.fn((id: number) => started.delete(id)),
    isStarted: vi.fn((id: number) => started.has(id)),
  };
}

function fakeProtocol() {
  const handlers = new Map<string, (request: Request) => Promise<Response>>();
  return {
    handlers,
    registerSchemesAsPrivileged: vi.fn(),
    handle: vi.fn((scheme: string, handler: (request: Request) => Promise<Response>) => {
      handlers.set(scheme, handler);
    }),
  };
}

function create() {
  return {
    app: new FakeApp(),
    ipcMain: fakeIpcMain(),
    Menu: {
      buildFromTemplate: vi.fn((template: unknown[]) => ({ template })),
      setApplicationMenu: vi.fn(),
    },
    screen: {
      getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]),
      getPrimaryDisplay: vi.fn(() => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } })),
    },
    session: { defaultSession: fakeSession() },
    dialog: {
      showErrorBox: vi.fn(),
      showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] as string[] })),
      showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: false })),
    },
    protocol: fakeProtocol(),
    shell: {
      openExternal: vi.fn(async () => undefined),
      openPath: vi.fn(async () => ''),
      showItemInFolder: vi.fn(),
    },
    nativeTheme: new FakeNativeTheme(),
    powerSaveBlocker: fakePowerSaveBlocker(),
    BrowserWindow: FakeWindow,
    // The preload's side.
    contextBridge: { exposeInMainWorld: vi.fn() },
    ipcRenderer: {
      invoke: vi.fn(async (): Promise<unknown> => ({ ok: true, value: [] })),
      on: vi.fn(),
      removeListener: vi.fn(),
      send: vi.fn(),
      sendSync: vi.fn(),
    },
  };
}

export type FakeElectron = ReturnType<typeof create>;

/** The current fakes; `resetElectron` replaces their contents, never the object itself. */
export const electron = create();

/** The `electron` module as the code under test imports it. */
export function electronModule(): Record<string, unknown> {
  // Getters: a module that imported `shell` gets the fake of the current test.
  return Object.defineProperties(
    {},
    Object.fromEntries(
      Object.keys(electron).map((key) => [
        key,
        { enumerable: true, get: () => electron[key as keyof FakeElectron] },
      ]),
    ),
  );
}

export function resetElectron(): FakeElectron {
  FakeWindow.all = [];
  FakeWindow.focused = null;
  FakeWindow.getAllWindows.mockClear();
  FakeWindow.getFocusedWindow.mockClear();
  Object.assign(electron, create());
  return electron;
}
