import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECURITY_HEADERS } from '../../../src/main/web/securityHeaders';
import { startWebServer, type WebServer } from '../../../src/main/web/server';
import { createSessionEventHub, MAX_EVENT_CLIENTS } from '../../../src/main/web/sessionEvents';
import { SESSION_EVENTS_PATH, TOKEN_HEADER } from '../../../src/shared/ipc/http';
import { createHttpApi } from '../../../src/shared/ipc/httpClient';

const HEADER = {
  format: 'meeple-ledger/record@1' as const,
  players: [
    { id: 'p1', name: 'Ana', color: 'red' },
    { id: 'p2', name: 'Ben', color: 'blue' },
  ],
  options: { edition: 'C3' as const, expansions: [] },
};

let root: string;
let server: WebServer;
let host: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-events-'));
  const staticDir = join(root, 'renderer');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
  server = await startWebServer({ dataDir: join(root, 'data'), staticDir, log: vi.fn() });
  host = `127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const eventsPath = (token = server.token) =>
  `${SESSION_EVENTS_PATH}?token=${encodeURIComponent(token)}`;

interface Stream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Everything received so far. */
  text: () => string;
  /** Resolves once the text received contains `needle`. */
  waitFor: (needle: string) => Promise<string>;
  close: () => void;
  ended: Promise<void>;
}

/** Opens a GET and hands back the response as it streams (or the refusal, read whole). */
function open(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req: ClientRequest = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers: { Host: host, ...headers } },
      (res) => {
        let received = '';
        const waiting: { needle: string; done: (text: string) => void }[] = [];
        const ended = new Promise<void>((done) => res.on('close', () => done()));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received += chunk;
          for (const w of [...waiting]) {
            if (received.includes(w.needle)) {
              waiting.splice(waiting.indexOf(w), 1);
              w.done(received);
            }
          }
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: () => received,
          waitFor: (needle) =>
            received.includes(needle)
              ? Promise.resolve(received)
              : new Promise((done) => waiting.push({ needle, done })),
          close: () => req.destroy(),
          ended,
        });
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}

async function refused(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const stream = await open(path, headers, method);
  await stream.ended;
  return { status: stream.status, text: stream.text(), headers: stream.headers };
}

const client = () =>
  createHttpApi({
    token: server.token,
    baseUrl: `http://${host}`,
    fetch: (url, init) => fetch(url, init),
    openLink: vi.fn(),
  });

describe('GET /api/events', () => {
  it('streams the id of every session that changes, to every page listening', async () => {
    const first = await open(eventsPath());
    const second = await open(eventsPath(), { Origin: `http://${host}` });
    try {
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.headers['content-security-policy']).toBe(
        SECURITY_HEADERS['Content-Security-Policy'],
      );
      await first.waitFor(': connected');

      const api = client();
      const created = await api.sessions.create('Friday', HEADER);
      if (!created.ok) throw new Error(created.error.message);
      const { id } = created.value;
      await first.waitFor(
        `event: session-changed\ndata: ${id}\ndata: {"eventCount":0,"canUndo":false,"canRedo":false}\n\n`,
      );
      await second.waitFor(`data: ${id}`);

      await api.sessions.append(id, { type: 'draw', tile: 'U' });
      await api.sessions.undo(id);
      expect(first.text()).toContain('retry: 2000');
      await expect.poll(() => first.text().split(`data: ${id}`).length - 1).toBe(3);
      // A tap's series is one change: one event for all of it.
      const series = await api.sessions.appendAll(id, [
        { type: 'draw', tile: 'U' },
        { type: 'place' },
        { type: 'endTurn' },
      ]);
      expect(series.ok).toBe(true);
      await expect.poll(() => first.text().split(`data: ${id}`).length - 1).toBe(4);
      // With what the session now is, on a second data line (the page reads both).
      expect(first.text()).toContain(
        `event: session-changed\ndata: ${id}\ndata: {"eventCount":3,"canUndo":true,"canRedo":false}\n\n`,
      );
      // A read is no change.
      await api.sessions.open(id);
      await api.sessions.list();
      await new Promise((done) => setTimeout(done, 50));
      expect(first.text().split(`data: ${id}`).length - 1).toBe(4);
    } finally {
      first.close();
      second.close();
    }
  });

  it('takes the token header too (for tools)', async () => {
    const stream = await open(SESSION_EVENTS_PATH, { [TOKEN_HEADER]: server.token });
    stream.close();
    expect(stream.status).toBe(200);
  });

  it('refuses a page without the token, or with a wrong or doubled one', async () => {
    expect((await refused(SESSION_EVENTS_PATH)).status).toBe(403);
    expect((await refused(eventsPath(`${server.token.slice(0, -1)}x`))).status).toBe(403);
    expect((await refused(eventsPath(''))).status).toBe(403);
    const doubled = `${eventsPath()}&token=${server.token}`;
    expect((await refused(doubled)).status).toBe(403);
    const reply = await refused(SESSION_EVENTS_PATH);
    expect(reply.text).not.toContain('event:');
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it.each(['https://evil.example', 'http://localhost:1', 'null'])(
    'refuses the foreign Origin %s, token or not',
    async (origin) => {
      expect((await refused(eventsPath(), { Origin: origin })).status).toBe(403);
    },
  );

  it('refuses cross-site requests and foreign hosts', async () => {
    expect((await refused(eventsPath(), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await refused(eventsPath(), { Host: 'evil.example' })).status).toBe(403);
    expect((await refused(eventsPath(), { Host: `evil.example:${server.port}` })).status).toBe(403);
  });

  it('answers GET only', async () => {
    const reply = await refused(eventsPath(), {}, 'POST');
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET');
  });

  it(`keeps at most ${MAX_EVENT_CLIENTS} streams open`, async () => {
    const streams = await Promise.all(
      Array.from({ length: MAX_EVENT_CLIENTS }, () => open(eventsPath())),
    );
    try {
      expect(streams.every((s) => s.status === 200)).toBe(true);
      const extra = await refused(eventsPath());
      expect(extra.status).toBe(503);
    } finally {
      for (const s of streams) s.close();
    }
    // Closed streams free their places.
    await Promise.all(streams.map((s) => s.ended));
    await expect
      .poll(async () => {
        const again = await open(eventsPath());
        again.close();
        return again.status;
      })
      .toBe(200);
  });
});

describe('createSessionEventHub', () => {
  function fakeResponse() {
    const written: string[] = [];
    const listeners = new Map<string, () => void>();
    const res = {
      writeHead: vi.fn(),
      write: vi.fn((chunk: string) => written.push(chunk)),
      end: vi.fn(),
      on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    };
    return { res, written, close: () => listeners.get('close')?.() };
  }

  it('sends heartbeats, drops closed streams and ends them all on close', () => {
    vi.useFakeTimers();
    try {
      const hub = createSessionEventHub({ heartbeatMs: 1000, maxClients: 2 });
      const a = fakeResponse();
      const b = fakeResponse();
      expect(hub.attach(a.res as never)).toBe(true);
      expect(hub.attach(b.res as never)).toBe(true);
      expect(hub.attach(fakeResponse().res as never)).toBe(false);
      vi.advanceTimersByTime(1000);
      expect(a.written.at(-1)).toBe(': keep-alive\n\n');
      b.close();
      expect(hub.size).toBe(1);
      hub.broadcast('id-1');
      hub.broadcast('id\ndata: forged');
      hub.broadcast('id-2', { eventCount: 0, canUndo: false, canRedo: true });
      expect(a.written.filter((w) => w.startsWith('event:'))).toEqual([
        'event: session-changed\ndata: id-1\n\n',
        'event: session-changed\ndata: id-2\ndata: {"eventCount":0,"canUndo":false,"canRedo":true}\n\n',
      ]);
      expect(b.written.some((w) => w.includes('id-1'))).toBe(false);
      hub.close();
      expect(a.res.end).toHaveBeenCalledOnce();
      expect(hub.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
