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
