import { readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import {
  FACTS_SUFFIX,
  FactsIndex,
  factsIndexOf,
  writeFactsFor,
} from '../../../src/main/store/factsIndex';
import { type FolderWatch, nodeFs, type StoreFs } from '../../../src/main/store/fsLayer';
import { RECORD_FORMAT } from '../../../src/shared/record/schema';
import { packStatsGames } from '../../../src/shared/stats/statsWire';
import { type StoredFactsOutcome, storedFactsOf } from '../../../src/shared/stats/storedFacts';
import full from '../../fixtures/records/full-game-every-expansion.json';
import { legalEvents, makeTempDir, newSession, PLAYERS, removeDir } from './fixtures';

/**
 * The statistics' facts beside the journals: worked out once per change, rebuilt when missing,
 * stale or unreadable, and never trusted over the journal.
 */

let dir: string;
let store: SessionStore;
let compute: ReturnType<typeof vi.fn<(record: unknown, started?: string) => StoredFactsOutcome>>;
let index: FactsIndex;

beforeEach(async () => {
  dir = await makeTempDir('meeple-facts-');
  store = await openSessionStore(dir, { sidecarDelayMs: 0 });
  compute = vi.fn(storedFactsOf);
  index = new FactsIndex(store.root, { compute, changeDelayMs: 5 });
});

afterEach(async () => {
  index.close();
  await store.close();
  await removeDir(dir);
});

const factsPath = (id: string) => join(store.root, `${id}${FACTS_SUFFIX}`);
const journalPath = (id: string) => join(store.root, `${id}.jsonl`);

async function importFull(name = 'Big game'): Promise<string> {
  return store.import(JSON.stringify(full), { name, allowDuplicate: true });
}

describe('FactsIndex', () => {
  it('answers every game with the facts of its effective record, and writes them beside the journal', async () => {
    const big = await importFull();
    const small = await store.create(newSession('Short one'));
    for (const event of legalEvents(6)) await store.append(small, event);
    await store.undo(small);

    const { games, warnings } = await index.all();
    expect(warnings).toEqual([]);
    expect(games.map((g) => g.name).sort()).toEqual(['Big game', 'Short one']);
    const bigGame = games.find((g) => g.id === big);
    expect(bigGame?.facts).toEqual((storedFactsOf(full) as { facts: unknown }).facts);
    const smallGame = games.find((g) => g.id === small);
    const effective = {
      format: RECORD_FORMAT,
      players: PLAYERS,
      options: newSession().options,
      events: legalEvents(5),
    };
    expect(smallGame?.facts).toEqual((storedFactsOf(effective) as { facts: unknown }).facts);
    expect(JSON.parse(await readFile(factsPath(big), 'utf8')).game.facts).toEqual(bigGame?.facts);
    expect(compute).toHaveBeenCalledTimes(2);
    // Each with its game's creation, where the first turn's think time starts (as the clock).
    for (const game of games) expect(compute).toHaveBeenCalledWith(expect.anything(), game.created);
  });

  it('replays a game once: later reads use memory, a new index the files', async () => {
    await importFull();
    await index.all();
    await index.all();
    expect(compute).toHaveBeenCalledTimes(1);
    const again = new FactsIndex(store.root, { compute });
    expect((await again.all()).games).toHaveLength(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('rebuilds the facts of a game that changed since (stale: size or time differ)', async () => {
    const id = await store.create(newSession());
    const factsAfter = (count: number) => {
      const record = {
        format: RECORD_FORMAT,
        players: PLAYERS,
        options: newSession().options,
        events: legalEvents(count),
      };
      return (storedFactsOf(record) as { facts: unknown }).facts;
    };
    await store.append(id, legalEvents(1)[0]);
    expect((await index.all()).games[0]?.facts).toEqual(factsAfter(1));
    for (const event of legalEvents(9).slice(1)) await store.append(id, event);
    expect((await index.all()).games[0]?.facts).toEqual(factsAfter(9));
    expect(factsAfter(9)).not.toEqual(factsAfter(1));
    expect(compute).toHaveBeenCalledTimes(2);
    // Same size, other time: rebuilt too (a journal changed by anything but the store).
    const { mtime } = await stat(journalPath(id));
    await utimes(journalPath(id), mtime, new Date(mtime.getTime() + 5000));
    await new FactsIndex(store.root, { compute }).all();
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('packed() answers the games packed for the wire, the same answer again until one changes', async () => {
    const id = await store.create(newSession('Packed'));
    await store.append(id, legalEvents(1)[0]);
    const first = await index.packed();
    expect(first).toEqual(packStatsGames((await index.all()).games, []));
    expect(first.games.id).toEqual([id]);
    expect(await index.packed()).toBe(first);
    for (const event of legalEvents(3).slice(1)) await store.append(id, event);
    const later = await index.packed();
    expect(later).not.toBe(first);
    expect(later).toEqual(packStatsGames((await index.all()).games, []));
    expect(later.seats.figures).not.toEqual(first.seats.figures);
  });

  it('rebuilds a missing, unreadable or foreign facts file, and one of another version', async () => {
    const id = await importFull();
    await index.all();
    const fresh = () => new FactsIndex(store.root, { compute }).all();
    const written = await readFile(factsPath(id), 'utf8');
    for (const bad of [
      '{ not json',
      '',
      JSON.stringify({ ...JSON.parse(written), v: 99 }),
      JSON.stringify({ ...JSON.parse(written), keys: { categories: ['city'], counters: [] } }),
      JSON.stringify({ ...JSON.parse(written), game: { ...JSON.parse(written).game, id: 'x' } }),
      JSON.stringify({
        ...JSON.parse(written),
        game: { ...JSON.parse(written).game, facts: { players: 'none' } },
      }),
    ]) {
      await writeFile(factsPath(id), bad);
      const { games, warnings } = await fresh();
      expect(warnings).toEqual([]);
      expect(games[0]?.facts).toEqual(JSON.parse(written).game.facts);
      expect(await readFile(factsPath(id), 'utf8')).toBe(written);
    }
    await unlink(factsPath(id));
    expect((await fresh()).games).toHaveLength(1);
    expect(compute).toHaveBeenCalledTimes(8);
  });

  it('leaves out a journal that cannot be read, with a warning, and counts the others', async () => {
    await importFull();
    const broken = await store.create(newSession('Broken'));
    await writeFile(
      journalPath(broken),
      `${await readFile(journalPath(broken), 'utf8')}{"op":"undo"}\n`,
    );
    const { games, warnings } = await index.all();
    expect(games.map((g) => g.name)).toEqual(['Big game']);
    expect(warnings).toEqual([
      expect.objectContaining({
        sessionId: broken,
        kind: 'unreadable',
        message: expect.stringMatching(/undo with nothing to undo/),
      }),
    ]);
    // Read-only: the journal is still there, as it was, for the store to report when opened.
    expect(await readdir(store.root)).toContain(`${broken}.jsonl`);
  });

  it('a trashed game is not counted; restored, it is, without a replay', async () => {
    const id = await importFull();
    await index.all();
    await store.delete(id);
    expect((await index.all()).games).toEqual([]);
    await store.restore(id);
    expect((await index.all()).games).toHaveLength(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('changed(id) rebuilds a moment later; warm() builds every missing file, one at a time', async () => {
    const id = await store.create(newSession());
    await store.append(id, legalEvents(1)[0]);
    index.changed(id);
    await vi.waitFor(() => expect(compute).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () =>
      expect((await readdir(store.root)).includes(`${id}${FACTS_SUFFIX}`)).toBe(true),
    );
    const other = await importFull();
    const warm = new FactsIndex(store.root, { compute });
    expect(await warm.warm()).toBe(1);
    expect(JSON.parse(await readFile(factsPath(other), 'utf8')).game.id).toBe(other);
    expect(await warm.warm()).toBe(0);
  });

  it('a game the store holds in memory is worked out from its history, without a replay', async () => {
    const id = await store.create(newSession());
    for (const event of legalEvents(7)) await store.append(id, event);
    const fromMemory = factsIndexOf(store, { compute });
    const { games } = await fromMemory.all();
    expect(compute).not.toHaveBeenCalled();
    const record = {
      format: RECORD_FORMAT,
      players: PLAYERS,
      options: newSession().options,
      events: legalEvents(7),
    };
    expect(games[0]?.facts).toEqual((storedFactsOf(record) as { facts: unknown }).facts);
    // What it wrote is what a replay of the journal gives.
    expect((await new FactsIndex(store.root, { compute }).all()).games[0]?.facts).toEqual(
      games[0]?.facts,
    );
    expect(compute).not.toHaveBeenCalled();
    fromMemory.close();
  });

  it('writeFactsFor writes the file the index would, for fixtures written in bulk', async () => {
    const id = await importFull();
    const outcome = storedFactsOf(full);
    if (!outcome.ok) throw new Error(outcome.error);
    await writeFactsFor(
      store.root,
      { id, name: 'Big game', created: '2025-01-01T00:00:00.000Z', facts: outcome.facts },
      await stat(journalPath(id)),
    );
    const { games } = await index.all();
    expect(games[0]?.created).toBe('2025-01-01T00:00:00.000Z');
    expect(compute).not.toHaveBeenCalled();
  });

  describe('while the folder is watched, only the journals that changed are checked', () => {
    /** The node file system with its stats counted and, unless real, a watch the test drives. */
    function counted(watch: 'real' | 'fake' | 'none') {
      const stats: string[] = [];
      const drive: { changed?: (name: string | undefined) => void; lost?: () => void } = {};
      const fs: StoreFs = {
        ...nodeFs,
        stat: (path) => {
          stats.push(path);
          return nodeFs.stat(path);
        },
        watch:
          watch === 'real'
            ? nodeFs.watch
            : watch === 'fake'
              ? (_path, changed, lost): FolderWatch => {
                  drive.changed = changed;
                  drive.lost = lost;
                  return { close: () => undefined };
                }
              : undefined,
      };
      return { fs, stats, drive };
    }
    const statted = (stats: string[], ids: readonly string[]) =>
      ids.filter((id) => stats.some((path) => path.endsWith(`${id}.jsonl`)));

    it('reads 2,000 games without 2,000 stats: a journal another program rewrites is read again once the folder tells', async () => {
      const ids = [await importFull('A'), await importFull('B'), await importFull('C')];
      const { fs, stats } = counted('real');
      const watched = new FactsIndex(store.root, { fs });
      try {
        expect((await watched.all()).games).toHaveLength(3);
        stats.length = 0;
        expect((await watched.all()).games).toHaveLength(3);
        expect(stats).toEqual([]);
        await writeFile(journalPath(ids[1] as string), 'not a journal\n');
        await vi.waitFor(
          async () => {
            const { games, warnings } = await watched.all();
            expect(games.map((g) => g.name).sort()).toEqual(['A', 'C']);
            expect(warnings).toHaveLength(1);
          },
          { timeout: 3000, interval: 20 },
        );
        // A journal left out is not trusted: it is checked, and left out, on every read.
        stats.length = 0;
        expect((await watched.all()).warnings).toHaveLength(1);
        expect(statted(stats, ids)).toEqual([ids[1]]);
      } finally {
        watched.close();
      }
    });

    it('changed(id) (a change this process made) has that journal checked at once, not when the watch tells', async () => {
      const ids = [await importFull('A'), await importFull('B')];
      const { fs, stats } = counted('fake');
      const watched = new FactsIndex(store.root, { fs, changeDelayMs: 60_000 });
      try {
        await watched.all();
        stats.length = 0;
        watched.changed(ids[0] as string);
        await watched.all();
        expect(statted(stats, ids)).toEqual([ids[0]]);
      } finally {
        watched.close();
      }
    });

    it('checks every journal when the system cannot say which entry changed, when the watch fails, or with no watch at all', async () => {
      const ids = [await importFull('A'), await importFull('B')];
      const { fs, stats, drive } = counted('fake');
      const watched = new FactsIndex(store.root, { fs });
      const unwatched = counted('none');
      const plain = new FactsIndex(store.root, { fs: unwatched.fs });
      try {
        await watched.all();
        stats.length = 0;
        drive.changed?.(`${ids[1]}.facts.json`); // not a journal: nothing to check
        drive.changed?.(`${ids[1]}.jsonl`);
        await watched.all();
        expect(statted(stats, ids)).toEqual([ids[1]]);
        stats.length = 0;
        drive.changed?.(undefined);
        await watched.all();
        expect(statted(stats, ids).sort()).toEqual([...ids].sort());
        stats.length = 0;
        drive.lost?.();
        await watched.all();
        expect(statted(stats, ids).sort()).toEqual([...ids].sort());

        await plain.all();
        unwatched.stats.length = 0;
        await plain.all();
        expect(statted(unwatched.stats, ids).sort()).toEqual([...ids].sort());
      } finally {
        watched.close();
        plain.close();
      }
    });
  });
});
