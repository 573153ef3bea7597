import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWebServer, type WebServer } from '../../../src/main/web/server';
import type { MeepleLedgerApi } from '../../../src/shared/ipc/api';
import { createHttpApi } from '../../../src/shared/ipc/httpClient';
import { legalEvents, PLAYERS } from '../store/fixtures';

/** Two devices (two HTTP clients of one browser-mode server) tapping on one game at once. */

let root: string;
let server: WebServer;
const device = (): MeepleLedgerApi =>
  createHttpApi({
    token: server.token,
    fetch,
    openLink: vi.fn(),
    baseUrl: `http://127.0.0.1:${server.port}`,
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-race-'));
  const staticDir = join(root, 'renderer');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
  server = await startWebServer({ dataDir: join(root, 'data'), staticDir, log: vi.fn() });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('two devices racing on one session', () => {
  it('never store the same move twice: one wins, the other gets CONFLICT', async () => {
    const phone = device();
    const tablet = device();
    const header = { format: 'meeple-ledger/record@1', players: PLAYERS } as const;
    const created = await phone.sessions.create('Race', header);
    if (!created.ok) throw new Error(created.error.message);
    const { id } = created.value;
    const events = legalEvents(24);
    let seen = 0;
    for (const event of events) {
      const [a, b] = await Promise.all([
        phone.sessions.append(id, event, seen),
        tablet.sessions.append(id, event, seen),
      ]);
      expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
      const loser = a.ok ? b : a;
      expect(loser).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
      seen += 1;
    }
    const [undoA, undoB] = await Promise.all([
      phone.sessions.undo(id, seen),
      tablet.sessions.undo(id, seen),
    ]);
    expect([undoA.ok, undoB.ok].filter(Boolean)).toHaveLength(1);
    const [redoA, redoB] = await Promise.all([
      phone.sessions.redo(id, seen - 1),
      tablet.sessions.redo(id, seen - 1),
    ]);
    expect([redoA.ok, redoB.ok].filter(Boolean)).toHaveLength(1);
    const opened = await tablet.sessions.open(id);
    expect(opened.ok && opened.value.record.events).toEqual(events);
    // On disk too: one line per move, the undo and the redo, nothing twice.
    const journal = await readFile(join(root, 'data', 'sessions', `${id}.jsonl`), 'utf8');
    expect(journal.trimEnd().split('\n')).toHaveLength(1 + events.length + 2);
  });

  it('refuses an expect that is not a count of events', async () => {
    const phone = device();
    const created = await phone.sessions.create('Bad expect', {
      format: 'meeple-ledger/record@1',
      players: PLAYERS,
    });
    if (!created.ok) throw new Error(created.error.message);
    for (const bad of [-1, 1.5, '0' as unknown as number]) {
      const reply = await phone.sessions.undo(created.value.id, bad);
      expect(reply).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    }
  });
});
