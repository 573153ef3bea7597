import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHandlers } from '../../../src/main/ipc/appHandlers';
import { createDispatcher, type Dispatch } from '../../../src/main/ipc/dispatch';
import { createNightHandlers } from '../../../src/main/ipc/nightHandlers';
import { createSessionHandlers } from '../../../src/main/ipc/sessionHandlers';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import { openProfileStore } from '../../../src/main/store/profiles';
import type { IpcResult } from '../../../src/shared/ipc/result';
import { HEADER, offlineDeviceHandlers, SESSION_ID } from './fixtures';

let dir: string;
let store: SessionStore;
let dispatch: Dispatch;
const openLink = vi.fn((url: string) => url.startsWith('https://'));
const openPresenter = vi.fn((_sessionId: string | undefined) => {});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'meeple-ipc-'));
  store = await openSessionStore(dir);
  dispatch = createDispatcher({
    ...createSessionHandlers(store),
    ...createNightHandlers(await openProfileStore(dir, { sessions: store }), store),
    ...(await offlineDeviceHandlers(dir)),
    ...createAppHandlers({
      version: '9.9.9',
      mode: 'desktop',
      openLink,
      openPresenter,
    }),
  });
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Unwraps a successful result; also checks it would survive IPC and JSON unchanged. */
async function value<T = unknown>(channel: string, payload: unknown): Promise<T> {
  const result = (await dispatch(channel, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  expect(structuredClone(result)).toEqual(result);
  expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  return result.value;
}

describe('session handlers on a real store', () => {
  it('create under an id the page chose; the same id again is refused (EXISTS)', async () => {
    const chosen = '5d0c4a1e-2b3f-4c6d-8e9f-0a1b2c3d4e5f';
    expect(await value('sessions:create', { name: 'Friday', header: HEADER, id: chosen })).toEqual({
      id: chosen,
    });
    const again = (await dispatch('sessions:create', {
      name: 'Again',
      header: HEADER,
      id: chosen,
    })) as IpcResult<unknown>;
    expect(again.ok ? undefined : again.error.code).toBe('EXISTS');
    expect(await value('sessions:open', { id: chosen })).toMatchObject({
      info: { name: 'Friday' },
    });
  });

  it('create → append → undo → redo → open, with no engine snapshot in any reply', async () => {
    const { id } = await value<{ id: string }>('sessions:create', {
      name: 'Friday',
      header: HEADER,
    });
    const appended = await value<Record<string, unknown>>('sessions:append', {
      id,
      event: { type: 'draw', tile: 'U' },
    });
    expect(appended).toMatchObject({ event: { type: 'draw', tile: 'U' }, info: { eventCount: 1 } });
    expect(Object.keys(appended).sort()).toEqual(['event', 'info', 'summary']);
    await value('sessions:undo', { id });
    await value('sessions:redo', { id });
    const opened = await value<Record<string, unknown>>('sessions:open', { id });
    expect(Object.keys(opened).sort()).toEqual(['info', 'record', 'summary', 'warnings']);
    expect(opened).toMatchObject({
      info: { name: 'Friday', canUndo: true, canRedo: false },
      record: { events: [{ type: 'draw', tile: 'U' }] },
      summary: { status: 'playing' },
    });
  });

  it('appendAll stores a series in order and answers the state after it, events as sent', async () => {
    const { id } = await value<{ id: string }>('sessions:create', {
      name: 'Friday',
      header: HEADER,
    });
    const series = [{ type: 'draw', tile: 'U' }, { type: 'place' }, { type: 'endTurn' }];
    const stored = await value<Record<string, unknown>>('sessions:appendAll', {
      id,
      events: series,
      expect: 0,
    });
    expect(Object.keys(stored).sort()).toEqual(['events', 'info', 'summary']);
    expect(stored).toMatchObject({
      events: series,
      info: { eventCount: 3, canUndo: true, canRedo: false, turn: 2 },
    });
    await value('sessions:undo', { id, expect: 3 });
    const opened = await value<{ record: { events: unknown[] } }>('sessions:open', { id });
    expect(opened.record.events).toEqual(series.slice(0, 2));
  });

  it('appendAll refuses a series whole, naming the move the rules refuse', async () => {
    const { id } = await value<{ id: string }>('sessions:create', {
      name: 'Friday',
      header: HEADER,
    });
    const refused = await dispatch('sessions:appendAll', {
      id,
      events: [{ type: 'draw', tile: 'U' }, { type: 'endTurn' }],
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_EVENT' } });
    expect(!refused.ok && refused.error.message).toMatch(/^move 2 of 2: /);
    const stale = await dispatch('sessions:appendAll', {
      id,
      events: [{ type: 'draw', tile: 'U' }],
      expect: 1,
    });
    expect(stale).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const opened = await value<{ record: { events: unknown[] } }>('sessions:open', { id });
    expect(opened.record.events).toEqual([]);
  });

  it('rename, export, import, list', async () => {
    const { id } = await value<{ id: string }>('sessions:create', {
      name: 'Friday',
      header: HEADER,
    });
    await expect(value('sessions:rename', { id, name: 'Saturday' })).resolves.toMatchObject({
      name: 'Saturday',
    });
    const text = await value<string>('sessions:export', { id });
    expect(JSON.parse(text)).toMatchObject({ format: 'meeple-ledger/record@1', events: [] });
    const imported = await value<{ id: string }>('sessions:import', { text });
    expect(imported.id).not.toBe(id);
    const list = await value<{ sessions: { id: string }[]; warnings: unknown[] }>(
      'sessions:list',
      {},
    );
    expect(list.sessions.map((s) => s.id).sort()).toEqual([id, imported.id].sort());
    expect(list.warnings).toEqual([]);
    const newest = await value<{ sessions: { id: string }[]; total: number; warnings: unknown[] }>(
      'sessions:listNewest',
      { count: 1 },
    );
    expect(newest).toEqual({ sessions: list.sessions.slice(0, 1), total: 2, warnings: [] });
  });

  it('delete → listTrash → restore → delete → emptyTrash', async () => {
    const { id } = await value<{ id: string }>('sessions:create', {
      name: 'Friday',
      header: HEADER,
    });
    await expect(value('sessions:delete', { id })).resolves.toBeNull();
    const trash = await value<{ sessions: { id: string; deletedAt: string }[] }>(
      'sessions:listTrash',
      {},
    );
    expect(trash.sessions).toMatchObject([{ id, deletedAt: expect.any(String) }]);
    await expect(value('sessions:restore', { id })).resolves.toBeNull();
    await value('sessions:delete', { id });
    await expect(value('sessions:emptyTrash', {})).resolves.toBe(1);
  });

  it('turns store refusals into error envelopes', async () => {
    await expect(dispatch('sessions:open', { id: SESSION_ID })).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: expect.any(String) },
    });
    const { id } = await value<{ id: string }>('sessions:create', {
      name: 'Friday',
      header: HEADER,
    });
    await expect(
      dispatch('sessions:append', { id, event: { type: 'place' } }),
    ).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_EVENT' },
    });
    await expect(dispatch('sessions:undo', { id })).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOTHING_TO_UNDO' },
    });
    await expect(dispatch('sessions:import', { text: 'not json' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_RECORD' },
    });
  });
});

describe('app handlers', () => {
  it('app:info answers the app info', async () => {
    await expect(value('app:info', {})).resolves.toEqual({
      name: 'Meeple Ledger',
      version: '9.9.9',
      mode: 'desktop',
    });
  });

  it('app:openExternal uses the opener and reports its refusal', async () => {
    await expect(value('app:openExternal', { url: 'https://example.org/' })).resolves.toBeNull();
    openLink.mockReturnValueOnce(false);
    await expect(
      dispatch('app:openExternal', { url: 'https://example.org/' }),
    ).resolves.toMatchObject({
      ok: false,
      error: { code: 'UNSAFE_URL' },
    });
  });

  it('app:openPresenter opens the presenter window on the game asked for, or following the latest', async () => {
    await expect(value('app:openPresenter', { sessionId: SESSION_ID })).resolves.toBeNull();
    await expect(value('app:openPresenter', {})).resolves.toBeNull();
    expect(openPresenter.mock.calls).toEqual([[SESSION_ID], [undefined]]);
  });

  it('app:openPresenter is refused where no window can be opened (the web server)', async () => {
    const web = createDispatcher(
      createAppHandlers({ version: '9.9.9', mode: 'browser', openLink: () => false }) as never,
    );
    await expect(web('app:openPresenter', { sessionId: SESSION_ID })).resolves.toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED' },
    });
  });
});
