import { fileURLToPath } from 'node:url';
import * as electron from 'electron';
import { startApp } from './startApp';

// Everything is in startApp (unit-tested with Electron mocked); this passes the real modules.
startApp(electron, {
  platform: process.platform,
  argv: process.argv,
  cwd: process.cwd(),
  rendererDir: fileURLToPath(new URL('../renderer/', import.meta.url)),
  // electron-vite sets it when `npm run dev` serves the renderer.
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
});
