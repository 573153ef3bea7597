import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', async () => (await import('../main/electronMock')).electronModule());

import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS } from '../../src/shared/ipc/channels';

/** Every value reachable from `root`, functions included. */
function reachable(root: unknown): unknown[] {
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return;
    if (seen.has(value)) return;
    seen.add(value);
    for (const key of Reflect.ownKeys(value as object)) {
      visit((value as Record<PropertyKey, unknown>)[key]);
    }
  };
  visit(root);
  return [...seen];
}

describe('preload', async () => {
  await import('../../src/preload/index');
  const [key, api] = vi.mocked(contextBridge.exposeInMainWorld).mock.calls[0] ?? [];

  it('exposes exactly one object, as meepleLedger', () => {
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
    expect(key).toBe('meepleLedger');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('has the expected methods, one per channel, and nothing else', () => {
    const expected = new Map<string, string[]>();
    for (const channel of CHANNELS) {
      const [group = '', method = ''] = channel.split(':');
      expected.set(group, [...(expected.get(group) ?? []), method]);
    }
    const exposed = api as Record<string, unknown>;
    expect(Object.keys(exposed).sort()).toEqual(
      [...expected.keys(), 'onAppNotice', 'onMenuCommand', 'onSessionChanged'].sort(),
    );
    for (const [group, methods] of expected) {
      const members = exposed[group] as Record<string, unknown>;
      expect(Object.keys(members).sort()).toEqual(methods.sort());
      for (const method of methods) expect(typeof members[method]).toBe('function');
    }
    expect(exposed).not.toHaveProperty('invoke');
    expect(exposed).not.toHaveProperty('send');
  });

  it('never exposes ipcRenderer or any of its functions', () => {
    const values = reachable(api);
    expect(values).not.toContain(ipcRenderer);
    for (const fn of Object.values(ipcRenderer)) expect(values).not.toContain(fn);
  });

  it('calls main over the channel of the method', async () => {
    const exposed = api as { sessions: { list: () => Promise<unknown> } };
    await expect(exposed.sessions.list()).resolves.toEqual({ ok: true, value: [] });
    expect(ipcRenderer.invoke).toHaveBeenCalledWith('sessions:list', {});
  });

  it('has one session-change method: it listens on session:changed and can stop', () => {
    const exposed = api as { onSessionChanged: (listener: (id: string) => void) => () => void };
    const listener = vi.fn();
    const stop = exposed.onSessionChanged(listener);
    expect(ipcRenderer.on).toHaveBeenCalledWith('session:changed', expect.any(Function));
    const relay = vi.mocked(ipcRenderer.on).mock.calls.find(([c]) => c === 'session:changed')?.[1];
    stop();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith('session:changed', relay);
    expect(typeof stop).toBe('function');
    expect(reachable(api)).not.toContain(relay);
  });
});
