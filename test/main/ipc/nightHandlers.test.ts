import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '../../../src/main/appUrl';
import { createAppHandlers } from '../../../src/main/ipc/appHandlers';
import { createDispatcher, type Dispatch } from '../../../src/main/ipc/dispatch';
import { createNightHandlers } from '../../../src/main/ipc/nightHandlers';
import {
  isTrustedSender,
  registerIpcHandlers,
  type SenderFrame,
} from '../../../src/main/ipc/registry';
import { createSessionHandlers } from '../../../src/main/ipc/sessionHandlers';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import { openProfileStore } from '../../../src/main/store/profiles';
import { startWebServer } from '../../../src/main/web/server';
import { createHttpApi } from '../../../src/shared/ipc/httpClient';
import { MAX_STATS_PART, STATS_PART_GAMES } from '../../../src/shared/ipc/limits';
import type { IpcResult } from '../../../src/shared/ipc/result';
import type {
  GameNight,
  NightList,
  Profile,
  ProfileList,
  RematchResult,
  StatsGames,
  StatsGamesPart,
  StatsRecords,
} from '../../../src/shared/ipc/types';
import { seatFiguresOf } from '../../../src/shared/stats/statsWire';
import { FACTS_KEYS } from '../../../src/shared/stats/storedFacts';
import {
  APP_PAGE,
  HEADER,
  offlineDeviceHandlers,
  SESSION_ID,
  spyHandlers,
  totalCalls,
} from './fixtures';

/**
 * The profiles:*, nights:* and stats:* channels: on real stores through the one dispatcher,
 * served by the browser-mode server too, and hostile payloads refused before any handler.
 */

let dir: string;
let store: SessionStore;
let dispatch: Dispatch;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'meeple-nights-ipc-'));
  store = await openSessionStore(dir);
  dispatch = createDispatcher({
    ...createSessionHandlers(store),
    ...createNightHandlers(await openProfileStore(dir, { sessions: store }), store),
    ...(await offlineDeviceHandlers(dir)),
    ...createAppHandlers({ version: '1.0.0', mode: 'desktop', openLink: () => false }),
  });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function value<T>(channel: string, payload: unknown): Promise<T> {
  const result = (await dispatch(channel, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  expect(structuredClone(result)).toEqual(result);
  expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  return result.value;
}

const create = async (name: string) =>
  (await value<{ id: string }>('sessions:create', { name, header: HEADER })).id;

describe('profiles, nights and stats channels on real stores', () => {
  it('profiles: save, list, update, delete', async () => {
    const ana = await value<Profile>('profiles:save', { profile: { name: 'Ana', color: 'red' } });
    expect(Object.keys(ana).sort()).toEqual(['color', 'created', 'id', 'name']);
    await value('profiles:save', { profile: { id: ana.id, name: 'Ana', color: 'green' } });
    const list = await value<ProfileList>('profiles:list', {});
    expect(list).toEqual({ profiles: [{ ...ana, color: 'green' }], warnings: [] });
    await expect(
      dispatch('profiles:save', { profile: { name: 'ANA', color: 'blue' } }),
    ).resolves.toMatchObject({ ok: false, error: { code: 'EXISTS' } });
    await expect(value('profiles:delete', { id: ana.id })).resolves.toBeNull();
    await expect(dispatch('profiles:delete', { id: ana.id })).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('nights: create, add a game, rematch, list with standings', async () => {
    const night = await value<GameNight>('nights:create', { name: 'Friday' });
    const first = await create('Game 1');
    await value('nights:addSession', { id: night.id, sessionId: first });
    const rematch = await value<RematchResult>('nights:rematch', { sessionId: first });
    expect(rematch).toEqual({ id: expect.any(String), nightId: night.id });
    const opened = await value<{ record: { players: { id: string }[] } }>('sessions:open', {
      id: rematch.id,
    });
    expect(opened.record.players.map((p) => p.id)).toEqual(['p2', 'p1']);

    const list = await value<NightList>('nights:list', {});
    expect(list.current).toBe(night.id);
    expect(list.nights[0]).toMatchObject({
      name: 'Friday',
      sessions: [first, rematch.id],
      standings: [
        { name: 'Ana', games: 0, inPlay: 0 },
        { name: 'Ben', games: 0, inPlay: 0 },
      ],
    });
    expect(list.nights[0]?.games.map((g) => g.name)).toEqual(['Game 1', 'Friday · game 2']);
    const ended = await value<GameNight>('nights:end', { id: night.id });
    expect(ended.ended).toEqual(expect.any(String));
    await expect(
      dispatch('nights:addSession', { id: night.id, sessionId: SESSION_ID }),
    ).resolves.toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('stats:records answers every game, finished or not, as records', async () => {
    const a = await create('A');
    const b = await create('B');
    await value('sessions:append', { id: a, event: { type: 'draw', tile: 'U' } });
    await value('sessions:append', { id: a, event: { type: 'place' } });
    await value('sessions:undo', { id: a });
    const { records, omitted, warnings } = await value<StatsRecords>('stats:records', {});
    expect(omitted).toBe(0);
    expect(warnings).toEqual([]);
    const byId = new Map(records.map((r) => [r.id, r]));
    expect(byId.get(a)).toMatchObject({
      name: 'A',
      status: 'playing',
      record: {
        format: 'meeple-ledger/record@1',
        players: HEADER.players,
        events: [{ type: 'draw', tile: 'U' }],
      },
    });
    expect(byId.get(b)?.record.events).toEqual([]);
  });

  it('stats:games answers every game with its stored facts and the key order', async () => {
    const a = await create('A');
    const b = await create('B');
    await value('sessions:append', { id: a, event: { type: 'draw', tile: 'U' } });
    const { games, keys, people, seats, warnings } = await value<StatsGames>('stats:games', {});
    expect(warnings).toEqual([]);
    expect(keys).toEqual({
      categories: [...FACTS_KEYS.categories],
      counters: [...FACTS_KEYS.counters],
    });
    expect([...games.id].sort()).toEqual([a, b].sort());
    expect(games.finished).toEqual([0, 0]);
    expect(games.seats).toEqual([HEADER.players.length, HEADER.players.length]);
    // Both games have the same seats: each is listed once, and both games point to them.
    expect(people.map((p) => p.name)).toEqual(HEADER.players.map((p) => p.name));
    const persons = HEADER.players.map((_, i) => i);
    expect(seats.person).toEqual([...persons, ...persons]);
    expect(seats.figures).toHaveLength(2 * HEADER.players.length * seatFiguresOf(keys));
  });

  it('stats:games answers in parts of one packing: the same edition until a game changes', async () => {
    const a = await create('A');
    await create('B');
    const first = await value<StatsGamesPart>('stats:games', { part: 0 });
    expect(first).toMatchObject({ part: 0, parts: 1 });
    expect(first.games.id).toHaveLength(2);
    expect(first.parts).toBe(Math.ceil(2 / STATS_PART_GAMES));
    // Past the last part: no games, no seats, the same packing.
    const past = await value<StatsGamesPart>('stats:games', { part: 1 });
    expect(past).toMatchObject({ part: 1, parts: 1, edition: first.edition, warnings: [] });
    expect(past.games.id).toEqual([]);
    expect(past.seats.figures).toEqual([]);
    expect((await value<StatsGamesPart>('stats:games', {})).edition).toBe(first.edition);
    await value('sessions:append', { id: a, event: { type: 'draw', tile: 'U' } });
    expect((await value<StatsGamesPart>('stats:games', { part: 0 })).edition).not.toBe(
      first.edition,
    );
  });
});

describe('exportRecords cap', () => {
  it('keeps the most recent games and counts the rest', async () => {
    const { exportRecords } = await import('../../../src/main/store/records');
    for (const name of ['A', 'B', 'C']) await create(name);
    const { sessions } = await store.list();
    const capped = await exportRecords({ root: store.root, sessions, maxRecords: 2 });
    expect(capped.records.map((r) => r.id)).toEqual(sessions.slice(0, 2).map((s) => s.id));
    expect(capped.omitted).toBe(1);
    const tiny = await exportRecords({ root: store.root, sessions, maxBytes: 10 });
    expect(tiny.records).toHaveLength(1);
    expect(tiny.omitted).toBe(2);
  });
});

describe('browser mode serves them too', () => {
  it('through the same dispatch, over HTTP', async () => {
    const staticDir = join(dir, 'renderer');
    await mkdir(staticDir, { recursive: true });
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>x</title>');
    const server = await startWebServer({ dataDir: join(dir, 'web'), staticDir, log: vi.fn() });
    try {
      const api = createHttpApi({
        token: server.token,
        fetch: (url, init) => fetch(url, init),
        openLink: () => undefined,
        baseUrl: `http://127.0.0.1:${server.port}`,
      });
      const saved = await api.profiles.save({ name: 'Cleo', color: 'green' });
      expect(saved).toMatchObject({ ok: true, value: { name: 'Cleo' } });
      await expect(api.profiles.list()).resolves.toMatchObject({
        ok: true,
        value: { profiles: [{ name: 'Cleo' }] },
      });
      await expect(api.nights.create('Friday')).resolves.toMatchObject({ ok: true });
      await expect(api.stats.records()).resolves.toMatchObject({
        ok: true,
        value: { records: [], omitted: 0 },
      });
      await expect(api.nights.rematch('not-an-id')).resolves.toMatchObject({
        ok: false,
        error: { code: 'INVALID_PAYLOAD' },
      });
    } finally {
      await server.close();
    }
  });
});

// ---- hostile payloads, through the registry as the renderer would send them ----

type Invoke = (
  event: { senderFrame: SenderFrame | null },
  payload: unknown,
) => Promise<IpcResult<unknown>>;

function registry() {
  const registered = new Map<string, Invoke>();
  const ipcMain = {
    handle: (channel: string, listener: Invoke) => registered.set(channel, listener),
    removeHandler: (channel: string) => registered.delete(channel),
  };
  const handlers = spyHandlers();
  registerIpcHandlers(ipcMain as never, handlers, {
    isTrustedSender: (frame) => isTrustedSender(frame, APP_ORIGIN),
    log: vi.fn(),
  });
  const send = (channel: string, payload: unknown) => {
    const listener = registered.get(channel);
    if (!listener) throw new Error(`nothing registered for ${channel}`);
    return listener({ senderFrame: { url: APP_PAGE, parent: null } }, payload);
  };
  return { handlers, send };
}

const parsed = (json: string): unknown => JSON.parse(json);
const profile = (fields: Record<string, unknown>) => ({
  profile: { name: 'Ana', color: 'red', ...fields },
});

const HOSTILE: [string, string, unknown][] = [
  ['profiles:list', 'an extra field', { all: true }],
  ['profiles:list', 'an array', []],
  ['profiles:save', 'no profile', {}],
  ['profiles:save', 'a profile as a string', { profile: 'Ana' }],
  ['profiles:save', 'a profile as an array', { profile: ['Ana', 'red'] }],
  ['profiles:save', 'an extra profile field', profile({ admin: true })],
  ['profiles:save', 'an extra top-level field', { ...profile({}), force: true }],
  ['profiles:save', 'an empty name', profile({ name: '' })],
  ['profiles:save', 'a name of spaces', profile({ name: '    ' })],
  ['profiles:save', 'a 41-character name', profile({ name: 'x'.repeat(41) })],
  ['profiles:save', 'a huge name', profile({ name: 'x'.repeat(1_000_000) })],
  ['profiles:save', 'a name with a newline', profile({ name: 'Ana\nBen' })],
  ['profiles:save', 'a name with a NUL', profile({ name: 'Ana\u0000' })],
  ['profiles:save', 'a number name', profile({ name: 42 })],
  ['profiles:save', 'an empty colour', profile({ color: '' })],
  ['profiles:save', 'a colour object', profile({ color: { r: 1 } })],
  ['profiles:save', 'a 41-character colour', profile({ color: 'x'.repeat(41) })],
  ['profiles:save', 'a path as id', profile({ id: '../../profiles' })],
  ['profiles:save', 'an uppercase id', profile({ id: SESSION_ID.toUpperCase() })],
  ['profiles:save', 'a Date id', profile({ id: new Date() })],
  [
    'profiles:save',
    'a __proto__ key in the profile',
    parsed('{"profile":{"name":"Ana","color":"red","__proto__":{"polluted":true}}}'),
  ],
  [
    'profiles:save',
    'a constructor.prototype key',
    parsed('{"profile":{"name":"Ana","color":"red","constructor":{"prototype":{"polluted":1}}}}'),
  ],
  ['profiles:delete', 'no id', {}],
  ['profiles:delete', 'a path as id', { id: '../../etc/passwd' }],
  ['profiles:delete', 'a number id', { id: 7 }],
  ['profiles:delete', 'an id with a newline', { id: `${SESSION_ID}\n` }],
  ['nights:list', 'an extra field', { ended: true }],
  ['nights:list', 'null', null],
  ['nights:create', 'no name', {}],
  ['nights:create', 'an empty name', { name: '' }],
  ['nights:create', 'a name of spaces', { name: '   ' }],
  ['nights:create', 'a 101-character name', { name: 'x'.repeat(101) }],
  ['nights:create', 'a name with a tab', { name: 'Fri\tday' }],
  ['nights:create', 'an extra field (sessions smuggled in)', { name: 'x', sessions: [SESSION_ID] }],
  ['nights:end', 'a path as id', { id: '../profiles.json' }],
  ['nights:end', 'an array id', { id: [SESSION_ID] }],
  ['nights:addSession', 'no session id', { id: SESSION_ID }],
  ['nights:addSession', 'a path as session id', { id: SESSION_ID, sessionId: '../../x' }],
  ['nights:addSession', 'a list of session ids', { id: SESSION_ID, sessionId: [SESSION_ID] }],
  ['nights:addSession', 'an extra field', { id: SESSION_ID, sessionId: SESSION_ID, position: 0 }],
  ['nights:rematch', 'no session id', {}],
  ['nights:rematch', 'an uppercase session id', { sessionId: SESSION_ID.toUpperCase() }],
  [
    'nights:rematch',
    'seats smuggled in',
    { sessionId: SESSION_ID, players: [{ id: 'x', name: 'X', color: 'red' }] },
  ],
  [
    'nights:rematch',
    'a __proto__ key',
    parsed(`{"sessionId":"${SESSION_ID}","__proto__":{"polluted":true}}`),
  ],
  ['stats:records', 'a limit', { limit: 1e9 }],
  ['stats:records', 'a string', 'all'],
  ['stats:records', 'a Map', new Map([['all', true]])],
  ['stats:games', 'a negative part', { part: -1 }],
  ['stats:games', 'a part between two', { part: 0.5 }],
  ['stats:games', 'a part as text', { part: '1' }],
  ['stats:games', 'a part past the largest', { part: MAX_STATS_PART + 1 }],
  ['stats:games', 'a part size', { part: 0, size: 1e9 }],
];

describe('hostile payloads on the new channels', () => {
  it.each(HOSTILE)(
    '%s refuses %s with INVALID_PAYLOAD, handler untouched',
    async (channel, _what, payload) => {
      const { send, handlers } = registry();
      const result = await send(channel, payload);
      expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
      if (!result.ok) expect(result.error.message.length).toBeLessThan(400);
      expect(totalCalls(handlers)).toBe(0);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('refuses a stored profile id that the store did not make, even past the schema', async () => {
    // The schema and the store both check: a direct call with a bad id never touches a path.
    const profiles = await openProfileStore(dir, { sessions: store });
    await expect(profiles.deleteProfile('../../etc')).rejects.toMatchObject({
      code: 'INVALID_ID',
    });
  });
});
