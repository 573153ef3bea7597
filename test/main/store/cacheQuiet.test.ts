import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeFs, openSessionStore, type SessionStore, type StoreFs } from '../../../src/main/store';
import { CACHE_QUIET_MS } from '../../../src/main/store/cacheQuiet';
import { FactsIndex } from '../../../src/main/store/factsIndex';
import { legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

/**
 * The caches beside a journal (the list's sidecar, the statistics' facts) are written once the
 * session has been quiet a while, not a second after each move: their data went out with the
 * next move's fsync, and the next tap of a turn waited for it (cacheQuiet.ts).
 */

let dir: string;
let store: SessionStore;
let renamedTo: string[];

/** The real disk, with each rename's target kept: both caches are written by a rename. */
const watchingFs: StoreFs = {
  ...nodeFs,
  rename: (from, to) => {
    renamedTo.push(to);
    return nodeFs.rename(from, to);
  },
};

const written = (suffix: string) => renamedTo.filter((path) => path.endsWith(suffix)).length;

/** Fake time passes; then the disk work its timers started is given real time to finish. */
async function pass(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await realTime(100);
}

/** Turns of the event loop for `ms` of real time (setTimeout is fake here), or until `done`. */
async function realTime(ms: number, done = () => false): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until && !done())
    await new Promise((resolve) => setImmediate(resolve));
}

/** Waits (real time, 3 s at most) for `count` writes of the cache; the count then. */
async function writesOf(suffix: string, count: number): Promise<number> {
  await realTime(3000, () => written(suffix) >= count);
  return written(suffix);
}

beforeEach(async () => {
  dir = await makeTempDir('meeple-quiet-');
  renamedTo = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await store?.close();
  await removeDir(dir);
});

describe('caches beside the journal wait for the session to be quiet', () => {
  it('the quiet period is 10 s: a turn is over by then', () => {
    expect(CACHE_QUIET_MS).toBe(10_000);
  });

  it('a sidecar is written once no move has come for the quiet period, not a moment after each move', async () => {
    store = await openSessionStore(dir, { fs: watchingFs });
    const id = await store.create(newSession());
    const [first, second, third] = legalEvents(3, 7);
    await pass(CACHE_QUIET_MS + 100);
    await realTime(300);
    const before = written('.meta.json');
    await store.append(id, first);
    await pass(CACHE_QUIET_MS / 2);
    await store.append(id, second);
    await pass(CACHE_QUIET_MS / 2);
    await store.append(id, third);
    // 10 s after the first move, 5 s after the second, none after the third: not yet.
    await pass(CACHE_QUIET_MS - 1000);
    expect(written('.meta.json')).toBe(before);
    await pass(1100);
    expect(await writesOf('.meta.json', before + 1)).toBe(before + 1);
  });

  it("a game's facts are rebuilt once no move has come for the quiet period", async () => {
    store = await openSessionStore(dir, { sidecarDelayMs: 0 });
    const facts = new FactsIndex(store.root, { fs: watchingFs });
    try {
      const id = await store.create(newSession());
      const [first, second] = legalEvents(2, 11);
      await store.append(id, first);
      facts.changed(id);
      await pass(CACHE_QUIET_MS / 2);
      await store.append(id, second);
      facts.changed(id);
      await pass(CACHE_QUIET_MS - 1000);
      expect(written('.facts.json')).toBe(0);
      await pass(1100);
      expect(await writesOf('.facts.json', 1)).toBe(1);
    } finally {
      facts.close();
    }
  });
});
