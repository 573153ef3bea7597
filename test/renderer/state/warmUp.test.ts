import { describe, expect, it, vi } from 'vitest';
import { warmUpGameStart } from '../../../src/renderer/src/state/warmUp';
import { createFakeApi } from '../screens/fakeApi';

describe('warmUpGameStart', () => {
  it('runs a game’s start off screen and asks nothing of the store', () => {
    const api = createFakeApi();
    const calls = Object.values(api)
      .filter((group) => typeof group === 'object' && group !== null)
      .flatMap((group) => Object.values(group as Record<string, unknown>))
      .filter((method) => vi.isMockFunction(method));
    expect(calls.length).toBeGreaterThan(10);
    warmUpGameStart(api);
    for (const method of calls) expect(method).not.toHaveBeenCalled();
    expect(api.store.size).toBe(0);
  });
});
