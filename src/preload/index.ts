import { contextBridge } from 'electron';
import type { MeepleLedgerApi } from './api';

// Sandboxed preload: only `electron`'s renderer modules are available here, so everything
// else must be bundled (electron.vite.config.ts emits this file as CommonJS `index.cjs`).
const api: MeepleLedgerApi = Object.freeze({
  version: __APP_VERSION__,
});

contextBridge.exposeInMainWorld('meepleLedger', api);
