import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { TOKEN_QUERY_PARAM } from '../../../shared/ipc/http';
import { createHttpApi, type FetchLike } from '../../../shared/ipc/httpClient';

/**
 * Browser mode's MeepleLedgerApi: fetch to the local server of `npm run web`
 * (src/shared/ipc/httpClient.ts does the work), links opened in a new tab.
 */
export function createBrowserClient(token: string): MeepleLedgerApi {
  return createHttpApi({
    token,
    fetch: window.fetch.bind(window) as FetchLike,
    openLink: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
}

const TOKEN_STORAGE_KEY = 'meeple-ledger:token';

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
