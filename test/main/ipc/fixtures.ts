import { vi } from 'vitest';
import type { Handlers, HandlersOf } from '../../../src/main/ipc/handlers';
import { createDeviceHandlers } from '../../../src/main/web/deviceHandlers';
import { openDeviceRegistry } from '../../../src/main/web/devices';
import { createLanSharing } from '../../../src/main/web/lanSharing';
import { CHANNELS, type Channel } from '../../../src/shared/ipc/channels';

export const SESSION_ID = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
/** The built app's page, on its own scheme (appUrl.ts). */
export const APP_PAGE = 'meeple-ledger://app/index.html';

export const HEADER = {
  format: 'meeple-ledger/record@1',
  players: [
    { id: 'p1', name: 'Ana', color: 'red' },
    { id: 'p2', name: 'Ben', color: 'blue' },
  ],
  options: { edition: 'C3', expansions: [] },
};

/** One valid payload per channel. */
export const VALID: { [C in Channel]: Record<string, unknown> } = {
  'sessions:list': {},
  'sessions:listNewest': { count: 20 },
  'sessions:create': { name: 'Friday', header: HEADER },
  'sessions:open': { id: SESSION_ID },
  'sessions:repair': { id: SESSION_ID, use: 'copy' },
  'sessions:append': { id: SESSION_ID, event: { type: 'draw', tile: 'U' } },
  'sessions:appendAll': {
    id: SESSION_ID,
    events: [{ type: 'draw', tile: 'U' }, { type: 'place' }],
    expect: 0,
  },
  'sessions:undo': { id: SESSION_ID },
  'sessions:redo': { id: SESSION_ID },
  'sessions:rename': { id: SESSION_ID, name: 'Saturday' },
  'sessions:delete': { id: SESSION_ID },
  'sessions:listTrash': {},
  'sessions:restore': { id: SESSION_ID },
  'sessions:emptyTrash': {},
  'sessions:export': { id: SESSION_ID },
  'sessions:import': { text: '{}' },
  'profiles:list': {},
  'profiles:save': { profile: { name: 'Ana', color: 'red' } },
  'profiles:delete': { id: SESSION_ID },
  'nights:list': {},
  'nights:create': { name: 'Friday' },
  'nights:end': { id: SESSION_ID },
  'nights:addSession': { id: SESSION_ID, sessionId: SESSION_ID },
  'nights:rematch': { sessionId: SESSION_ID },
  'stats:records': {},
  'stats:games': { part: 1 },
  'devices:invite': { allowScorers: true },
  'devices:join': { code: '123456', name: "Ana's phone", role: 'viewer' },
  'devices:list': {},
  'devices:revoke': { id: SESSION_ID },
  'devices:stopSharing': {},
  'devices:me': {},
  'app:openExternal': { url: 'https://example.org/' },
  'app:openPresenter': { sessionId: SESSION_ID },
  'app:info': {},
};

/** Handlers that only record their calls. */
export function spyHandlers(): Handlers {
  const handlers: Record<string, unknown> = {};
  for (const channel of CHANNELS) handlers[channel] = vi.fn(async () => `${channel} done`);
  return handlers as unknown as Handlers;
}

export function totalCalls(handlers: Handlers): number {
  return CHANNELS.reduce((sum, channel) => sum + vi.mocked(handlers[channel]).mock.calls.length, 0);
}

/** Real `devices:*` handlers on `dir`, with no local network to share on. */
export async function offlineDeviceHandlers(dir: string): Promise<HandlersOf<'devices'>> {
  return createDeviceHandlers({
    registry: await openDeviceRegistry(dir),
    sharing: createLanSharing({ handler: () => undefined, address: () => undefined }),
    endStreamsOf: () => undefined,
  });
}
