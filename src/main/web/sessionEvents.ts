import type { ServerResponse } from 'node:http';
import type { SessionChange } from '../../shared/ipc/channelList';
import { encodeSessionChanged, SESSION_CHANGED_EVENT } from '../../shared/ipc/http';
import { SECURITY_HEADERS } from './securityHeaders';

/**
 * Browser mode's `session:changed`: the pages listening to `GET /api/events` (Server-Sent
 * Events) hear the id of every session that changed. The server checks Host, Origin and the
 * token before a page is attached (server.ts); this only keeps the open streams.
 */
export interface SessionEventHub {
  /**
   * Starts an event stream on `res` for `owner` (a device id, or 'host'); false (and nothing
   * written) when there are too many.
   */
  attach(res: ServerResponse, owner?: string): boolean;
  /** Ends the streams of `owner` (a revoked device). */
  endStreamsOf(owner: string): void;
  /** Tells every open stream that session `id` changed (and what it is now, after a move). */
  broadcast(id: string, change?: SessionChange): void;
  /** Ends every stream (the server is stopping). */
  close(): void;
  /** Open streams. */
  readonly size: number;
}

export interface SessionEventHubOptions {
  /** Streams open at once; a presenter and a table or two need a handful. */
  maxClients?: number;
  /** A comment line this often keeps proxies and idle timers from closing the stream. */
  heartbeatMs?: number;
  /** How long a page waits before reconnecting after the stream drops. */
  retryMs?: number;
}

export const MAX_EVENT_CLIENTS = 16;

export function createSessionEventHub(options: SessionEventHubOptions = {}): SessionEventHub {
  const maxClients = options.maxClients ?? MAX_EVENT_CLIENTS;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const retryMs = options.retryMs ?? 2_000;
  const clients = new Map<ServerResponse, string>();

  const heartbeat = setInterval(() => {
    for (const res of clients.keys()) res.write(': keep-alive\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get size() {
      return clients.size;
    },
    attach(res, owner = 'host') {
      if (clients.size >= maxClients) return false;
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${retryMs}\n: connected\n\n`);
      clients.set(res, owner);
      res.on('close', () => clients.delete(res));
      return true;
    },
    broadcast(id, change) {
      // Ids are the store's UUIDs; no line break can reach the stream, but make sure.
      if (/[\r\n]/.test(id)) return;
      const message = `event: ${SESSION_CHANGED_EVENT}\n${encodeSessionChanged(id, change)}\n`;
      for (const res of clients.keys()) res.write(message);
    },
    endStreamsOf(owner) {
      for (const [res, of] of clients) {
        if (of !== owner) continue;
        clients.delete(res);
        res.end();
      }
    },
    close() {
      clearInterval(heartbeat);
      for (const res of clients.keys()) res.end();
      clients.clear();
    },
  };
}
