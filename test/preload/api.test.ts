import { describe, expect, it, vi } from 'vitest';
import { createIpcTransport, MAX_HELD_NOTICES, type PreloadIpc } from '../../src/preload/api';
import {
  APP_NOTICE_CHANNEL,
  MENU_COMMAND_CHANNEL,
  SESSION_CHANGED_CHANNEL,
} from '../../src/shared/ipc/channelList';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpc(answer: () => Promise<unknown>) {
  const listeners = new Map<string, Set<Listener>>();
  const ipc = {
    invoke: vi.fn(answer),
    on: vi.fn((channel: string, listener: Listener) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
      return ipc;
    }),
    removeListener: vi.fn((channel: string, listener: Listener) => {
      listeners.get(channel)?.delete(listener);
      return ipc;
    }),
  };
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'secret' }, ...args);
  };
  return { ipc: ipc as unknown as PreloadIpc, emit, listeners };
}

describe('createIpcTransport', () => {
  it('returns envelopes from main as they are', async () => {
    const { ipc } = fakeIpc(async () => ({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'gone' },
    }));
    await expect(createIpcTransport(ipc).invoke('sessions:open', { id: 'x' })).resolves.toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'gone' },
    });
  });

  it('turns a rejected invoke into a TRANSPORT envelope, without the error itself', async () => {
    const { ipc } = fakeIpc(async () => {
      throw new Error("Error invoking remote method 'sessions:list': /home/ana");
    });
    const result = await createIpcTransport(ipc).invoke('sessions:list', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'TRANSPORT' } });
    expect(JSON.stringify(result)).not.toContain('/home/ana');
  });

  it('refuses a malformed answer', async () => {
    const { ipc } = fakeIpc(async () => 'surprise');
    await expect(createIpcTransport(ipc).invoke('sessions:list', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'TRANSPORT' },
    });
  });

  it('relays valid menu commands without the IPC event, and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc(async () => null);
    const listener = vi.fn();
    const unsubscribe = createIpcTransport(ipc).onMenuCommand(listener);
    emit(MENU_COMMAND_CHANNEL, 'undo');
    emit(MENU_COMMAND_CHANNEL, 'rm -rf');
    emit(MENU_COMMAND_CHANNEL, { command: 'undo' });
    expect(listener).toHaveBeenCalledExactlyOnceWith('undo');
    unsubscribe();
    expect(listeners.get(MENU_COMMAND_CHANNEL)?.size).toBe(0);
    emit(MENU_COMMAND_CHANNEL, 'redo');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('relays session changes as the id alone, only well-formed ids, and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc(async () => null);
    const id = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
    const listener = vi.fn();
    const unsubscribe = createIpcTransport(ipc).onSessionChanged(listener);
    expect(ipc.on).toHaveBeenCalledWith(SESSION_CHANGED_CHANNEL, expect.any(Function));
    emit(SESSION_CHANGED_CHANNEL, id);
    emit(SESSION_CHANGED_CHANNEL, '../../etc/passwd');
    emit(SESSION_CHANGED_CHANNEL, { id });
    emit(SESSION_CHANGED_CHANNEL);
    emit(MENU_COMMAND_CHANNEL, id);
    expect(listener).toHaveBeenCalledExactlyOnceWith(id);
    // The page gets the id, never the IPC event (it references the sender).
    expect(listener.mock.calls[0]).toHaveLength(1);
    unsubscribe();
    expect(listeners.get(SESSION_CHANGED_CHANNEL)?.size).toBe(0);
    emit(SESSION_CHANGED_CHANNEL, id);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('relays the change after a move beside the id, only a well-formed one', () => {
    const { ipc, emit } = fakeIpc(async () => null);
    const id = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
    const listener = vi.fn();
    createIpcTransport(ipc).onSessionChanged(listener);
    const change = { eventCount: 12, canUndo: true, canRedo: false };
    emit(SESSION_CHANGED_CHANNEL, id, change);
    // A change that does not check out is left off; the notice itself still counts.
    emit(SESSION_CHANGED_CHANNEL, id, { ...change, eventCount: -1 });
    emit(SESSION_CHANGED_CHANNEL, id, { ...change, extra: 1 });
    emit(SESSION_CHANGED_CHANNEL, id, { eventCount: 12, canUndo: 'yes', canRedo: false });
    emit(SESSION_CHANGED_CHANNEL, id, 'twelve');
    emit(SESSION_CHANGED_CHANNEL, '../x', change);
    expect(listener.mock.calls).toEqual([[id, change], [id], [id], [id], [id]]);
  });

  it('keeps each subscription apart: one unsubscribe leaves the others', () => {
    const { ipc, emit } = fakeIpc(async () => null);
    const id = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
    const transport = createIpcTransport(ipc);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = transport.onSessionChanged(a);
    transport.onSessionChanged(b);
    stopA();
    emit(SESSION_CHANGED_CHANNEL, id);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledExactlyOnceWith(id);
  });

  it('holds app notices until the page subscribes, then relays checked ones as they come', () => {
    const { ipc, emit } = fakeIpc(async () => null);
    const id = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
    const transport = createIpcTransport(ipc);
    emit(APP_NOTICE_CHANNEL, { kind: 'recovered', reason: 'crashed' });
    emit(APP_NOTICE_CHANNEL, { kind: 'recovered', reason: 'bored' });
    emit(APP_NOTICE_CHANNEL, { kind: 'imported', id: '../x', file: 'a.meeple' });
    const listener = vi.fn();
    const stop = transport.onAppNotice(listener);
    expect(listener).toHaveBeenCalledExactlyOnceWith({ kind: 'recovered', reason: 'crashed' });
    emit(APP_NOTICE_CHANNEL, { kind: 'imported', id, file: 'night.meeple' });
    emit(APP_NOTICE_CHANNEL, { kind: 'imported', id, file: 'night.meeple', extra: 1 });
    emit(APP_NOTICE_CHANNEL, { kind: 'importFailed', file: 'bad.meeple', message: 'not JSON' });
    expect(listener.mock.calls.map(([notice]) => notice)).toEqual([
      { kind: 'recovered', reason: 'crashed' },
      { kind: 'imported', id, file: 'night.meeple' },
      { kind: 'importFailed', file: 'bad.meeple', message: 'not JSON' },
    ]);
    stop();
    emit(APP_NOTICE_CHANNEL, { kind: 'duplicate', id, file: 'night.meeple' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it(`holds at most ${MAX_HELD_NOTICES} notices`, () => {
    const { ipc, emit } = fakeIpc(async () => null);
    const transport = createIpcTransport(ipc);
    for (let i = 0; i < MAX_HELD_NOTICES + 5; i++) {
      emit(APP_NOTICE_CHANNEL, { kind: 'importFailed', file: `${i}.meeple`, message: 'no' });
    }
    const listener = vi.fn();
    transport.onAppNotice(listener);
    expect(listener).toHaveBeenCalledTimes(MAX_HELD_NOTICES);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ file: '5.meeple' });
  });
});
