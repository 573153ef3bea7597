import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { t } from '../i18n';
import { createBrowserClient, takeToken } from './browserClient';
import { deviceToken } from './deviceToken';

export type { MeepleLedgerApi } from '../../../shared/ipc/api';

/**
 * Who this page is: the desktop app, the host's browser tab (the printed address's token),
 * a phone that joined the table (its own token), or none of them yet.
 */
export type PageKind = 'desktop' | 'host' | 'device' | 'none';

/**
 * The API for the rest of the renderer: the preload's object in the desktop app, else the
 * HTTP client of browser mode. Without a token the client still works; every call then
 * answers FORBIDDEN, which the UI shows.
 */
function pickApi(): { api: MeepleLedgerApi; kind: PageKind } {
  if (window.meepleLedger) return { api: window.meepleLedger, kind: 'desktop' };
  const host = takeToken(window.location, window.history, window.sessionStorage);
  if (host) return { api: createBrowserClient(host), kind: 'host' };
  const device = deviceToken(window.localStorage);
  // A phone refused was revoked: its table says so in its words, not the host's tab's.
  if (device)
    return {
      api: createBrowserClient(device, { forbiddenMessage: () => t('ph.revoked') }),
      kind: 'device',
    };
  return { api: createBrowserClient(''), kind: 'none' };
}

const picked = pickApi();

export const api: MeepleLedgerApi = picked.api;
export const pageKind: PageKind = picked.kind;
