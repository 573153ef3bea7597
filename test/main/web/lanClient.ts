import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { TOKEN_HEADER } from '../../../src/shared/ipc/http';

/**
 * A raw HTTP client for the phones tests: any loopback address (127.0.0.1, or the "LAN" one,
 * 127.0.0.2), the Host header as given. Nothing here may leave 127.0.0.0/8.
 */
export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: () => unknown;
}

export interface Target {
  address: string;
  port: number;
}

function assertLoopback(address: string): void {
  if (!/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)) {
    throw new Error(`tests talk to 127.0.0.0/8 only, not ${address}`);
  }
}

export function send(
  target: Target,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  assertLoopback(target.address);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.address,
        port: target.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { Host: `${target.address}:${target.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** `POST /api/<channel>` with `token` (none: no token header at all). */
export function call(
  target: Target,
  channel: string,
  payload: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return send(target, {
    method: 'POST',
    path: `/api/${channel}`,
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { [TOKEN_HEADER]: token }),
      ...headers,
    },
    body: JSON.stringify(payload),
  });
}

export interface EventStream {
  status: number;
  /** Resolves once the text received contains `needle`. */
  waitFor(needle: string): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/events?token=…` and follows it. */
export function openEvents(target: Target, token: string): Promise<EventStream> {
  assertLoopback(target.address);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.address,
        port: target.port,
        path: `/api/events?token=${encodeURIComponent(token)}`,
        headers: { Host: `${target.address}:${target.port}` },
      },
      (res) => {
        let received = '';
        const waiting: { needle: string; done: () => void }[] = [];
        const ended = new Promise<void>((done) => {
          res.on('end', done);
          res.on('close', done);
        });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received += chunk;
          for (const w of [...waiting]) {
            if (!received.includes(w.needle)) continue;
            waiting.splice(waiting.indexOf(w), 1);
            w.done();
          }
        });
        resolve({
          status: res.statusCode ?? 0,
          waitFor: (needle) =>
            received.includes(needle)
              ? Promise.resolve()
              : new Promise((done) => waiting.push({ needle, done })),
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
