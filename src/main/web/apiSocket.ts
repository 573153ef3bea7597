import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { fail, IPC_ERROR_CODES, type IpcResult } from '../../shared/ipc/result';
import { decodeSocketRequest, requestIdOf } from '../../shared/ipc/socket';
import type { Caller } from './deviceHandlers';

/**
 * `GET /api/socket?token=…` upgraded to a WebSocket: the API for pages that keep it open
 * (src/shared/ipc/socket.ts has the messages). The server admits a socket under the same
 * checks as the API (Host, Origin, cross-site, the token: `admit`), asks again at every
 * message whether the token still names a caller (a revoked phone is cut off at once), and
 * answers each request as `POST /api/<channel>` would (`answer`: channel, role, schema).
 */
export interface ApiSocketOptions {
  /** The caller and its token, or the HTTP status and reason that refuse the upgrade. */
  admit(
    req: IncomingMessage,
  ): { ok: true; caller: Caller; token: string } | { ok: false; status: number; reason: string };
  /** The caller a token names now; undefined once it is revoked. */
  callerOf(token: string): Caller | undefined;
  /** A request's answer, as the HTTP API gives it. */
  answer(caller: Caller, channel: string, payload: unknown): Promise<IpcResult<unknown>>;
  /** The largest message taken (the API's body limit). */
  maxMessageBytes: number;
  /** Sockets open at once; more are refused with 503. */
  maxSockets?: number;
  /** How often a socket must answer a ping to stay open. */
  heartbeatMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface ApiSocketHub {
  /** The server's `upgrade` event for API_SOCKET_PATH. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes the sockets of `owner` (a revoked device). */
  endSocketsOf(owner: string): void;
  /** Closes every socket (the server is stopping). */
  close(): void;
  readonly size: number;
}

export const MAX_API_SOCKETS = 32;
/** WebSocket close codes: the caller is no longer allowed; the server is going away. */
const POLICY_VIOLATION = 1008;
const GOING_AWAY = 1001;

export function createApiSocketHub(options: ApiSocketOptions): ApiSocketHub {
  const maxSockets = options.maxSockets ?? MAX_API_SOCKETS;
  const sockets = new Map<WebSocket, { owner: string; alive: boolean }>();
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });

  const heartbeat = setInterval(() => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  const refuse = (socket: Duplex, status: number, reason: string) => {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
    );
  };

  function serve(socket: WebSocket, token: string, owner: string): void {
    const state = { owner, alive: true };
    sockets.set(socket, state);
    socket.on('pong', () => {
      state.alive = true;
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', (error) => options.log?.('[web] API socket failed', error));
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? undefined : data.toString();
      const caller = options.callerOf(token);
      if (!caller) {
        socket.close(POLICY_VIOLATION, 'This device is no longer allowed');
        return;
      }
      const request = decodeSocketRequest(text);
      if (!request) {
        const id = requestIdOf(text);
        // Without an id nothing can be answered: a page that sends such a thing is not ours.
        if (id === undefined) socket.close(POLICY_VIOLATION, 'Not a request');
        else send(socket, id, invalidRequest);
        return;
      }
      options.answer(caller, request.channel, request.payload).then(
        (result) => send(socket, request.id, result),
        (error: unknown) => {
          options.log?.('[web] API socket request failed', error);
          send(socket, request.id, internalError);
        },
      );
    });
  }

  return {
    get size() {
      return sockets.size;
    },
    upgrade(req, socket, head) {
      const admitted = options.admit(req);
      if (!admitted.ok) return refuse(socket, admitted.status, admitted.reason);
      if (sockets.size >= maxSockets) return refuse(socket, 503, 'Too many open sockets');
      server.handleUpgrade(req, socket, head, (ws) =>
        serve(ws, admitted.token, admitted.caller.owner),
      );
    },
    endSocketsOf(owner) {
      for (const [socket, state] of sockets)
        if (state.owner === owner)
          socket.close(POLICY_VIOLATION, 'This device is no longer allowed');
    },
    close() {
      clearInterval(heartbeat);
      for (const socket of sockets.keys()) socket.close(GOING_AWAY, 'The server is stopping');
      sockets.clear();
      server.close();
    },
  };
}

const invalidRequest = fail(
  IPC_ERROR_CODES.invalidPayload,
  'Invalid request: not a request message.',
);
const internalError = fail(IPC_ERROR_CODES.internal, 'Something went wrong on the server.');

function send(socket: WebSocket, id: number, result: IpcResult<unknown>): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ id, result }));
}
