import type { MenuItemConstructorOptions } from 'electron';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from '../shared/ipc/channelList';

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Reload and developer tools only in development builds. */
  isPackaged: boolean;
  /** Delivers a game command to the renderer (see menuCommandSender). */
  send: (command: MenuCommand) => void;
  /** Opens the presenter view, a read-only window for a TV (presenterWindow.ts). */
  openPresenter?: () => void;
  /** File › Import…: asks for record files and imports them (recordFiles.ts). */
  importRecords?: () => void;
  /** File › Show data folder: opens the folder the games are kept in. */
  showDataFolder?: () => void;
  /** Help › Show log file: shows the app's log (appLog.ts) in the file manager. */
  showLog?: () => void;
}

/**
 * The application menu: the platform's standard menus (app menu on macOS, File, Edit, View,
 * Window, Help) with the game's commands in them. Undo and Redo act on the game: Cmd/Ctrl+Z
 * is the move the table wants back most often. In a text field with text they undo the
 * typing instead; the page decides (App.tsx), as only it knows where the focus is. Redo is
 * Ctrl+Y on Windows, as there; Ctrl+Shift+Z elsewhere (the page takes both keys anyway).
 */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin';
  const command = (label: string, accelerator: string, name: MenuCommand) => ({
    label,
    accelerator,
    click: () => options.send(name),
  });

  const file: MenuItemConstructorOptions = {
    role: 'fileMenu',
    submenu: [
      command('New Game', 'CmdOrCtrl+N', 'newGame'),
      { type: 'separator' },
      // No accelerator: Home takes Ctrl+O for its own import button.
      { label: 'Import…', click: () => options.importRecords?.() },
      { label: 'Export…', click: () => options.send('export') },
      { type: 'separator' },
      { label: 'Show Data Folder', click: () => options.showDataFolder?.() },
      { type: 'separator' },
      mac ? { role: 'close' } : { role: 'quit' },
    ],
  };

  const edit: MenuItemConstructorOptions = {
    role: 'editMenu',
    submenu: [
      command('Undo Move', 'CmdOrCtrl+Z', 'undo'),
      command('Redo Move', options.platform === 'win32' ? 'Ctrl+Y' : 'CmdOrCtrl+Shift+Z', 'redo'),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      { type: 'separator' },
      { role: 'selectAll' },
    ],
  };

  const view: MenuItemConstructorOptions = {
    role: 'viewMenu',
    submenu: [
      {
        label: 'Presenter view',
        accelerator: 'CmdOrCtrl+Shift+P',
        click: () => options.openPresenter?.(),
      },
      { label: 'Phones at the Table…', click: () => options.send('phones') },
      { type: 'separator' },
      ...(options.isPackaged
        ? []
        : [
            { role: 'reload' } as const,
            { role: 'forceReload' } as const,
            { role: 'toggleDevTools' } as const,
            { type: 'separator' } as const,
          ]),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };

  // Electron's default Help menu links to electronjs.org; ours has About and the log.
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [{ role: 'about' }, { label: 'Show Log File', click: () => options.showLog?.() }],
  };

  return [
    ...(mac ? [{ role: 'appMenu' } as const] : []),
    file,
    edit,
    view,
    { role: 'windowMenu' },
    help,
  ];
}

/** The parts of BrowserWindow.getFocusedWindow() the sender needs. */
export interface FocusedWindow {
  isDestroyed(): boolean;
  webContents: { send(channel: string, ...args: unknown[]): void };
}

/** Sends a menu command to the focused window's page over the one main → renderer channel. */
export function menuCommandSender(
  getFocusedWindow: () => FocusedWindow | null,
): (command: MenuCommand) => void {
  return (command) => {
    const window = getFocusedWindow();
    if (window && !window.isDestroyed()) window.webContents.send(MENU_COMMAND_CHANNEL, command);
  };
}
