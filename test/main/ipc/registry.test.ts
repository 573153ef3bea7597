import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '../../../src/main/appUrl';
import {
  isTrustedSender,
  registerIpcHandlers,
  type SenderFrame,
} from '../../../src/main/ipc/registry';
import { CHANNELS } from '../../../src/shared/ipc/channels';
import type { IpcResult } from '../../../src/shared/ipc/result';
import { APP_PAGE, SESSION_ID, spyHandlers, totalCalls, VALID } from './fixtures';

type Invoke = (
  event: { senderFrame: SenderFrame | null },
  payload: unknown,
) => Promise<IpcResult<unknown>>;

function setUp() {
  const registered = new Map<string, Invoke>();
  const ipcMain = {
    handle: vi.fn((channel: string, listener: Invoke) => {
      registered.set(channel, listener);
    }),
    removeHandler: vi.fn((channel: string) => {
      registered.delete(channel);
    }),
  };
  const handlers = spyHandlers();
  const log = vi.fn();
  const unregister = registerIpcHandlers(ipcMain as never, handlers, {
    isTrustedSender: (frame) => isTrustedSender(frame, APP_ORIGIN),
    log,
  });
  const appFrame: SenderFrame = { url: `${APP_PAGE}#/table`, parent: null };
  const send = (channel: string, payload: unknown, frame: SenderFrame | null = appFrame) => {
    const listener = registered.get(channel);
    if (!listener) throw new Error(`nothing registered for ${channel}`);
    return listener({ senderFrame: frame }, payload);
  };
  return { ipcMain, registered, handlers, log, send, unregister };
}

describe('registerIpcHandlers', () => {
  it('registers exactly the channels of the channel list, and removes them again', () => {
    const { registered, unregister } = setUp();
    expect([...registered.keys()].sort()).toEqual([...CHANNELS].sort());
    unregister();
    expect(registered.size).toBe(0);
  });

  it.each(CHANNELS)(
    'passes a valid %s payload to its handler and wraps the answer',
    async (channel) => {
      const { send, handlers } = setUp();
      await expect(send(channel, VALID[channel])).resolves.toEqual({
        ok: true,
        value: `${channel} done`,
      });
      expect(handlers[channel]).toHaveBeenCalledExactlyOnceWith(VALID[channel]);
    },
  );
});

describe('senders', () => {
  it.each([
    ['a foreign https page', { url: 'https://evil.example/', parent: null }],
    ['another file of the disk', { url: 'file:///tmp/evil.html', parent: null }],
    [
      'the renderer as a file',
      {
        url: 'file:///opt/Meeple%20Ledger/resources/app.asar/out/renderer/index.html',
        parent: null,
      },
    ],
    ['another host of the app scheme', { url: 'meeple-ledger://evil/index.html', parent: null }],
    ['a dev server on another port', { url: 'http://localhost:5174/', parent: null }],
    ['an iframe showing the app', { url: APP_PAGE, parent: { url: APP_PAGE } }],
    ['about:blank', { url: 'about:blank', parent: null }],
    ['a destroyed frame', null],
  ])('refuses %s with FORBIDDEN and never calls a handler', async (_what, frame) => {
    const { send, handlers } = setUp();
    for (const channel of CHANNELS) {
      const result = await send(channel, VALID[channel], frame as SenderFrame | null);
      expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    expect(totalCalls(handlers)).toBe(0);
  });
});

describe('isTrustedSender', () => {
  it('accepts the app origin and the dev server origin, top-level frames only', () => {
    expect(isTrustedSender({ url: `${APP_PAGE}#presenter`, parent: null }, APP_ORIGIN)).toBe(true);
    expect(
      isTrustedSender({ url: 'http://localhost:5173/x', parent: null }, 'http://localhost:5173'),
    ).toBe(true);
    expect(
      isTrustedSender({ url: 'http://localhost:5173/', parent: {} }, 'http://localhost:5173'),
    ).toBe(false);
    expect(isTrustedSender(undefined, APP_ORIGIN)).toBe(false);
    // The dev server's origin in a packaged build: the app page is not on it.
    expect(isTrustedSender({ url: APP_PAGE, parent: null }, 'http://localhost:5173')).toBe(false);
  });
});

const polluting = (json: string): unknown => JSON.parse(json);
const headerWith = (player: string) =>
  polluting(
    `{"name":"x","header":{"format":"meeple-ledger/record@1","players":[${player},{"id":"p2","name":"B","color":"b"}]}}`,
  );
const deep = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { type: 'draw', tile: value };
  return value;
};

const HOSTILE: [string, string, unknown][] = [
  ['sessions:list', 'a string', 'list'],
  ['sessions:list', 'null', null],
  ['sessions:list', 'an array', []],
  ['sessions:list', 'an extra field', { all: true }],
  ['sessions:open', 'no id', {}],
  ['sessions:open', 'a number id', { id: 42 }],
  ['sessions:open', 'a path as id', { id: '../../etc/passwd' }],
  ['sessions:open', 'an uppercase uuid', { id: SESSION_ID.toUpperCase() }],
  ['sessions:open', 'an id with a newline', { id: `${SESSION_ID}\n` }],
  ['sessions:open', 'an extra field', { id: SESSION_ID, force: true }],
  ['sessions:open', 'a Map', new Map([['id', SESSION_ID]])],
  ['sessions:open', 'a Date id', { id: new Date() }],
  ['sessions:open', 'a typed array id', { id: new Uint8Array(36) }],
  ['sessions:rename', 'an empty name', { id: SESSION_ID, name: '' }],
  ['sessions:rename', 'a 101-character name', { id: SESSION_ID, name: 'x'.repeat(101) }],
  ['sessions:rename', 'a huge name', { id: SESSION_ID, name: 'x'.repeat(1_000_000) }],
  ['sessions:append', 'an unknown event type', { id: SESSION_ID, event: { type: 'win' } }],
  ['sessions:append', 'type "constructor"', { id: SESSION_ID, event: { type: 'constructor' } }],
  ['sessions:append', 'type "__proto__"', { id: SESSION_ID, event: { type: '__proto__' } }],
  [
    'sessions:append',
    'an extra event field',
    { id: SESSION_ID, event: { type: 'draw', tile: 'U', x: 1 } },
  ],
  [
    'sessions:append',
    'a wrong field type',
    { id: SESSION_ID, event: { type: 'recall', meeple: 'm', tiles: '9' } },
  ],
  [
    'sessions:append',
    'NaN points',
    { id: SESSION_ID, event: { type: 'adjust', player: 'p1', points: Number.NaN } },
  ],
  ['sessions:append', 'a deep nest', { id: SESSION_ID, event: deep(200) }],
  [
    'sessions:append',
    'a __proto__ key',
    polluting(
      `{"id":"${SESSION_ID}","event":{"type":"draw","tile":"U","__proto__":{"polluted":true}}}`,
    ),
  ],
  [
    'sessions:appendAll',
    'events that are one event',
    { id: SESSION_ID, events: { type: 'place' } },
  ],
  ['sessions:appendAll', 'events as text', { id: SESSION_ID, events: 'place' }],
  ['sessions:appendAll', 'no events', { id: SESSION_ID }],
  ['sessions:appendAll', 'an empty list of events', { id: SESSION_ID, events: [] }],
  [
    'sessions:appendAll',
    'a list of 17 events',
    { id: SESSION_ID, events: Array.from({ length: 17 }, () => ({ type: 'place' })) },
  ],
  [
    'sessions:appendAll',
    'a list of 5,000 events',
    { id: SESSION_ID, events: Array.from({ length: 5000 }, () => ({ type: 'place' })) },
  ],
  [
    'sessions:appendAll',
    'a bad event inside',
    { id: SESSION_ID, events: [{ type: 'place' }, { type: 'win' }] },
  ],
  ['sessions:appendAll', 'a null inside', { id: SESSION_ID, events: [{ type: 'place' }, null] }],
  [
    'sessions:appendAll',
    'a __proto__ key inside an event',
    polluting(
      `{"id":"${SESSION_ID}","events":[{"type":"place"},{"type":"endTurn","__proto__":{"polluted":true}}]}`,
    ),
  ],
  [
    'sessions:appendAll',
    'expect as text',
    { id: SESSION_ID, events: [{ type: 'place' }], expect: '3' },
  ],
  [
    'sessions:appendAll',
    'a negative expect',
    { id: SESSION_ID, events: [{ type: 'place' }], expect: -1 },
  ],
  [
    'sessions:appendAll',
    'a fractional expect',
    { id: SESSION_ID, events: [{ type: 'place' }], expect: 1.5 },
  ],
  [
    'sessions:appendAll',
    'an extra field',
    { id: SESSION_ID, events: [{ type: 'place' }], event: { type: 'place' } },
  ],
  ['sessions:appendAll', 'a path as id', { id: '../x', events: [{ type: 'place' }] }],
  [
    'sessions:open',
    'a top-level __proto__ key',
    polluting(`{"id":"${SESSION_ID}","__proto__":{"polluted":true}}`),
  ],
  [
    'sessions:create',
    'a __proto__ key inside a player (a loose object)',
    headerWith('{"id":"p1","name":"A","color":"r","__proto__":{"polluted":true}}'),
  ],
  [
    'sessions:create',
    'a constructor.prototype key inside a player',
    headerWith('{"id":"p1","name":"A","color":"r","constructor":{"prototype":{"polluted":true}}}'),
  ],
  [
    'sessions:create',
    'a header with one player',
    {
      name: 'x',
      header: { format: 'meeple-ledger/record@1', players: [{ id: 'p1', name: 'A', color: 'r' }] },
    },
  ],
  [
    'sessions:create',
    'another record format',
    { name: 'x', header: { format: 'other', players: [] } },
  ],
  [
    'sessions:create',
    'a path as the chosen id',
    { name: 'x', header: VALID['sessions:create'].header, id: '../x' },
  ],
  [
    'sessions:create',
    'a number as the chosen id',
    { name: 'x', header: VALID['sessions:create'].header, id: 7 },
  ],
  ['sessions:listNewest', 'no count', {}],
  ['sessions:listNewest', 'a count as text', { count: '20' }],
  ['sessions:listNewest', 'a count of 0', { count: 0 }],
  ['sessions:listNewest', 'a negative count', { count: -5 }],
  ['sessions:listNewest', 'a fractional count', { count: 2.5 }],
  ['sessions:listNewest', 'a count over 100 (the whole list)', { count: 1_000_000 }],
  ['sessions:listNewest', 'an infinite count', { count: Number.POSITIVE_INFINITY }],
  ['sessions:listNewest', 'an extra field', { count: 20, all: true }],
  [
    'sessions:listNewest',
    'a __proto__ key',
    polluting('{"count":20,"__proto__":{"polluted":true}}'),
  ],
  ['sessions:import', 'text over 5 MB', { text: 'x'.repeat(5 * 1024 * 1024 + 1) }],
  ['sessions:import', 'an object instead of text', { text: { format: 'meeple-ledger/record@1' } }],
  ['app:openExternal', 'an http link', { url: 'http://example.org/' }],
  ['app:openExternal', 'a file link', { url: 'file:///etc/passwd' }],
  ['app:openExternal', 'a javascript link', { url: 'javascript:alert(1)' }],
  ['app:openExternal', 'a huge link', { url: `https://example.org/${'a'.repeat(3000)}` }],
  ['app:openPresenter', 'a path for a session id', { sessionId: '../../etc/passwd' }],
  ['app:openPresenter', 'an address to load', { sessionId: 'x', url: 'https://evil.example/' }],
];

describe('hostile payloads', () => {
  it.each(HOSTILE)(
    '%s refuses %s with INVALID_PAYLOAD, handler untouched',
    async (channel, _what, payload) => {
      const { send, handlers } = setUp();
      const result = await send(channel, payload);
      expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
      if (!result.ok) expect(result.error.message.length).toBeLessThan(400);
      expect(totalCalls(handlers)).toBe(0);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it.each([
    [
      'not a list',
      { type: 'place' },
      /^Invalid request: events: events must be a list of moves\.$/,
    ],
    ['empty', [], /^Invalid request: events: events must hold at least one move\.$/],
    [
      'too long',
      Array.from({ length: 17 }, () => ({ type: 'place' })),
      /^Invalid request: events: events can hold at most 16 moves\.$/,
    ],
    ['a bad event inside', [{ type: 'place' }, { type: 'win' }], /^Invalid request: events\.1/],
  ])('sessions:appendAll says what is wrong with events %s', async (_what, events, message) => {
    const { send } = setUp();
    const result = await send('sessions:appendAll', { id: SESSION_ID, events });
    expect(!result.ok && result.error.message).toMatch(message);
  });

  it('refuses a payload with too many values', async () => {
    const { send, handlers } = setUp();
    const players = Array.from({ length: 30_000 }, (_, i) => ({
      id: `p${i}`,
      name: 'n',
      color: 'c',
    }));
    const result = await send('sessions:create', {
      name: 'x',
      header: { ...(VALID['sessions:create'].header as object), players },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    expect(totalCalls(handlers)).toBe(0);
  });
});
