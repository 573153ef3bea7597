import { appendFile, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import type { GameEvent } from '../../../src/shared/record/schema';
import { faultyFs, legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

let dir: string;
const stores: SessionStore[] = [];

async function fresh(options: Parameters<typeof openSessionStore>[1] = {}) {
  const store = await openSessionStore(dir, { sidecarDelayMs: 0, ...options });
  stores.push(store);
  return store;
}

const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);

/** 30 moves, 3 of them undone (a redo stack of 3), renamed, then `pairs` undo/redo pairs. */
async function spammed(pairs: number): Promise<{ id: string; events: GameEvent[] }> {
  const store = await fresh();
  const id = await store.create(newSession('Before'));
  const events = legalEvents(30);
  for (const event of events) await store.append(id, event);
  for (let i = 0; i < 3; i++) await store.undo(id);
  await store.rename(id, 'After');
  await store.close();
  const pair =
    '{"op":"undo","at":"2026-12-01T19:04:05.120Z"}\n{"op":"redo","at":"2026-12-01T19:04:06.120Z"}\n';
  await appendFile(journalPath(id), pair.repeat(pairs));
  return { id, events };
}

beforeEach(async () => {
  dir = await makeTempDir();
});

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await removeDir(dir);
});

describe('undo/redo lines that cannot matter are compacted away', () => {
  it('on open: every effective event, the redo stack and the name stay; the file shrinks', async () => {
    const { id, events } = await spammed(5000);
    const before = (await stat(journalPath(id))).size;
    const store = await fresh();
    const opened = await store.open(id);
    expect(opened.record.events).toEqual(events.slice(0, 27));
    expect(opened.info).toMatchObject({ name: 'After', canRedo: true, eventCount: 27 });
    expect(opened.damage).toBeUndefined();
    const after = (await stat(journalPath(id))).size;
    expect(before).toBeGreaterThan(400_000);
    expect(after).toBeLessThan(before / 50);
    const lines = (await readFile(journalPath(id), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 30 + 3); // header, 30 events, 3 undos
    expect(JSON.parse(lines[0] as string).session.name).toBe('After');

    // A fresh store reads the compacted file the same, and redo gives the same moves in order.
    const again = await fresh();
    for (const expected of events.slice(27)) {
      expect((await again.redo(id)).event).toEqual(expected);
    }
    expect((await again.open(id)).info.canRedo).toBe(false);
  });

  it('during play: undo/redo taps by the hundred do not grow the file forever', async () => {
    const store = await fresh({ compactAfterOps: 100 });
    const id = await store.create(newSession());
    const events = legalEvents(10);
    for (const event of events) await store.append(id, event);
    for (let i = 0; i < 150; i++) {
      await store.undo(id);
      await store.redo(id);
    }
    expect((await stat(journalPath(id))).size).toBeLessThan(8_000);
    expect((await (await fresh()).open(id)).record.events).toEqual(events);
  }, 60_000);

  it('a compaction that fails leaves the long journal as it was, still readable', async () => {
    const { id, events } = await spammed(1500);
    const bytes = await readFile(journalPath(id));
    const disk = faultyFs();
    disk.fail({ op: 'rename', code: 'EIO', pathIncludes: `${id}.jsonl.tmp` });
    const store = await fresh({ fs: disk.fs });
    expect((await store.open(id)).record.events).toEqual(events.slice(0, 27));
    expect(await readFile(journalPath(id))).toEqual(bytes);
    disk.clear();
    expect((await (await fresh()).open(id)).record.events).toEqual(events.slice(0, 27));
  });
});

describe('the time of an undo, redo or rename line is checked (record spec)', () => {
  it.each([
    ['no time zone', '2026-12-01T19:04:05.120'],
    ['a 30 February', '2026-02-30T10:00:00.000Z'],
    ['an hour 24', '2026-12-01T24:00:00.000Z'],
    ['free text', 'yesterday'],
  ])('refuses %s', async (_, at) => {
    const store = await fresh();
    const id = await store.create(newSession());
    await store.append(id, legalEvents(1)[0] as GameEvent);
    await store.close();
    await appendFile(journalPath(id), `{"op":"undo","at":"${at}"}\n`);
    await expect((await fresh()).open(id)).rejects.toMatchObject({
      code: 'CORRUPT',
      message: expect.stringMatching(/line 3: undo: at must be an ISO 8601 date and time/),
    });
  });

  it('accepts any valid form, as the record does', async () => {
    const store = await fresh();
    const id = await store.create(newSession());
    await store.append(id, legalEvents(1)[0] as GameEvent);
    await store.close();
    await appendFile(
      journalPath(id),
      '{"op":"undo","at":"2026-12-01T19:04:05+01:00"}\n{"at":"2024-02-29T23:59:59Z","op":"redo"}\n{"op":"undo"}\n',
    );
    const opened = await (await fresh()).open(id);
    expect(opened.info).toMatchObject({ eventCount: 0, canRedo: true });
  });
});
