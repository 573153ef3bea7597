import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeFs, openSessionStore, type SessionStore, type StoreFs } from '../../../src/main/store';
import { legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

/** Listing years of games: a sidecar is read once, then again only when its journal changed. */

let dir: string;
let reads: string[];
let store: SessionStore;

const countingFs: StoreFs = {
  ...nodeFs,
  readText: (path) => {
    reads.push(path);
    return nodeFs.readText(path);
  },
};

beforeEach(async () => {
  dir = await makeTempDir('meeple-list-');
  reads = [];
});

afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

const sidecarReads = () => reads.filter((p) => p.endsWith('.meta.json')).length;

describe('list', () => {
  it('reads each sidecar once, and again for a journal that changed', async () => {
    const writer = await openSessionStore(dir, { sidecarDelayMs: 0 });
    const a = await writer.create(newSession('A'));
    await writer.create(newSession('B'));
    await writer.close();

    store = await openSessionStore(dir, { fs: countingFs, sidecarDelayMs: 0, cacheSize: 1 });
    expect((await store.list()).sessions.map((s) => s.name).sort()).toEqual(['A', 'B']);
    expect(sidecarReads()).toBe(2);
    await store.list();
    expect(sidecarReads()).toBe(2);

    // A change through this store (and the session leaving its memory) is seen by the next list.
    await store.append(a, legalEvents(1)[0]);
    await store.create(newSession('C'));
    const listed = await store.list();
    expect(listed.sessions.find((s) => s.id === a)?.eventCount).toBe(1);
    expect(listed.sessions).toHaveLength(3);
  });
});

describe('list while the sessions folder is watched', () => {
  it('stats only the journals that changed since: none for a list again, one that another program touched once the folder tells', async () => {
    const writer = await openSessionStore(dir, { sidecarDelayMs: 0 });
    const a = await writer.create(newSession('A'));
    const b = await writer.create(newSession('B'));
    await writer.close();
    const stats: string[] = [];
    const watched: StoreFs = {
      ...nodeFs,
      stat: (path) => {
        stats.push(path);
        return nodeFs.stat(path);
      },
    };
    const journalStats = (id: string) => stats.filter((p) => p.endsWith(`${id}.jsonl`)).length;

    store = await openSessionStore(dir, { fs: watched, sidecarDelayMs: 0, cacheSize: 1 });
    expect((await store.list()).sessions).toHaveLength(2);
    stats.length = 0;
    expect((await store.list()).sessions).toHaveLength(2);
    expect(journalStats(a) + journalStats(b)).toBe(0);

    // Another program touches B's journal: once the watch says so, B is checked again (and
    // its list entry with it); A is not.
    const later = new Date(Date.now() + 60_000);
    await utimes(join(store.root, `${b}.jsonl`), later, later);
    await vi.waitFor(
      async () => {
        stats.length = 0;
        await store.list();
        expect(journalStats(b)).toBe(1);
      },
      { timeout: 3000, interval: 20 },
    );
    expect(journalStats(a)).toBe(0);

    // A change through this store is listed at once, whatever the watch says.
    await store.append(a, legalEvents(1)[0]);
    await store.create(newSession('C'));
    const listed = await store.list();
    expect(listed.sessions.find((s) => s.id === a)?.eventCount).toBe(1);
    expect(listed.sessions).toHaveLength(3);
  });

  it('without a watch (a file system that has none), every journal is checked on every list', async () => {
    const writer = await openSessionStore(dir, { sidecarDelayMs: 0 });
    const a = await writer.create(newSession('A'));
    await writer.close();
    const stats: string[] = [];
    const unwatched: StoreFs = {
      ...nodeFs,
      watch: undefined,
      stat: (path) => {
        stats.push(path);
        return nodeFs.stat(path);
      },
    };
    store = await openSessionStore(dir, { fs: unwatched, sidecarDelayMs: 0 });
    await store.list();
    stats.length = 0;
    await store.list();
    expect(stats.filter((p) => p.endsWith(`${a}.jsonl`))).toHaveLength(1);
  });
});

describe('listNewest (the first page, before the whole list)', () => {
  /** A store whose clock moves a minute per call: the last session changed is the newest. */
  const ticking = () => {
    let t = Date.UTC(2025, 0, 1, 19);
    return () => {
      t += 60_000;
      return new Date(t);
    };
  };
  const statsOf = (paths: string[]) => paths.filter((p) => p.endsWith('.jsonl')).length;

  it('answers the newest games of the list, in its order, and how many there are', async () => {
    store = await openSessionStore(dir, { sidecarDelayMs: 0, now: ticking() });
    const ids = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push(await store.create(newSession(name)));
    await store.append(ids[0] as string, legalEvents(1)[0]);
    const { sessions } = await store.list();
    const head = await store.listNewest(2);
    expect(head.sessions).toEqual(sessions.slice(0, 2));
    expect(head.sessions.map((s) => s.name)).toEqual(['A', 'D']);
    expect(head.total).toBe(4);
    expect((await store.listNewest(10)).sessions).toEqual(sessions);
  });

  it('reads a journal it has not seen as list does, and none it checked already', async () => {
    const writer = await openSessionStore(dir, { sidecarDelayMs: 0, now: ticking() });
    for (const name of ['A', 'B', 'C']) await writer.create(newSession(name));
    await writer.close();
    const stats: string[] = [];
    store = await openSessionStore(dir, {
      fs: {
        ...countingFs,
        stat: (path) => {
          stats.push(path);
          return nodeFs.stat(path);
        },
      },
      sidecarDelayMs: 0,
    });
    // Nothing seen yet: every journal is read, as the whole list would.
    const cold = await store.listNewest(2);
    expect(cold.sessions.map((s) => s.name)).toEqual(['C', 'B']);
    expect(cold.total).toBe(3);
    await store.list();
    stats.length = 0;
    reads.length = 0;
    expect((await store.listNewest(2)).sessions.map((s) => s.name)).toEqual(['C', 'B']);
    expect(statsOf(stats)).toBe(0);
    expect(sidecarReads()).toBe(0);
  });

  it('shows this store’s own changes at once, also of a session no longer in memory', async () => {
    const clock = ticking();
    const writer = await openSessionStore(dir, { sidecarDelayMs: 0, now: clock });
    const a = await writer.create(newSession('A'));
    const b = await writer.create(newSession('B'));
    await writer.close();
    store = await openSessionStore(dir, { sidecarDelayMs: 0, cacheSize: 1, now: clock });
    await store.list(); // A and B as their sidecars have them, before the changes below
    await store.append(a, legalEvents(1)[0]);
    await store.rename(b, 'B renamed'); // a leaves the memory (cacheSize 1)
    await store.create(newSession('C'));
    const head = await store.listNewest(3);
    // A rename is not a move: B stays older than A's move.
    expect(head.sessions.map((s) => [s.name, s.eventCount])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B renamed', 0],
    ]);
    await store.delete(b);
    expect((await store.listNewest(3)).sessions.map((s) => s.name)).toEqual(['C', 'A']);
    expect((await store.listNewest(3)).total).toBe(2);
  });

  it('sees journals come and go behind its back; a changed one shows in the next list', async () => {
    const writer = await openSessionStore(dir, { sidecarDelayMs: 0, now: ticking() });
    const a = await writer.create(newSession('A'));
    const b = await writer.create(newSession('B'));
    await writer.close();
    store = await openSessionStore(dir, { sidecarDelayMs: 0 });
    await store.list();

    // Another program (a sync tool, a second copy of the app) changes the folder.
    const other = await openSessionStore(dir, { sidecarDelayMs: 0, now: ticking() });
    await other.append(a, legalEvents(1)[0]);
    const c = await other.create(newSession('C'));
    await other.delete(b);
    await other.close();

    const head = await store.listNewest(5);
    expect(head.sessions.map((s) => s.id)).toEqual([c, a]);
    // A's change is the whole list's to see: the first page trusts what the last list checked.
    expect(head.sessions.find((s) => s.id === a)?.eventCount).toBe(0);
    const { sessions } = await store.list();
    expect(sessions.find((s) => s.id === a)?.eventCount).toBe(1);
    expect((await store.listNewest(5)).sessions.find((s) => s.id === a)?.eventCount).toBe(1);
  });
});
