import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpTable } from '../../../src/renderer/src/state/warmUp';
import { createFakeApi } from '../screens/fakeApi';

const storeCalls = (api: ReturnType<typeof createFakeApi>) =>
  Object.values(api)
    .filter((group) => typeof group === 'object' && group !== null)
    .flatMap((group) => Object.values(group as Record<string, unknown>))
    .filter((method) => vi.isMockFunction(method));

afterEach(() => vi.restoreAllMocks());

describe('warmUpTable', () => {
  it('draws a table off the page and takes it all back: no store call, node, key listener or frame left', async () => {
    const api = createFakeApi();
    const calls = storeCalls(api);
    expect(calls.length).toBeGreaterThan(10);
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const cancelled = vi.spyOn(window, 'cancelAnimationFrame');
    const before = document.body.innerHTML;
    const focused = document.activeElement;
    warmUpTable(api);
    expect(added.mock.calls.some(([type]) => type === 'keydown')).toBe(true); // it was drawn
    for (const [type, listener] of added.mock.calls)
      expect(
        removed.mock.calls.some(([t, l]) => t === type && l === listener),
        type,
      ).toBe(true);
    expect(cancelled.mock.calls.length).toBe(frames.mock.calls.length);
    expect(document.body.innerHTML).toBe(before);
    expect(document.activeElement).toBe(focused);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const method of calls) expect(method).not.toHaveBeenCalled();
    expect(api.store.size).toBe(0);
  });
});

describe('warmUpTable, when the browser fails it midway', () => {
  it('leaves nothing in the page, no key listener, and throws (the caller ignores it)', () => {
    const before = document.body.innerHTML;
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => {
      throw new Error('no layout');
    });
    expect(() => warmUpTable(createFakeApi())).toThrow('no layout');
    expect(document.body.innerHTML).toBe(before);
    expect(added.mock.calls.some(([type]) => type === 'keydown')).toBe(true);
    for (const [type, listener] of added.mock.calls)
      expect(
        removed.mock.calls.some(([t, l]) => t === type && l === listener),
        type,
      ).toBe(true);
  });
});

describe('warmUpTable, with a table on the page', () => {
  it('draws nothing: that table keeps the tile grid', () => {
    const table = document.createElement('div');
    table.className = 'tb-table';
    document.body.append(table);
    try {
      const added = vi.spyOn(window, 'addEventListener');
      warmUpTable(createFakeApi());
      expect(added).not.toHaveBeenCalled();
      expect(document.body.children.length).toBe(1);
    } finally {
      table.remove();
    }
  });
});
