import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPhoneHost, type PhoneHost } from '../../src/main/phoneHost';
import { openSessionStore, type SessionStore } from '../../src/main/store';
import { type FactsIndex, factsIndexOf } from '../../src/main/store/factsIndex';
import { openProfileStore } from '../../src/main/store/profiles';
import { type DeviceRegistry, openDeviceRegistry } from '../../src/main/web/devices';
import { startWebServer } from '../../src/main/web/server';
import { PLAYERS } from './store/fixtures';
import { call, openEvents } from './web/lanClient';

/**
 * The desktop app's side of phones at the table: main answers devices:* itself and starts the
 * phones' server (browser mode on the app's own open stores) with the first invite only.
 * The "local network" is 127.0.0.2.
 */

let root: string;
let sessions: SessionStore;
let registry: DeviceRegistry;
let facts: FactsIndex;
let host: PhoneHost;
const notifyWindows = vi.fn();
const startServer = vi.fn();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-phone-host-'));
  const staticDir = join(root, 'renderer');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
  const dataDir = join(root, 'data');
  sessions = await openSessionStore(dataDir);
  const profiles = await openProfileStore(dataDir, { sessions });
  registry = await openDeviceRegistry(dataDir);
  facts = factsIndexOf(sessions);
  notifyWindows.mockReset();
  startServer.mockReset();
  startServer.mockImplementation(() =>
    startWebServer({
      dataDir,
      staticDir,
      stores: { sessions, profiles, devices: registry, facts },
      onSessionChanged: notifyWindows,
      lanAddress: () => '127.0.0.2',
      log: vi.fn(),
    }),
  );
  host = createPhoneHost({ registry, startServer });
});

afterEach(async () => {
  await host.close();
  facts.close();
  await sessions.close();
  await rm(root, { recursive: true, force: true });
});

describe('phones at the table in the desktop app', () => {
  it('listens nowhere until the first invite', async () => {
    expect(await host.handlers['devices:list']({})).toEqual({
      devices: [],
      sharing: null,
      inviteOpen: false,
      openInvite: null,
    });
    expect(startServer).not.toHaveBeenCalled();
    expect(await host.handlers['devices:stopSharing']({})).toBeNull();
    expect(startServer).not.toHaveBeenCalled();
  });

  it('shares the app’s own stores: a phone joins, and changes reach both sides', async () => {
    const invited = { value: await host.handlers['devices:invite']({ allowScorers: true }) };
    expect(startServer).toHaveBeenCalledOnce();
    const lan = new URL(invited.value.url);
    expect(lan.hostname).toBe('127.0.0.2');
    const target = { address: lan.hostname, port: Number(lan.port) };
    const joined = (
      await call(target, 'devices:join', {
        code: invited.value.code,
        name: "Ben's phone",
        role: 'scorer',
      })
    ).json() as { value: { token: string } };
    const stream = await openEvents(target, joined.value.token);
    await stream.waitFor(': connected');

    // A game made in the app's window: the phone hears of it.
    const created = { id: await sessions.create({ name: 'Friday', players: PLAYERS }) };
    host.notify(created.id);
    await stream.waitFor(`data: ${created.id}`);

    // A move made on the phone: it is in the app's store, and the app's windows hear of it.
    const moved = await call(
      target,
      'sessions:append',
      { id: created.id, event: { type: 'draw', tile: 'U' } },
      joined.value.token,
    );
    expect(moved.json()).toMatchObject({ ok: true });
    // With what the game now is: a table showing it already need not open it again.
    expect(notifyWindows).toHaveBeenCalledWith(created.id, {
      eventCount: 1,
      canUndo: true,
      canRedo: false,
    });
    expect((await sessions.open(created.id)).record.events).toHaveLength(1);

    // Quitting closes the phones' server, not the app's store.
    await host.close();
    await stream.ended;
    expect((await sessions.list()).sessions).toHaveLength(1);
  });
});
