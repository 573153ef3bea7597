import type { MeepleLedgerApi } from '../../preload/api';

declare global {
  interface Window {
    /** Exposed by src/preload/index.ts through contextBridge; absent in a plain browser. */
    readonly meepleLedger?: MeepleLedgerApi;
  }
}
