import { isSessionChange, isSessionChangedPayload, type SessionChange } from './channelList';

/**
 * The HTTP form of the API (`npm run web`), shared by the server (src/main/web) and the
 * browser client (src/renderer/src/api/browserClient.ts): `POST /api/<channel>` with the
 * payload as a JSON body, answered with the result envelope as JSON.
 */
export const API_PATH_PREFIX = '/api/';

/** The request header that carries the session token. */
export const TOKEN_HEADER = 'x-meeple-ledger-token';

/** The query parameter of the printed URL that hands the token to the page. */
export const TOKEN_QUERY_PARAM = 'token';

/**
 * `GET /api/events?token=…`: Server-Sent Events telling the page which session changed, as
 * events named SESSION_CHANGED_EVENT whose data is the session id. EventSource cannot send
 * headers, so this one path takes the token as a query parameter.
 */
export const SESSION_EVENTS_PATH = `${API_PATH_PREFIX}events`;
export const SESSION_CHANGED_EVENT = 'session-changed';

/**
 * The data of a SESSION_CHANGED_EVENT: the id, then (after a move, undo or redo) the
 * SessionChange as JSON on a second `data:` line. A stream gives the page the lines joined
 * with a line break.
 */
export function encodeSessionChanged(id: string, change?: SessionChange): string {
  const lines = change ? [id, JSON.stringify(change)] : [id];
  return lines.map((line) => `data: ${line}\n`).join('');
}

/** The id and change of a SESSION_CHANGED_EVENT's data; undefined when it is not one. */
export function decodeSessionChanged(
  data: unknown,
): { id: string; change?: SessionChange } | undefined {
  if (typeof data !== 'string') return undefined;
  const [id, json, ...rest] = data.split('\n');
  if (!isSessionChangedPayload(id) || rest.length > 0) return undefined;
  if (json === undefined) return { id };
  let change: unknown;
  try {
    change = JSON.parse(json);
  } catch {
    return { id }; // a change it cannot read: the news that the session changed still holds
  }
  return isSessionChange(change) ? { id, change } : { id };
}
