import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { createBrowserClient, takeToken } from './browserClient';

export type { MeepleLedgerApi } from '../../../shared/ipc/api';

/**
 * The API for the rest of the renderer: the preload's object in the desktop app, else the
 * HTTP client of browser mode. Without a token the client still works; every call then
 * answers FORBIDDEN, which the UI shows.
 */
function pickApi(): MeepleLedgerApi {
  if (window.meepleLedger) return window.meepleLedger;
  const token = takeToken(window.location, window.history, window.sessionStorage) ?? '';
  return createBrowserClient(token);
}

export const api: MeepleLedgerApi = pickApi();
