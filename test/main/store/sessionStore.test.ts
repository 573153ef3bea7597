import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import { replayRecord, replayText } from '../../../src/shared/record/replay';
import { type GameEvent, RECORD_FORMAT } from '../../../src/shared/record/schema';
import { summarize } from '../../../src/shared/record/summary';
import {
  expectStoreError,
  faultyFs,
  legalEvents,
  makeTempDir,
  newSession,
  PLAYERS,
  removeDir,
} from './fixtures';

let dir: string;
let store: SessionStore;
const stores: SessionStore[] = [];

async function freshStore(
  options: Parameters<typeof openSessionStore>[1] = {},
): Promise<SessionStore> {
  const opened = await openSessionStore(dir, options);
  stores.push(opened);
  return opened;
}

const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);
const sidecarPath = (id: string) => join(dir, 'sessions', `${id}.meta.json`);

/** The summary a full replay of these events gives: what the store must agree with. */
function replaySummary(events: readonly GameEvent[]) {
  const outcome = replayRecord({
    format: RECORD_FORMAT,
    players: PLAYERS,
    options: { edition: 'C3', expansions: [] },
    events,
  });
  if (!outcome.ok) throw new Error(outcome.error);
  return summarize(outcome.snapshot);
}

async function sessionWith(events: readonly GameEvent[], name?: string): Promise<string> {
  const id = await store.create(newSession(name));
  for (const event of events) await store.append(id, event);
  return id;
}

beforeEach(async () => {
  dir = await makeTempDir();
  store = await freshStore();
});

afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  await removeDir(dir);
});

describe('create and list', () => {
  it('creates a session whose journal starts with the header line', async () => {
    const id = await store.create(newSession('Friday'));
    const lines = (await readFile(journalPath(id), 'utf8')).split('\n');
    expect(lines).toHaveLength(2);
    const header = JSON.parse(lines[0] as string);
    expect(header).toMatchObject({
      format: RECORD_FORMAT,
      players: PLAYERS,
      options: { edition: 'C3', expansions: [] },
      session: { id, name: 'Friday' },
    });
    expect(Date.parse(header.session.created)).not.toBeNaN();
  });

  it('lists sessions with their metadata, most recently played first', async () => {
    let clock = Date.parse('2025-03-01T20:00:00Z');
    const tick = () => {
      clock += 60_000;
      return new Date(clock);
    };
    const timed = await freshStore({ now: tick });
    const first = await timed.create(newSession('First'));
    const second = await timed.create(newSession('Second'));
    for (const event of legalEvents(7)) await timed.append(first, event);
    const { sessions, warnings } = await timed.list();
    expect(warnings).toEqual([]);
    expect(sessions.map((s) => s.name)).toEqual(['First', 'Second']);
    const info = sessions[0];
    expect(info).toMatchObject({
      id: first,
      players: [
        { id: 'p1', name: 'Ana', color: 'red' },
        { id: 'p2', name: 'Ben', color: 'blue' },
      ],
      status: 'playing',
      eventCount: 7,
      canUndo: true,
      canRedo: false,
    });
    expect(info?.players.map((p) => p.score)).toEqual(
      replaySummary(legalEvents(7)).players.map((p) => p.score),
    );
    expect((info?.created ?? '') < (info?.lastPlayed ?? '')).toBe(true);
    expect(sessions[1]).toMatchObject({ id: second, eventCount: 0, canUndo: false, turn: 1 });
  });

  it('infos(ids) answers the list entries of those sessions only, none trashed or missing', async () => {
    const a = await store.create(newSession('A'));
    const b = await store.create(newSession('B'));
    const c = await store.create(newSession('C'));
    for (const event of legalEvents(3)) await store.append(b, event);
    await store.delete(c);
    const { sessions } = await store.list();
    const infos = await store.infos([b, c, a, '00000000-0000-4000-8000-000000000000', 'nope']);
    expect(infos).toEqual([b, a].map((id) => sessions.find((s) => s.id === id)));
    expect(await store.infos([])).toEqual([]);
  });

  it('refuses a bad name or bad players and writes nothing', async () => {
    await expectStoreError(store.create({ ...newSession(), name: '   ' }), 'INVALID_NAME');
    await expectStoreError(
      store.create({ ...newSession(), name: 'x'.repeat(101) }),
      'INVALID_NAME',
    );
    await expectStoreError(store.create({ ...newSession(), name: 'a\nb' }), 'INVALID_NAME');
    const onePlayer = await expectStoreError(
      store.create({ ...newSession(), players: [PLAYERS[0] as (typeof PLAYERS)[0]] }),
      'INVALID_RECORD',
    );
    expect(onePlayer.message).toMatch(/2 to 6 players/);
    await expectStoreError(
      store.create({ ...newSession(), options: { edition: 'C9' as 'C3' } }),
      'INVALID_RECORD',
    );
    expect((await readdir(join(dir, 'sessions'))).sort()).toEqual(['backups', 'corrupt', 'trash']);
  });

  it('lists from the sidecars and rebuilds one that is missing, stale or garbage', async () => {
    const a = await sessionWith(legalEvents(5), 'A');
    const b = await sessionWith(legalEvents(8), 'B');
    const c = await sessionWith(legalEvents(2), 'C');
    await store.close(); // writes the pending sidecars
    const expected = (await (await freshStore()).list()).sessions;
    const staleSidecar = await readFile(sidecarPath(b), 'utf8');
    const more = await freshStore({ sidecarDelayMs: 0 });
    await more.append(b, legalEvents(9)[8] as GameEvent);
    await writeFile(sidecarPath(b), staleSidecar); // as if the sidecar write was lost in a crash
    await rm(sidecarPath(a));
    await writeFile(sidecarPath(c), '{"v":1,"journalSize":');
    const { sessions, warnings } = await (await freshStore()).list();
    expect(warnings).toEqual([]);
    const byId = new Map(sessions.map((s) => [s.id, s]));
    expect(byId.get(a)).toMatchObject({ eventCount: 5, name: 'A' });
    expect(byId.get(b)).toMatchObject({ eventCount: 9, name: 'B' });
    const { lastPlayed, ...rest } = byId.get(c) ?? {};
    const { lastPlayed: _recorded, ...expectedRest } = expected.find((s) => s.id === c) ?? {};
    expect(rest).toEqual(expectedRest);
    expect(Date.parse(lastPlayed ?? '')).not.toBeNaN(); // the journal's mtime once the sidecar is lost
    // and the rebuilt sidecars are written back
    expect(JSON.parse(await readFile(sidecarPath(a), 'utf8')).info.eventCount).toBe(5);
    expect(JSON.parse(await readFile(sidecarPath(b), 'utf8')).info.eventCount).toBe(9);
  });

  it('lists from the sidecars alone, without reading a journal', async () => {
    for (const name of ['A', 'B', 'C']) await sessionWith(legalEvents(6), name);
    await store.close();
    const disk = faultyFs();
    const listing = await freshStore({ fs: disk.fs });
    const { sessions } = await listing.list();
    expect(sessions).toHaveLength(3);
    expect(disk.calls.filter((c) => c.op === 'readFile')).toEqual([]);
    // Each sidecar and its ack (the sidecar is trusted only when it describes what was acknowledged).
    expect(disk.calls.filter((c) => c.op === 'readText')).toHaveLength(6);
  });

  it('writes the sidecar a moment after the last change, and at once on close', async () => {
    const quick = await freshStore({ sidecarDelayMs: 20 });
    const id = await quick.create(newSession());
    const created = JSON.parse(await readFile(sidecarPath(id), 'utf8'));
    expect(created.info.eventCount).toBe(0);
    for (const event of legalEvents(4)) await quick.append(id, event);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(JSON.parse(await readFile(sidecarPath(id), 'utf8')).info.eventCount).toBe(4);
    const slow = await freshStore({ sidecarDelayMs: 60_000 });
    await slow.append(id, legalEvents(5)[4] as GameEvent);
    expect(JSON.parse(await readFile(sidecarPath(id), 'utf8')).info.eventCount).toBe(4);
    await slow.close();
    expect(JSON.parse(await readFile(sidecarPath(id), 'utf8')).info.eventCount).toBe(5);
  });

  it('ignores files that are not journals with a session id', async () => {
    await sessionWith([], 'Real');
    await writeFile(join(dir, 'sessions', 'notes.jsonl'), 'hello\n');
    await writeFile(join(dir, 'sessions', 'README.txt'), 'hello\n');
    const { sessions, warnings } = await (await freshStore()).list();
    expect(sessions.map((s) => s.name)).toEqual(['Real']);
    expect(warnings).toEqual([]);
  });

  it('removes unfinished .tmp files when it opens', async () => {
    await writeFile(
      join(dir, 'sessions', '0b0f7b7e-5d2a-4c59-9a43-1f0e6c1d2b3a.jsonl.tmp'),
      '{"form',
    );
    await freshStore();
    expect((await readdir(join(dir, 'sessions'))).sort()).toEqual(['backups', 'corrupt', 'trash']);
  });
});

describe('open and append', () => {
  it('appends events durably and open replays them to the current state', async () => {
    const events = legalEvents(30);
    const id = await sessionWith(events);
    const reopened = await (await freshStore()).open(id);
    expect(reopened.record).toEqual({
      format: RECORD_FORMAT,
      players: PLAYERS,
      options: { edition: 'C3', expansions: [] },
      events,
    });
    expect(reopened.summary).toEqual(replaySummary(events));
    expect(reopened.info).toMatchObject({ eventCount: 30, canUndo: true, canRedo: false });
    expect(reopened.warnings).toEqual([]);
    expect(reopened.repaired).toBeUndefined();
    const lines = (await readFile(journalPath(id), 'utf8')).trimEnd().split('\n');
    expect(lines.slice(1).map((l) => JSON.parse(l))).toEqual(events);
  });

  it('returns the new state from append', async () => {
    const id = await store.create(newSession());
    const result = await store.append(id, { type: 'draw', tile: 'U' });
    expect(result.event).toEqual({ type: 'draw', tile: 'U' });
    expect(result.info).toMatchObject({ eventCount: 1, canUndo: true });
    expect(result.summary).toEqual(replaySummary([{ type: 'draw', tile: 'U' }]));
  });

  it.each([
    ['an unknown event type', 3, { type: 'teleport' }, /unknown event type "teleport"/],
    ['a bad shape', 3, { type: 'draw' }, /^draw: /],
    ['an unknown field', 3, { type: 'place', colour: 'red' }, /unknown field colour/],
    ['not an object', 3, 'draw U', /an event must be an object/],
    ['an event out of its phase', 3, { type: 'place' }, /place is out of its phase/],
    ['a tile that does not exist', 0, { type: 'draw', tile: 'ZZ' }, /ZZ/],
    ['an adjust for a stranger', 3, { type: 'adjust', player: 'p9', points: 3 }, /p9/],
  ])(
    'refuses %s with the engine message and writes nothing',
    async (_name, played, event, message) => {
      const id = await sessionWith(legalEvents(played)); // 3: draw, place, adjust: meeple phase
      const before = await readFile(journalPath(id));
      const state = await store.open(id);
      const error = await expectStoreError(store.append(id, event), 'INVALID_EVENT');
      expect(error.message).toMatch(message);
      expect(await readFile(journalPath(id))).toEqual(before);
      const after = await store.open(id);
      expect(after.record).toEqual(state.record);
      expect(after.summary).toEqual(state.summary);
      expect((await (await freshStore()).open(id)).record.events).toHaveLength(played);
    },
  );

  it('refuses a tile with no copies left, in the words of the engine', async () => {
    const id = await store.create(newSession());
    for (let i = 0; i < 7; i++) {
      for (const event of [{ type: 'draw', tile: 'U' }, { type: 'place' }, { type: 'endTurn' }]) {
        await store.append(id, event);
      }
    }
    const before = await readFile(journalPath(id));
    const error = await expectStoreError(
      store.append(id, { type: 'draw', tile: 'U' }),
      'INVALID_EVENT',
    );
    expect(error.message).toMatch(/U/);
    expect(await readFile(journalPath(id))).toEqual(before);
  });

  it('serialises concurrent appends to one session in call order', async () => {
    const events = legalEvents(25);
    const id = await store.create(newSession());
    const results = await Promise.all(events.map((event) => store.append(id, event)));
    expect(results.map((r) => r.info.eventCount)).toEqual(events.map((_, i) => i + 1));
    expect((await (await freshStore()).open(id)).record.events).toEqual(events);
  });

  it('keeps sessions apart, even with a cache of one', async () => {
    const small = await freshStore({ cacheSize: 1 });
    const a = await small.create(newSession('A'));
    const b = await small.create(newSession('B'));
    const events = legalEvents(12);
    for (const event of events) {
      await small.append(a, event);
      await small.append(b, event);
    }
    await small.undo(b);
    expect((await small.open(a)).record.events).toEqual(events);
    expect((await small.open(b)).record.events).toEqual(events.slice(0, -1));
    const listed = (await small.list()).sessions;
    expect(listed.find((s) => s.id === a)?.eventCount).toBe(12);
    expect(listed.find((s) => s.id === b)?.eventCount).toBe(11);
  });

  it('hands out events that cannot be edited behind its back', async () => {
    const id = await sessionWith(legalEvents(2));
    const { record } = await store.open(id);
    expect(() => {
      (record.events[0] as { tile: string }).tile = 'X';
    }).toThrow(TypeError);
    record.events.pop();
    expect((await store.open(id)).record.events).toHaveLength(2);
  });

  it('says when a session is unknown or in the trash', async () => {
    const unknown = await expectStoreError(
      store.open('0b0f7b7e-5d2a-4c59-9a43-1f0e6c1d2b3a'),
      'NOT_FOUND',
    );
    expect(unknown.message).toMatch(/no session/);
    const id = await sessionWith([]);
    await store.delete(id);
    const trashed = await expectStoreError(
      store.append(id, { type: 'draw', tile: 'U' }),
      'IN_TRASH',
    );
    expect(trashed.message).toMatch(/trash/);
  });
});

describe('undo and redo', () => {
  it('after undo the effective record is exactly the previous events', async () => {
    const events = legalEvents(10);
    const id = await sessionWith(events);
    const undone = await store.undo(id);
    expect(undone.event).toEqual(events[9]);
    expect(undone.info).toMatchObject({ eventCount: 9, canUndo: true, canRedo: true });
    expect(undone.summary).toEqual(replaySummary(events.slice(0, 9)));
    await store.undo(id);
    await store.undo(id);
    const opened = await store.open(id);
    expect(opened.record.events).toEqual(events.slice(0, 7));
    expect(opened.summary).toEqual(replaySummary(events.slice(0, 7)));
    expect(JSON.parse(await store.export(id)).events).toEqual(events.slice(0, 7));
  });

  it('survives a restart, redo stack included; a new event clears it', async () => {
    const events = legalEvents(10);
    const id = await sessionWith(events);
    await store.undo(id);
    await store.undo(id);
    await store.redo(id);
    await store.undo(id);
    await store.undo(id); // 7 left, redo stack [e9, e8, e7]

    const second = await freshStore();
    const opened = await second.open(id);
    expect(opened.record.events).toEqual(events.slice(0, 7));
    expect(opened.info).toMatchObject({ canUndo: true, canRedo: true });
    const redone = await second.redo(id);
    expect(redone.event).toEqual(events[7]);
    expect(redone.summary).toEqual(replaySummary(events.slice(0, 8)));

    const third = await freshStore();
    expect((await third.open(id)).record.events).toEqual(events.slice(0, 8));
    await third.redo(id);
    await third.undo(id); // 8 left, redo stack [e9, e8]
    await third.append(id, events[8] as GameEvent); // a new event: the redo stack goes
    const afterNew = await third.open(id);
    expect(afterNew.info.canRedo).toBe(false);
    await expectStoreError(third.redo(id), 'NOTHING_TO_REDO');

    const fourth = await freshStore();
    const final = await fourth.open(id);
    expect(final.record.events).toEqual(events.slice(0, 9));
    expect(final.info.canRedo).toBe(false);
    expect(final.summary).toEqual(replaySummary(events.slice(0, 9)));
  });

  it('undoes down to an empty game and refuses more, writing nothing', async () => {
    const events = legalEvents(3);
    const id = await sessionWith(events);
    for (let i = 0; i < 3; i++) await store.undo(id);
    const before = await readFile(journalPath(id));
    await expectStoreError(store.undo(id), 'NOTHING_TO_UNDO');
    expect(await readFile(journalPath(id))).toEqual(before);
    const opened = await (await freshStore()).open(id);
    expect(opened.record.events).toEqual([]);
    expect(opened.info).toMatchObject({ canUndo: false, canRedo: true, eventCount: 0 });
  });

  it('refuses redo with nothing to redo, writing nothing', async () => {
    const id = await sessionWith(legalEvents(2));
    const before = await readFile(journalPath(id));
    await expectStoreError(store.redo(id), 'NOTHING_TO_REDO');
    expect(await readFile(journalPath(id))).toEqual(before);
  });

  it('journals undo and redo as operations after the events', async () => {
    const id = await sessionWith(legalEvents(2));
    await store.undo(id);
    await store.redo(id);
    const lines = (await readFile(journalPath(id), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.slice(3).map((l) => l.op)).toEqual(['undo', 'redo']);
  });
});

describe('rename', () => {
  it('renames durably', async () => {
    const id = await sessionWith(legalEvents(2), 'Old');
    const info = await store.rename(id, '  New name  ');
    expect(info.name).toBe('New name');
    expect((await store.list()).sessions[0]?.name).toBe('New name');
    const second = await freshStore();
    expect((await second.list()).sessions[0]?.name).toBe('New name');
    expect((await second.open(id)).info.name).toBe('New name');
    await rm(sidecarPath(id), { force: true });
    expect((await (await freshStore()).list()).sessions[0]?.name).toBe('New name');
  });

  it('refuses an empty name', async () => {
    const id = await sessionWith([], 'Old');
    await expectStoreError(store.rename(id, ''), 'INVALID_NAME');
    expect((await store.open(id)).info.name).toBe('Old');
  });
});

describe('trash', () => {
  it('moves a session to the trash, restores it, and empties the trash', async () => {
    const events = legalEvents(6);
    const keep = await sessionWith(events, 'Keep');
    const gone = await sessionWith(events, 'Gone');
    await store.delete(gone);
    expect((await store.list()).sessions.map((s) => s.name)).toEqual(['Keep']);
    const trash = await store.listTrash();
    expect(trash.sessions).toHaveLength(1);
    expect(trash.sessions[0]).toMatchObject({ id: gone, name: 'Gone', eventCount: 6 });
    expect(Date.parse(trash.sessions[0]?.deletedAt ?? '')).not.toBeNaN();
    expect(await readdir(join(dir, 'sessions', 'trash'))).toContain(`${gone}.jsonl`);

    await store.restore(gone);
    expect((await store.listTrash()).sessions).toEqual([]);
    expect((await store.open(gone)).record.events).toEqual(events);
    expect((await (await freshStore()).list()).sessions.map((s) => s.name).sort()).toEqual([
      'Gone',
      'Keep',
    ]);

    await store.delete(gone);
    await store.delete(keep);
    const second = await freshStore();
    expect((await second.listTrash()).sessions.map((s) => s.name).sort()).toEqual(['Gone', 'Keep']);
    expect(await second.emptyTrash()).toBe(2);
    expect((await second.listTrash()).sessions).toEqual([]);
    expect(await readdir(join(dir, 'sessions', 'trash'))).toEqual([]);
    expect((await second.list()).sessions).toEqual([]);
    await expectStoreError(second.restore(gone), 'NOT_FOUND');
    await expectStoreError(second.open(gone), 'NOT_FOUND');
  });

  it('lists the trash without sidecars too', async () => {
    const id = await sessionWith(legalEvents(4), 'Gone');
    await store.delete(id);
    await rm(join(dir, 'sessions', 'trash', `${id}.meta.json`), { force: true });
    const { sessions } = await (await freshStore()).listTrash();
    expect(sessions[0]).toMatchObject({ id, name: 'Gone', eventCount: 4 });
  });

  it('refuses to delete what is not there, or restore over a live session', async () => {
    await expectStoreError(store.delete('0b0f7b7e-5d2a-4c59-9a43-1f0e6c1d2b3a'), 'NOT_FOUND');
    const id = await sessionWith([]);
    await store.delete(id);
    await writeFile(journalPath(id), await readFile(join(dir, 'sessions', 'trash', `${id}.jsonl`)));
    await expectStoreError(store.restore(id), 'EXISTS');
    expect(await readdir(join(dir, 'sessions', 'trash'))).toContain(`${id}.jsonl`);
  });
});

describe('export and import', () => {
  it('exports exactly {format, players, options, events} with the effective events', async () => {
    const events = legalEvents(12);
    const id = await sessionWith(events);
    await store.undo(id);
    await store.rename(id, 'Renamed');
    const text = await store.export(id);
    const record = JSON.parse(text);
    expect(Object.keys(record)).toEqual(['format', 'players', 'options', 'events']);
    expect(record).toEqual({
      format: RECORD_FORMAT,
      players: PLAYERS,
      options: { edition: 'C3', expansions: [] },
      events: events.slice(0, 11),
    });
    const replayed = replayText(text);
    expect(replayed.ok && summarize(replayed.snapshot)).toEqual(replaySummary(events.slice(0, 11)));
  });

  it('round-trips: export then import gives the same replay summary, as a new session', async () => {
    const id = await sessionWith(legalEvents(40), 'Original');
    const text = await store.export(id);
    const copy = await store.import(text, { name: 'Copy', allowDuplicate: true });
    expect(copy).not.toBe(id);
    const [a, b] = await Promise.all([store.open(id), store.open(copy)]);
    expect(b.summary).toEqual(a.summary);
    expect(b.record).toEqual(a.record);
    expect(b.info).toMatchObject({ name: 'Copy', eventCount: 40, canUndo: true });
    const fromDisk = await (await freshStore()).open(copy);
    expect(fromDisk.summary).toEqual(a.summary);
    expect(await (await freshStore()).export(copy)).toBe(text);
    // an imported session can be undone like any other
    expect((await store.undo(copy)).info.eventCount).toBe(39);
  });

  it('never overwrites an existing session, whatever the text says', async () => {
    const id = await sessionWith(legalEvents(5), 'Mine');
    const before = await readFile(journalPath(id));
    const journalHeader = JSON.parse(
      (await readFile(journalPath(id), 'utf8')).split('\n')[0] as string,
    );
    const sameIdentity = JSON.stringify({
      ...JSON.parse(await store.export(id)),
      session: journalHeader.session,
      id,
      name: 'Mine',
      events: legalEvents(2),
    });
    const first = await store.import(sameIdentity, { allowDuplicate: true });
    const second = await store.import(sameIdentity, { allowDuplicate: true });
    expect(new Set([id, first, second]).size).toBe(3);
    expect(await readFile(journalPath(id))).toEqual(before);
    const { sessions } = await (await freshStore()).list();
    expect(sessions).toHaveLength(3);
    expect(sessions.find((s) => s.id === id)?.eventCount).toBe(5);
    expect(sessions.find((s) => s.id === first)).toMatchObject({ name: 'Mine', eventCount: 2 });
  });

  it('names an import from the record or a default', async () => {
    const base = { format: RECORD_FORMAT, players: PLAYERS, events: [] };
    const named = await store.import(JSON.stringify({ ...base, name: 'From file' }));
    const unnamed = await store.import(JSON.stringify(base));
    expect((await store.open(named)).info.name).toBe('From file');
    expect((await store.open(unnamed)).info.name).toBe('Imported game');
  });

  it('names an import without a name in the record after the file it was picked from', async () => {
    const base = { format: RECORD_FORMAT, players: PLAYERS, events: [] };
    const fromFile = await store.import(JSON.stringify(base), {
      fileName: 'game-night-1-dec-game-2.meeple',
    });
    expect((await store.open(fromFile)).info.name).toBe('Game night 1 dec game 2');
    const named = await store.import(JSON.stringify({ ...base, name: 'Mine' }), {
      fileName: 'other.json',
      allowDuplicate: true,
    });
    expect((await store.open(named)).info.name).toBe('Mine');
    const blank = await store.import(JSON.stringify(base), {
      fileName: '---.meeple',
      allowDuplicate: true,
    });
    expect((await store.open(blank)).info.name).toBe('Imported game');
  });

  it.each([
    ['text that is not JSON', '{"format":', /not valid JSON/],
    [
      'a wrong format',
      JSON.stringify({ format: 'other', players: PLAYERS, events: [] }),
      /record: format/,
    ],
    ['no events', JSON.stringify({ format: RECORD_FORMAT, players: PLAYERS }), /events is missing/],
    [
      'an invalid event',
      JSON.stringify({
        format: RECORD_FORMAT,
        players: PLAYERS,
        events: [{ type: 'draw', tile: 'U' }, { type: 'endTurn' }],
      }),
      /event 1: /,
    ],
  ])('refuses %s and creates nothing', async (_name, text, message) => {
    const error = await expectStoreError(store.import(text), 'INVALID_RECORD');
    expect(error.message).toMatch(message);
    expect((await readdir(join(dir, 'sessions'))).sort()).toEqual(['backups', 'corrupt', 'trash']);
  });

  it('refuses text that is too large', async () => {
    const small = await freshStore({ maxImportSize: 100 });
    await expectStoreError(small.import(' '.repeat(101)), 'TOO_LARGE');
  });
});

describe('session ids', () => {
  it('refuses ids that are not session ids before touching any file', async () => {
    const bad = ['../../etc/passwd', '..', 'trash/x', '', 'C:\\x'];
    for (const id of bad) {
      await expectStoreError(store.open(id), 'INVALID_ID');
      await expectStoreError(store.append(id, { type: 'draw', tile: 'U' }), 'INVALID_ID');
      await expectStoreError(store.undo(id), 'INVALID_ID');
      await expectStoreError(store.redo(id), 'INVALID_ID');
      await expectStoreError(store.rename(id, 'x'), 'INVALID_ID');
      await expectStoreError(store.export(id), 'INVALID_ID');
      await expectStoreError(store.delete(id), 'INVALID_ID');
      await expectStoreError(store.restore(id), 'INVALID_ID');
    }
  });
});

describe('a new session under an id the page chose', () => {
  it('is stored under that id, and opens as any other', async () => {
    const chosen = '0b6f1c52-7d4e-4a8b-9c3d-2e1f0a9b8c7d';
    expect(await store.create({ ...newSession('Chosen'), id: chosen })).toBe(chosen);
    expect((await store.open(chosen)).info.name).toBe('Chosen');
    expect(await readFile(journalPath(chosen), 'utf8')).toContain(chosen);
  });

  it('refuses an id that is not a session id, and writes nothing', async () => {
    for (const id of ['../x', 'ABC', '', '0B6F1C52-7D4E-4A8B-9C3D-2E1F0A9B8C7D'])
      await expectStoreError(store.create({ ...newSession(), id }), 'INVALID_ID');
    expect((await store.list()).sessions).toEqual([]);
  });

  it('refuses an id already taken, live or in the trash, and leaves that game as it was', async () => {
    const live = await sessionWith([{ type: 'draw', tile: 'U' }], 'Live');
    const before = await readFile(journalPath(live), 'utf8');
    await expectStoreError(store.create({ ...newSession('Other'), id: live }), 'EXISTS');
    expect(await readFile(journalPath(live), 'utf8')).toBe(before);
    const trashed = await store.create(newSession('Trashed'));
    await store.delete(trashed);
    await expectStoreError(store.create({ ...newSession('Other'), id: trashed }), 'EXISTS');
    // Also from a store that has not read either game yet.
    const other = await freshStore();
    await expectStoreError(other.create({ ...newSession(), id: live }), 'EXISTS');
    await store.restore(trashed);
    expect((await store.open(trashed)).info.name).toBe('Trashed');
  });

  it('two creates with one id at once: one is stored, the other refused, the file whole', async () => {
    const chosen = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const results = await Promise.allSettled([
      store.create({ ...newSession('First'), id: chosen }),
      store.create({ ...newSession('Second'), id: chosen }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as { code?: string }).code).toBe('EXISTS');
    const stored = (await freshStore()).open(chosen);
    expect((await stored).info.name).toBe(
      (await store.open(chosen)).info.name, // what this store says is what the file says
    );
  });

  it('refuses an id whose old copies are still kept (a repair would offer them)', async () => {
    const chosen = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';
    await mkdir(join(dir, 'sessions', 'backups'), { recursive: true });
    await writeFile(join(dir, 'sessions', 'backups', `${chosen}.1.jsonl`), '{}\n');
    await expectStoreError(store.create({ ...newSession(), id: chosen }), 'EXISTS');
  });
});
