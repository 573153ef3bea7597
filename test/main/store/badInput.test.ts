import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import { openProfileStore, PROFILES_FILE } from '../../../src/main/store/profiles';
import { RECORD_FORMAT } from '../../../src/shared/record/schema';
import { legalEvents, makeTempDir, newSession, PLAYERS, removeDir } from './fixtures';

let dir: string;
const stores: SessionStore[] = [];
async function fresh(): Promise<SessionStore> {
  const store = await openSessionStore(dir, { sidecarDelayMs: 0 });
  stores.push(store);
  return store;
}

beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await removeDir(dir);
});

describe('player names follow the rule of every name', () => {
  it.each([
    ['blank', '   ', /player 2 needs a name/],
    ['a bell', 'Ben\u0007', /name of player 2 contains control characters/],
    ['a line break', 'Ben\nDrop table', /name of player 2 contains control characters/],
    ['a C1 control', 'Ben\u0085', /name of player 2 contains control characters/],
  ])('refuses a %s name, at the start and on import', async (_, name, message) => {
    const store = await fresh();
    const players = [PLAYERS[0], { ...PLAYERS[1], name }];
    await expect(store.create({ ...newSession(), players } as never)).rejects.toMatchObject({
      code: 'INVALID_RECORD',
      message: expect.stringMatching(message),
    });
    const text = JSON.stringify({ format: RECORD_FORMAT, players, events: [] });
    await expect(store.import(text)).rejects.toMatchObject({ code: 'INVALID_RECORD' });
    expect((await store.list()).sessions).toEqual([]);
  });
});

describe('files written by others', () => {
  it('reads a profiles.json that starts with a byte order mark instead of quarantining it', async () => {
    const sessions = await fresh();
    const data = {
      format: 'meeple-ledger/profiles@1',
      profiles: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          name: 'Ana',
          color: 'red',
          created: '2025-11-29T19:00:00.000Z',
        },
      ],
      nights: [],
    };
    await writeFile(join(dir, PROFILES_FILE), `\uFEFF${JSON.stringify(data)}`);
    const profiles = await openProfileStore(dir, { sessions });
    const listed = await profiles.listProfiles();
    expect(listed.warnings).toEqual([]);
    expect(listed.profiles.map((p) => p.name)).toEqual(['Ana']);
  });

  it('rebuilds a meta.json that disagrees with its journal, even with the same size and time', async () => {
    const store = await fresh();
    const id = await store.create(newSession('Real'));
    for (const event of legalEvents(5)) await store.append(id, event);
    await store.close();
    const sidecarPath = join(dir, 'sessions', `${id}.meta.json`);
    const sidecar = JSON.parse(await readFile(sidecarPath, 'utf8'));
    // Another copy's metadata, paired with this journal's size and time.
    sidecar.info = { ...sidecar.info, name: 'Wrong', eventCount: 99 };
    sidecar.hash = 'f'.repeat(64);
    await writeFile(sidecarPath, JSON.stringify(sidecar));
    const journal = await stat(join(dir, 'sessions', `${id}.jsonl`));
    await utimes(join(dir, 'sessions', `${id}.jsonl`), journal.atime, journal.mtime);
    const listed = (await (await fresh()).list()).sessions;
    expect(listed.map((s) => [s.name, s.eventCount])).toEqual([['Real', 5]]);
    expect(JSON.parse(await readFile(sidecarPath, 'utf8')).info).toMatchObject({
      name: 'Real',
      eventCount: 5,
    });
  });
});
