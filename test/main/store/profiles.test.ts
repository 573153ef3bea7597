import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSessionStore, type SessionStore, StoreError } from '../../../src/main/store';
import {
  CORRUPT_DIR,
  nightGameName,
  nightStandings,
  openProfileStore,
  PROFILES_FILE,
  PROFILES_FORMAT,
  type ProfileStore,
  parseProfilesFile,
  rotateSeats,
} from '../../../src/main/store/profiles';
import type { SessionInfo } from '../../../src/shared/ipc/types';
import type { Player } from '../../../src/shared/record/schema';
import { faultyFs, legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

let dir: string;
let sessions: SessionStore;
const opened: ProfileStore[] = [];
const file = () => join(dir, PROFILES_FILE);

let clock = Date.parse('2025-11-29T19:00:00.000Z');
const now = () => {
  clock += 60_000;
  return new Date(clock);
};

beforeEach(async () => {
  dir = await makeTempDir('meeple-profiles-');
  sessions = await openSessionStore(dir, { sidecarDelayMs: 0 });
});

afterEach(async () => {
  opened.length = 0;
  await sessions.close();
  await removeDir(dir);
});

async function open(fs?: ReturnType<typeof faultyFs>['fs']): Promise<ProfileStore> {
  const store = await openProfileStore(dir, { sessions, now, ...(fs ? { fs } : {}) });
  opened.push(store);
  return store;
}

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

const THREE: Player[] = [
  { id: 'ana', name: 'Ana', color: 'red', profile: '11111111-1111-4111-8111-111111111111' },
  { id: 'ben', name: 'Ben', color: 'blue' },
  { id: 'cleo', name: 'Cleo', color: 'green' },
];

/** A session played to the end (draws, places, end turns till the deck is out, then finish). */
async function finishedSession(name = 'Friday'): Promise<string> {
  const id = await sessions.create(newSession(name));
  for (const event of legalEvents(4)) await sessions.append(id, event);
  await sessions.append(id, { type: 'endGame' });
  await sessions.append(id, { type: 'finish' });
  return id;
}

describe('profiles', () => {
  it('saves, lists by name, updates and deletes; kept across a reopen', async () => {
    const store = await open();
    const ben = await store.saveProfile({ name: '  Ben ', color: 'blue' });
    const ana = await store.saveProfile({ name: 'ana', color: 'red' });
    expect(ben).toMatchObject({ name: 'Ben', color: 'blue', created: expect.any(String) });
    expect(ben.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await store.listProfiles()).profiles.map((p) => p.name)).toEqual(['ana', 'Ben']);

    const renamed = await store.saveProfile({ id: ana.id, name: 'Ana', color: 'green' });
    expect(renamed).toEqual({ ...ana, name: 'Ana', color: 'green' });

    const again = await open();
    expect((await again.listProfiles()).profiles).toEqual([renamed, ben]);
    await again.deleteProfile(ben.id);
    expect((await (await open()).listProfiles()).profiles).toEqual([renamed]);
  });

  it('refuses a second profile with the same name, unknown ids, and bad names', async () => {
    const store = await open();
    const ana = await store.saveProfile({ name: 'Ana', color: 'red' });
    expect((await rejection(store.saveProfile({ name: ' ANA', color: 'blue' }))).code).toBe(
      'EXISTS',
    );
    // Saving a profile under its own name is fine.
    await store.saveProfile({ id: ana.id, name: 'ana', color: 'blue' });
    const unknown = '22222222-2222-4222-8222-222222222222';
    expect((await rejection(store.deleteProfile(unknown))).code).toBe('NOT_FOUND');
    expect(
      (await rejection(store.saveProfile({ id: unknown, name: 'X', color: 'red' }))).code,
    ).toBe('NOT_FOUND');
    expect((await rejection(store.deleteProfile('../profiles'))).code).toBe('INVALID_ID');
    for (const name of ['', '   ', 'a'.repeat(41), 'line\nbreak']) {
      expect((await rejection(store.saveProfile({ name, color: 'red' }))).code).toBe(
        'INVALID_NAME',
      );
    }
    expect((await store.listProfiles()).profiles).toHaveLength(1);
  });

  it('runs changes one at a time, in order', async () => {
    const store = await open();
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    await Promise.all(names.map((name) => store.saveProfile({ name, color: 'red' })));
    const reopened = await open();
    expect((await reopened.listProfiles()).profiles.map((p) => p.name)).toEqual(names);
  });
});

describe('the profiles file', () => {
  it('is written whole: temp file, fsync, rename, then the folder fsynced', async () => {
    const disk = faultyFs();
    const store = await open(disk.fs);
    disk.calls.length = 0;
    await store.saveProfile({ name: 'Ana', color: 'red' });
    const ops = disk.calls.map((c) => `${c.op} ${c.path.replaceAll(dir, '')}`);
    expect(ops).toEqual([
      `open /${PROFILES_FILE}.tmp`,
      `write /${PROFILES_FILE}.tmp`,
      `sync /${PROFILES_FILE}.tmp`,
      `rename /${PROFILES_FILE}.tmp -> /${PROFILES_FILE}`,
      'syncDir ',
    ]);
    const saved = JSON.parse(await readFile(file(), 'utf8'));
    expect(saved).toMatchObject({ format: PROFILES_FORMAT, profiles: [{ name: 'Ana' }] });
    expect(await readdir(dir)).not.toContain(`${PROFILES_FILE}.tmp`);
  });

  it.each([
    ['write', 'ENOSPC', 'DISK_FULL'],
    ['sync', 'EIO', 'IO'],
    ['rename', 'EROFS', 'READ_ONLY'],
    ['open', 'EACCES', 'NO_PERMISSION'],
  ] as const)(
    'a failing %s (%s) changes nothing, on disk or in memory',
    async (op, code, expected) => {
      const disk = faultyFs();
      const store = await open(disk.fs);
      await store.saveProfile({ name: 'Ana', color: 'red' });
      const before = await readFile(file(), 'utf8');
      disk.fail({ op, code, times: 1 });
      const error = await rejection(store.saveProfile({ name: 'Ben', color: 'blue' }));
      expect(error.code).toBe(expected);
      expect(error.message).toMatch(/could not save the player profiles/i);
      expect(await readFile(file(), 'utf8')).toBe(before);
      expect(await readdir(dir)).not.toContain(`${PROFILES_FILE}.tmp`);
      expect((await store.listProfiles()).profiles.map((p) => p.name)).toEqual(['Ana']);
      // The next change goes through.
      await store.saveProfile({ name: 'Ben', color: 'blue' });
      expect((await (await open()).listProfiles()).profiles).toHaveLength(2);
    },
  );

  it('removes a temp file left by a crash, keeping the last complete file', async () => {
    const store = await open();
    await store.saveProfile({ name: 'Ana', color: 'red' });
    await writeFile(`${file()}.tmp`, '{"format":"meeple-ledger/prof');
    const reopened = await open();
    expect((await reopened.listProfiles()).profiles.map((p) => p.name)).toEqual(['Ana']);
    expect(await readdir(dir)).not.toContain(`${PROFILES_FILE}.tmp`);
  });

  it.each([
    ['not JSON', '{"format": "meeple-ledger/profiles@1", "profiles": [', /not valid JSON/],
    ['another format', '{"format":"other","profiles":[],"nights":[]}', /format/],
    [
      'a profile without a name',
      `{"format":"${PROFILES_FORMAT}","profiles":[{"id":"11111111-1111-4111-8111-111111111111","color":"red","created":"2025-01-01T00:00:00Z"}],"nights":[]}`,
      /profiles\.0\.name/,
    ],
    [
      'an id used twice',
      `{"format":"${PROFILES_FORMAT}","profiles":[],"nights":[${[1, 2]
        .map(
          () =>
            '{"id":"11111111-1111-4111-8111-111111111111","name":"N","created":"2025-01-01T00:00:00Z","sessions":[]}',
        )
        .join(',')}]}`,
      /used twice/,
    ],
    ['a list', '[]', /not a JSON object/],
  ])(
    'a file with %s is moved aside and reported once, never a crash',
    async (_what, text, reason) => {
      await writeFile(file(), text);
      const store = await open();
      const first = await store.listProfiles();
      expect(first.profiles).toEqual([]);
      expect(first.warnings).toHaveLength(1);
      expect(first.warnings[0]).toMatch(/could not be read/);
      expect((await store.listProfiles()).warnings).toEqual([]);
      expect((await store.listNights()).warnings).toEqual([]);

      const corrupt = await readdir(join(dir, CORRUPT_DIR));
      const moved = corrupt.find((name) => name.endsWith('.json')) ?? '';
      expect(await readFile(join(dir, CORRUPT_DIR, moved), 'utf8')).toBe(text);
      const why = corrupt.find((name) => name.endsWith('.reason.txt')) ?? '';
      expect(await readFile(join(dir, CORRUPT_DIR, why), 'utf8')).toMatch(reason);
      await expect(readdir(dir)).resolves.not.toContain(PROFILES_FILE);

      // It starts afresh and saves as usual.
      await store.saveProfile({ name: 'Ana', color: 'red' });
      expect((await (await open()).listProfiles()).profiles).toHaveLength(1);
    },
  );

  it('writes nothing over a bad file it could not move aside', async () => {
    const text = 'not json at all';
    await writeFile(file(), text);
    const disk = faultyFs();
    disk.fail({ op: 'rename', code: 'EACCES' });
    const store = await open(disk.fs);
    const { warnings } = await store.listProfiles();
    expect(warnings[0]).toMatch(/could not be moved aside/);
    const error = await rejection(store.saveProfile({ name: 'Ana', color: 'red' }));
    expect(error.code).toBe('IO');
    expect(await readFile(file(), 'utf8')).toBe(text);
  });

  it('parseProfilesFile refuses a game in two nights and two profiles with one name', () => {
    const night = (id: string) =>
      `{"id":"${id}","name":"N","created":"2025-01-01T00:00:00Z","sessions":["33333333-3333-4333-8333-333333333333"]}`;
    expect(
      parseProfilesFile(
        `{"format":"${PROFILES_FORMAT}","profiles":[],"nights":[${night('11111111-1111-4111-8111-111111111111')},${night('22222222-2222-4222-8222-222222222222')}]}`,
      ),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/in two nights/) });
    const profile = (id: string, name: string) =>
      `{"id":"${id}","name":"${name}","color":"red","created":"2025-01-01T00:00:00Z"}`;
    expect(
      parseProfilesFile(
        `{"format":"${PROFILES_FORMAT}","profiles":[${profile('11111111-1111-4111-8111-111111111111', 'Ana')},${profile('22222222-2222-4222-8222-222222222222', 'ANA')}],"nights":[]}`,
      ),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/two profiles/) });
  });
});

describe('nightStandings', () => {
  const info = (
    status: SessionInfo['status'],
    scores: Record<string, number>,
    id = '00000000-0000-4000-8000-000000000001',
  ): SessionInfo => ({
    id,
    name: 'Game',
    created: '2025-11-29T19:00:00.000Z',
    lastPlayed: '2025-11-29T19:00:00.000Z',
    players: Object.entries(scores).map(([name, score], seat) => ({
      id: `p${seat}`,
      name,
      color: ['red', 'blue', 'green'][seat] ?? 'grey',
      score,
    })),
    options: { edition: 'C3', expansions: [] },
    status,
    turn: 30,
    eventCount: 90,
    canUndo: true,
    canRedo: false,
  });

  it('counts wins (ties all win) and points over finished games, and points in play apart', () => {
    const standings = nightStandings([
      info('finished', { Ana: 80, Ben: 95, Cleo: 60 }),
      info('finished', { Ben: 70, Cleo: 88, ana: 88 }),
      info('playing', { Ana: 12, Ben: 30, Cleo: 4 }),
      info('final-scoring', { Ana: 50, Ben: 40 }),
    ]);
    expect(standings).toEqual([
      {
        key: 'ana',
        name: 'Ana',
        color: 'red',
        games: 2,
        wins: 1,
        points: 168,
        inPlay: 62,
      },
      { key: 'ben', name: 'Ben', color: 'blue', games: 2, wins: 1, points: 165, inPlay: 70 },
      { key: 'cleo', name: 'Cleo', color: 'green', games: 2, wins: 1, points: 148, inPlay: 4 },
    ]);
  });

  it('is empty without games', () => {
    expect(nightStandings([])).toEqual([]);
  });
});

describe('rotateSeats and names', () => {
  it('seats everyone in the same order, the next player first', () => {
    expect(rotateSeats(['a', 'b', 'c'])).toEqual(['b', 'c', 'a']);
    expect(rotateSeats(rotateSeats(['a', 'b', 'c']))).toEqual(['c', 'a', 'b']);
    expect(rotateSeats(['a', 'b'])).toEqual(['b', 'a']);
  });

  it('names the n-th game of a night', () => {
    expect(nightGameName('Friday', 2)).toBe('Friday · game 2');
    expect(nightGameName('Friday · game 2', 3)).toBe('Friday · game 3');
    expect(nightGameName('x'.repeat(100), 12)).toHaveLength(100);
  });
});

describe('game nights', () => {
  it('reads only the sessions of the nights, not the whole list', async () => {
    const store = await open();
    const night = await store.createNight('Friday');
    const a = await finishedSession('A');
    await sessions.create(newSession('Not in a night'));
    await store.addSession(night.id, a);
    const listed = vi.spyOn(sessions, 'list');
    const asked = vi.spyOn(sessions, 'infos');
    const { nights } = await store.listNights();
    expect(nights[0]?.games.map((g) => g.id)).toEqual([a]);
    expect(listed).not.toHaveBeenCalled();
    expect(asked).toHaveBeenCalledWith([a]);
  });

  it('a new night ends the one going on; adding games; kept across a reopen', async () => {
    const store = await open();
    const first = await store.createNight('Friday');
    expect(first).toMatchObject({ name: 'Friday', sessions: [], games: [], standings: [] });
    expect(first.ended).toBeUndefined();
    const a = await finishedSession('A');
    const b = await sessions.create(newSession('B'));
    await store.addSession(first.id, a);
    const night = await store.addSession(first.id, b);
    expect(night.sessions).toEqual([a, b]);
    expect(night.games.map((g) => g.id)).toEqual([a, b]);
    expect(night.standings.map((s) => s.name).sort()).toEqual(['Ana', 'Ben']);
    expect(night.standings.reduce((sum, s) => sum + s.games, 0)).toBe(2);
    // Adding it again changes nothing.
    expect((await store.addSession(first.id, b)).sessions).toEqual([a, b]);

    const second = await store.createNight('Saturday');
    const list = await (await open()).listNights();
    expect(list.current).toBe(second.id);
    expect(list.nights.map((n) => n.name)).toEqual(['Saturday', 'Friday']);
    expect(list.nights[1]?.ended).toEqual(expect.any(String));
    expect(list.nights[1]?.sessions).toEqual([a, b]);

    // A game belongs to one night only.
    expect((await rejection(store.addSession(second.id, a))).code).toBe('EXISTS');
    const ended = await store.endNight(second.id);
    expect(ended.ended).toEqual(expect.any(String));
    expect((await store.listNights()).current).toBeNull();
  });

  it('refuses unknown nights and sessions', async () => {
    const store = await open();
    const night = await store.createNight('Friday');
    const missing = '44444444-4444-4444-8444-444444444444';
    expect((await rejection(store.addSession(night.id, missing))).code).toBe('NOT_FOUND');
    const game = await sessions.create(newSession());
    expect((await rejection(store.addSession(missing, game))).code).toBe('NOT_FOUND');
    expect((await rejection(store.endNight('nope'))).code).toBe('INVALID_ID');
    expect((await rejection(store.addSession(night.id, '../x'))).code).toBe('INVALID_ID');
  });

  it('a trashed game leaves the standings, and is back when restored', async () => {
    const store = await open();
    const night = await store.createNight('Friday');
    const a = await finishedSession('A');
    await store.addSession(night.id, a);
    await sessions.delete(a);
    let listed = (await store.listNights()).nights[0];
    expect(listed?.sessions).toEqual([a]);
    expect(listed?.games).toEqual([]);
    expect(listed?.standings).toEqual([]);
    await sessions.restore(a);
    listed = (await store.listNights()).nights[0];
    expect(listed?.games.map((g) => g.id)).toEqual([a]);
  });
});

describe('rematch', () => {
  it('same players and options, the next player first, in the same night', async () => {
    const store = await open();
    const options = { edition: 'C1' as const, expansions: ['peasant-revolts' as const] };
    const first = await sessions.create({ name: 'Friday', players: THREE, options });
    const night = await store.createNight('Friday night');
    await store.addSession(night.id, first);

    const rematch = await store.rematch(first);
    expect(rematch.nightId).toBe(night.id);
    const second = await sessions.open(rematch.id);
    expect(second.record.players).toEqual([THREE[1], THREE[2], THREE[0]]);
    expect(second.record.options).toEqual(options);
    expect(second.info.name).toBe('Friday night · game 2');
    expect(second.record.events).toEqual([]);

    const again = await store.rematch(rematch.id);
    const third = await sessions.open(again.id);
    expect(third.record.players.map((p) => p.id)).toEqual(['cleo', 'ana', 'ben']);
    expect(third.info.name).toBe('Friday night · game 3');
    const listed = (await store.listNights()).nights[0];
    expect(listed?.sessions).toEqual([first, rematch.id, again.id]);
  });

  it('opens the rematch already started instead of a second one, however many devices press at once', async () => {
    const store = await open();
    const options = { edition: 'C1' as const, expansions: [] };
    const first = await sessions.create({ name: 'Friday', players: THREE, options });
    const night = await store.createNight('Friday night');
    await store.addSession(night.id, first);
    // The host and a phone still showing the first game's results, at the same moment.
    const [host, phone] = await Promise.all([store.rematch(first), store.rematch(first)]);
    expect(phone).toEqual(host);
    // Pressed again later, from results that never refreshed: the same game.
    expect((await store.rematch(first)).id).toBe(host.id);
    const listed = (await store.listNights()).nights[0];
    expect(listed?.sessions).toEqual([first, host.id]);
    // The rematch's own rematch is a new game.
    const next = await store.rematch(host.id);
    expect(next.id).not.toBe(host.id);
    expect((await store.listNights()).nights[0]?.sessions).toEqual([first, host.id, next.id]);
  });

  it('starts a night with both games when the first had none', async () => {
    const store = await open();
    const first = await finishedSession('Lone game');
    const { id, nightId } = await store.rematch(first);
    const list = await store.listNights();
    expect(list.current).toBe(nightId);
    expect(list.nights[0]?.sessions).toEqual([first, id]);
    expect(list.nights[0]?.name).toMatch(/^Game night \d+ \w{3}$/);
    expect(list.nights[0]?.standings.map((s) => s.games)).toEqual([1, 1]);
  });

  it('refuses an unknown session and creates nothing', async () => {
    const store = await open();
    const error = await rejection(store.rematch('55555555-5555-4555-8555-555555555555'));
    expect(error.code).toBe('NOT_FOUND');
    expect((await sessions.list()).sessions).toEqual([]);
  });

  it('opens the rematch all the same when the night cannot be saved', async () => {
    const disk = faultyFs();
    const store = await open(disk.fs);
    const first = await sessions.create(newSession());
    disk.fail({ op: 'open', code: 'ENOSPC', pathIncludes: PROFILES_FILE });
    const result = await store.rematch(first);
    expect(result.nightId).toBeNull();
    expect(result.warning).toMatch(/could not be added to the game night/);
    await expect(sessions.open(result.id)).resolves.toBeTruthy();
  });
});
