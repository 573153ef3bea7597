import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, session } from 'electron';
import { hardenSession, installSecurityGuards } from './security';
import { createWindowOptions } from './windowOptions';

// Every renderer runs in Chromium's sandbox, whatever its webPreferences say.
app.enableSandbox();

/** electron-vite sets ELECTRON_RENDERER_URL when `npm run dev` serves the renderer. */
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const rendererIndex = fileURLToPath(new URL('../renderer/index.html', import.meta.url));
const appUrl = (): string => devServerUrl ?? pathToFileURL(rendererIndex).href;

let mainWindow: BrowserWindow | null = null;

function createMainWindow(): void {
  const window = new BrowserWindow(createWindowOptions());
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = null;
  });
  if (devServerUrl) {
    void window.loadURL(devServerUrl);
  } else {
    void window.loadFile(rendererIndex);
  }
}

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

  void app.whenReady().then(() => {
    hardenSession(session.defaultSession);
    createMainWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
    });
  });
}
