import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore, StoreError } from '../../../src/main/store';
import type { GameEvent } from '../../../src/shared/record/schema';
import { legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

let dir: string;
let store: SessionStore;

const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);

async function refusal(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

async function sessionWith(events: readonly GameEvent[]): Promise<string> {
  const id = await store.create(newSession());
  for (const event of events) await store.append(id, event);
  return id;
}

beforeEach(async () => {
  dir = await makeTempDir();
  store = await openSessionStore(dir, { sidecarDelayMs: 0 });
});

afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

describe('expect: the number of effective events the caller has seen', () => {
  it('applies a change when the count matches', async () => {
    const events = legalEvents(4);
    const id = await sessionWith(events.slice(0, 3));
    expect((await store.append(id, events[3] as GameEvent, 3)).info.eventCount).toBe(4);
    expect((await store.undo(id, 4)).info.eventCount).toBe(3);
    expect((await store.redo(id, 3)).info.eventCount).toBe(4);
  });

  it('refuses a move from a stale view with CONFLICT, saying what changed, and writes nothing', async () => {
    const events = legalEvents(5);
    const id = await sessionWith(events.slice(0, 4));
    const before = await readFile(journalPath(id));
    const error = await refusal(store.append(id, events[4] as GameEvent, 3));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/changed elsewhere/);
    expect(error.message).toMatch(/1 move was played or redone there/);
    expect(error.message).toMatch(/4 moves now and this screen had seen 3/);
    expect(await readFile(journalPath(id))).toEqual(before);
    expect((await store.open(id)).record.events).toEqual(events.slice(0, 4));
  });

  it('refuses undo and redo from a stale view too, before anything else is checked', async () => {
    const id = await sessionWith(legalEvents(3));
    await store.undo(id, 3);
    const before = await readFile(journalPath(id));
    const undo = await refusal(store.undo(id, 3));
    expect(undo.code).toBe('CONFLICT');
    expect(undo.message).toMatch(/1 move was undone there/);
    const redo = await refusal(store.redo(id, 5));
    expect(redo.code).toBe('CONFLICT');
    expect(redo.message).toMatch(/3 moves were undone there/);
    // Nothing to undo is still a conflict when the caller's view is stale.
    const empty = await sessionWith([]);
    expect((await refusal(store.undo(empty, 1))).code).toBe('CONFLICT');
    expect(await readFile(journalPath(id))).toEqual(before);
  });

  it('without expect, behaves as before (scripts and older callers)', async () => {
    const events = legalEvents(2);
    const id = await sessionWith(events);
    expect((await store.undo(id)).info.eventCount).toBe(1);
  });

  it('two clients racing from the same state never store the same move twice', async () => {
    // Each round, both "devices" have seen the same count and send the same move at once.
    const events = legalEvents(30);
    const id = await store.create(newSession());
    let seen = 0;
    for (const event of events) {
      const results = await Promise.allSettled([
        store.append(id, event, seen),
        store.append(id, event, seen),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
      seen += 1;
    }
    // Undo raced the same way takes back exactly one move.
    const undos = await Promise.allSettled([store.undo(id, seen), store.undo(id, seen)]);
    expect(undos.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const reopened = await openSessionStore(dir);
    expect((await reopened.open(id)).record.events).toEqual(events.slice(0, -1));
    await reopened.close();
  });
});
