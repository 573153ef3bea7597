import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICES_FILE,
  INVITE_LIFETIME_MS,
  MAX_WRONG_CODES,
  SEEN_SAVE_MS,
} from '../../../src/main/web/devices';
import { startWebServer, type WebServer } from '../../../src/main/web/server';
import {
  CHANNEL_ACCESS,
  CHANNELS,
  type Channel,
  WRITING_CHANNELS,
} from '../../../src/shared/ipc/channelList';
import { createHttpApi } from '../../../src/shared/ipc/httpClient';
import { parseJoinHash } from '../../../src/shared/joinRoute';
import { VALID } from '../ipc/fixtures';
import { legalEvents, PLAYERS } from '../store/fixtures';
import { call, openEvents, type Target } from './lanClient';

/**
 * Phones at the table (issue 12), tested from outside over HTTP: the host on 127.0.0.1, the
 * "local network" bound to 127.0.0.2 so that no test sends anything beyond 127.0.0.0/8.
 */

const LAN_ADDRESS = '127.0.0.2';
const HEADER = {
  format: 'meeple-ledger/record@1',
  players: [
    { id: 'p1', name: 'Ana', color: 'red' },
    { id: 'p2', name: 'Ben', color: 'blue' },
  ],
  options: { edition: 'C3', expansions: [] },
};

let root: string;
let staticDir: string;
let dataDir: string;
let server: WebServer;
let clock: number;
const log = vi.fn();

const loopback = (): Target => ({ address: '127.0.0.1', port: server.port });
const lan = (): Target => {
  const sharing = server.sharing.current();
  if (!sharing) throw new Error('not sharing');
  return { address: sharing.address, port: sharing.port };
};

const start = () =>
  startWebServer({
    dataDir,
    staticDir,
    log,
    lanAddress: () => LAN_ADDRESS,
    now: () => clock,
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meeple-phones-'));
  staticDir = join(root, 'renderer');
  await mkdir(staticDir, { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let serial = 0;
beforeEach(async () => {
  clock = Date.parse('2026-12-01T20:00:00Z');
  dataDir = join(root, `data-${++serial}`);
  server = await start();
});

afterEach(async () => {
  await server.close();
  // The tokens must never reach the log.
  expect(JSON.stringify(log.mock.calls)).not.toMatch(/[A-Za-z0-9_-]{43}/);
});

interface Invite {
  code: string;
  url: string;
  expiresAt: string;
}

async function invite(allowScorers = false): Promise<Invite> {
  const reply = await call(loopback(), 'devices:invite', { allowScorers }, server.token);
  const body = reply.json() as { ok: true; value: Invite };
  expect(body).toMatchObject({ ok: true });
  return body.value;
}

/** Joins from the "phone" side: the LAN address, no token. */
const join_ = (code: string, role: 'viewer' | 'scorer' = 'viewer', name = "Ana's phone") =>
  call(lan(), 'devices:join', { code, name, role });

async function joined(role: 'viewer' | 'scorer' = 'viewer', name?: string): Promise<string> {
  const { code } = await invite(role === 'scorer');
  const reply = (await join_(code, role, name)).json() as { ok: true; value: { token: string } };
  expect(reply).toMatchObject({ ok: true, value: { role } });
  return reply.value.token;
}

const forbidden = { ok: false, error: { code: 'FORBIDDEN' } };

describe('invite', () => {
  it('starts listening on the announced LAN address and answers { code, url, expiresAt }', async () => {
    expect(server.sharing.current()).toBeNull();
    const made = await invite();
    expect(made.code).toMatch(/^[0-9]{6}$/);
    const sharing = server.sharing.current();
    expect(sharing?.address).toBe(LAN_ADDRESS);
    expect(made.url).toBe(`http://${LAN_ADDRESS}:${sharing?.port}/#join/${made.code}`);
    expect(parseJoinHash(new URL(made.url).hash)).toEqual({
      code: made.code,
      allowScorers: false,
    });
    expect(Date.parse(made.expiresAt) - clock).toBe(INVITE_LIFETIME_MS);
    expect((await invite(true)).url).toMatch(/#join\/[0-9]{6}\/scorer$/);
  });

  it('is listed for the host while it works (the dialog opened again shows it), and not once used', async () => {
    const listed = async () =>
      (
        (await call(loopback(), 'devices:list', {}, server.token)).json() as {
          value: { inviteOpen: boolean; openInvite: unknown };
        }
      ).value;
    expect(await listed()).toMatchObject({ inviteOpen: false, openInvite: null });
    const made = await invite(true);
    expect((await listed()).openInvite).toEqual({ ...made, allowScorers: true });
    await join_(made.code, 'scorer');
    expect(await listed()).toMatchObject({ inviteOpen: false, openInvite: null });
    // Run out: gone as well.
    await invite();
    clock += INVITE_LIFETIME_MS;
    expect(await listed()).toMatchObject({ inviteOpen: false, openInvite: null });
  });

  it('is for the host only', async () => {
    await expect((await call(loopback(), 'devices:invite', {})).status).toBe(403);
    const viewer = await joined('viewer');
    const scorer = await joined('scorer');
    for (const token of [viewer, scorer]) {
      for (const channel of ['devices:invite', 'devices:list', 'devices:revoke'] as const) {
        const reply = await call(lan(), channel, VALID[channel], token);
        expect(reply.status).toBe(403);
        expect(reply.json()).toMatchObject(forbidden);
      }
    }
  });
});

describe('join', () => {
  it('with a good code: a token that reads over the LAN, and devices:me says who it is', async () => {
    const { code } = await invite();
    const reply = (await join_(code)).json() as { ok: true; value: { token: string } };
    expect(reply).toMatchObject({ ok: true, value: { role: 'viewer' } });
    expect(reply.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call(lan(), 'sessions:list', {}, reply.value.token)).json()).toMatchObject({
      ok: true,
    });
    expect((await call(lan(), 'devices:me', {}, reply.value.token)).json()).toEqual({
      ok: true,
      value: { role: 'viewer', name: "Ana's phone" },
    });
    expect((await call(loopback(), 'devices:me', {}, server.token)).json()).toEqual({
      ok: true,
      value: { role: 'host', name: null },
    });
  });

  it('refuses a reused code', async () => {
    const { code } = await invite();
    expect((await join_(code)).json()).toMatchObject({ ok: true });
    const again = await join_(code, 'viewer', "Ben's phone");
    expect(again.json()).toMatchObject(forbidden);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { code } = await invite();
    clock += INVITE_LIFETIME_MS - 1;
    const inTime = await invite();
    clock += 1;
    expect((await join_(inTime.code)).json()).toMatchObject({ ok: true });
    const late = await invite();
    clock += INVITE_LIFETIME_MS;
    expect((await join_(late.code)).json()).toMatchObject(forbidden);
    expect((await join_(code)).json()).toMatchObject(forbidden);
  });

  it(`voids the invite after ${MAX_WRONG_CODES} wrong codes`, async () => {
    const { code } = await invite();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < MAX_WRONG_CODES; i++) {
      expect((await join_(wrong)).json()).toMatchObject(forbidden);
    }
    expect((await join_(code)).json()).toMatchObject(forbidden);
    // A new invite from the host works again.
    expect((await join_((await invite()).code)).json()).toMatchObject({ ok: true });
  });

  it('still takes the right code after fewer wrong ones', async () => {
    const { code } = await invite();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < MAX_WRONG_CODES - 1; i++) await join_(wrong);
    expect((await join_(code)).json()).toMatchObject({ ok: true });
  });

  it('gives the scorer role only when the host allows it', async () => {
    const { code } = await invite(false);
    expect((await join_(code, 'scorer')).json()).toMatchObject(forbidden);
    expect((await join_(code, 'viewer')).json()).toMatchObject({ ok: true });
  });

  it('refuses a bad name without spending the code', async () => {
    const { code } = await invite();
    const reply = await call(lan(), 'devices:join', { code, name: ' ', role: 'viewer' });
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    expect((await join_(code)).json()).toMatchObject({ ok: true });
  });
});

describe('roles', () => {
  it('derives the writing channels from the one access table', () => {
    expect(WRITING_CHANNELS).toEqual(
      CHANNELS.filter(
        (channel) => CHANNEL_ACCESS[channel] === 'write' || CHANNEL_ACCESS[channel] === 'host',
      ),
    );
    for (const channel of [
      'sessions:append',
      'sessions:appendAll',
      'sessions:undo',
      'sessions:redo',
      'sessions:create',
    ]) {
      expect(WRITING_CHANNELS).toContain(channel);
    }
    expect(WRITING_CHANNELS).not.toContain('sessions:open');
  });

  it('refuses a viewer with FORBIDDEN on every writing channel, and nothing changes', async () => {
    const created = (
      await call(loopback(), 'sessions:create', { name: 'Friday', header: HEADER }, server.token)
    ).json() as { value: { id: string } };
    const id = created.value.id;
    const viewer = await joined('viewer');
    const before = await readFile(join(dataDir, 'sessions', `${id}.jsonl`), 'utf8');
    const writing = CHANNELS.filter((c) => !['read', 'join'].includes(CHANNEL_ACCESS[c]));
    expect(writing.length).toBeGreaterThan(10);
    for (const channel of writing) {
      const payload = { ...VALID[channel], ...('id' in VALID[channel] ? { id } : {}) };
      const reply = await call(lan(), channel, payload, viewer);
      expect(reply.status, channel).toBe(403);
      expect(reply.json(), channel).toMatchObject(forbidden);
    }
    expect(await readFile(join(dataDir, 'sessions', `${id}.jsonl`), 'utf8')).toBe(before);
    const list = (await call(lan(), 'sessions:list', {}, viewer)).json() as {
      value: { sessions: { id: string }[] };
    };
    expect(list.value.sessions.map((s) => s.id)).toEqual([id]);
  });

  it('lets a viewer read every reading channel', async () => {
    const viewer = await joined('viewer');
    const reading = CHANNELS.filter((c) => CHANNEL_ACCESS[c] === 'read') as Channel[];
    for (const channel of reading.filter((c) => !c.includes(':open') && !c.includes(':export'))) {
      const reply = await call(lan(), channel, VALID[channel], viewer);
      expect(reply.status, channel).toBe(200);
      expect(reply.json(), channel).not.toMatchObject(forbidden);
    }
  });

  it('lets a scorer play moves, and the host keep every right', async () => {
    const scorer = await joined('scorer', "Ben's phone");
    // Starting, naming and importing games, the regulars and the nights are the host's.
    for (const channel of [
      'sessions:create',
      'sessions:import',
      'profiles:save',
      'nights:create',
    ] as const)
      expect((await call(lan(), channel, VALID[channel], scorer)).json(), channel).toMatchObject(
        forbidden,
      );
    const created = (
      await call(loopback(), 'sessions:create', { name: 'Friday', header: HEADER }, server.token)
    ).json() as { ok: true; value: { id: string } };
    expect(created).toMatchObject({ ok: true });
    for (const [channel, payload] of [
      ['sessions:rename', { id: created.value.id, name: 'Saturday' }],
      ['nights:addSession', { ...VALID['nights:addSession'], sessionId: created.value.id }],
      ['nights:end', VALID['nights:end']],
    ] as const)
      expect((await call(lan(), channel, payload, scorer)).json(), channel).toMatchObject(
        forbidden,
      );
    const moved = await call(
      lan(),
      'sessions:append',
      { id: created.value.id, event: { type: 'draw', tile: 'U' } },
      scorer,
    );
    expect(moved.json()).toMatchObject({ ok: true, value: { info: { eventCount: 1 } } });
    const tap = await call(
      lan(),
      'sessions:appendAll',
      { id: created.value.id, events: [{ type: 'place' }, { type: 'endTurn' }], expect: 1 },
      scorer,
    );
    expect(tap.json()).toMatchObject({ ok: true, value: { info: { eventCount: 3 } } });
    expect((await call(lan(), 'sessions:emptyTrash', {}, scorer)).json()).toMatchObject(forbidden);
    // Putting the game being played (or a player) away stays with the host.
    const deleted = (
      await call(lan(), 'sessions:delete', { id: created.value.id }, scorer)
    ).json() as { ok: false; error: { code: string; message: string } };
    expect(deleted).toMatchObject(forbidden);
    expect(deleted.error.message).toBe(
      'This phone may score the game; only the host’s computer can do that.',
    );
    expect(
      (await call(lan(), 'profiles:delete', VALID['profiles:delete'], scorer)).json(),
    ).toMatchObject(forbidden);
    // And bringing it back: the host put it there.
    expect(
      (await call(loopback(), 'sessions:delete', { id: created.value.id }, server.token)).json(),
    ).toMatchObject({ ok: true });
    expect(
      (await call(lan(), 'sessions:restore', { id: created.value.id }, scorer)).json(),
    ).toMatchObject(forbidden);
    expect(
      (await call(loopback(), 'sessions:restore', { id: created.value.id }, server.token)).json(),
    ).toMatchObject({ ok: true });
    const listed = (await call(lan(), 'sessions:list', {}, scorer)).json() as {
      value: { sessions: { id: string }[] };
    };
    expect(listed.value.sessions.map((s) => s.id)).toContain(created.value.id);
    expect((await call(loopback(), 'sessions:emptyTrash', {}, server.token)).json()).toMatchObject({
      ok: true,
    });
    expect((await call(loopback(), 'devices:list', {}, server.token)).json()).toMatchObject({
      ok: true,
    });
  });
});

describe('two scorer phones racing', () => {
  it('never store a move twice: each move is taken once, the slower phone gets CONFLICT', async () => {
    const phone = async (name: string) =>
      createHttpApi({
        token: await joined('scorer', name),
        fetch,
        openLink: vi.fn(),
        baseUrl: `http://${lan().address}:${lan().port}`,
      });
    const ana = await phone("Ana's phone");
    const ben = await phone("Ben's phone");
    // The host starts the game; the phones score it.
    const created = (
      await call(
        loopback(),
        'sessions:create',
        { name: 'Race', header: { format: 'meeple-ledger/record@1', players: PLAYERS } },
        server.token,
      )
    ).json() as { ok: true; value: { id: string } };
    if (!created.ok) throw new Error('the host could not start the game');
    const { id } = created.value;
    const events = legalEvents(12);
    for (const [seen, event] of events.entries()) {
      const replies = await Promise.all([
        ana.sessions.append(id, event, seen),
        ben.sessions.append(id, event, seen),
      ]);
      expect(replies.filter((r) => r.ok)).toHaveLength(1);
      expect(replies.find((r) => !r.ok)).toMatchObject({ error: { code: 'CONFLICT' } });
    }
    const undos = await Promise.all([
      ana.sessions.undo(id, events.length),
      ben.sessions.undo(id, events.length),
    ]);
    expect(undos.filter((r) => r.ok)).toHaveLength(1);
    const redos = await Promise.all([
      ana.sessions.redo(id, events.length - 1),
      ben.sessions.redo(id, events.length - 1),
    ]);
    expect(redos.filter((r) => r.ok)).toHaveLength(1);
    const opened = await ben.sessions.open(id);
    expect(opened.ok && opened.value.record.events).toEqual(events);
  });
});

describe('devices and revoke', () => {
  it('lists the devices (never their tokens) and where the host shares', async () => {
    const token = await joined('viewer', "Ana's phone");
    const reply = (await call(loopback(), 'devices:list', {}, server.token)).json() as {
      value: { devices: { id: string; name: string; role: string }[]; sharing: unknown };
    };
    expect(reply.value.devices).toEqual([
      {
        id: expect.any(String),
        name: "Ana's phone",
        role: 'viewer',
        joinedAt: expect.any(String),
      },
    ]);
    expect(reply.value.sharing).toEqual(server.sharing.current());
    expect(JSON.stringify(reply)).not.toContain(token);
  });

  it('ends access at the next request and closes the event stream', async () => {
    const token = await joined('viewer');
    const other = await joined('viewer', "Ben's phone");
    const stream = await openEvents(lan(), token);
    const otherStream = await openEvents(lan(), other);
    expect(stream.status).toBe(200);
    await stream.waitFor(': connected');
    const list = (await call(loopback(), 'devices:list', {}, server.token)).json() as {
      value: { devices: { id: string; name: string }[] };
    };
    const id = list.value.devices.find((d) => d.name === "Ana's phone")?.id;
    expect((await call(loopback(), 'devices:revoke', { id }, server.token)).json()).toEqual({
      ok: true,
      value: null,
    });
    await stream.ended;
    expect((await call(lan(), 'sessions:list', {}, token)).status).toBe(403);
    expect((await openEvents(lan(), token)).status).toBe(403);
    // The other phone is untouched and still hears changes.
    expect((await call(lan(), 'sessions:list', {}, other)).status).toBe(200);
    await call(loopback(), 'sessions:create', { name: 'Friday', header: HEADER }, server.token);
    await otherStream.waitFor('event: session-changed');
    otherStream.close();
    expect((await call(loopback(), 'devices:revoke', { id }, server.token)).json()).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_DEVICE' },
    });
  });

  it('says when each device was last seen, kept across a restart (to tell a phone in use from a dead entry)', async () => {
    const token = await joined('viewer', "Ana's phone");
    await joined('viewer', "Ana's old phone");
    type Listed = { value: { devices: { name: string; joinedAt: string; lastSeenAt?: string }[] } };
    const listed = async () =>
      ((await call(loopback(), 'devices:list', {}, server.token)).json() as Listed).value.devices;
    // Not seen since it joined: no lastSeenAt.
    expect((await listed()).map((d) => d.lastSeenAt)).toEqual([undefined, undefined]);
    clock += 60_000;
    expect((await call(lan(), 'sessions:list', {}, token)).status).toBe(200);
    const seen = new Date(clock).toISOString();
    expect((await listed()).find((d) => d.name === "Ana's phone")?.lastSeenAt).toBe(seen);
    // Seen again a minute later: said at once, written to disk only once it is SEEN_SAVE_MS old.
    clock += 60_000;
    await call(lan(), 'sessions:list', {}, token);
    expect((await listed()).find((d) => d.name === "Ana's phone")?.lastSeenAt).toBe(
      new Date(clock).toISOString(),
    );
    await server.close();
    server = await start();
    const afterRestart = await listed();
    expect(afterRestart.find((d) => d.name === "Ana's phone")?.lastSeenAt).toBe(seen);
    expect(afterRestart.find((d) => d.name === "Ana's old phone")?.lastSeenAt).toBeUndefined();
    clock += SEEN_SAVE_MS + 1;
    await call(loopback(), 'devices:me', {}, token);
    const later = new Date(clock).toISOString();
    await server.close();
    server = await start();
    expect((await listed()).find((d) => d.name === "Ana's phone")?.lastSeenAt).toBe(later);
  });

  it('keeps tokens hashed on disk, and they survive a restart until revoked', async () => {
    const token = await joined('scorer');
    const file = await readFile(join(dataDir, DEVICES_FILE), 'utf8');
    expect(file).not.toContain(token);
    expect(file).toMatch(/"tokenHash": "[0-9a-f]{64}"/);
    await server.close();
    server = await start();
    // Not sharing after a restart unless asked; the token works on 127.0.0.1 meanwhile.
    expect(server.sharing.current()).toBeNull();
    expect((await call(loopback(), 'devices:me', {}, token)).json()).toMatchObject({
      ok: true,
      value: { role: 'scorer' },
    });
    const list = (await call(loopback(), 'devices:list', {}, server.token)).json() as {
      value: { devices: { id: string }[] };
    };
    await call(loopback(), 'devices:revoke', { id: list.value.devices[0]?.id }, server.token);
    await server.close();
    server = await start();
    expect((await call(loopback(), 'devices:me', {}, token)).status).toBe(403);
  });
});

describe('the local network address', () => {
  it('is not listened on by default, nor its Host accepted', async () => {
    const port = server.port;
    await expect(
      call({ address: LAN_ADDRESS, port }, 'sessions:list', {}, server.token),
    ).rejects.toThrow(/ECONNREFUSED/);
    const foreignHost = await call(loopback(), 'sessions:list', {}, server.token, {
      Host: `${LAN_ADDRESS}:${port}`,
    });
    expect(foreignHost.status).toBe(403);
  });

  it('accepts exactly the announced address and port as Host and Origin', async () => {
    await invite();
    const { address, port } = lan();
    const ok = await call(lan(), 'sessions:list', {}, server.token, {
      Origin: `http://${address}:${port}`,
    });
    expect(ok.status).toBe(200);
    for (const host of [`127.0.0.3:${port}`, `${address}:${port + 1}`, 'meeple.example:80']) {
      const reply = await call(lan(), 'sessions:list', {}, server.token, { Host: host });
      expect(reply.status, host).toBe(403);
    }
    const foreignOrigin = await call(lan(), 'sessions:list', {}, server.token, {
      Origin: `http://127.0.0.3:${port}`,
    });
    expect(foreignOrigin.status).toBe(403);
  });

  it('stops with devices:stopSharing: the invite is void and the phones lose the connection', async () => {
    const token = await joined('viewer');
    const { code } = await invite();
    const target = lan();
    const stream = await openEvents(target, token);
    expect((await call(loopback(), 'devices:stopSharing', {}, server.token)).json()).toEqual({
      ok: true,
      value: null,
    });
    await stream.ended;
    expect(server.sharing.current()).toBeNull();
    await expect(call(target, 'sessions:list', {}, token)).rejects.toThrow(/ECONNREFUSED/);
    const stale = await call(loopback(), 'devices:join', { code, name: 'Late', role: 'viewer' });
    expect(stale.json()).toMatchObject(forbidden);
    const hostHeader = await call(loopback(), 'sessions:list', {}, server.token, {
      Host: `${target.address}:${target.port}`,
    });
    expect(hostHeader.status).toBe(403);
  });

  it('listens from the start with lan: true (npm run web -- --lan)', async () => {
    const other = await startWebServer({
      dataDir: join(root, 'data-lan'),
      staticDir,
      log,
      lan: true,
      lanAddress: () => LAN_ADDRESS,
    });
    try {
      expect(other.sharing.current()).toMatchObject({ address: LAN_ADDRESS });
    } finally {
      await other.close();
    }
  });
});
