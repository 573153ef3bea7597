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

  it('with an identity, works the key out only for items of both lists, and keeps the same result', () => {
    const before = [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ];
    const next = Array.from({ length: 2000 }, (_, i) => ({ id: `g${i}`, n: i }));
    next.splice(10, 0, { id: 'a', n: 1 }, { id: 'b', n: 5 });
    const keyed: string[] = [];
    const key = (x: { id: string; n: number }) => {
      keyed.push(x.id);
      return `${x.id}:${x.n}`;
    };
    const kept = keepSame(next, before, key, (x) => x.id);
    expect(kept[10]).toBe(before[0]);
    expect(kept[11]).toBe(next[11]); // same game, changed: the new item
    expect(kept[11]).not.toBe(before[1]);
    expect(kept[0]).toBe(next[0]);
    expect(keyed.sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(kept).toEqual(keepSame(next, before, (x) => `${x.id}:${x.n}`));
  });

  it('is a copy of the list when there was none before', () => {
    const list = [{ id: 'a' }];
    const kept = keepSame(list, undefined, (x) => x.id);
    expect(kept).toEqual(list);
    expect(kept).not.toBe(list);
  });
});
