import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore, StoreError } from '../../../src/main/store';
import { makeTempDir, newSession, removeDir } from './fixtures';

let dir: string;
const stores: SessionStore[] = [];
const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);

async function freshStore(): Promise<SessionStore> {
  const opened = await openSessionStore(dir);
  stores.push(opened);
  return opened;
}

beforeEach(async () => {
  dir = await makeTempDir();
});

afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  await removeDir(dir);
});

describe('a stored game that a later ruling refuses (Ruling 9)', () => {
  /** A game without the Revolts in which an earlier version let Ana protect her knight. */
  async function storedBeforeRuling9(): Promise<{ id: string; bytes: Buffer }> {
    const store = await freshStore();
    const id = await store.create(newSession('Before Ruling 9'));
    await store.append(id, { type: 'draw', tile: 'E' });
    await store.append(id, { type: 'place' });
    await store.close();
    // An event line is the event itself (src/main/store/journal.ts).
    const protectedDeploy = {
      type: 'deploy',
      meeple: 'a1',
      feature: 'c1',
      kind: 'city',
      protect: true,
    };
    await appendFile(journalPath(id), `${JSON.stringify(protectedDeploy)}\n`);
    return { id, bytes: await readFile(journalPath(id)) };
  }

  it('Ruling 9: opens read-only, at the state before the refused event, naming the ruling', async () => {
    const { id } = await storedBeforeRuling9();
    const store = await freshStore();
    const opened = await store.open(id);
    expect(opened.readOnly).toBe(
      'event 2: protection exists only in a game with The Peasant Revolts (Ruling 9)',
    );
    expect(opened.record.events).toEqual([{ type: 'draw', tile: 'E' }, { type: 'place' }]);
    const { sessions } = await store.list();
    expect(sessions.map((s) => s.id)).toContain(id);
  });

  it('Ruling 9: nothing is written to it: a move is refused and the file stays as it was', async () => {
    const { id, bytes } = await storedBeforeRuling9();
    const store = await freshStore();
    await store.open(id);
    const refused = await store.append(id, { type: 'endTurn' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect((refused as StoreError).code).toBe('READ_ONLY');
    expect((refused as StoreError).message).toMatch(/read-only.*\(Ruling 9\)/);
    expect(await readFile(journalPath(id))).toEqual(bytes);
  });
});
