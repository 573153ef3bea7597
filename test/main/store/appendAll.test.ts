import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore, type StoreError } from '../../../src/main/store';
import { parseJournal } from '../../../src/main/store/journal';
import { MAX_SERIES_LENGTH } from '../../../src/shared/ipc/limits';
import type { GameEvent } from '../../../src/shared/record/schema';
import {
  expectStoreError,
  faultyFs,
  legalEvents,
  makeTempDir,
  newSession,
  removeDir,
} from './fixtures';

/**
 * appendAll: the events of one tap stored as one change, on the real disk. All of them or none;
 * one write and one fsync; afterwards each is an ordinary event (undo takes them back one by
 * one, a restart replays them).
 */

let dir: string;
let disk: ReturnType<typeof faultyFs>;
let store: SessionStore;
const stores: SessionStore[] = [];

const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);
/** Draws, places and End turns only: a base game of 2 players. */
const GAME = legalEvents(40, 1000);
const BEFORE = GAME.slice(0, 4); // … the next player has drawn
const SERIES = GAME.slice(4, 7); // place, endTurn, draw: one tap on the next player's tile

async function freshStore(options: Parameters<typeof openSessionStore>[1] = {}) {
  const opened = await openSessionStore(dir, options);
  stores.push(opened);
  return opened;
}

async function sessionWith(events: readonly GameEvent[]): Promise<string> {
  const id = await store.create(newSession('Series'));
  for (const event of events) await store.append(id, event);
  return id;
}

/** Calls of one kind on the journal itself (`<id>.jsonl`; backups are `<id>.<n>.jsonl`). */
const journalCalls = (id: string, op: string) =>
  disk.calls.filter((call) => call.op === op && call.path.endsWith(`${id}.jsonl`)).length;

beforeEach(async () => {
  dir = await makeTempDir();
  disk = faultyFs();
  store = await freshStore({ fs: disk.fs });
});

afterEach(async () => {
  disk.clear();
  for (const s of stores.splice(0)) await s.close();
  await removeDir(dir);
});

describe('appendAll stores a tap as one change', () => {
  it('writes every event in one write and one fsync, and answers the state after the last', async () => {
    expect(SERIES.map((event) => event.type)).toEqual(['place', 'endTurn', 'draw']);
    const id = await sessionWith(BEFORE);
    const single = await freshStore();
    const alone = await single.create(newSession('One by one'));
    for (const event of [...BEFORE, ...SERIES]) await single.append(alone, event);
    const oneByOne = await single.open(alone);

    const writes = journalCalls(id, 'write');
    const syncs = journalCalls(id, 'sync');
    const stored = await store.appendAll(id, SERIES, BEFORE.length);
    expect(journalCalls(id, 'write') - writes).toBe(1);
    expect(journalCalls(id, 'sync') - syncs).toBe(1);

    expect(stored.events).toEqual(SERIES);
    expect(stored.info).toMatchObject({ eventCount: 7, canUndo: true, canRedo: false });
    expect(stored.summary).toEqual(oneByOne.summary);
    expect(stored.info.turn).toBe(oneByOne.info.turn);

    const lines = (await readFile(journalPath(id), 'utf8')).trimEnd().split('\n');
    expect(lines.slice(-3).map((line) => JSON.parse(line))).toEqual(SERIES);
    const reopened = await (await freshStore()).open(id);
    expect(reopened.record.events).toEqual([...BEFORE, ...SERIES]);
    expect(reopened.summary).toEqual(oneByOne.summary);
    expect(reopened.damage).toBeUndefined();
    expect(reopened.warnings).toEqual([]);
  });

  it('a series of one is an ordinary move', async () => {
    const id = await sessionWith(BEFORE);
    const stored = await store.appendAll(id, SERIES.slice(0, 1));
    expect(stored.events).toEqual(SERIES.slice(0, 1));
    expect((await (await freshStore()).open(id)).record.events).toEqual([...BEFORE, SERIES[0]]);
  });

  it('undo takes the events back one at a time, redo puts them back, both across a restart', async () => {
    const id = await sessionWith(BEFORE);
    await store.appendAll(id, SERIES);
    expect((await store.undo(id, 7)).event).toEqual(SERIES[2]);
    expect((await store.undo(id, 6)).event).toEqual(SERIES[1]);
    expect((await store.open(id)).record.events).toEqual([...BEFORE, SERIES[0]]);

    const restarted = await freshStore();
    const opened = await restarted.open(id);
    expect(opened.record.events).toEqual([...BEFORE, SERIES[0]]);
    expect(opened.info).toMatchObject({ canUndo: true, canRedo: true });
    expect((await restarted.redo(id, 5)).event).toEqual(SERIES[1]);
    expect((await restarted.redo(id, 6)).event).toEqual(SERIES[2]);
    expect((await restarted.open(id)).info.canRedo).toBe(false);
  });

  it('a series after an undo empties the redo stack, as one move does', async () => {
    const id = await sessionWith([...BEFORE, ...SERIES]);
    await store.undo(id);
    await store.undo(id);
    await store.undo(id);
    const stored = await store.appendAll(id, SERIES.slice(0, 2), 4);
    expect(stored.info).toMatchObject({ eventCount: 6, canRedo: false });
    await expectStoreError(store.redo(id), 'NOTHING_TO_REDO');
    const reopened = await (await freshStore()).open(id);
    expect(reopened.record.events).toEqual([...BEFORE, ...SERIES.slice(0, 2)]);
    expect(reopened.info.canRedo).toBe(false);
  });

  it('keeps every series through the compaction of undo/redo lines', async () => {
    const compacting = await freshStore({ compactAfterOps: 20, sidecarDelayMs: 0 });
    const id = await compacting.create(newSession('Compacted'));
    const events = GAME.slice(0, 12);
    for (let at = 0; at < events.length; at += 3) {
      await compacting.appendAll(id, events.slice(at, at + 3));
    }
    const sizeBefore = (await stat(journalPath(id))).size;
    for (let i = 0; i < 40; i++) {
      await compacting.undo(id);
      await compacting.redo(id);
    }
    await compacting.undo(id);
    expect((await stat(journalPath(id))).size).toBeLessThan(sizeBefore + 1000);
    const reopened = await (await freshStore()).open(id);
    expect(reopened.record.events).toEqual(events.slice(0, 11));
    expect(reopened.info.canRedo).toBe(true);
    expect(reopened.damage).toBeUndefined();
  });
});

describe('appendAll refuses a series whole', () => {
  it('an event the rules refuse: says which, writes none of them, keeps the state', async () => {
    const id = await sessionWith(BEFORE);
    const bytes = await readFile(journalPath(id));
    const before = await store.open(id);
    const refused = [SERIES[0], SERIES[0], SERIES[1]] as GameEvent[];
    const error = await expectStoreError(store.appendAll(id, refused), 'INVALID_EVENT');
    expect(error.message).toMatch(/^move 2 of 3: /);
    expect(error.sessionId).toBe(id);
    expect(await readFile(journalPath(id))).toEqual(bytes);
    const after = await store.open(id);
    expect(after.record).toEqual(before.record);
    expect(after.summary).toEqual(before.summary);
    // The good series still goes through from the same state.
    expect((await store.appendAll(id, SERIES, 4)).info.eventCount).toBe(7);
  });

  it('an event that is not an event: says which, writes nothing', async () => {
    const id = await sessionWith(BEFORE);
    const bytes = await readFile(journalPath(id));
    const error = await expectStoreError(
      store.appendAll(id, [SERIES[0], SERIES[1], { type: 'win' }]),
      'INVALID_EVENT',
    );
    expect(error.message).toMatch(/^move 3 of 3: /);
    expect(await readFile(journalPath(id))).toEqual(bytes);
  });

  it.each([
    ['not a list', { type: 'place' }],
    ['an empty list', []],
    ['a list too long', Array.from({ length: MAX_SERIES_LENGTH + 1 }, () => ({ type: 'place' }))],
    ['text', 'place'],
  ])('%s: INVALID_EVENT, nothing written', async (_name, inputs) => {
    const id = await sessionWith(BEFORE);
    const bytes = await readFile(journalPath(id));
    const error = await expectStoreError(store.appendAll(id, inputs), 'INVALID_EVENT');
    expect(error.message).toMatch(/1 to 16 moves\. Nothing was changed/);
    expect(await readFile(journalPath(id))).toEqual(bytes);
  });

  it('a bad session id is refused before anything else', async () => {
    await expectStoreError(store.appendAll('../etc', SERIES), 'INVALID_ID');
    await expectStoreError(store.appendAll('../etc', []), 'INVALID_ID');
  });

  it('a stale expect: CONFLICT saying what changed, checked once for the series, nothing written', async () => {
    const id = await sessionWith(BEFORE);
    const bytes = await readFile(journalPath(id));
    const error = await expectStoreError(store.appendAll(id, SERIES, 3), 'CONFLICT');
    expect(error.message).toMatch(/before the moves arrived: 1 move was played or redone there/);
    expect(error.message).toMatch(/Nothing was changed/);
    expect(await readFile(journalPath(id))).toEqual(bytes);
    await expectStoreError(store.appendAll(id, SERIES, 5), 'CONFLICT');
    expect((await store.appendAll(id, SERIES, 4)).info.eventCount).toBe(7);
  });

  it('two devices sending the same tap at once: one stores it, the other gets CONFLICT', async () => {
    const id = await sessionWith(BEFORE);
    const results = await Promise.allSettled([
      store.appendAll(id, SERIES, 4),
      store.appendAll(id, SERIES, 4),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as StoreError).code).toBe('CONFLICT');
    expect((await (await freshStore()).open(id)).record.events).toEqual([...BEFORE, ...SERIES]);
  });
});

describe('appendAll on a failing disk', () => {
  it('a full disk part way through the write: cut back, nothing changed, the tap goes through later', async () => {
    const id = await sessionWith(BEFORE);
    const bytes = await readFile(journalPath(id));
    const firstLine = `${JSON.stringify(SERIES[0])}\n`.length;
    disk.fail({
      op: 'write',
      code: 'ENOSPC',
      pathIncludes: `${id}.jsonl`,
      partialBytes: firstLine + 5,
      times: 1,
    });
    const error = await expectStoreError(store.appendAll(id, SERIES), 'DISK_FULL');
    expect(error.message).toMatch(/could not save the moves\. Nothing was changed/);
    expect(await readFile(journalPath(id))).toEqual(bytes);
    expect((await store.open(id)).record.events).toEqual(BEFORE);
    await store.appendAll(id, SERIES, 4);
    expect((await (await freshStore()).open(id)).record.events).toEqual([...BEFORE, ...SERIES]);
  });

  it('a write torn by a crash (the cut fails too) keeps a consistent prefix of whole moves', async () => {
    const id = await sessionWith(BEFORE);
    const firstLine = `${JSON.stringify(SERIES[0])}\n`.length;
    disk.fail({
      op: 'write',
      code: 'EIO',
      pathIncludes: `${id}.jsonl`,
      partialBytes: firstLine + 5,
      times: 1,
    });
    disk.fail({ op: 'truncate', code: 'EIO', pathIncludes: `${id}.jsonl`, times: 1 });
    const error = await expectStoreError(store.appendAll(id, SERIES), 'IO');
    expect(error.message).toMatch(/may or may not be on disk/);
    disk.clear();

    // On disk: the first move whole, then 5 bytes of the second (never acknowledged).
    const parsed = parseJournal(await readFile(journalPath(id)));
    expect(parsed.ok && parsed.journal.droppedBytes).toBe(5);
    const reopened = await (await freshStore()).open(id);
    expect(reopened.record.events).toEqual([...BEFORE, SERIES[0]]);
    expect(reopened.repaired?.droppedBytes).toBe(5);
    expect(reopened.damage).toBeUndefined();
    // The store that met the fault follows the disk, never more.
    expect((await store.open(id)).record.events).toEqual([...BEFORE, SERIES[0]]);
    // And play goes on from there: the rest of the tap.
    const rest = await store.appendAll(id, SERIES.slice(1), 5);
    expect(rest.info.eventCount).toBe(7);
    expect((await (await freshStore()).open(id)).record.events).toEqual([...BEFORE, ...SERIES]);
  });

  it('the backup follows the series: a journal cut afterwards is restored with all of it', async () => {
    const id = await sessionWith(BEFORE);
    await store.appendAll(id, SERIES);
    await store.close();
    const { truncate } = await import('node:fs/promises');
    const lines = (await readFile(journalPath(id), 'utf8')).split('\n');
    await truncate(journalPath(id), Buffer.byteLength(`${lines.slice(0, 3).join('\n')}\n`));
    const second = await freshStore();
    const damaged = await second.open(id);
    expect(damaged.damage?.kind).toBe('short');
    expect(damaged.damage?.acknowledged).toBe(7);
    const repaired = await second.repair(id, 'copy');
    expect(repaired.record.events).toEqual([...BEFORE, ...SERIES]);
  });
});
