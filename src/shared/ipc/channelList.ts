/**
 * The renderer → main messages, one channel per API method, with the order of its arguments.
 * Dependency-free on purpose: the sandboxed preload bundles this file, and must not pull in
 * the record schemas (valibot, the tile catalog) just to know the channel names.
 * The request schemas live in ./channels.ts, which is checked against this list.
 */
export const CHANNEL_PARAMS = {
  'sessions:list': [],
  'sessions:listNewest': ['count'],
  'sessions:create': ['name', 'header', 'id'],
  'sessions:open': ['id'],
  'sessions:repair': ['id', 'use'],
  'sessions:append': ['id', 'event', 'expect'],
  'sessions:appendAll': ['id', 'events', 'expect'],
  'sessions:undo': ['id', 'expect'],
  'sessions:redo': ['id', 'expect'],
  'sessions:rename': ['id', 'name'],
  'sessions:delete': ['id'],
  'sessions:listTrash': [],
  'sessions:restore': ['id'],
  'sessions:emptyTrash': [],
  'sessions:export': ['id'],
  'sessions:import': ['text', 'allowDuplicate', 'fileName'],
  'profiles:list': [],
  'profiles:save': ['profile'],
  'profiles:delete': ['id'],
  'nights:list': [],
  'nights:create': ['name'],
  'nights:end': ['id'],
  'nights:addSession': ['id', 'sessionId'],
  'nights:rematch': ['sessionId'],
  'stats:records': [],
  'stats:games': ['part'],
  'devices:invite': ['allowScorers'],
  'devices:join': ['code', 'name', 'role'],
  'devices:list': [],
  'devices:revoke': ['id'],
  'devices:stopSharing': [],
  'devices:me': [],
  'app:openExternal': ['url'],
  'app:openPresenter': ['sessionId'],
  'app:info': [],
} as const;

export type Channel = keyof typeof CHANNEL_PARAMS;

export const CHANNELS = Object.freeze(Object.keys(CHANNEL_PARAMS)) as readonly Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(CHANNEL_PARAMS, value);
}

/**
 * Who may call a channel, in one table beside the list (typecheck fails when a channel is
 * missing): `read` anyone with a token (a viewer's phone too), `write` the host and scorer
 * devices, `host` the host alone (its own token, or the desktop app's window), `join` anyone,
 * even without a token (a phone joining with the invite's code).
 */
export type ChannelAccess = 'read' | 'write' | 'host' | 'join';

export const CHANNEL_ACCESS: { readonly [C in Channel]: ChannelAccess } = {
  'sessions:list': 'read',
  'sessions:listNewest': 'read',
  // A phone scores the game at the table; starting, naming and importing games, the regulars
  // and the nights are the host's (a scorer's phone reached the host's whole Home: newcomer
  // finding). A rematch stays any scorer's: it follows the game just played.
  'sessions:create': 'host',
  'sessions:open': 'read',
  // Putting back a damaged journal's copy is the host's call, at the computer with the files.
  'sessions:repair': 'host',
  'sessions:append': 'write',
  'sessions:appendAll': 'write',
  'sessions:undo': 'write',
  'sessions:redo': 'write',
  'sessions:rename': 'host',
  // A phone that scores plays the game; putting a game (or a player) away is the host's call
  // (a scorer's phone put the game being played in the trash: newcomer finding).
  'sessions:delete': 'host',
  'sessions:listTrash': 'read',
  // Bringing a game back is the host's call too: a scorer's Restore undid the host's trash
  // without the host being told (newcomer finding).
  'sessions:restore': 'host',
  // Removing games for good stays with the host, whoever else may score.
  'sessions:emptyTrash': 'host',
  'sessions:export': 'read',
  'sessions:import': 'host',
  'profiles:list': 'read',
  'profiles:save': 'host',
  'profiles:delete': 'host',
  'nights:list': 'read',
  'nights:create': 'host',
  'nights:end': 'host',
  'nights:addSession': 'host',
  'nights:rematch': 'write',
  'stats:records': 'read',
  'stats:games': 'read',
  'devices:invite': 'host',
  'devices:join': 'join',
  'devices:list': 'host',
  'devices:revoke': 'host',
  'devices:stopSharing': 'host',
  'devices:me': 'read',
  // The page opens links itself in a browser; nothing is written.
  'app:openExternal': 'read',
  'app:openPresenter': 'read',
  'app:info': 'read',
};

/** The host, or a device that joined with one of these roles. */
export type DeviceRole = 'viewer' | 'scorer';
export type CallerRole = 'host' | DeviceRole;

export const DEVICE_ROLES: readonly DeviceRole[] = ['viewer', 'scorer'];

/** True when `role` may call `channel` (see CHANNEL_ACCESS). */
export function mayCall(role: CallerRole, channel: Channel): boolean {
  const access = CHANNEL_ACCESS[channel];
  if (access === 'host') return role === 'host';
  if (access === 'write') return role !== 'viewer';
  return true;
}

/** The channels that change something: refused to a viewer. */
export const WRITING_CHANNELS = Object.freeze(
  CHANNELS.filter((channel) => !mayCall('viewer', channel)),
) as readonly Channel[];

/** The one main → renderer message: a command chosen in the application menu. */
export const MENU_COMMAND_CHANNEL = 'menu:command';

export const MENU_COMMANDS = ['newGame', 'undo', 'redo', 'export', 'phones'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

/**
 * The other main → renderer message: a session changed (a move, undo, redo, create, import,
 * rename, delete, restore). Its value is the session's id, and after a move, undo or redo
 * what the session now is (SessionChange); pages that show a game (the presenter) open it
 * again. Browser mode sends the same news as Server-Sent Events (http.ts).
 */
export const SESSION_CHANGED_CHANNEL = 'session:changed';

/**
 * What a move (or series), undo or redo left the session as: enough for an open table to see
 * that the change is the one it shows already (its own) without opening the game again. The
 * other changes send the id alone, and a page treats a notice without it as before.
 */
export interface SessionChange {
  readonly eventCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** True for the second value of a `session:changed` message. */
export function isSessionChange(value: unknown): value is SessionChange {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const change = value as Record<string, unknown>;
  return (
    Object.keys(change).sort().join(',') === 'canRedo,canUndo,eventCount' &&
    Number.isSafeInteger(change.eventCount) &&
    (change.eventCount as number) >= 0 &&
    typeof change.canUndo === 'boolean' &&
    typeof change.canRedo === 'boolean'
  );
}

/** channels.ts's SESSION_ID_PATTERN, repeated here to keep this file free of valibot. */
const SESSION_ID_SHAPE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** True for the value of a `session:changed` message: a session id. */
export function isSessionChangedPayload(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_SHAPE.test(value);
}

/**
 * The third main → renderer message: news from the desktop app for the page to show. A
 * record file was opened (double click, command line, File › Import…) and imported, was
 * already stored, or could not be imported; or the window was reloaded after its page
 * crashed or froze. `file` is the file's name, without its folder.
 */
export const APP_NOTICE_CHANNEL = 'app:notice';

export type AppNotice =
  | { readonly kind: 'imported'; readonly id: string; readonly file: string }
  | { readonly kind: 'duplicate'; readonly id: string; readonly file: string }
  | { readonly kind: 'importFailed'; readonly file: string; readonly message: string }
  | { readonly kind: 'recovered'; readonly reason: 'crashed' | 'unresponsive' };

const shortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** True for the value of an `app:notice` message (checked in the preload). */
export function isAppNotice(value: unknown): value is AppNotice {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const notice = value as Record<string, unknown>;
  const keys = Object.keys(notice).sort().join(',');
  switch (notice.kind) {
    case 'imported':
    case 'duplicate':
      return (
        keys === 'file,id,kind' &&
        isSessionChangedPayload(notice.id) &&
        shortText(notice.file, 1000)
      );
    case 'importFailed':
      return (
        keys === 'file,kind,message' &&
        shortText(notice.file, 1000) &&
        shortText(notice.message, 2000)
      );
    case 'recovered':
      return (
        keys === 'kind,reason' && (notice.reason === 'crashed' || notice.reason === 'unresponsive')
      );
    default:
      return false;
  }
}
