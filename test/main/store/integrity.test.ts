import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import type { GameEvent } from '../../../src/shared/record/schema';
import { legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

let dir: string;
const stores: SessionStore[] = [];

async function fresh(): Promise<SessionStore> {
  const store = await openSessionStore(dir, { sidecarDelayMs: 0 });
  stores.push(store);
  return store;
}

const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);
const ackPath = (id: string) => join(dir, 'sessions', `${id}.ack.json`);

async function played(events: readonly GameEvent[]): Promise<string> {
  const store = await fresh();
  const id = await store.create(newSession());
  for (const event of events) await store.append(id, event);
  await store.close();
  return id;
}

/** Keeps the header and the first `moves` lines: the file as another program left it. */
async function cutAfter(id: string, moves: number): Promise<void> {
  const lines = (await readFile(journalPath(id), 'utf8')).split('\n');
  await writeFile(journalPath(id), `${lines.slice(0, moves + 1).join('\n')}\n`);
}

beforeEach(async () => {
  dir = await makeTempDir();
});

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await removeDir(dir);
});

describe('a journal cut or changed from outside', () => {
  it('says exactly how many acknowledged moves a cut file lost, and where the copy is', async () => {
    const events = legalEvents(62);
    const id = await played(events);
    await cutAfter(id, 20);
    const store = await fresh();
    const opened = await store.open(id);
    expect(opened.record.events).toEqual(events.slice(0, 20));
    expect(opened.damage).toEqual({
      kind: 'short',
      message: `The file of "Friday night" ends after move 20; 42 acknowledged moves are missing. The last copy is in sessions/backups/${id}.1.jsonl (62 moves); restore it from the game's notice.`,
      acknowledged: 62,
      present: 20,
      copy: { file: `sessions/backups/${id}.1.jsonl`, moves: 62 },
    });
    // Until repaired, it says so every time (nothing acknowledges the cut file meanwhile).
    expect((await (await fresh()).open(id)).damage?.kind).toBe('short');
  });

  it('restores the last copy: every acknowledged move is back, the cut file kept aside', async () => {
    const events = legalEvents(62);
    const id = await played(events);
    await cutAfter(id, 20);
    const store = await fresh();
    const repaired = await store.repair(id, 'copy');
    expect(repaired.damage).toBeUndefined();
    expect(repaired.record.events).toEqual(events);
    const aside = await readdir(join(dir, 'sessions', 'corrupt'));
    expect(aside.filter((f) => f.endsWith('.jsonl'))).toHaveLength(1);
    const reason = aside.find((f) => f.endsWith('.reason.txt')) as string;
    expect(await readFile(join(dir, 'sessions', 'corrupt', reason), 'utf8')).toMatch(
      /replaced by its last copy: The file of "Friday night" ends after move 20/,
    );
    const reopened = await (await fresh()).open(id);
    expect(reopened.damage).toBeUndefined();
    expect(reopened.record.events).toEqual(events);
    // and play goes on
    await store.append(id, legalEvents(63)[62] as GameEvent);
  });

  it('names the move whose line was changed (one digit)', async () => {
    const events = legalEvents(30);
    const id = await played(events);
    const lines = (await readFile(journalPath(id), 'utf8')).split('\n');
    const index = events.findIndex((e, i) => i > 10 && e.type === 'adjust');
    const line = lines[index + 1] as string;
    const changed = line.replace(
      /"points":(-?)(\d)/,
      (_, sign, digit) => `"points":${sign}${(Number(digit) + 1) % 10}`,
    );
    expect(changed).not.toBe(line);
    lines[index + 1] = changed;
    await writeFile(journalPath(id), lines.join('\n'));
    const opened = await (await fresh()).open(id);
    expect(opened.damage).toMatchObject({ kind: 'changed', move: index + 1, acknowledged: 30 });
    expect(opened.damage?.message).toBe(
      `Move ${index + 1} of "Friday night" no longer matches what was saved (the file was changed by another program). The last copy is in sessions/backups/${id}.1.jsonl (30 moves); restore it from the game's notice.`,
    );
  });

  it('says so plainly when no copy is left, and can accept the file as it is', async () => {
    const id = await played(legalEvents(12));
    await cutAfter(id, 5);
    await rm(join(dir, 'sessions', 'backups'), { recursive: true });
    const store = await fresh();
    const opened = await store.open(id);
    expect(opened.damage?.message).toBe(
      'The file of "Friday night" ends after move 5; 7 acknowledged moves are missing. No copy holding them was found.',
    );
    await expect(store.repair(id, 'copy')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const kept = await store.repair(id, 'file');
    expect(kept.damage).toBeUndefined();
    expect((await (await fresh()).open(id)).damage).toBeUndefined();
  });

  it('notices a file cut while the session is open, before writing past its end', async () => {
    const events = legalEvents(10);
    const store = await fresh();
    const id = await store.create(newSession());
    for (const event of events.slice(0, 9)) await store.append(id, event);
    await cutAfter(id, 4);
    await expect(store.append(id, events[9] as GameEvent)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/changed by another program; nothing was changed/),
    });
    const opened = await store.open(id);
    expect(opened.damage).toMatchObject({ kind: 'short', present: 4, acknowledged: 9 });
    const bytes = await readFile(journalPath(id));
    expect(bytes.includes(0)).toBe(false); // no hole of zeros
  });
});

describe('what is not damage', () => {
  it('a change written but not acknowledged when the app stopped (an undo) is fine', async () => {
    const id = await played(legalEvents(10));
    const ackBefore = await readFile(ackPath(id), 'utf8');
    const store = await fresh();
    await store.undo(id);
    await store.close();
    await writeFile(ackPath(id), ackBefore); // as if killed between the fsync and the ack
    const opened = await (await fresh()).open(id);
    expect(opened.damage).toBeUndefined();
    expect(opened.record.events).toHaveLength(9);
  });

  it('a journal with more moves than acknowledged (an older version played on) is fine', async () => {
    const events = legalEvents(8);
    const id = await played(events.slice(0, 5));
    const ackBefore = await readFile(ackPath(id), 'utf8');
    const store = await fresh();
    for (const event of events.slice(5)) await store.append(id, event);
    await store.close();
    await writeFile(ackPath(id), ackBefore);
    const opened = await (await fresh()).open(id);
    expect(opened.damage).toBeUndefined();
    expect(JSON.parse(await readFile(ackPath(id), 'utf8'))).toMatchObject({ count: 8 });
  });

  it('a session without an ack (made by an older version) gets one', async () => {
    const id = await played(legalEvents(4));
    await rm(ackPath(id));
    expect((await (await fresh()).open(id)).damage).toBeUndefined();
    expect(JSON.parse(await readFile(ackPath(id), 'utf8'))).toMatchObject({ v: 1, count: 4 });
  });
});

describe('the rolling backup', () => {
  it('keeps the last three versions, each a complete journal; the newest follows every move', async () => {
    const events = legalEvents(8);
    const id = await played(events.slice(0, 6));
    const backup = (n: number) => join(dir, 'sessions', 'backups', `${id}.${n}.jsonl`);
    const moves = async (n: number) =>
      (await readFile(backup(n), 'utf8')).trimEnd().split('\n').length - 1;
    for (const event of events.slice(6)) {
      const store = await fresh(); // each read from disk starts a version
      await store.append(id, event);
      await store.close();
    }
    expect((await readdir(join(dir, 'sessions', 'backups'))).sort()).toEqual(
      [1, 2, 3].map((n) => `${id}.${n}.jsonl`),
    );
    expect(await readFile(backup(1))).toEqual(await readFile(journalPath(id)));
    expect([await moves(1), await moves(2), await moves(3)]).toEqual([8, 7, 6]);
  });
});
