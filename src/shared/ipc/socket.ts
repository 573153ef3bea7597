import { API_PATH_PREFIX } from './http';
import { type IpcResult, isIpcResult } from './result';

/**
 * The API over one WebSocket (browser mode): `GET /api/socket?token=…` upgraded, then each
 * request a text message `{id, channel, payload}` and each answer `{id, result}`, the result
 * envelope of `POST /api/<channel>`. The same checks guard it (Host, Origin, the token, the
 * caller's role, the payload's schema); it exists for speed: a move over a fetch took some 6 ms
 * more of the table's tap than over an open socket (request set-up, then the answer in pieces).
 * The browser's WebSocket cannot send headers, so the token comes in the query, as for
 * the event stream.
 */
export const API_SOCKET_PATH = `${API_PATH_PREFIX}socket`;

export interface SocketRequest {
  id: number;
  channel: string;
  payload: unknown;
}

export interface SocketAnswer {
  id: number;
  result: IpcResult<unknown>;
}

const isRequestId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 0;

const parse = (text: unknown): unknown => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A request message, or undefined when the text is not one. */
export function decodeSocketRequest(text: unknown): SocketRequest | undefined {
  const value = parse(text) as Partial<SocketRequest> | undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (!isRequestId(value.id) || typeof value.channel !== 'string') return undefined;
  return { id: value.id, channel: value.channel, payload: value.payload };
}

/** The id a request message names, when its text has one (to answer a malformed one). */
export function requestIdOf(text: unknown): number | undefined {
  const value = parse(text) as { id?: unknown } | undefined;
  return typeof value === 'object' && value !== null && isRequestId(value.id)
    ? value.id
    : undefined;
}

/** An answer message, or undefined when the text is not one. */
export function decodeSocketAnswer(text: unknown): SocketAnswer | undefined {
  const value = parse(text) as Partial<SocketAnswer> | undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (!isRequestId(value.id) || !isIpcResult(value.result)) return undefined;
  return { id: value.id, result: value.result };
}
