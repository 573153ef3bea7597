import { describe, expect, it } from 'vitest';
import { createApiSocket, type SocketLike } from '../../../src/renderer/src/api/apiSocket';
import { socketUrl } from '../../../src/renderer/src/api/browserClient';

/** A socket the test opens, answers and drops by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { id: number; channel: string; payload: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  answer(id: number, result: unknown) {
    this.onmessage?.({ data: JSON.stringify({ id, result }) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const clock = { now: 0 };
  const api = createApiSocket({
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    retryMs: 100,
    maxRetryMs: 400,
    now: () => clock.now,
  });
  api.start();
  return { api, sockets, clock };
}

describe('the page’s API socket', () => {
  it('opens only when started (once the page is idle): until then every request goes by fetch', () => {
    const sockets: FakeSocket[] = [];
    const api = createApiSocket({
      open: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      now: () => 100_000,
    });
    expect(api.call('sessions:list', {})).toBeUndefined();
    expect(sockets).toHaveLength(0);
    api.start();
    api.start();
    expect(sockets).toHaveLength(1);
  });

  it('is not used until it is open: the request goes by fetch (undefined)', () => {
    const { api, sockets } = setUp();
    expect(sockets).toHaveLength(1);
    expect(api.call('sessions:list', {})).toBeUndefined();
    expect(sockets[0]?.sent).toEqual([]);
  });

  it('sends each request with its own id and settles it with the answer of that id', async () => {
    const { api, sockets } = setUp();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    const first = api.call('sessions:list', {});
    const second = api.call('sessions:open', { id: 'a' });
    expect(socket.sent.map((m) => m.channel)).toEqual(['sessions:list', 'sessions:open']);
    const [a, b] = socket.sent as unknown as [{ id: number }, { id: number }];
    expect(a.id).not.toBe(b.id);
    socket.answer(b.id, { ok: true, value: 'second' });
    socket.answer(a.id, { ok: true, value: 'first' });
    expect(await first).toEqual({ ok: true, value: 'first' });
    expect(await second).toEqual({ ok: true, value: 'second' });
  });

  it('ignores what is not an answer (bad JSON, no envelope, an unknown id)', async () => {
    const { api, sockets } = setUp();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    const asked = api.call('sessions:list', {});
    const { id } = socket.sent[0] as { id: number };
    socket.onmessage?.({ data: '{ nope' });
    socket.answer(id, { value: 'no ok field' });
    socket.answer(id + 100, { ok: true, value: 'not mine' });
    socket.answer(id, { ok: true, value: 'mine' });
    expect(await asked).toEqual({ ok: true, value: 'mine' });
  });

  it('gives a request still unanswered when it drops a transport error, as a failed fetch', async () => {
    const { api, sockets } = setUp();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    const asked = api.call('sessions:appendAll', { id: 'a', events: [] });
    socket.drop();
    expect(await asked).toMatchObject({ ok: false, error: { code: 'TRANSPORT' } });
    expect(api.call('sessions:list', {})).toBeUndefined();
  });

  it('opens again only for a request, no sooner than the wait, longer after each failed opening', () => {
    const { api, sockets, clock } = setUp();
    (sockets[0] as FakeSocket).drop(); // refused: never open
    clock.now = 150;
    expect(api.call('sessions:list', {})).toBeUndefined();
    expect(sockets).toHaveLength(1); // 200 ms after a failed opening
    clock.now = 200;
    expect(api.call('sessions:list', {})).toBeUndefined();
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).drop();
    clock.now = 500;
    api.call('sessions:list', {});
    expect(sockets).toHaveLength(2); // 400 ms now, the most
    clock.now = 600;
    api.call('sessions:list', {});
    expect(sockets).toHaveLength(3);
    // Open, then dropped: the wait is back to the least.
    (sockets[2] as FakeSocket).open();
    (sockets[2] as FakeSocket).drop();
    clock.now = 700;
    api.call('sessions:list', {});
    expect(sockets).toHaveLength(4);
    // Nothing opens it without a request.
    (sockets[3] as FakeSocket).drop();
    clock.now = 10_000;
    expect(sockets).toHaveLength(4);
  });

  it('never opens again once the server says this caller is not allowed (a revoked phone)', () => {
    const { api, sockets, clock } = setUp();
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).drop(1008);
    clock.now = 100_000;
    expect(api.call('sessions:list', {})).toBeUndefined();
    expect(sockets).toHaveLength(1);
  });

  it('closed for good: no request goes over it and it does not open again', async () => {
    const { api, sockets, clock } = setUp();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    const asked = api.call('sessions:list', {});
    api.close();
    expect(await asked).toMatchObject({ ok: false, error: { code: 'TRANSPORT' } });
    clock.now = 100_000;
    expect(api.call('sessions:list', {})).toBeUndefined();
    expect(sockets).toHaveLength(1);
  });
});

describe('the socket’s address', () => {
  it('is the page’s own host, ws or wss as the page, with the token in the query', () => {
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:4000' }, 'a+b/c')).toBe(
      'ws://127.0.0.1:4000/api/socket?token=a%2Bb%2Fc',
    );
    expect(socketUrl({ protocol: 'https:', host: 'table.local' }, 't')).toBe(
      'wss://table.local/api/socket?token=t',
    );
  });
});
