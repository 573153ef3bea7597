import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate, menuCommandSender } from '../../src/main/menu';
import { MENU_COMMAND_CHANNEL } from '../../src/shared/ipc/channelList';

type Item = MenuItemConstructorOptions;

function template(platform: NodeJS.Platform, isPackaged = true) {
  const send = vi.fn();
  return { menu: buildMenuTemplate({ platform, isPackaged, send }), send };
}

const submenu = (item: Item | undefined): Item[] => (item?.submenu as Item[] | undefined) ?? [];
const roles = (items: Item[]) => items.map((item) => item.role ?? item.type ?? item.label);
const find = (menu: Item[], label: string): Item | undefined =>
  menu.flatMap(submenu).find((item) => item.label === label);

describe('buildMenuTemplate', () => {
  it('has the standard menus on macOS, app menu first', () => {
    expect(roles(template('darwin').menu)).toEqual([
      'appMenu',
      'fileMenu',
      'editMenu',
      'viewMenu',
      'windowMenu',
      'help',
    ]);
  });

  it.each(['linux', 'win32'] as const)(
    'has the standard menus on %s, without an app menu',
    (platform) => {
      expect(roles(template(platform).menu)).toEqual([
        'fileMenu',
        'editMenu',
        'viewMenu',
        'windowMenu',
        'help',
      ]);
    },
  );

  it.each([
    ['New Game', 'CmdOrCtrl+N', 'newGame'],
    ['Undo Move', 'CmdOrCtrl+Z', 'undo'],
    ['Redo Move', 'CmdOrCtrl+Shift+Z', 'redo'],
  ] as const)('%s has %s and sends %s to the renderer', (label, accelerator, command) => {
    const { menu, send } = template('linux');
    const item = find(menu, label);
    expect(item?.accelerator).toBe(accelerator);
    const click = item?.click as (() => void) | undefined;
    click?.();
    expect(send).toHaveBeenCalledExactlyOnceWith(command);
  });

  it('puts New Game, Import, Export and the data folder in File; Undo/Redo in Edit', () => {
    const { menu } = template('linux');
    expect(roles(submenu(menu[0]))).toEqual([
      'New Game',
      'separator',
      'Import…',
      'Export…',
      'separator',
      'Show Data Folder',
      'separator',
      'quit',
    ]);
    expect(roles(submenu(menu[1]))).toEqual([
      'Undo Move',
      'Redo Move',
      'separator',
      'cut',
      'copy',
      'paste',
      'delete',
      'separator',
      'selectAll',
    ]);
  });

  it('closes the window from File on macOS, where quitting is in the app menu', () => {
    const { menu } = template('darwin');
    expect(roles(submenu(menu[1]))).toContain('close');
    expect(roles(submenu(menu[1]))).not.toContain('quit');
    expect(roles(submenu(menu[2]))).toContain('pasteAndMatchStyle');
  });

  it('has no accelerator used twice', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const accelerators = template(platform, false)
        .menu.flatMap(submenu)
        .flatMap((i) => (i.accelerator ? [i.accelerator] : []));
      expect(new Set(accelerators).size).toBe(accelerators.length);
    }
  });

  it('offers reload and developer tools only in development', () => {
    const viewRoles = (isPackaged: boolean) =>
      roles(submenu(template('linux', isPackaged).menu[2]));
    expect(viewRoles(true)).not.toContain('toggleDevTools');
    expect(viewRoles(true)).not.toContain('reload');
    expect(viewRoles(false)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
    expect(viewRoles(true)).toEqual(
      expect.arrayContaining(['zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen']),
    );
  });

  it("replaces Electron's default Help menu (links to electronjs.org)", () => {
    const help = template('linux').menu.at(-1);
    expect(roles(submenu(help))).toEqual(['about', 'Show Log File']);
  });

  it('redoes with Ctrl+Y on Windows, Ctrl/Cmd+Shift+Z elsewhere', () => {
    expect(find(template('win32').menu, 'Redo Move')?.accelerator).toBe('Ctrl+Y');
    expect(find(template('darwin').menu, 'Redo Move')?.accelerator).toBe('CmdOrCtrl+Shift+Z');
    expect(find(template('linux').menu, 'Redo Move')?.accelerator).toBe('CmdOrCtrl+Shift+Z');
  });

  it('sends Export to the page, and runs Import, Show Data Folder and Show Log File in main', () => {
    const send = vi.fn();
    const importRecords = vi.fn();
    const showDataFolder = vi.fn();
    const showLog = vi.fn();
    const menu = buildMenuTemplate({
      platform: 'win32',
      isPackaged: true,
      send,
      importRecords,
      showDataFolder,
      showLog,
    });
    const click = (label: string) => (find(menu, label)?.click as (() => void) | undefined)?.();
    click('Export…');
    expect(send).toHaveBeenCalledExactlyOnceWith('export');
    click('Import…');
    click('Show Data Folder');
    click('Show Log File');
    expect(importRecords).toHaveBeenCalledOnce();
    expect(showDataFolder).toHaveBeenCalledOnce();
    expect(showLog).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledOnce();
  });
});

describe('menuCommandSender', () => {
  it('sends the command to the focused window over the menu channel', () => {
    const send = vi.fn();
    menuCommandSender(() => ({ isDestroyed: () => false, webContents: { send } }))('undo');
    expect(send).toHaveBeenCalledExactlyOnceWith(MENU_COMMAND_CHANNEL, 'undo');
  });

  it('does nothing without a focused window, or with a destroyed one', () => {
    const send = vi.fn();
    menuCommandSender(() => null)('redo');
    menuCommandSender(() => ({ isDestroyed: () => true, webContents: { send } }))('redo');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('Presenter view', () => {
  it('is in View with CmdOrCtrl+Shift+P and opens the presenter, on every platform', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const openPresenter = vi.fn();
      const send = vi.fn();
      const menu = buildMenuTemplate({ platform, isPackaged: true, send, openPresenter });
      const view = menu.find((item) => item.role === 'viewMenu');
      const item = submenu(view).find((i) => i.label === 'Presenter view');
      expect(item?.accelerator).toBe('CmdOrCtrl+Shift+P');
      (item?.click as (() => void) | undefined)?.();
      expect(openPresenter).toHaveBeenCalledOnce();
      // It opens a window; it sends no game command to the page.
      expect(send).not.toHaveBeenCalled();
    }
  });
});

describe('Phones at the Table…', () => {
  it('is in View and asks the window to open the invite (issue 12)', () => {
    const send = vi.fn();
    const menu = buildMenuTemplate({ platform: 'linux', isPackaged: true, send });
    const view = menu.find((item) => item.role === 'viewMenu');
    const item = submenu(view).find((i) => i.label === 'Phones at the Table…');
    (item?.click as (() => void) | undefined)?.();
    expect(send).toHaveBeenCalledExactlyOnceWith('phones');
  });
});
