import * as v from 'valibot';
import { hasControlCharacters, isBlank } from '../names';
import { type GameEvent, GameEventSchema, RecordHeaderSchema } from '../record/schema';
import type { CHANNEL_PARAMS, Channel } from './channelList';
import type {
  AppInfo,
  ChangeResult,
  CreatedSession,
  DeviceInvite,
  DeviceJoined,
  DeviceList,
  DeviceSelf,
  GameNight,
  NightList,
  OpenedSession,
  Profile,
  ProfileList,
  RematchResult,
  SeriesResult,
  SessionInfo,
  SessionList,
  SessionListHead,
  StatsGamesPart,
  StatsRecords,
  TrashList,
} from './types';

export { CHANNEL_PARAMS, CHANNELS, type Channel, isChannel } from './channelList';

/**
 * The request schema of every channel. The renderer is untrusted: main (and the web server)
 * parse each payload with these before any handler sees it. Objects are strict, so an
 * unexpected field is refused rather than passed on.
 */

/** Session ids are what the store makes: lowercase `crypto.randomUUID()` strings. */
export const SESSION_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

import {
  MAX_IMPORT_TEXT_LENGTH,
  MAX_NEWEST_COUNT,
  MAX_SERIES_LENGTH,
  MAX_SESSION_NAME_LENGTH,
  MAX_STATS_PART,
} from './limits';

export { MAX_IMPORT_TEXT_LENGTH, MAX_NEWEST_COUNT, MAX_SERIES_LENGTH, MAX_SESSION_NAME_LENGTH };

export const MAX_URL_LENGTH = 2048;

export const SessionIdSchema = v.pipe(
  v.string('a session id must be a string'),
  v.regex(SESSION_ID_PATTERN, 'not a session id'),
);

export const SessionNameSchema = v.pipe(
  v.string('a session name must be text'),
  v.minLength(1, 'a session needs a name'),
  v.maxLength(
    MAX_SESSION_NAME_LENGTH,
    `a session name is at most ${MAX_SESSION_NAME_LENGTH} characters`,
  ),
);

export const ExternalUrlSchema = v.pipe(
  v.string('a link must be text'),
  v.maxLength(MAX_URL_LENGTH, 'the link is too long'),
  v.url('not a link'),
  v.startsWith('https://', 'only https links can be opened'),
);

/** Profile and night ids are made like session ids: lowercase `crypto.randomUUID()` strings. */
export const ProfileIdSchema = v.pipe(
  v.string('a profile id must be a string'),
  v.regex(SESSION_ID_PATTERN, 'not a profile id'),
);

export const NightIdSchema = v.pipe(
  v.string('a night id must be a string'),
  v.regex(SESSION_ID_PATTERN, 'not a game night id'),
);

/** As a player name of the record: 1 to 40 characters (the store trims them). */
export const MAX_PROFILE_NAME_LENGTH = 40;

export const NightNameSchema = v.pipe(
  v.string('a night name must be text'),
  v.maxLength(
    MAX_SESSION_NAME_LENGTH,
    `a night name is at most ${MAX_SESSION_NAME_LENGTH} characters`,
  ),
  v.check((name) => !isBlank(name), 'a game night needs a name'),
  v.check((name) => !hasControlCharacters(name), 'a night name cannot contain control characters'),
);

export const ProfileSchema = v.strictObject({
  id: v.optional(ProfileIdSchema),
  name: v.pipe(
    v.string('a name must be text'),
    v.maxLength(MAX_PROFILE_NAME_LENGTH, `a name is at most ${MAX_PROFILE_NAME_LENGTH} characters`),
    v.check((name) => !isBlank(name), 'a profile needs a name'),
    v.check((name) => !hasControlCharacters(name), 'a name cannot contain control characters'),
  ),
  color: v.pipe(
    v.string('a colour must be text'),
    v.minLength(1, 'a profile needs a colour'),
    v.maxLength(40, 'a colour is at most 40 characters'),
    v.check((color) => !hasControlCharacters(color), 'a colour cannot contain control characters'),
  ),
});

export const MAX_DEVICE_NAME_LENGTH = 40;

export const DeviceNameSchema = v.pipe(
  v.string('a device name must be text'),
  v.maxLength(
    MAX_DEVICE_NAME_LENGTH,
    `a device name is at most ${MAX_DEVICE_NAME_LENGTH} characters`,
  ),
  v.check((name) => !isBlank(name), 'a device needs a name'),
  v.check((name) => !hasControlCharacters(name), 'a device name cannot contain control characters'),
);

export const DeviceIdSchema = v.pipe(
  v.string('a device id must be a string'),
  v.regex(SESSION_ID_PATTERN, 'not a device id'),
);

/** The record's event schema: the same validation as replay and the store. */
export const EventSchema: v.GenericSchema<GameEvent, GameEvent> = GameEventSchema;

/**
 * The events of one tap, stored together (`sessions:appendAll`): 1 to MAX_SERIES_LENGTH. The
 * length is checked before any event is, so a long list costs little to refuse; typed as the
 * list of events it lets through.
 */
export const EventSeriesSchema: v.GenericSchema<GameEvent[], GameEvent[]> = v.pipe(
  v.array(v.unknown(), 'events must be a list of moves'),
  v.minLength(1, 'events must hold at least one move'),
  v.maxLength(MAX_SERIES_LENGTH, `events can hold at most ${MAX_SERIES_LENGTH} moves`),
  v.array(EventSchema),
) as v.GenericSchema<unknown, GameEvent[]> as v.GenericSchema<GameEvent[], GameEvent[]>;

const none = v.strictObject({});
const byId = v.strictObject({ id: SessionIdSchema });

/**
 * `expect`: the number of effective events the caller has seen. When the store has another
 * number the call changes nothing and fails with CONFLICT (another device moved first).
 * Optional, so older callers and scripts keep working.
 */
export const ExpectedCountSchema = v.optional(
  v.pipe(
    v.number('expect must be a number of events'),
    v.integer('expect must be a whole number'),
    v.minValue(0, 'expect cannot be negative'),
  ),
);
const changeById = v.strictObject({ id: SessionIdSchema, expect: ExpectedCountSchema });

export const REQUEST_SCHEMAS = {
  'sessions:list': none,
  /** Home's first page: the newest `count` games and how many there are, before the whole list. */
  'sessions:listNewest': v.strictObject({
    count: v.pipe(
      v.number('count must be a number of games'),
      v.integer('count must be a whole number'),
      v.minValue(1, 'count must be at least 1'),
      v.maxValue(MAX_NEWEST_COUNT, `count can be at most ${MAX_NEWEST_COUNT}`),
    ),
  }),
  /**
   * `id`, when given, is the new game's id, chosen by the page (a random version-4 UUID), so
   * New game can draw the table while the store writes it; an id already taken is refused.
   */
  'sessions:create': v.strictObject({
    name: SessionNameSchema,
    header: RecordHeaderSchema,
    id: v.optional(SessionIdSchema),
  }),
  'sessions:open': byId,
  /** A damaged journal: put its last copy back, or accept the file as it is. */
  'sessions:repair': v.strictObject({
    id: SessionIdSchema,
    use: v.picklist(['copy', 'file'], 'use must be "copy" or "file"'),
  }),
  'sessions:append': v.strictObject({
    id: SessionIdSchema,
    event: EventSchema,
    expect: ExpectedCountSchema,
  }),
  /** A tap's events, stored in order as one change (one write, one fsync), or none of them. */
  'sessions:appendAll': v.strictObject({
    id: SessionIdSchema,
    events: EventSeriesSchema,
    expect: ExpectedCountSchema,
  }),
  'sessions:undo': changeById,
  'sessions:redo': changeById,
  'sessions:rename': v.strictObject({ id: SessionIdSchema, name: SessionNameSchema }),
  'sessions:delete': byId,
  'sessions:listTrash': none,
  'sessions:restore': byId,
  'sessions:emptyTrash': none,
  'sessions:export': byId,
  'sessions:import': v.strictObject({
    text: v.pipe(
      v.string('a record must be text'),
      v.maxLength(MAX_IMPORT_TEXT_LENGTH, 'this file is too large to be a game record'),
    ),
    /** Without it, a game already stored (same players, options, events) fails with DUPLICATE. */
    allowDuplicate: v.optional(v.boolean('allowDuplicate must be true or false')),
    /** The file the record was picked from: it names the game (the record has no name). */
    fileName: v.optional(
      v.pipe(
        v.string('a file name must be text'),
        v.maxLength(255, 'a file name is at most 255 characters'),
      ),
    ),
  }),
  'profiles:list': none,
  'profiles:save': v.strictObject({ profile: ProfileSchema }),
  'profiles:delete': v.strictObject({ id: ProfileIdSchema }),
  'nights:list': none,
  'nights:create': v.strictObject({ name: NightNameSchema }),
  'nights:end': v.strictObject({ id: NightIdSchema }),
  'nights:addSession': v.strictObject({ id: NightIdSchema, sessionId: SessionIdSchema }),
  'nights:rematch': v.strictObject({ sessionId: SessionIdSchema }),
  'stats:records': none,
  /** A part of the answer (0 when not given): STATS_PART_GAMES games each, oldest first. */
  'stats:games': v.strictObject({
    part: v.optional(
      v.pipe(
        v.number('part must be a number'),
        v.integer('part must be a whole number'),
        v.minValue(0, 'part must be 0 or more'),
        v.maxValue(MAX_STATS_PART, `part can be at most ${MAX_STATS_PART}`),
      ),
      0,
    ),
  }),
  'devices:invite': v.strictObject({
    allowScorers: v.optional(v.boolean('allowScorers is true or false'), false),
  }),
  'devices:join': v.strictObject({
    // Any short text: a wrong code must count as a wrong guess, not bounce as a bad request.
    code: v.pipe(v.string('the code is text'), v.maxLength(32, 'the code is too long')),
    name: DeviceNameSchema,
    role: v.picklist(['viewer', 'scorer'], 'the role is viewer or scorer'),
  }),
  'devices:list': none,
  'devices:revoke': v.strictObject({ id: DeviceIdSchema }),
  'devices:stopSharing': none,
  'devices:me': none,
  'app:openExternal': v.strictObject({ url: ExternalUrlSchema }),
  /** Without a session: the presenter follows the most recently played game. */
  'app:openPresenter': v.strictObject({ sessionId: v.optional(SessionIdSchema) }),
  'app:info': none,
} as const;

/** What each channel answers with (inside the envelope of ./result.ts). */
export interface ChannelResponses {
  'sessions:list': SessionList;
  'sessions:listNewest': SessionListHead;
  'sessions:create': CreatedSession;
  'sessions:open': OpenedSession;
  'sessions:repair': OpenedSession;
  'sessions:append': ChangeResult;
  'sessions:appendAll': SeriesResult;
  'sessions:undo': ChangeResult;
  'sessions:redo': ChangeResult;
  'sessions:rename': SessionInfo;
  'sessions:delete': null;
  'sessions:listTrash': TrashList;
  'sessions:restore': null;
  /** The number of sessions removed for good. */
  'sessions:emptyTrash': number;
  /** The record as JSON text (the format of game-record.md). */
  'sessions:export': string;
  'sessions:import': CreatedSession;
  'profiles:list': ProfileList;
  'profiles:save': Profile;
  'profiles:delete': null;
  'nights:list': NightList;
  /** The new night; the one going on before it is ended. */
  'nights:create': GameNight;
  'nights:end': GameNight;
  'nights:addSession': GameNight;
  /** Same seats, the next player first, same options: a new session in the same night. */
  'nights:rematch': RematchResult;
  /** Every stored game's record, up to a size cap, for the statistics screen. */
  'stats:records': StatsRecords;
  /** Every stored game's facts, worked out once per change and kept beside its journal. */
  'stats:games': StatsGamesPart;
  /** Starts listening on the local network when needed; a new invite replaces the last. */
  'devices:invite': DeviceInvite;
  /** FORBIDDEN for a wrong, used or expired code, or a role the invite does not allow. */
  'devices:join': DeviceJoined;
  'devices:list': DeviceList;
  /** The device's token stops working at once and its event streams end. */
  'devices:revoke': null;
  /** Stops listening on the local network (and voids the invite); devices keep their tokens. */
  'devices:stopSharing': null;
  'devices:me': DeviceSelf;
  'app:openExternal': null;
  /** The presenter opens in its own window (a tab in browser mode), or the open one comes forward. */
  'app:openPresenter': null;
  'app:info': AppInfo;
}

/** The payload as the renderer sends it (before parsing: e.g. options may be left out). */
export type ChannelRequestInput<C extends Channel> = v.InferInput<(typeof REQUEST_SCHEMAS)[C]>;
/** The payload a handler receives, after parsing. */
export type ChannelRequest<C extends Channel> = v.InferOutput<(typeof REQUEST_SCHEMAS)[C]>;
export type ChannelResponse<C extends Channel> = ChannelResponses[C];

// Compile-time checks: the schemas and responses cover exactly the channels of channelList.ts,
// and each schema's fields are exactly the parameters listed there (a mismatch fails typecheck).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
type Params<C extends Channel> = (typeof CHANNEL_PARAMS)[C][number];
export type ChannelListChecks = [
  Expect<Same<keyof typeof REQUEST_SCHEMAS, Channel>>,
  Expect<Same<keyof ChannelResponses, Channel>>,
  Expect<Same<{ [C in Channel]: Same<keyof ChannelRequestInput<C>, Params<C>> }[Channel], true>>,
];
