import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openSessionStore,
  type SessionStore,
  StoreError,
  type StoreErrorCode,
} from '../../../src/main/store';
import { parseJournal } from '../../../src/main/store/journal';
import { type GameEvent, RECORD_FORMAT } from '../../../src/shared/record/schema';
import {
  expectStoreError,
  type Fault,
  faultyFs,
  legalEvents,
  makeTempDir,
  newSession,
  PLAYERS,
  removeDir,
} from './fixtures';

/**
 * Disk failures, injected through the store's fs layer (the tests run as root, so chmod would
 * not stop them): every one gives a StoreError with a clear message, and neither the file nor
 * the state in memory moves.
 */

let dir: string;
let disk: ReturnType<typeof faultyFs>;
let store: SessionStore;
const stores: SessionStore[] = [];

const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);
const EVENTS = legalEvents(8);
const NEXT = legalEvents(9)[8] as GameEvent;

async function freshStore(): Promise<SessionStore> {
  const opened = await openSessionStore(dir);
  stores.push(opened);
  return opened;
}

async function sessionWithEvents(): Promise<string> {
  const id = await store.create(newSession('Game'));
  for (const event of EVENTS) await store.append(id, event);
  return id;
}

beforeEach(async () => {
  dir = await makeTempDir();
  disk = faultyFs();
  store = await openSessionStore(dir, { fs: disk.fs });
  stores.push(store);
});

afterEach(async () => {
  disk.clear();
  for (const s of stores.splice(0)) await s.close();
  await removeDir(dir);
});

const appendFaults: [string, Fault, StoreErrorCode, RegExp][] = [
  [
    'a full disk on write',
    { op: 'write', code: 'ENOSPC', pathIncludes: '.jsonl' },
    'DISK_FULL',
    /disk is full/,
  ],
  [
    'a full disk after a partial write',
    { op: 'write', code: 'ENOSPC', pathIncludes: '.jsonl', partialBytes: 7 },
    'DISK_FULL',
    /disk is full/,
  ],
  [
    'a read-only disk',
    { op: 'open', code: 'EROFS', pathIncludes: '.jsonl' },
    'READ_ONLY',
    /read-only/,
  ],
  [
    'no permission (EACCES)',
    { op: 'open', code: 'EACCES', pathIncludes: '.jsonl' },
    'NO_PERMISSION',
    /not allowed/,
  ],
  [
    'no permission (EPERM)',
    { op: 'write', code: 'EPERM', pathIncludes: '.jsonl' },
    'NO_PERMISSION',
    /not allowed/,
  ],
  ['a failing fsync', { op: 'sync', code: 'EIO', pathIncludes: '.jsonl', times: 1 }, 'IO', /EIO/],
  [
    'a full disk on fsync',
    { op: 'sync', code: 'ENOSPC', pathIncludes: '.jsonl', times: 1 },
    'DISK_FULL',
    /disk is full/,
  ],
];

describe('a disk error during append', () => {
  it.each(appendFaults)(
    '(%s) is a clear StoreError; the file and the state stay as they were',
    async (_name, fault, code, message) => {
      const id = await sessionWithEvents();
      const bytes = await readFile(journalPath(id));
      const before = await store.open(id);
      disk.fail(fault);
      const error = await expectStoreError(store.append(id, NEXT), code);
      expect(error.message).toMatch(message);
      expect(error.message).toMatch(/could not save the move/i);
      expect(error.message).toMatch(/Nothing was changed/);
      expect(error.sessionId).toBe(id);
      expect(await readFile(journalPath(id))).toEqual(bytes);
      const after = await store.open(id);
      expect(after.record).toEqual(before.record);
      expect(after.summary).toEqual(before.summary);
      expect(after.info.eventCount).toBe(8);
      // once the disk is back, the same move goes through
      disk.clear();
      await store.append(id, NEXT);
      expect((await (await freshStore()).open(id)).record.events).toEqual([...EVENTS, NEXT]);
    },
  );

  it('when even the rollback fails, the store forgets its memory and follows the disk', async () => {
    const id = await sessionWithEvents();
    disk.fail({ op: 'sync', code: 'EIO', pathIncludes: '.jsonl', times: 2 });
    disk.fail({ op: 'truncate', code: 'EIO', pathIncludes: '.jsonl', times: 1 });
    const error = await expectStoreError(store.append(id, NEXT), 'IO');
    expect(error.message).toMatch(/may or may not be on disk/);
    disk.clear();
    // whatever reached the disk is what the store now shows, never more
    const onDisk = await (await freshStore()).open(id);
    const inStore = await store.open(id);
    expect(inStore.record).toEqual(onDisk.record);
    expect([8, 9]).toContain(inStore.info.eventCount);
  });

  it('a failing sidecar write does not fail the append', async () => {
    const syncing = await openSessionStore(dir, { fs: disk.fs, sidecarDelayMs: 0 });
    stores.push(syncing);
    const id = await syncing.create(newSession());
    disk.fail({ op: 'writeText', code: 'ENOSPC' });
    for (const event of EVENTS) await syncing.append(id, event);
    disk.clear();
    expect((await (await freshStore()).list()).sessions[0]?.eventCount).toBe(8);
  });
});

describe('a disk error during other operations', () => {
  it('undo and redo leave the record and the stacks unchanged', async () => {
    const id = await sessionWithEvents();
    const bytes = await readFile(journalPath(id));
    disk.fail({ op: 'write', code: 'ENOSPC', pathIncludes: '.jsonl' });
    const undoError = await expectStoreError(store.undo(id), 'DISK_FULL');
    expect(undoError.message).toMatch(/could not undo the move/);
    let state = await store.open(id);
    expect(state.record.events).toEqual(EVENTS);
    expect(state.info).toMatchObject({ canUndo: true, canRedo: false });
    disk.clear();
    await store.undo(id);
    const undone = await readFile(journalPath(id));
    disk.fail({ op: 'open', code: 'EROFS', pathIncludes: '.jsonl' });
    await expectStoreError(store.redo(id), 'READ_ONLY');
    expect(await readFile(journalPath(id))).toEqual(undone);
    state = await store.open(id);
    expect(state.record.events).toEqual(EVENTS.slice(0, 7));
    expect(state.info.canRedo).toBe(true);
    expect(bytes.length).toBeLessThan(undone.length);
  });

  it('rename keeps the old name', async () => {
    const id = await sessionWithEvents();
    disk.fail({ op: 'sync', code: 'EIO', pathIncludes: '.jsonl' });
    await expectStoreError(store.rename(id, 'New'), 'IO');
    disk.clear();
    expect((await store.open(id)).info.name).toBe('Game');
    expect((await (await freshStore()).open(id)).info.name).toBe('Game');
  });

  it('create leaves no session and no temp file behind', async () => {
    for (const fault of [
      { op: 'write', code: 'ENOSPC' },
      { op: 'sync', code: 'EIO' },
      { op: 'rename', code: 'EACCES' },
      { op: 'syncDir', code: 'EIO' },
    ] as Fault[]) {
      disk.fail(fault);
      await expect(store.create(newSession())).rejects.toBeInstanceOf(StoreError);
      disk.clear();
    }
    expect((await store.list()).sessions).toEqual([]);
    expect((await readdir(join(dir, 'sessions'))).sort()).toEqual(['backups', 'corrupt', 'trash']);
  });

  it('import leaves no new session', async () => {
    const text = JSON.stringify({ format: RECORD_FORMAT, players: PLAYERS, events: EVENTS });
    disk.fail({ op: 'write', code: 'ENOSPC' });
    const error = await expectStoreError(store.import(text), 'DISK_FULL');
    expect(error.message).toMatch(/could not import the game/);
    disk.clear();
    expect((await store.list()).sessions).toEqual([]);
  });

  it('delete and restore leave the session where it was', async () => {
    const id = await sessionWithEvents();
    disk.fail({ op: 'rename', code: 'EPERM', pathIncludes: '.jsonl' });
    await expectStoreError(store.delete(id), 'NO_PERMISSION');
    disk.clear();
    expect((await store.list()).sessions.map((s) => s.id)).toEqual([id]);
    expect((await store.open(id)).record.events).toEqual(EVENTS);
    await store.delete(id);
    disk.fail({ op: 'rename', code: 'EROFS' });
    await expectStoreError(store.restore(id), 'READ_ONLY');
    disk.clear();
    expect((await store.listTrash()).sessions.map((s) => s.id)).toEqual([id]);
  });

  it('a session that cannot be read is reported, not moved to corrupt/', async () => {
    const id = await sessionWithEvents();
    const other = await store.create(newSession('Other'));
    await store.close();
    const reader = faultyFs();
    const second = await openSessionStore(dir, { fs: reader.fs });
    stores.push(second);
    reader.fail({ op: 'readFile', code: 'EACCES', pathIncludes: id });
    reader.fail({ op: 'readText', code: 'EACCES', pathIncludes: id }); // its sidecar too
    const { sessions, warnings } = await second.list();
    expect(sessions.map((s) => s.id)).toEqual([other]);
    expect(warnings).toEqual([expect.objectContaining({ sessionId: id, kind: 'unreadable' })]);
    await expectStoreError(second.open(id), 'NO_PERMISSION');
    expect(await readdir(join(dir, 'sessions', 'corrupt'))).toEqual([]);
    reader.clear();
    expect((await second.open(id)).record.events).toEqual(EVENTS);
  });

  it('a store whose folder cannot be made says so', async () => {
    const broken = faultyFs();
    broken.fail({ op: 'mkdirp', code: 'EROFS' });
    const error = await expectStoreError(
      openSessionStore(join(dir, 'elsewhere'), { fs: broken.fs }),
      'READ_ONLY',
    );
    expect(error.message).toMatch(/open the session folder/);
  });

  it('a torn line that cannot be cut still opens, and the next append writes over it', async () => {
    const id = await sessionWithEvents();
    await store.close();
    const { appendFile } = await import('node:fs/promises');
    await appendFile(
      journalPath(id),
      '{"type":"adjust","player":"p1","points":12345,"note":"a long torn tail"',
    );
    const second = await openSessionStore(dir, { fs: disk.fs });
    stores.push(second);
    disk.fail({ op: 'truncate', code: 'EROFS', times: 1 });
    const opened = await second.open(id);
    expect(opened.repaired).toBeUndefined();
    expect(opened.warnings.join(' ')).toMatch(/could not be removed/);
    expect(opened.record.events).toEqual(EVENTS);
    await second.append(id, NEXT);
    const reopened = await (await freshStore()).open(id);
    expect(reopened.record.events).toEqual([...EVENTS, NEXT]);
    expect(reopened.repaired?.droppedBytes).toBeGreaterThan(0); // the rest of the old tail
  });
});

describe('every disk fault on every step of a move', () => {
  const codes: [string, StoreErrorCode][] = [
    ['ENOSPC', 'DISK_FULL'],
    ['EACCES', 'NO_PERMISSION'],
    ['EPERM', 'NO_PERMISSION'],
    ['EIO', 'IO'],
  ];
  const steps = ['open', 'write', 'sync'] as const;
  const cases = steps.flatMap((op) => codes.map(([code, storeCode]) => [op, code, storeCode]));

  it.each(cases)(
    'a move meeting %s %s is refused (%s), the journal stays readable, nothing is lost',
    async (op, code, storeCode) => {
      const id = await sessionWithEvents();
      const bytes = await readFile(journalPath(id));
      // Only the journal itself: `<id>.jsonl` (backups are `<id>.<n>.jsonl`).
      disk.fail({ op: op as Fault['op'], code, pathIncludes: `${id}.jsonl`, times: 1 });
      const error = await expectStoreError(store.append(id, NEXT, 8), storeCode as StoreErrorCode);
      expect(error.message).toMatch(/could not save the move\. Nothing was changed/);
      expect(await readFile(journalPath(id))).toEqual(bytes);
      const parsed = parseJournal(await readFile(journalPath(id)));
      expect(parsed.ok && parsed.journal.droppedBytes).toBe(0);
      const reopened = await (await freshStore()).open(id);
      expect(reopened.record.events).toEqual(EVENTS);
      expect(reopened.damage).toBeUndefined();
    },
  );

  it.each(codes)(
    'a rename failing with %s after the move is on disk (ack, backup) keeps the move',
    async (code) => {
      const id = await sessionWithEvents();
      disk.fail({ op: 'rename', code });
      const stored = await store.append(id, NEXT, 8);
      expect(stored.info.eventCount).toBe(9);
      disk.clear();
      const reopened = await (await freshStore()).open(id);
      expect(reopened.record.events).toEqual([...EVENTS, NEXT]);
      expect(reopened.damage).toBeUndefined();
    },
  );

  it('restoring a copy that meets a fault leaves the damaged journal in place', async () => {
    const id = await sessionWithEvents();
    await store.close();
    const lines = (await readFile(journalPath(id), 'utf8')).split('\n');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(journalPath(id), `${lines.slice(0, 4).join('\n')}\n`);
    const second = await openSessionStore(dir, { fs: disk.fs });
    stores.push(second);
    expect((await second.open(id)).damage?.kind).toBe('short');
    for (const fault of [
      { op: 'write', code: 'ENOSPC' },
      { op: 'rename', code: 'EACCES', pathIncludes: 'corrupt' },
      { op: 'rename', code: 'EIO', pathIncludes: '.restored' },
    ] as Fault[]) {
      disk.fail({ ...fault, times: 1 });
      await expect(second.repair(id, 'copy')).rejects.toBeInstanceOf(StoreError);
      disk.clear();
      expect((await (await freshStore()).open(id)).record.events).toHaveLength(3);
    }
    expect((await second.repair(id, 'copy')).record.events).toEqual(EVENTS);
  });
});

describe('a long evening on a failing disk (seeded random faults)', () => {
  it('never loses an acknowledged move and never keeps a refused one', async () => {
    let seed = 0x5eed;
    const random = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const id = await store.create(newSession('Soak'));
    const all = legalEvents(400);
    let events: GameEvent[] = [];
    let redo: GameEvent[] = [];
    let refused = 0;
    for (let step = 0; step < 300; step++) {
      if (random() < 0.35) {
        disk.fail({
          op: pick(['open', 'write', 'sync', 'rename', 'stat', 'readFile', 'writeText'] as const),
          code: pick(['ENOSPC', 'EACCES', 'EPERM', 'EIO']),
          times: 1,
        });
      }
      const roll = random();
      const kind = roll < 0.7 || events.length === 0 ? 'append' : roll < 0.85 ? 'undo' : 'redo';
      const next = all[events.length] as GameEvent;
      try {
        if (kind === 'append') {
          await store.append(id, next, events.length);
          events = [...events, next];
          redo = [];
        } else if (kind === 'undo') {
          await store.undo(id, events.length);
          redo = [...redo, events.at(-1) as GameEvent];
          events = events.slice(0, -1);
        } else if (redo.length > 0) {
          await store.redo(id, events.length);
          events = [...events, redo.at(-1) as GameEvent];
          redo = redo.slice(0, -1);
        }
      } catch (error) {
        expect(error).toBeInstanceOf(StoreError);
        expect((error as StoreError).message).toMatch(/Nothing was changed/);
        refused++;
      }
      disk.clear();
    }
    expect(refused).toBeGreaterThan(20);
    const reopened = await (await freshStore()).open(id);
    expect(reopened.record.events).toEqual(events);
    expect(reopened.info.canRedo).toBe(redo.length > 0);
    expect(reopened.damage).toBeUndefined();
    const parsed = parseJournal(await readFile(journalPath(id)));
    expect(parsed.ok && parsed.journal.droppedBytes).toBe(0);
    console.info(
      `disk faults: 300 operations, ${refused} refused with a clear message, ${events.length} moves kept, 0 lost`,
    );
  }, 60_000);
});
