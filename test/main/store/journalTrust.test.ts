import { describe, expect, it, vi } from 'vitest';
import { nodeFs, type StoreFs } from '../../../src/main/store/fsLayer';
import { JournalTrust } from '../../../src/main/store/journalTrust';

/** Journals known unchanged since they were read: the folder's watch decides. */

function watched() {
  const drive: { changed?: (name: string | undefined) => void; lost?: () => void } = {};
  const closed = vi.fn();
  const fs: StoreFs = {
    ...nodeFs,
    watch: (_path, changed, lost) => {
      drive.changed = changed;
      drive.lost = lost;
      return { close: closed };
    },
  };
  return { trust: new JournalTrust('/sessions', fs), drive, closed };
}

describe('JournalTrust', () => {
  it('answers from the cache while the journal is unchanged, and checks again once it changed', async () => {
    const { trust, drive } = watched();
    const cache = new Map<string, string>();
    const check = vi.fn(async () => {
      cache.set('a', `read ${check.mock.calls.length}`);
      return cache.get('a');
    });
    expect(await trust.read('a', () => cache.get('a'), check)).toBe('read 1');
    expect(await trust.read('a', () => cache.get('a'), check)).toBe('read 1');
    expect(check).toHaveBeenCalledTimes(1);
    drive.changed?.('a.facts.json'); // not the journal
    expect(await trust.read('a', () => cache.get('a'), check)).toBe('read 1');
    drive.changed?.('a.jsonl');
    expect(await trust.read('a', () => cache.get('a'), check)).toBe('read 2');
    trust.changed('a'); // this process's own change
    expect(await trust.read('a', () => cache.get('a'), check)).toBe('read 3');
  });

  it('does not trust an answer the cache did not keep, nor anything once the watch cannot say or fails', async () => {
    const { trust, drive, closed } = watched();
    const check = vi.fn(async () => 'left out');
    await trust.read('a', () => undefined, check);
    await trust.read('a', () => undefined, check);
    expect(check).toHaveBeenCalledTimes(2);

    const cache = new Map([['b', 'kept']]);
    const checkB = vi.fn(async () => cache.get('b'));
    await trust.read('b', () => cache.get('b'), checkB);
    await trust.read('b', () => cache.get('b'), checkB);
    expect(checkB).toHaveBeenCalledTimes(1);
    drive.changed?.(undefined);
    await trust.read('b', () => cache.get('b'), checkB);
    expect(checkB).toHaveBeenCalledTimes(2);
    drive.lost?.();
    expect(closed).toHaveBeenCalled();
    expect(trust.unchanged('b')).toBe(false);
    trust.close();
  });

  it('with no watch, checks every time', async () => {
    const trust = new JournalTrust('/sessions', { ...nodeFs, watch: undefined });
    const check = vi.fn(async () => 'x');
    await trust.read('a', () => 'x', check);
    await trust.read('a', () => 'x', check);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
