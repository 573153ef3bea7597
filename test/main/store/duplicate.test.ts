import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../src/main/ipc/dispatch';
import { createSessionHandlers } from '../../../src/main/ipc/sessionHandlers';
import { openSessionStore, type SessionStore } from '../../../src/main/store';
import type { GameEvent } from '../../../src/shared/record/schema';
import { legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

let dir: string;
let store: SessionStore;

beforeEach(async () => {
  dir = await makeTempDir();
  store = await openSessionStore(dir, { sidecarDelayMs: 0 });
});
afterEach(async () => {
  await store.close();
  await removeDir(dir);
});

async function stored(events: readonly GameEvent[]): Promise<string> {
  const id = await store.create(newSession('Friday'));
  for (const event of events) await store.append(id, event);
  return id;
}

describe('importing a game that is already stored', () => {
  it('fails with DUPLICATE naming the stored session, and creates nothing', async () => {
    const id = await stored(legalEvents(12));
    const text = await store.export(id);
    await expect(store.import(text)).rejects.toMatchObject({
      code: 'DUPLICATE',
      sessionId: id,
      message: expect.stringMatching(
        /already stored as "Friday" \(same players, options and 12 moves\)/,
      ),
    });
    expect((await store.list()).sessions).toHaveLength(1);
  });

  it('is found from the disk too (a fresh store), and imported anyway when allowed', async () => {
    const id = await stored(legalEvents(12));
    const text = await store.export(id);
    await store.close();
    store = await openSessionStore(dir, { sidecarDelayMs: 0 });
    await expect(store.import(text)).rejects.toMatchObject({ code: 'DUPLICATE', sessionId: id });
    const copy = await store.import(text, { allowDuplicate: true });
    expect(copy).not.toBe(id);
    expect((await store.list()).sessions).toHaveLength(2);
  });

  it('is not a duplicate when the moves, the players or the options differ', async () => {
    const id = await stored(legalEvents(12));
    const record = JSON.parse(await store.export(id));
    const variants = [
      { ...record, events: record.events.slice(0, 11) },
      { ...record, events: [...record.events.slice(0, 11), { ...record.events[11], points: 9 }] },
      { ...record, players: [record.players[0], { ...record.players[1], name: 'Bea' }] },
      { ...record, options: { edition: 'C1', expansions: [] } },
    ];
    for (const variant of variants) await store.import(JSON.stringify(variant));
    expect((await store.list()).sessions).toHaveLength(5);
  });

  it('over IPC, the error carries the stored session id; allowDuplicate imports it', async () => {
    const id = await stored(legalEvents(6));
    const text = await store.export(id);
    const dispatch = createDispatcher(createSessionHandlers(store) as never);
    expect(await dispatch('sessions:import', { text })).toEqual({
      ok: false,
      error: { code: 'DUPLICATE', message: expect.any(String), sessionId: id },
    });
    const again = await dispatch('sessions:import', { text, allowDuplicate: true });
    expect(again).toMatchObject({ ok: true, value: { id: expect.any(String) } });
  });
});
