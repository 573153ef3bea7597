import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWebServer, type WebServer } from '../../../src/main/web/server';
import type { MeepleLedgerApi } from '../../../src/shared/ipc/api';
import { createHttpApi } from '../../../src/shared/ipc/httpClient';
import type { IpcResult } from '../../../src/shared/ipc/result';
import { replayText } from '../../../src/shared/record/replay';
import { summarize } from '../../../src/shared/record/summary';

/**
 * "Import validates and never overwrites", at the API the page uses: the HTTP client of
 * browser mode against the real server and store (the same handlers answer the desktop app's
 * IPC). Export then import gives the same replay, as a new session, every time.
 */

let root: string;
let server: WebServer;
let api: MeepleLedgerApi;
let fixture: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-import-'));
  const staticDir = join(root, 'renderer');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
  server = await startWebServer({ dataDir: join(root, 'data'), staticDir, log: vi.fn() });
  api = createHttpApi({
    token: server.token,
    baseUrl: `http://127.0.0.1:${server.port}`,
    fetch: (url, init) => fetch(url, init),
    openLink: vi.fn(),
  });
  fixture = await readFile(
    new URL('../../fixtures/records/full-game-every-expansion.json', import.meta.url),
    'utf8',
  );
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

function value<T>(result: IpcResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const sessionIds = async () => value(await api.sessions.list()).sessions.map((s) => s.id);

describe('export and import through the API', () => {
  it('export then import gives the same replay, as a new session', async () => {
    const { id: original } = value(await api.sessions.import(fixture));
    const exported = value(await api.sessions.export(original));
    const { id: copy } = value(await api.sessions.import(exported, true));
    expect(copy).not.toBe(original);

    const [a, b] = [value(await api.sessions.open(original)), value(await api.sessions.open(copy))];
    expect(b.record).toEqual(a.record);
    expect(b.summary).toEqual(a.summary);
    expect(b.info.eventCount).toBe(a.info.eventCount);
    // The same replay as the file itself gives, and the same text when exported again.
    const replayed = replayText(fixture);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(b.summary).toEqual(summarize(replayed.snapshot));
    expect(value(await api.sessions.export(copy))).toBe(exported);
  });

  it('never overwrites: the same text twice makes two new sessions, the first one untouched', async () => {
    // The fixture is stored already by the test before: a second copy on purpose.
    const { id: first } = value(await api.sessions.import(fixture, true));
    await api.sessions.undo(first);
    await api.sessions.rename(first, 'Mine');
    const before = value(await api.sessions.open(first));
    const text = JSON.stringify({
      ...JSON.parse(value(await api.sessions.export(first))),
      // Whatever the file claims, it is never taken as the session to write to.
      id: first,
      session: first,
      name: 'Mine',
    });
    const { id: second } = value(await api.sessions.import(text, true));
    const { id: third } = value(await api.sessions.import(text, true));
    expect(new Set([first, second, third]).size).toBe(3);
    const after = value(await api.sessions.open(first));
    expect(after.info).toEqual(before.info);
    expect(after.record).toEqual(before.record);
  });

  it.each([
    ['text that is not JSON', '{"format":'],
    ['a wrong format', JSON.stringify({ format: 'other', players: [], events: [] })],
    [
      'an event the rules refuse',
      JSON.stringify({
        format: 'meeple-ledger/record@1',
        players: [
          { id: 'p1', name: 'Ana', color: 'red' },
          { id: 'p2', name: 'Ben', color: 'blue' },
        ],
        events: [{ type: 'draw', tile: 'U' }, { type: 'endTurn' }],
      }),
    ],
  ])('refuses %s, as data, and creates nothing', async (_name, text) => {
    const ids = await sessionIds();
    const result = await api.sessions.import(text);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_RECORD' } });
    expect(await sessionIds()).toEqual(ids);
  });

  it('refuses a record cut short half-way, and keeps the sessions as they were', async () => {
    const ids = await sessionIds();
    const cut = fixture.slice(0, Math.floor(fixture.length / 2));
    await expect(api.sessions.import(cut)).resolves.toMatchObject({ ok: false });
    expect(await sessionIds()).toEqual(ids);
  });
});
