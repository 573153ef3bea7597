import type { MeepleLedgerApi } from '../../shared/ipc/api';

declare global {
  interface Window {
    /** Exposed by src/preload/index.ts through contextBridge; absent in a plain browser. */
    readonly meepleLedger?: MeepleLedgerApi;
  }
}
