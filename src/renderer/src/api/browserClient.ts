import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { SESSION_EVENTS_PATH, TOKEN_QUERY_PARAM } from '../../../shared/ipc/http';
import { createHttpApi, type FetchLike, type HttpApiOptions } from '../../../shared/ipc/httpClient';
import { API_SOCKET_PATH } from '../../../shared/ipc/socket';
import { whenIdle } from '../later';
import { createApiSocket, type SocketLike } from './apiSocket';
import { createSessionFeed } from './sessionFeed';

/**
 * Browser mode's MeepleLedgerApi: requests to the local server of `npm run web` over its API
 * socket while it is open, by fetch otherwise (src/shared/ipc/httpClient.ts does the work),
 * links and the presenter opened in a new tab, session changes from the server's event stream
 * (sessionFeed.ts).
 */
export function createBrowserClient(
  token: string,
  extra: Pick<HttpApiOptions, 'forbiddenMessage'> = {},
): MeepleLedgerApi {
  const options: HttpApiOptions = {
    ...extra,
    token,
    fetch: window.fetch.bind(window) as FetchLike,
    openLink: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    // One named tab for the TV, reused on every press; opened from this page (not noopener)
    // so that it inherits this tab's copy of the token (sessionStorage).
    openPresenter: (hash) => {
      window.open(`${window.location.pathname}#${hash}`, PRESENTER_TAB)?.focus();
    },
  };
  // The feed polls `sessions:list` when it has no event stream: a plain client does that.
  const plain = createHttpApi(options);
  const feed = createSessionFeed({
    url: `${SESSION_EVENTS_PATH}?${TOKEN_QUERY_PARAM}=${encodeURIComponent(token)}`,
    createEventSource:
      typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
    list: () => plain.sessions.list(),
  });
  return createHttpApi({
    ...options,
    // A page with no token (a phone before it joins) has nothing to open a socket with.
    ...(token && typeof WebSocket === 'function' ? { socket: startedWhenIdle(token) } : {}),
    onSessionChanged: feed,
    onConnection: feed.onConnection,
  });
}

/** The page's API socket, opened once the first screen is up and the page idle. */
function startedWhenIdle(token: string) {
  const socket = createApiSocket({
    open: () => new WebSocket(socketUrl(window.location, token)) as unknown as SocketLike,
  });
  whenIdle(() => socket.start(), 1_000);
  return socket;
}

/** The API socket's address on the server that served the page. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_SOCKET_PATH}?${TOKEN_QUERY_PARAM}=${encodeURIComponent(token)}`;
}

const TOKEN_STORAGE_KEY = 'meeple-ledger:token';
/** The window name of browser mode's presenter tab. */
export const PRESENTER_TAB = 'meeple-ledger-presenter';

/**
 * The server's token: taken from the `?token=` of the printed URL on first load, kept in
 * sessionStorage (this tab only) and removed from the address bar, so it does not end up in
 * history, bookmarks or a shared screenshot.
 */
export function takeToken(
  location: Pick<Location, 'search' | 'pathname' | 'hash'>,
  history: Pick<History, 'replaceState'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): string | undefined {
  const params = new URLSearchParams(location.search);
  const fromUrl = params.get(TOKEN_QUERY_PARAM);
  if (fromUrl) {
    storage.setItem(TOKEN_STORAGE_KEY, fromUrl);
    params.delete(TOKEN_QUERY_PARAM);
    const query = params.toString();
    history.replaceState(
      null,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    );
    return fromUrl;
  }
  return storage.getItem(TOKEN_STORAGE_KEY) ?? undefined;
}
