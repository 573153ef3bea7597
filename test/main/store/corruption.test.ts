import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSessionStore, type SessionStore, StoreError } from '../../../src/main/store';
import { legalEvents, makeTempDir, newSession, removeDir } from './fixtures';

let dir: string;
let store: SessionStore;
let ids: { good1: string; bad: string; good2: string };
const stores: SessionStore[] = [];

const journalPath = (id: string) => join(dir, 'sessions', `${id}.jsonl`);
const corruptDir = () => join(dir, 'sessions', 'corrupt');

async function freshStore(): Promise<SessionStore> {
  const opened = await openSessionStore(dir);
  stores.push(opened);
  return opened;
}

async function lines(id: string): Promise<string[]> {
  return (await readFile(journalPath(id), 'utf8')).split('\n');
}

beforeEach(async () => {
  dir = await makeTempDir();
  store = await freshStore();
  const events = legalEvents(9);
  ids = {
    good1: await store.create(newSession('Good one')),
    bad: await store.create(newSession('Doomed')),
    good2: await store.create(newSession('Good two')),
  };
  for (const id of Object.values(ids)) for (const event of events) await store.append(id, event);
  await store.close();
});

afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  await removeDir(dir);
});

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Ways a journal can be unreadable, each with what the message must say. */
const corruptions: [string, () => Promise<Buffer>, RegExp][] = [
  [
    'a truncated header',
    async () => (await readFile(journalPath(ids.bad))).subarray(0, 50),
    /header line is incomplete/,
  ],
  [
    'garbage',
    async () => Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x0a, 0x00, 0x7b, 0x0a]),
    /line 1 is not valid JSON/,
  ],
  [
    'a wrong format version',
    async () => {
      const all = await lines(ids.bad);
      all[0] = (all[0] as string).replace('meeple-ledger/record@1', 'meeple-ledger/record@7');
      return utf8(all.join('\n'));
    },
    /format is "meeple-ledger\/record@7"/,
  ],
  [
    'an invalid event in the middle',
    async () => {
      const all = await lines(ids.bad);
      all.splice(3, 0, '{"type":"draw","tile":"U"}'); // a second draw in the meeple phase
      return utf8(all.join('\n'));
    },
    /event 2 \(line 4\): draw is out of its phase/,
  ],
  [
    'a malformed event in the middle',
    async () => {
      const all = await lines(ids.bad);
      all[4] = '{"type":"adjust","player":"p1","points":"lots"}';
      return utf8(all.join('\n'));
    },
    /line 5: adjust: points/,
  ],
  [
    'non-UTF-8 bytes',
    async () => {
      const all = await readFile(journalPath(ids.bad));
      const cut = all.indexOf(0x0a) + 1;
      return Buffer.concat([
        all.subarray(0, cut),
        utf8('{"type":"adjust","player":"p1","points":1,"note":"caf'),
        Buffer.from([0xe9, 0x22, 0x7d, 0x0a]), // Latin-1 é, then "}\n
        all.subarray(cut),
      ]);
    },
    /line 2 is not UTF-8 text/,
  ],
  [
    'an undo with nothing to undo',
    async () => {
      const all = await lines(ids.bad);
      return utf8([all[0], '{"op":"undo"}', ''].join('\n'));
    },
    /line 2: undo with nothing to undo/,
  ],
];

describe('a corrupt session', () => {
  it.each(corruptions)(
    'with %s is moved to corrupt/ while the others list and open',
    async (_name, make, reason) => {
      const bytes = await make();
      await writeFile(journalPath(ids.bad), bytes);
      const second = await freshStore();

      const { sessions, warnings } = await second.list();
      expect(sessions.map((s) => s.name).sort()).toEqual(['Good one', 'Good two']);
      expect(warnings).toHaveLength(1);
      const [warning] = warnings;
      expect(warning).toMatchObject({ sessionId: ids.bad, kind: 'moved-to-corrupt' });
      expect(warning?.message).toMatch(reason);
      expect(warning?.message).toMatch(/the other sessions are not affected/);

      // moved aside untouched, with the reason beside it
      const moved = await readdir(corruptDir());
      const journal = moved.find((f) => f.endsWith('.jsonl'));
      expect(journal).toMatch(new RegExp(`^${ids.bad}-.*\\.jsonl$`));
      expect(warning?.movedTo).toBe(join(corruptDir(), journal as string));
      expect(await readFile(join(corruptDir(), journal as string))).toEqual(bytes);
      const corrupt = await second.listCorrupt();
      expect(corrupt).toHaveLength(1);
      expect(corrupt[0]?.sessionId).toBe(ids.bad);
      expect(corrupt[0]?.reason).toMatch(reason);

      for (const id of [ids.good1, ids.good2]) {
        expect((await second.open(id)).record.events).toHaveLength(9);
      }
      const after = await second.open(ids.bad).catch((e: unknown) => e);
      expect(after).toMatchObject({ code: 'NOT_FOUND' });
      expect((await (await freshStore()).list()).warnings).toEqual([]);
    },
  );

  it('opened directly, throws CORRUPT with a clear message naming the session', async () => {
    const all = await lines(ids.bad);
    all[2] = '{"type":"endTurn"';
    await writeFile(journalPath(ids.bad), all.join('\n'));
    const second = await freshStore();
    const error = await second.open(ids.bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ code: 'CORRUPT', sessionId: ids.bad });
    const message = (error as StoreError).message;
    expect(message).toMatch(/^The session "Doomed" cannot be read: line 3 is not valid JSON\./);
    // Where it went, relative to the data folder (no absolute path reaches the page).
    const movedTo = (error as StoreError).movedTo as string;
    expect(message).toContain(
      `sessions/corrupt/${movedTo.split(/[\\/]/).at(-1)} in the data folder`,
    );
    expect(message).not.toContain(dir);
    expect((await second.list()).sessions).toHaveLength(2);
    expect((await second.open(ids.good1)).record.events).toHaveLength(9);
  });

  it('a corrupt session met by append is moved aside too', async () => {
    await writeFile(journalPath(ids.bad), '{"format":"meeple-ledger/record@1"}\n');
    const second = await freshStore();
    const error = await second
      .append(ids.bad, { type: 'draw', tile: 'U' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CORRUPT' });
    expect(await readdir(corruptDir())).toHaveLength(2); // the journal and its reason
  });
});

describe('a torn last line', () => {
  it('is cut on open and reported; every complete line is kept', async () => {
    const before = await readFile(journalPath(ids.bad));
    await appendFile(journalPath(ids.bad), '{"type":"draw","ti');
    const second = await freshStore();
    const opened = await second.open(ids.bad);
    expect(opened.repaired).toEqual({ droppedBytes: 18 });
    expect(opened.warnings.join(' ')).toMatch(/incomplete.*18 bytes.*removed/);
    expect(opened.record.events).toEqual(legalEvents(9));
    expect(await readFile(journalPath(ids.bad))).toEqual(before);
    // it carries on from there
    await second.append(ids.bad, legalEvents(10)[9]);
    expect((await (await freshStore()).open(ids.bad)).record.events).toEqual(legalEvents(10));
  });

  it('is cut even when it holds a whole event without its newline (never acknowledged)', async () => {
    await appendFile(journalPath(ids.bad), JSON.stringify(legalEvents(10)[9]));
    const opened = await (await freshStore()).open(ids.bad);
    expect(opened.repaired?.droppedBytes).toBeGreaterThan(0);
    expect(opened.record.events).toHaveLength(9);
  });

  it('is cut by list too, with a warning, and the session stays in the list', async () => {
    await appendFile(journalPath(ids.good2), '{"op":"und');
    const { sessions, warnings } = await (await freshStore()).list();
    expect(sessions).toHaveLength(3);
    expect(warnings).toEqual([
      expect.objectContaining({
        sessionId: ids.good2,
        kind: 'repaired',
        message: expect.stringMatching(/10 bytes/),
      }),
    ]);
    expect((await readFile(journalPath(ids.good2), 'utf8')).endsWith('\n')).toBe(true);
    expect((await (await freshStore()).list()).warnings).toEqual([]);
  });
});
