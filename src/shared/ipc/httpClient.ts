import { isSessionId } from '../appRoute';
import { presenterHash } from '../presenterRoute';
import type { ApiTransport, MeepleLedgerApi, SessionChangedListener } from './api';
import { createApi } from './createApi';
import { API_PATH_PREFIX, TOKEN_HEADER } from './http';
import { fail, IPC_ERROR_CODES, type IpcResult, isIpcResult } from './result';

/**
 * The API over HTTP (browser mode, `npm run web`): the same MeepleLedgerApi as the preload's,
 * built by the same createApi(), talking to src/main/web/server.ts. No DOM or Node types:
 * the renderer's browserClient.ts passes the page's fetch, tests pass Node's.
 */

/** The part of fetch() the client uses. */
export type FetchLike = (
  url: string,
  init: {
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    credentials: 'omit';
  },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface HttpApiOptions {
  /** The token the server printed in its URL. */
  token: string;
  fetch: FetchLike;
  /** Opens an https link (the server never launches programs: the browser does it). */
  openLink: (url: string) => void;
  /**
   * Opens the presenter's address (`#presenter…`) in its own tab, or brings that tab forward;
   * without it the channel answers UNSUPPORTED and the page shows the presenter itself.
   */
  openPresenter?: (hash: string) => void;
  /** Prefix of the API paths; '' for the page the server serves itself. */
  baseUrl?: string;
  /**
   * Subscribes to session changes (the page's Server-Sent Events, see browserClient.ts);
   * without it, onSessionChanged never calls back.
   */
  onSessionChanged?: (listener: SessionChangedListener) => () => void;
  /** Whether the page hears the server (the session feed's stream or polling). */
  onConnection?: (listener: (live: boolean) => void) => () => void;
  /**
   * The API socket (src/shared/ipc/socket.ts), tried first: its `call` answers undefined while
   * it is not open, and the request goes by fetch.
   */
  socket?: {
    call(channel: string, payload: unknown): Promise<IpcResult<unknown>> | undefined;
  };
  /**
   * What a refused key (403) means to this page: a joined phone's was revoked, where a tab
   * without the host's key was opened from a game's address (the default).
   */
  forbiddenMessage?: () => string;
}

export function createHttpApi(options: HttpApiOptions): MeepleLedgerApi {
  const transport: ApiTransport = {
    invoke: async (channel, payload) => {
      if (channel === 'app:openExternal') return openHttpsLink(payload.url, options.openLink);
      // The server cannot open a tab in the user's browser: the page does it.
      if (channel === 'app:openPresenter') return openPresenterTab(payload, options.openPresenter);
      const overSocket = options.socket?.call(channel, payload);
      if (overSocket) return overSocket;
      try {
        const response = await options.fetch(
          `${options.baseUrl ?? ''}${API_PATH_PREFIX}${channel}`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: options.token },
            body: JSON.stringify(payload),
            credentials: 'omit',
          },
        );
        const body: unknown = await response.json().catch(() => undefined);
        if (isIpcResult(body)) return body;
        if (response.status === 403) {
          return fail(
            IPC_ERROR_CODES.forbidden,
            options.forbiddenMessage?.() ??
              // A game's address copied into a new tab has no key (it never travels in the address).
              'This tab has no key for the Meeple Ledger server: the address of a game does not carry it. Open the address the server printed when it started, or go on in a tab that already shows the app.',
          );
        }
        return fail(IPC_ERROR_CODES.transport, `The server answered ${response.status}.`);
      } catch {
        return fail(IPC_ERROR_CODES.transport, 'Could not reach the Meeple Ledger server.');
      }
    },
    // There is no application menu in a browser tab.
    onMenuCommand: () => () => undefined,
    onSessionChanged: (listener) => options.onSessionChanged?.(listener) ?? (() => undefined),
    // Record files and crashed windows are the desktop app's: browser mode has no news.
    onAppNotice: () => () => undefined,
    ...(options.onConnection ? { onConnection: options.onConnection } : {}),
  };
  return createApi(transport);
}

function openHttpsLink(url: unknown, openLink: (url: string) => void): IpcResult<null> {
  let parsed: URL | undefined;
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed?.protocol !== 'https:') {
    return fail(IPC_ERROR_CODES.unsafeUrl, 'This link cannot be opened.');
  }
  openLink(parsed.href);
  return { ok: true, value: null };
}

function openPresenterTab(
  payload: unknown,
  openPresenter: ((hash: string) => void) | undefined,
): IpcResult<null> {
  const sessionId = (payload as { sessionId?: unknown } | undefined)?.sessionId;
  if (sessionId !== undefined && !(typeof sessionId === 'string' && isSessionId(sessionId))) {
    return fail(IPC_ERROR_CODES.invalidPayload, 'Not a session id.');
  }
  if (!openPresenter) {
    return fail(IPC_ERROR_CODES.unsupported, 'This page cannot open another tab.');
  }
  openPresenter(presenterHash(sessionId));
  return { ok: true, value: null };
}
