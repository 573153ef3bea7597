import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import { RECORD_FORMAT } from '../../../src/shared/record/schema';
import { legalEvents, makeTempDir, PLAYERS, removeDir } from './fixtures';

const NOW = new Date('2026-12-05T10:00:00.000Z');
let dir: string;
let store: SessionStore;

beforeEach(async () => {
  dir = await makeTempDir();
  store = await openSessionStore(dir, { sidecarDelayMs: 0, now: () => NOW });
});
afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

/** A record of `count` moves, the k-th stamped `stamp(k)` (none when it gives undefined). */
function recordText(count: number, stamp: (k: number) => string | undefined): string {
  const events = legalEvents(count).map((event, k) => {
    const at = stamp(k);
    return at === undefined ? event : { ...event, at };
  });
  return JSON.stringify({ format: RECORD_FORMAT, players: PLAYERS, events });
}

const minute = (k: number) => new Date(Date.UTC(2026, 10, 14, 19, k)).toISOString();

describe('an imported game is dated when it was played', () => {
  it('starts at its first move and was last played at its last, kept after the store opens again', async () => {
    const id = await store.import(recordText(6, minute));
    const info = (await store.list()).sessions.find((s) => s.id === id);
    expect(info).toMatchObject({ created: minute(0), lastPlayed: minute(5) });

    await store.close();
    store = await openSessionStore(dir, { sidecarDelayMs: 0, now: () => NOW });
    const again = (await store.list()).sessions.find((s) => s.id === id);
    expect(again).toMatchObject({ created: minute(0), lastPlayed: minute(5) });
  });

  it('is listed after a game played since, not first as "just played"', async () => {
    const fresh = await store.create({ name: 'Tonight', players: PLAYERS });
    await store.import(recordText(4, minute));
    expect((await store.list()).sessions[0]?.id).toBe(fresh);
  });

  it('is dated by the import when no move carries a time, or only times later than now', async () => {
    const unstamped = await store.import(recordText(4, () => undefined));
    const future = await store.import(
      recordText(4, () => '2031-01-01T20:00:00Z'),
      {
        allowDuplicate: true,
      },
    );
    const sessions = (await store.list()).sessions;
    for (const id of [unstamped, future])
      expect(sessions.find((s) => s.id === id)).toMatchObject({
        created: NOW.toISOString(),
        lastPlayed: NOW.toISOString(),
      });
  });
});
