import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HandlersOf } from '../../../src/main/ipc/handlers';
import { createSessionHandlers } from '../../../src/main/ipc/sessionHandlers';
import {
  type SessionNotify,
  sessionChangedBroadcaster,
  withSessionNotifications,
} from '../../../src/main/ipc/sessionNotifications';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import {
  isSessionChangedPayload,
  SESSION_CHANGED_CHANNEL,
} from '../../../src/shared/ipc/channelList';
import { SESSION_ID_PATTERN } from '../../../src/shared/ipc/channels';
import type { RecordHeader } from '../../../src/shared/record/schema';
import { HEADER, SESSION_ID } from './fixtures';

let dir: string;
let store: SessionStore;
let notify: ReturnType<typeof vi.fn<SessionNotify>>;
let handlers: HandlersOf<'sessions'>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'meeple-notify-'));
  store = await openSessionStore(dir);
  notify = vi.fn<SessionNotify>();
  handlers = withSessionNotifications(createSessionHandlers(store), notify);
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const header = HEADER as RecordHeader;

describe('withSessionNotifications', () => {
  it('tells which session changed after each stored change, and only then', async () => {
    const { id } = await handlers['sessions:create']({ name: 'Friday', header });
    expect(notify).toHaveBeenLastCalledWith(id, { eventCount: 0, canUndo: false, canRedo: false });
    await handlers['sessions:append']({ id, event: { type: 'draw', tile: 'U' } });
    await handlers['sessions:appendAll']({ id, events: [{ type: 'place' }, { type: 'endTurn' }] });
    await handlers['sessions:undo']({ id });
    await handlers['sessions:redo']({ id });
    await handlers['sessions:rename']({ id, name: 'Saturday' });
    const text = await handlers['sessions:export']({ id });
    const copy = await handlers['sessions:import']({ text, allowDuplicate: true });
    await handlers['sessions:delete']({ id });
    await handlers['sessions:restore']({ id });
    expect(notify.mock.calls.map(([changed]) => changed)).toEqual([
      id, // create
      id, // append
      id, // appendAll: one notice for the series
      id, // undo
      id, // redo
      id, // rename
      copy.id, // import: the new session
      id, // delete
      id, // restore
    ]);
    // A create, move, series, undo and redo say what the session now is; the others do not.
    expect(notify.mock.calls.map((call) => call[1])).toEqual([
      { eventCount: 0, canUndo: false, canRedo: false },
      { eventCount: 1, canUndo: true, canRedo: false },
      { eventCount: 3, canUndo: true, canRedo: false },
      { eventCount: 2, canUndo: true, canRedo: true },
      { eventCount: 3, canUndo: true, canRedo: false },
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(notify.mock.calls.map((call) => call.length)).toEqual([2, 2, 2, 2, 2, 1, 1, 1, 1]);
  });

  it('says nothing for reads, and nothing when a change fails', async () => {
    const { id } = await handlers['sessions:create']({ name: 'Friday', header });
    notify.mockClear();
    await handlers['sessions:list']({});
    await handlers['sessions:open']({ id });
    await handlers['sessions:export']({ id });
    await handlers['sessions:listTrash']({});
    await handlers['sessions:emptyTrash']({});
    await expect(
      handlers['sessions:append']({ id, event: { type: 'endTurn' } }),
    ).rejects.toMatchObject({ code: 'INVALID_EVENT' });
    await expect(
      handlers['sessions:appendAll']({
        id,
        events: [
          { type: 'draw', tile: 'U' },
          { type: 'draw', tile: 'U' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'INVALID_EVENT' });
    await expect(handlers['sessions:undo']({ id: SESSION_ID })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(handlers['sessions:import']({ text: '{' })).rejects.toMatchObject({
      code: 'INVALID_RECORD',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('never fails a change that is stored because the news could not be sent', async () => {
    const log = vi.fn();
    const failing = withSessionNotifications(
      createSessionHandlers(store),
      () => {
        throw new Error('window gone');
      },
      log,
    );
    const { id } = await failing['sessions:create']({ name: 'Friday', header });
    expect((await store.open(id)).info.name).toBe('Friday');
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('sessionChangedBroadcaster', () => {
  it('sends session:changed with the id to every live window', () => {
    const window = (destroyed = false) => ({
      isDestroyed: () => destroyed,
      webContents: { send: vi.fn() },
    });
    const table = window();
    const presenter = window();
    const closed = window(true);
    sessionChangedBroadcaster(() => [table, presenter, closed])(SESSION_ID);
    expect(table.webContents.send).toHaveBeenCalledExactlyOnceWith(
      SESSION_CHANGED_CHANNEL,
      SESSION_ID,
    );
    expect(presenter.webContents.send).toHaveBeenCalledExactlyOnceWith(
      SESSION_CHANGED_CHANNEL,
      SESSION_ID,
    );
    expect(closed.webContents.send).not.toHaveBeenCalled();
  });

  it('sends the change beside the id when there is one', () => {
    const table = { isDestroyed: () => false, webContents: { send: vi.fn() } };
    const change = { eventCount: 4, canUndo: true, canRedo: false };
    sessionChangedBroadcaster(() => [table])(SESSION_ID, change);
    expect(table.webContents.send).toHaveBeenCalledExactlyOnceWith(
      SESSION_CHANGED_CHANNEL,
      SESSION_ID,
      change,
    );
  });
});

describe('isSessionChangedPayload', () => {
  it('accepts exactly what SESSION_ID_PATTERN accepts', () => {
    for (const value of [
      SESSION_ID,
      SESSION_ID.toUpperCase(),
      `${SESSION_ID}\n`,
      '',
      'x',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-0000-8000-000000000001',
    ]) {
      expect(isSessionChangedPayload(value)).toBe(SESSION_ID_PATTERN.test(value));
    }
    expect(isSessionChangedPayload({ id: SESSION_ID })).toBe(false);
    expect(isSessionChangedPayload(42)).toBe(false);
  });
});
