/**
 * The renderer → main messages, one channel per API method, with the order of its arguments.
 * Dependency-free on purpose: the sandboxed preload bundles this file, and must not pull in
 * the record schemas (valibot, the tile catalog) just to know the channel names.
 * The request schemas live in ./channels.ts, which is checked against this list.
 */
export const CHANNEL_PARAMS = {
  'sessions:list': [],
  'sessions:create': ['name', 'header'],
  'sessions:open': ['id'],
  'sessions:append': ['id', 'event'],
  'sessions:undo': ['id'],
  'sessions:redo': ['id'],
  'sessions:rename': ['id', 'name'],
  'sessions:delete': ['id'],
  'sessions:listTrash': [],
  'sessions:restore': ['id'],
  'sessions:emptyTrash': [],
  'sessions:export': ['id'],
  'sessions:import': ['text'],
  'app:openExternal': ['url'],
  'app:info': [],
} as const;

export type Channel = keyof typeof CHANNEL_PARAMS;

export const CHANNELS = Object.freeze(Object.keys(CHANNEL_PARAMS)) as readonly Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(CHANNEL_PARAMS, value);
}

/** The one main → renderer message: a command chosen in the application menu. */
export const MENU_COMMAND_CHANNEL = 'menu:command';

export const MENU_COMMANDS = ['newGame', 'undo', 'redo'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}
