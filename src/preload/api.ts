/**
 * The API the preload script exposes to the renderer as `window.meepleLedger`.
 * Pure types only: this file is shared by the preload (Node config) and the renderer
 * (web config). Typed IPC channels are added here as features need them.
 */
export interface MeepleLedgerApi {
  /** The app's version, from package.json. */
  readonly version: string;
}
