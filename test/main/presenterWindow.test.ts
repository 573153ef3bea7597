import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', async () => (await import('./electronMock')).electronModule());

import {
  createPresenterController,
  PRESENTER_SIZE,
  type PresenterWindow,
} from '../../src/main/presenterWindow';
import { createMainWindow } from '../../src/main/windowOptions';
import { PRESENTER_HASH, parsePresenterHash, presenterHash } from '../../src/shared/presenterRoute';
import { FakeWindow, resetElectron } from './electronMock';

function fakeWindow() {
  const handlers = new Map<string, () => void>();
  let destroyed = false;
  const window = {
    isDestroyed: () => destroyed,
    isMinimized: vi.fn(() => true),
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
    close: vi.fn(() => {
      destroyed = true;
      handlers.get('closed')?.();
    }),
    once: vi.fn((event: string, listener: () => void) => handlers.set(event, listener)),
    on: vi.fn((event: string, listener: () => void) => handlers.set(event, listener)),
  } satisfies PresenterWindow;
  return { window, emit: (event: string) => handlers.get(event)?.() };
}

describe('createPresenterController', () => {
  it('opens one presenter window, loaded on #presenter, shown when ready', () => {
    const made = fakeWindow();
    const load = vi.fn();
    const presenter = createPresenterController({ createWindow: () => made.window, load });
    expect(presenter.current()).toBeUndefined();
    expect(presenter.open()).toBe(made.window);
    expect(load).toHaveBeenCalledExactlyOnceWith(made.window, 'presenter');
    expect(made.window.show).not.toHaveBeenCalled();
    made.emit('ready-to-show');
    expect(made.window.show).toHaveBeenCalledOnce();
    expect(presenter.current()).toBe(made.window);
  });

  it('brings the open one forward instead of opening another', () => {
    const made = fakeWindow();
    const createWindow = vi.fn(() => made.window);
    const presenter = createPresenterController({ createWindow, load: vi.fn() });
    presenter.open();
    presenter.open();
    expect(createWindow).toHaveBeenCalledOnce();
    expect(made.window.restore).toHaveBeenCalledOnce();
    expect(made.window.focus).toHaveBeenCalledOnce();
  });

  it("opens on the game the table's Presenter button names, and turns the open one to it", () => {
    const made = fakeWindow();
    const load = vi.fn();
    const createWindow = vi.fn(() => made.window);
    const presenter = createPresenterController({ createWindow, load });
    const game = '0b7c1e2a-4f3d-4c5b-9a8e-1f2d3c4b5a69';
    presenter.open(game);
    expect(load).toHaveBeenLastCalledWith(made.window, `presenter/${game}`);
    presenter.open();
    expect(load).toHaveBeenCalledTimes(1); // the menu's plain "Presenter view" keeps the page
    const other = '1c8d2f3b-5a4e-4d6c-8b9f-2a3e4d5c6b7a';
    presenter.open(other);
    expect(load).toHaveBeenLastCalledWith(made.window, `presenter/${other}`);
    expect(createWindow).toHaveBeenCalledOnce();
  });

  it('closes with the main window, and opens afresh after it was closed', () => {
    const first = fakeWindow();
    const second = fakeWindow();
    const createWindow = vi.fn().mockReturnValueOnce(first.window).mockReturnValue(second.window);
    const presenter = createPresenterController({ createWindow, load: vi.fn() });
    presenter.open();
    presenter.close();
    expect(first.window.close).toHaveBeenCalledOnce();
    expect(presenter.current()).toBeUndefined();
    presenter.close(); // nothing open: nothing to do
    expect(presenter.open()).toBe(second.window);
  });

  it('forgets a window the user closed', () => {
    const made = fakeWindow();
    const presenter = createPresenterController({ createWindow: () => made.window, load: vi.fn() });
    presenter.open();
    made.window.close();
    expect(presenter.current()).toBeUndefined();
  });

  it('survives a page that fails to load', async () => {
    const made = fakeWindow();
    const presenter = createPresenterController({
      createWindow: () => made.window,
      load: () => Promise.reject(new Error('ERR_FILE_NOT_FOUND')),
    });
    expect(() => presenter.open()).not.toThrow();
    await Promise.resolve();
  });
});

describe('the presenter window', () => {
  it('is made by the main window builder: the same secure webPreferences', () => {
    resetElectron();
    createMainWindow();
    createMainWindow(PRESENTER_SIZE);
    const [main, presenter] = FakeWindow.all.map(
      (window) => window.options as Electron.BrowserWindowConstructorOptions,
    );
    expect(presenter?.webPreferences).toEqual(main?.webPreferences);
    expect(presenter?.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(presenter).toMatchObject({ width: 1280, height: 720, show: false });
  });
});

describe('presenter route', () => {
  const id = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';

  it('reads #presenter (follow the latest game) and #presenter/<id> (that game)', () => {
    expect(PRESENTER_HASH).toBe('presenter');
    expect(parsePresenterHash('#presenter')).toEqual({});
    expect(parsePresenterHash('#presenter/')).toEqual({});
    expect(parsePresenterHash(`#presenter/${id}`)).toEqual({ sessionId: id });
    expect(parsePresenterHash(presenterHash(id))).toEqual({ sessionId: id });
    expect(parsePresenterHash(presenterHash())).toEqual({});
  });

  it('is not the presenter for any other hash', () => {
    for (const hash of ['', '#', '#presenters', '#presenter/nope', `#x/${id}`, '#presenter/../']) {
      expect(parsePresenterHash(hash)).toBeUndefined();
    }
  });
});
