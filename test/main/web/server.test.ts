import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAST_PORT_FILE } from '../../../src/main/web/lastPort';
import { SECURITY_HEADERS } from '../../../src/main/web/securityHeaders';
import { startWebServer, type WebServer } from '../../../src/main/web/server';
import { TOKEN_HEADER } from '../../../src/shared/ipc/http';
import { createHttpApi } from '../../../src/shared/ipc/httpClient';
import { PATHS_NOT_SERVED, SECRET, writeServedFolder } from '../../support/servedFolder';

const HEADER = {
  format: 'meeple-ledger/record@1',
  players: [
    { id: 'p1', name: 'Ana', color: 'red' },
    { id: 'p2', name: 'Ben', color: 'blue' },
  ],
  options: { edition: 'C3', expansions: [] },
};

let root: string;
let server: WebServer;
let host: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-web-'));
  const staticDir = await writeServedFolder(root);
  server = await startWebServer({ dataDir: join(root, 'data'), staticDir, log: vi.fn() });
  host = `127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: () => unknown;
}

/** A raw HTTP request: the path is sent exactly as given, headers too (Host included). */
function send(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { Host: host, ...options.headers },
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

const api = (channel: string, payload: unknown, headers: Record<string, string> = {}) =>
  send({
    method: 'POST',
    path: `/api/${channel}`,
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: server.token, ...headers },
    body: JSON.stringify(payload),
  });

describe('start-up', () => {
  it('listens on 127.0.0.1 with a 32-byte base64url token in the URL', () => {
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${server.token}`);
  });

  it('listens on the port of last time when it is free (a phone keeps its key per address), else on any', async () => {
    const dataDir = join(root, 'data-port');
    const staticDir = await writeServedFolder(join(root, 'served-port'));
    const first = await startWebServer({ dataDir, staticDir, log: vi.fn() });
    const port = first.port;
    await first.close();
    const again = await startWebServer({ dataDir, staticDir, log: vi.fn() });
    expect(again.port).toBe(port);
    await again.close();
    // Taken meanwhile by another program: any other port, and that one is kept instead.
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', () => resolve()));
    try {
      const moved = await startWebServer({ dataDir, staticDir, log: vi.fn() });
      expect(moved.port).not.toBe(port);
      await moved.close();
      expect((await readFile(join(dataDir, LAST_PORT_FILE), 'utf8')).trim()).toBe(
        String(moved.port),
      );
    } finally {
      blocker.close();
    }
  });

  it('refuses a folder without a built renderer', async () => {
    await expect(startWebServer({ dataDir: join(root, 'data2'), staticDir: root })).rejects.toThrow(
      /index\.html/,
    );
  });
});

describe('static files', () => {
  it('serves index.html with the strict CSP and nosniff', async () => {
    const reply = await send({ path: `/?token=${server.token}` });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['Content-Security-Policy'],
    );
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.text).toContain('<title>Meeple Ledger</title>');
  });

  it('serves assets with their type, also to localhost', async () => {
    const reply = await send({
      path: '/assets/app.js',
      headers: { Host: `localhost:${server.port}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it.each(PATHS_NOT_SERVED)('does not serve %s', async (path) => {
    const reply = await send({ path });
    expect([403, 404]).toContain(reply.status);
    expect(reply.text).not.toContain(SECRET);
    expect(reply.headers['content-security-policy']).toBeDefined();
  });

  it('allows only GET and HEAD', async () => {
    expect((await send({ method: 'HEAD', path: '/' })).status).toBe(200);
    expect((await send({ method: 'PUT', path: '/index.html', body: 'x' })).status).toBe(405);
  });
});

describe('request guards', () => {
  it.each([
    'evil.example',
    `evil.example:${'$PORT'}`,
    '127.0.0.1',
    '127.0.0.1:1',
    `127.0.0.1.evil.example:${'$PORT'}`,
    `[::1]:${'$PORT'}`,
  ])('refuses the foreign Host %s (static and API)', async (hostTemplate) => {
    const foreign = hostTemplate.replace('$PORT', String(server.port));
    expect((await send({ path: '/', headers: { Host: foreign } })).status).toBe(403);
    expect((await api('sessions:list', {}, { Host: foreign })).status).toBe(403);
  });

  it('refuses API calls without the token or with a wrong one', async () => {
    const noToken = await send({
      method: 'POST',
      path: '/api/sessions:list',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(noToken.status).toBe(403);
    expect(
      (await api('sessions:list', {}, { [TOKEN_HEADER]: `${server.token.slice(0, -1)}x` })).status,
    ).toBe(403);
    expect((await api('sessions:list', {}, { [TOKEN_HEADER]: '' })).status).toBe(403);
  });

  it.each([
    'https://evil.example',
    'http://localhost:1',
    'null',
    `http://127.0.0.1:${'$PORT'}.evil.example`,
  ])('refuses the foreign Origin %s', async (originTemplate) => {
    const origin = originTemplate.replace('$PORT', String(server.port));
    expect((await api('sessions:list', {}, { Origin: origin })).status).toBe(403);
  });

  it('refuses cross-site fetches', async () => {
    expect((await api('sessions:list', {}, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('accepts its own origin', async () => {
    const reply = await api(
      'sessions:list',
      {},
      { Origin: `http://localhost:${server.port}`, 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(reply.status).toBe(200);
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
  ])('refuses the content type %s', async (type) => {
    expect((await api('sessions:list', {}, { 'Content-Type': type })).status).toBe(400);
  });

  it('accepts JSON with a charset', async () => {
    expect(
      (await api('sessions:list', {}, { 'Content-Type': 'application/json; charset=utf-8' }))
        .status,
    ).toBe(200);
  });

  it('answers POST only on the API', async () => {
    expect((await send({ path: '/api/sessions:list' })).status).toBe(405);
  });

  it('answers 404 with an envelope for an unknown channel', async () => {
    const reply = await api('sessions:nuke', {});
    expect(reply.status).toBe(404);
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    expect((await api('__proto__', {})).status).toBe(404);
  });

  it('refuses a body that is too large', async () => {
    const reply = await api('sessions:import', { text: 'x'.repeat(13 * 1024 * 1024) });
    expect(reply.status).toBe(413);
  });

  it('refuses a streamed body once it grows too large', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/sessions:import',
          headers: {
            Host: host,
            'Content-Type': 'application/json',
            'Transfer-Encoding': 'chunked',
            [TOKEN_HEADER]: server.token,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = 'x'.repeat(1024 * 1024);
      let sent = 0;
      const pump = (): void => {
        while (sent < 16) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('answers INVALID_PAYLOAD for broken JSON and hostile payloads', async () => {
    const broken = await send({
      method: 'POST',
      path: '/api/sessions:list',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: server.token },
      body: '{"',
    });
    expect(broken.status).toBe(400);
    expect(broken.json()).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    const hostile = await send({
      method: 'POST',
      path: '/api/sessions:list',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: server.token },
      body: '{"__proto__":{"polluted":true}}',
    });
    expect(hostile.json()).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    expect((await api('sessions:open', { id: '../../etc/passwd' })).json()).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAYLOAD' },
    });
  });

  it('sends no-store and the security headers on API replies', async () => {
    const reply = await api('app:info', {});
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.json()).toMatchObject({ ok: true, value: { mode: 'browser' } });
  });
});

describe('round trip', () => {
  it('create → append → open through /api/...', async () => {
    const created = (await api('sessions:create', { name: 'Friday', header: HEADER })).json() as {
      ok: true;
      value: { id: string };
    };
    expect(created).toMatchObject({ ok: true, value: { id: expect.any(String) } });
    const { id } = created.value;
    const appended = (
      await api('sessions:append', { id, event: { type: 'draw', tile: 'U' } })
    ).json();
    expect(appended).toMatchObject({ ok: true, value: { info: { eventCount: 1 } } });
    const refused = (
      await api('sessions:append', { id, event: { type: 'draw', tile: 'U' } })
    ).json();
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_EVENT' } });
    const opened = (await api('sessions:open', { id })).json();
    expect(opened).toMatchObject({
      ok: true,
      value: { info: { id, name: 'Friday' }, record: { events: [{ type: 'draw', tile: 'U' }] } },
    });
  });

  it('answers the newest games (Home’s first page) through /api/..., a count it checks', async () => {
    for (const name of ['Friday', 'Saturday'])
      await api('sessions:create', { name, header: HEADER });
    // The server's folder holds the games of the tests before this one too.
    const whole = (await api('sessions:list', {})).json() as {
      value: { sessions: { id: string }[] };
    };
    expect((await api('sessions:listNewest', { count: 1 })).json()).toEqual({
      ok: true,
      value: {
        sessions: whole.value.sessions.slice(0, 1),
        total: whole.value.sessions.length,
        warnings: [],
      },
    });
    expect((await api('sessions:listNewest', { count: 5000 })).json()).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAYLOAD' },
    });
  });

  it('appendAll through /api/...: a series in one request, or none of it', async () => {
    const created = (await api('sessions:create', { name: 'Series', header: HEADER })).json() as {
      value: { id: string };
    };
    const { id } = created.value;
    const series = [{ type: 'draw', tile: 'U' }, { type: 'place' }, { type: 'endTurn' }];
    const stored = (await api('sessions:appendAll', { id, events: series, expect: 0 })).json();
    expect(stored).toMatchObject({
      ok: true,
      value: { events: series, info: { eventCount: 3, canUndo: true, canRedo: false } },
    });
    const refused = (
      await api('sessions:appendAll', {
        id,
        events: [{ type: 'draw', tile: 'U' }, { type: 'endTurn' }],
        expect: 3,
      })
    ).json();
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'INVALID_EVENT', message: expect.stringMatching(/^move 2 of 2: /) },
    });
    const stale = (
      await api('sessions:appendAll', { id, events: [{ type: 'draw', tile: 'U' }], expect: 2 })
    ).json();
    expect(stale).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const tooMany = (
      await api('sessions:appendAll', {
        id,
        events: Array.from({ length: 17 }, () => ({ type: 'place' })),
      })
    ).json();
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    const opened = (await api('sessions:open', { id })).json();
    expect(opened).toMatchObject({ ok: true, value: { record: { events: series } } });
  });

  it("works through the HTTP client of the browser mode's page", async () => {
    const client = createHttpApi({
      token: server.token,
      fetch,
      openLink: vi.fn(),
      baseUrl: `http://${host}`,
    });
    const created = await client.sessions.create('Saturday', HEADER as never);
    if (!created.ok) throw new Error(created.error.message);
    const undo = await client.sessions.undo(created.value.id);
    expect(undo).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    const list = await client.sessions.list();
    expect(list.ok && list.value.sessions.map((s) => s.name)).toContain('Saturday');
    const wrongToken = createHttpApi({
      token: 'nope',
      fetch,
      openLink: vi.fn(),
      baseUrl: `http://${host}`,
    });
    await expect(wrongToken.sessions.list()).resolves.toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});

describe('start-up failures', () => {
  it('reports a port that is taken, and can then start on the same data folder', async () => {
    const staticDir = join(root, 'renderer');
    const dataDir = join(root, 'data-taken');
    await expect(startWebServer({ dataDir, staticDir, port: server.port })).rejects.toThrow(
      /EADDRINUSE/,
    );
    const other = await startWebServer({ dataDir, staticDir });
    await other.close();
  });
});
