import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withoutPaths } from '../../../src/main/web/requestGuards';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  startWebServer,
  type WebServer,
} from '../../../src/main/web/server';
import { TOKEN_HEADER } from '../../../src/shared/ipc/http';

let root: string;
let dataDir: string;
let server: WebServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-hard-'));
  const staticDir = join(root, 'renderer');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
  dataDir = join(root, 'new', 'data');
  server = await startWebServer({ dataDir, staticDir, log: vi.fn() });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

/** A raw connection: what it receives, and when the server closed it. */
function open(): { socket: Socket; received: () => string; closed: Promise<number> } {
  const socket = connect(server.port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  const started = Date.now();
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('error', () => undefined);
  });
  return { socket, received: () => text, closed };
}

const host = () => `127.0.0.1:${server.port}`;

async function api(channel: string, payload: unknown) {
  const reply = await fetch(`http://${host()}/api/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: server.token },
    body: JSON.stringify(payload),
  });
  return (await reply.json()) as {
    ok: boolean;
    value?: { id: string };
    error?: { message: string };
  };
}

describe('browser mode refuses what a page or a proxy could slip in', () => {
  it('refuses a request with two Host headers', async () => {
    const connection = open();
    connection.socket.write(
      `GET / HTTP/1.1\r\nHost: ${host()}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    );
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 403/);
    const one = open();
    one.socket.write(`GET / HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    await one.closed;
    expect(one.received()).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('idle and slow connections are closed after a few seconds', () => {
  it('a client that never finishes its headers', async () => {
    const connection = open();
    connection.socket.write(`GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: `);
    const drip = setInterval(() => connection.socket.write('a'), 500);
    const after = await connection.closed;
    clearInterval(drip);
    expect(after).toBeLessThan(HEADERS_TIMEOUT_MS + 3000);
  }, 20_000);

  it('a client that never finishes its body', async () => {
    const connection = open();
    connection.socket.write(
      `POST /api/sessions:list HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n${TOKEN_HEADER}: ${server.token}\r\nContent-Length: 100\r\n\r\n{`,
    );
    const drip = setInterval(() => connection.socket.write(' '), 500);
    const after = await connection.closed;
    clearInterval(drip);
    expect(after).toBeLessThan(13_000);
  }, 20_000);

  it('a kept-alive connection left idle', async () => {
    const connection = open();
    connection.socket.write(`GET / HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    const after = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(after).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 3000);
  }, 20_000);
});

describe('the data folder is private', () => {
  it.skipIf(process.platform === 'win32')('is created 0700 with its files 0600', async () => {
    const created = await api('sessions:create', {
      name: 'Private',
      header: {
        format: 'meeple-ledger/record@1',
        players: [
          { id: 'p1', name: 'Ana', color: 'red' },
          { id: 'p2', name: 'Ben', color: 'blue' },
        ],
      },
    });
    expect(created.ok).toBe(true);
    await api('sessions:append', {
      id: (created.value as { id: string }).id,
      event: { type: 'draw', tile: 'U' },
    });
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const sessions = join(dataDir, 'sessions');
    expect((await stat(sessions)).mode & 0o777).toBe(0o700);
    const files = (await readdir(sessions)).filter((f) =>
      f.startsWith((created.value as { id: string }).id),
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect((await stat(join(sessions, file))).mode & 0o777).toBe(0o600);
    const backups = await readdir(join(sessions, 'backups'));
    for (const file of backups) {
      expect((await stat(join(sessions, 'backups', file))).mode & 0o777).toBe(0o600);
    }
  });

  it('error messages carry no absolute paths to the page', async () => {
    const id = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
    await writeFile(join(dataDir, 'sessions', `${id}.jsonl`), 'not a journal\n');
    const opened = await api('sessions:open', { id });
    expect(opened.ok).toBe(false);
    expect(opened.error?.message).toMatch(/cannot be read/);
    expect(opened.error?.message).toMatch(/sessions\/corrupt\//);
    expect(opened.error?.message).not.toContain(root);
    expect(opened.error?.message).not.toContain(tmpdir());
  });

  it('scrubs the data folder and the home folder from any message', () => {
    const folders = { data: '/home/ana/.local/share/meeple-ledger', home: '/home/ana' };
    expect(
      withoutPaths(
        'Could not read /home/ana/.local/share/meeple-ledger/sessions/x.jsonl nor /home/ana/y',
        folders,
      ),
    ).toBe('Could not read the data folder/sessions/x.jsonl nor ~/y');
    expect(withoutPaths('nothing here', { data: '', home: homedir() })).toBe('nothing here');
  });
});
