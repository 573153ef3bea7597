import { SESSION_CHANGED_CHANNEL, type SessionChange } from '../../shared/ipc/channelList';
import type { SessionInfo } from '../../shared/ipc/types';
import type { HandlersOf } from './handlers';

/**
 * "This session changed": main tells every window (the `session:changed` channel) and the web
 * server tells every page listening to its events, so a presenter on a TV follows the table.
 * The news goes out after the change is stored, and only when it succeeded; after a move,
 * undo or redo it says what the session is now (an open table then knows its own change).
 */
export type SessionNotify = (id: string, change?: SessionChange) => void;

type SessionHandlers = HandlersOf<'sessions'>;

/**
 * The `sessions:*` handlers, each change followed by `notify(id)`: create and import name the
 * new session, the others the one they changed; append(All), undo and redo add the
 * SessionChange of their reply. Reads (list, open, export, trash list) and
 * emptying the trash (nothing shown is affected) say nothing. A failing notify never fails the
 * change, which is already on disk.
 */
export function withSessionNotifications(
  handlers: SessionHandlers,
  notify: SessionNotify,
  log: (message: string, error: unknown) => void = console.error,
): SessionHandlers {
  const tell = (id: string, change?: SessionChange): void => {
    try {
      if (change) notify(id, change);
      else notify(id);
    } catch (error) {
      log('[ipc] session change notification failed', error);
    }
  };
  /**
   * Wraps one handler: `idOf` picks the changed session from the request and the reply;
   * `changeOf`, for a move, undo or redo, what the session now is.
   */
  const after = <C extends keyof SessionHandlers>(
    channel: C,
    idOf: (
      request: Parameters<SessionHandlers[C]>[0],
      reply: Awaited<ReturnType<SessionHandlers[C]>>,
    ) => string,
    changeOf?: (reply: Awaited<ReturnType<SessionHandlers[C]>>) => SessionChange,
  ): SessionHandlers[C] => {
    const handler = handlers[channel] as (request: unknown) => unknown;
    return (async (request: Parameters<SessionHandlers[C]>[0]) => {
      const reply = (await handler(request)) as Awaited<ReturnType<SessionHandlers[C]>>;
      tell(idOf(request, reply), changeOf?.(reply));
      return reply;
    }) as unknown as SessionHandlers[C];
  };
  const byId = (request: { id: string }) => request.id;
  return {
    ...handlers,
    // A new game has no move: its notice says so, and a table already showing it (drawn while
    // the store wrote it) is not opened again to find that out.
    'sessions:create': after(
      'sessions:create',
      (_request, reply) => reply.id,
      () => ({ eventCount: 0, canUndo: false, canRedo: false }),
    ),
    'sessions:import': after('sessions:import', (_request, reply) => reply.id),
    'sessions:append': after('sessions:append', byId, changeOf),
    // A tap's series is one change: one notice, once all of it is stored.
    'sessions:appendAll': after('sessions:appendAll', byId, changeOf),
    'sessions:undo': after('sessions:undo', byId, changeOf),
    'sessions:redo': after('sessions:redo', byId, changeOf),
    'sessions:rename': after('sessions:rename', (request) => request.id),
    'sessions:delete': after('sessions:delete', (request) => request.id),
    'sessions:restore': after('sessions:restore', (request) => request.id),
  };
}

/** Only the three fields of the reply's info: the notice reaches every window and page as it is. */
function changeOf({ info }: { info: SessionInfo }): SessionChange {
  return { eventCount: info.eventCount, canUndo: info.canUndo, canRedo: info.canRedo };
}

/** The parts of a BrowserWindow the broadcaster needs. */
export interface NotifiedWindow {
  isDestroyed(): boolean;
  webContents: { isDestroyed?(): boolean; send(channel: string, ...args: unknown[]): void };
}

/**
 * Sends `session:changed` with the id (and the change, when there is one) to every open
 * window (the table and the presenter).
 */
export function sessionChangedBroadcaster(
  getWindows: () => readonly NotifiedWindow[],
): SessionNotify {
  return (id, change) => {
    const values = change ? [id, change] : [id];
    for (const window of getWindows()) {
      if (window.isDestroyed() || window.webContents.isDestroyed?.()) continue;
      window.webContents.send(SESSION_CHANGED_CHANNEL, ...values);
    }
  };
}
