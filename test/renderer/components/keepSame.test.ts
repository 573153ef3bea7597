import { describe, expect, it } from 'vitest';
import { keepSame } from '../../../src/renderer/src/components/keepSame';

describe('keepSame (rows kept from move to move)', () => {
  it('gives back the earlier item for each key seen before, in the new order, and new ones as they are', () => {
    const before = [
      { id: 'c1', n: 1 },
      { id: 'r2', n: 2 },
    ];
    const fresh = { id: 'm3', n: 3 };
    const next = keepSame([{ id: 'r2', n: 2 }, fresh, { id: 'c1', n: 1 }], before, (x) => x.id);
    expect(next[0]).toBe(before[1]);
    expect(next[1]).toBe(fresh);
    expect(next[2]).toBe(before[0]);
    expect(keepSame([{ id: 'c1', n: 9 }], before, (x) => `${x.id}:${x.n}`)[0]).not.toBe(before[0]);
  });

  it('is a copy of the list when there was none before', () => {
    const list = [{ id: 'a' }];
    const kept = keepSame(list, undefined, (x) => x.id);
    expect(kept).toEqual(list);
    expect(kept).not.toBe(list);
  });
});
