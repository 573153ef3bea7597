import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './api';

// Sandboxed preload: only `electron`'s renderer modules are available here, so everything
// else must be bundled (electron.vite.config.ts emits this file as CommonJS `index.cjs`).
// The page gets one frozen object with a method per message, never ipcRenderer itself.
contextBridge.exposeInMainWorld('meepleLedger', createPreloadApi(ipcRenderer));
