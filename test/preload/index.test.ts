import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
}));

import { contextBridge } from 'electron';
import pkg from '../../package.json' with { type: 'json' };

describe('preload', () => {
  it('exposes only the frozen meepleLedger API with the app version', async () => {
    await import('../../src/preload/index');
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
    const [key, api] = vi.mocked(contextBridge.exposeInMainWorld).mock.calls[0] ?? [];
    expect(key).toBe('meepleLedger');
    expect(api).toEqual({ version: pkg.version });
    expect(Object.isFrozen(api)).toBe(true);
  });
});
