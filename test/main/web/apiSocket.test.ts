import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../../src/main/web/server';
import { createHttpApi, type FetchLike } from '../../../src/shared/ipc/httpClient';
import { API_SOCKET_PATH } from '../../../src/shared/ipc/socket';
import { writeServedFolder } from '../../support/servedFolder';
import { call } from './lanClient';

/**
 * The API socket of browser mode (src/main/web/apiSocket.ts) on a real server: who may open
 * one, and that each request is answered as `POST /api/<channel>` answers it.
 */

const PLAYERS = [
  { id: 'p1', name: 'Ana', color: 'red' },
  { id: 'p2', name: 'Ben', color: 'blue' },
];
const HEADER = {
  format: 'meeple-ledger/record@1',
  players: PLAYERS,
  options: { edition: 'C3', expansions: [] },
};
/** The phones' address in these tests: a second loopback address stands for the LAN. */
const LAN = '127.0.0.2';

let root: string;
let server: WebServer;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-socket-'));
  const staticDir = await writeServedFolder(root);
  server = await startWebServer({
    dataDir: join(root, 'data'),
    staticDir,
    lanAddress: () => LAN,
    log: vi.fn(),
  });
  origin = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const socketUrl = (token?: string | string[], at = `127.0.0.1:${server.port}`) => {
  const query = (Array.isArray(token) ? token : token === undefined ? [] : [token])
    .map((t) => `token=${encodeURIComponent(t)}`)
    .join('&');
  return `ws://${at}${API_SOCKET_PATH}${query ? `?${query}` : ''}`;
};

/** Opens a socket: the open socket, or the HTTP status that refused it. */
function connect(
  url: string,
  options: { origin?: string; headers?: Record<string, string> } = { origin },
): Promise<{ socket: WebSocket } | { status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { ...options });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    socket.once('error', reject);
  });
}

async function open(url: string, from = origin): Promise<WebSocket> {
  const opened = await connect(url, { origin: from });
  if (!('socket' in opened)) throw new Error(`refused: ${opened.status}`);
  return opened.socket;
}

/** Sends one message and waits for the answer with its id. */
function ask(socket: WebSocket, message: unknown): Promise<{ id: number; result: unknown }> {
  return new Promise((resolve) => {
    const id = (message as { id: number }).id;
    const listen = (data: WebSocket.RawData) => {
      const answer = JSON.parse(String(data)) as { id: number; result: unknown };
      if (answer.id !== id) return;
      socket.off('message', listen);
      resolve(answer);
    };
    socket.on('message', listen);
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  });
}

/** The close code and reason, once the server closes the socket. */
const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );

const httpApi = () =>
  createHttpApi({
    token: server.token,
    fetch: fetch as unknown as FetchLike,
    openLink: () => {},
    baseUrl: origin,
  });

describe('who may open the API socket', () => {
  it('the page with the host token, from the server’s own origin', async () => {
    const socket = await open(socketUrl(server.token));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('refuses no token, a wrong one and two of them (403)', async () => {
    expect(await connect(socketUrl())).toEqual({ status: 403 });
    expect(await connect(socketUrl('not-the-token'))).toEqual({ status: 403 });
    expect(await connect(socketUrl([server.token, server.token]))).toEqual({ status: 403 });
  });

  it('refuses a foreign page (its Origin) and a foreign host name (DNS rebinding)', async () => {
    expect(await connect(socketUrl(server.token), { origin: 'http://evil.example' })).toEqual({
      status: 403,
    });
    expect(
      await connect(socketUrl(server.token), {
        origin,
        headers: { Host: `evil.example:${server.port}` },
      }),
    ).toEqual({ status: 403 });
  });

  it('upgrades no other path (404)', async () => {
    const url = `ws://127.0.0.1:${server.port}/api/events?token=${server.token}`;
    expect(await connect(url)).toEqual({ status: 404 });
  });
});

describe('requests over the socket', () => {
  it('are answered as POST /api/<channel> answers them, each by its id', async () => {
    const socket = await open(socketUrl(server.token));
    const created = await ask(socket, {
      id: 7,
      channel: 'sessions:create',
      payload: { name: 'Friday', header: HEADER },
    });
    expect(created).toMatchObject({ id: 7, result: { ok: true } });
    const { id } = (created.result as { value: { id: string } }).value;
    const moved = await ask(socket, {
      id: 8,
      channel: 'sessions:appendAll',
      payload: { id, events: [{ type: 'draw', tile: 'U' }], expect: 0 },
    });
    expect(moved.result).toMatchObject({ ok: true, value: { info: { eventCount: 1 } } });
    // The same store behind both: the HTTP API sees the move, and answers alike.
    const overSocket = await ask(socket, { id: 9, channel: 'sessions:open', payload: { id } });
    expect(overSocket.result).toEqual(await httpApi().sessions.open(id));
    socket.close();
  });

  it('refuse what the HTTP API refuses, with its codes; nothing is stored', async () => {
    const socket = await open(socketUrl(server.token));
    expect(
      (await ask(socket, { id: 1, channel: 'sessions:nope', payload: {} })).result,
    ).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    // Joining is the one request made without a token: never over a socket opened with one.
    expect(
      (await ask(socket, { id: 2, channel: 'devices:join', payload: { code: 'x' } })).result,
    ).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    expect(
      (await ask(socket, { id: 3, channel: 'sessions:appendAll', payload: { id: 'x' } })).result,
    ).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    expect((await ask(socket, { id: 4, channel: 7 })).result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAYLOAD' },
    });
    socket.close();
  });

  it('closes a socket that sends what is not a request (no id) or binary data', async () => {
    const first = await open(socketUrl(server.token));
    const firstClosed = closed(first);
    first.send('{ not json');
    expect(await firstClosed).toMatchObject({ code: 1008 });
    const second = await open(socketUrl(server.token));
    const secondClosed = closed(second);
    second.send(Buffer.from([1, 2, 3]));
    expect(await secondClosed).toMatchObject({ code: 1008 });
  });
});

describe('phones over the socket', () => {
  async function joined(role: 'viewer' | 'scorer') {
    const host = await open(socketUrl(server.token));
    const invite = (await ask(host, {
      id: 1,
      channel: 'devices:invite',
      payload: { allowScorers: role === 'scorer' },
    })) as { result: { ok: true; value: { code: string } } };
    const lan = { address: LAN, port: server.port };
    const reply = await call(lan, 'devices:join', {
      code: invite.result.value.code,
      name: `${role} phone`,
      role,
    });
    const { token } = (reply.json() as { value: { token: string } }).value;
    const phone = await open(
      socketUrl(token, `${LAN}:${server.port}`),
      `http://${LAN}:${server.port}`,
    );
    return { host, phone, token };
  }

  it('a viewer may read, not write (FORBIDDEN), as over HTTP', async () => {
    const { host, phone } = await joined('viewer');
    expect(
      (await ask(phone, { id: 1, channel: 'sessions:list', payload: {} })).result,
    ).toMatchObject({ ok: true });
    expect(
      (
        await ask(phone, {
          id: 2,
          channel: 'sessions:create',
          payload: { name: 'Mine', header: HEADER },
        })
      ).result,
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    phone.close();
    host.close();
  });

  it('a revoked phone’s socket is closed at once, and its token opens no other', async () => {
    const { host, phone, token } = await joined('scorer');
    const me = (await ask(host, { id: 5, channel: 'devices:list', payload: {} })) as {
      result: { value: { devices: { id: string; name: string }[] } };
    };
    const device = me.result.value.devices.find((d) => d.name === 'scorer phone');
    const cut = closed(phone);
    const revoked = await ask(host, {
      id: 6,
      channel: 'devices:revoke',
      payload: { id: device?.id },
    });
    expect(revoked.result).toMatchObject({ ok: true });
    expect(await cut).toMatchObject({ code: 1008 });
    expect(
      await connect(socketUrl(token, `${LAN}:${server.port}`), {
        origin: `http://${LAN}:${server.port}`,
      }),
    ).toEqual({ status: 403 });
    host.close();
  });

  it('Stop sharing ends a scorer phone’s open socket at once, and the network address answers no more', async () => {
    const { host, phone, token } = await joined('scorer');
    expect(
      (await ask(phone, { id: 1, channel: 'sessions:list', payload: {} })).result,
    ).toMatchObject({ ok: true });
    const cut = closed(phone);
    const stopped = await ask(host, { id: 2, channel: 'devices:stopSharing', payload: {} });
    expect(stopped.result).toMatchObject({ ok: true });
    await cut; // it went on taking moves after Stop sharing (newcomer finding)
    // Nor does the local network's address answer any more.
    await expect(
      connect(socketUrl(token, `${LAN}:${server.port}`), {
        origin: `http://${LAN}:${server.port}`,
      }),
    ).rejects.toThrow(/ECONNREFUSED/);
    host.close();
  });
});

describe('a server that stops', () => {
  it('closes its sockets as going away (1001)', async () => {
    const other = await startWebServer({
      dataDir: join(root, 'data-stopping'),
      staticDir: join(root, 'renderer'),
      log: vi.fn(),
    });
    const socket = await open(
      `ws://127.0.0.1:${other.port}${API_SOCKET_PATH}?token=${other.token}`,
      `http://127.0.0.1:${other.port}`,
    );
    const gone = closed(socket);
    await other.close();
    expect(await gone).toMatchObject({ code: 1001 });
  });
});
