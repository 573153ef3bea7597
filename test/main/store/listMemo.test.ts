import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
