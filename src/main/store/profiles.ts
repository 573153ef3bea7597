import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import * as v from 'valibot';
import { rematchOf, rematchSourceOf, rotateSeats } from '../../shared/game/rematchSeats';
import type {
  GameNight,
  NightList,
  Profile,
  ProfileInput,
  ProfileList,
  RematchResult,
  SessionInfo,
} from '../../shared/ipc/types';
import { hasControlCharacters } from '../../shared/names';
import type { GameRecord, Player } from '../../shared/record/schema';
import { nightStandings } from '../../shared/stats/nightStandings';
import { diskError, errnoCode, StoreError } from './errors';
import { nodeFs, type StoreFileHandle, type StoreFs } from './fsLayer';
import { assertSessionId, isSessionId } from './ids';
import { MAX_NAME_LENGTH } from './names';
import type { NewSession } from './types';

/**
 * Player profiles and game nights: a plain Node module beside the session store, kept in one
 * small JSON file, `<folder>/profiles.json`.
 *
 *   const profiles = await openProfileStore(folder, { sessions: store });
 *   await profiles.saveProfile({ name: 'Ana', color: 'red' });     // → Profile (new id)
 *   const night = await profiles.createNight('Friday');              // ends the night before
 *   await profiles.addSession(night.id, sessionId);
 *   const { id } = await profiles.rematch(sessionId);                // same seats, next first
 *   const { nights, current } = await profiles.listNights();         // with running standings
 *
 * - Profiles (id, name, favourite colour) are kept across nights. A record's player entry may
 *   carry `profile: <id>` (the record's players are loose objects); statistics use it.
 * - A night holds session ids, in the order they joined, and its created / ended dates. Its
 *   running standings (wins, points per player) come from the session store's `list()` infos
 *   (players, scores, status), so listing nights never replays a game. A session trashed
 *   leaves the standings; restored, it is back.
 * - Every change writes the whole file atomically: `profiles.json.tmp`, fsync, rename over the
 *   old file, fsync of the folder. A crash leaves the old file or the new one, never half of
 *   one; a leftover `.tmp` is removed on open. A failed write changes nothing, on disk or in
 *   memory, and throws a StoreError (DISK_FULL, READ_ONLY, NO_PERMISSION, IO).
 * - The file is validated when it is opened. One that cannot be read as a profiles file
 *   (not JSON, unknown format, a bad entry, duplicate ids) is moved to `corrupt/` with the
 *   reason beside it and reported once (`warnings`); the store starts empty and never crashes.
 *   If it cannot even be moved (or read, e.g. no permission), nothing is written over it:
 *   changes throw until it is dealt with.
 * - One change at a time, in the order called.
 */

export const PROFILES_FILE = 'profiles.json';
export const PROFILES_FORMAT = 'meeple-ledger/profiles@1';
export const CORRUPT_DIR = 'corrupt';
export const MAX_PROFILES = 200;
export const MAX_NIGHTS = 1000;
export const MAX_GAMES_PER_NIGHT = 100;
/** As a player name of the record. */
export const MAX_PROFILE_NAME_LENGTH = 40;
export const MAX_COLOR_LENGTH = 40;

/** What the nights need from the session store (SessionStore has it). */
export interface NightSessions {
  list(): Promise<{ sessions: SessionInfo[] }>;
  /** The list's entries of these sessions only (SessionStore's `infos`); else `list` is read. */
  infos?(ids: readonly string[]): Promise<SessionInfo[]>;
  open(id: string): Promise<{ record: GameRecord; info: SessionInfo }>;
  create(input: NewSession): Promise<string>;
}

export interface ProfileStoreOptions {
  sessions: NightSessions;
  /** The file-system layer (tests inject failures here). Default: node:fs. */
  fs?: StoreFs;
  /** Default: `() => new Date()`. */
  now?: () => Date;
}

/** A night as kept in the file (the list adds its games and standings). */
export interface StoredNight {
  id: string;
  name: string;
  created: string;
  ended?: string;
  sessions: string[];
}

interface ProfilesData {
  profiles: Profile[];
  nights: StoredNight[];
}

// ------------------------------------------------------------------------------- validation

const Id = v.pipe(
  v.string(),
  v.check((text: string) => isSessionId(text), 'not an id'),
);
const Time = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'not a date'),
);
const Text = (max: number) =>
  v.pipe(
    v.string(),
    v.check((text) => text.trim() === text && text.length > 0, 'empty or untrimmed'),
    v.maxLength(max),
    v.check((text) => !hasControlCharacters(text), 'control characters'),
  );

const FileSchema = v.object({
  format: v.literal(PROFILES_FORMAT),
  profiles: v.pipe(
    v.array(
      v.object({
        id: Id,
        name: Text(MAX_PROFILE_NAME_LENGTH),
        color: Text(MAX_COLOR_LENGTH),
        created: Time,
      }),
    ),
    v.maxLength(MAX_PROFILES),
  ),
  nights: v.pipe(
    v.array(
      v.object({
        id: Id,
        name: Text(MAX_NAME_LENGTH),
        created: Time,
        ended: v.optional(Time),
        sessions: v.pipe(v.array(Id), v.maxLength(MAX_GAMES_PER_NIGHT)),
      }),
    ),
    v.maxLength(MAX_NIGHTS),
  ),
});

/** The data of a profiles file's text, or why it is not one. */
export function parseProfilesFile(
  text: string,
): { ok: true; data: ProfilesData } | { ok: false; reason: string } {
  let json: unknown;
  try {
    // A byte order mark (an editor on Windows adds one) is not part of the JSON.
    json = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return { ok: false, reason: `not valid JSON (${(error as Error).message})` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, reason: 'the file is not a JSON object' };
  }
  const parsed = v.safeParse(FileSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = (issue?.path ?? []).map((item) => String(item.key)).join('.');
    return { ok: false, reason: `${path || 'the file'}: ${issue?.message ?? 'invalid'}` };
  }
  const { profiles, nights } = parsed.output;
  const data: ProfilesData = {
    profiles: profiles.map((p) => ({ id: p.id, name: p.name, color: p.color, created: p.created })),
    nights: nights.map((n) => ({
      id: n.id,
      name: n.name,
      created: n.created,
      ...(n.ended !== undefined ? { ended: n.ended } : {}),
      sessions: [...n.sessions],
    })),
  };
  const ids = new Set<string>();
  for (const item of [...data.profiles, ...data.nights]) {
    if (ids.has(item.id)) return { ok: false, reason: `the id ${item.id} is used twice` };
    ids.add(item.id);
  }
  const names = new Set<string>();
  for (const profile of data.profiles) {
    const key = nameKey(profile.name);
    if (names.has(key)) return { ok: false, reason: `two profiles are named ${profile.name}` };
    names.add(key);
  }
  const inNight = new Set<string>();
  for (const night of data.nights) {
    for (const id of night.sessions) {
      if (inNight.has(id)) return { ok: false, reason: `the game ${id} is in two nights` };
      inNight.add(id);
    }
  }
  return { ok: true, data };
}

/** A name as people compare names: trimmed, case-insensitive. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/** Profile and night ids are UUIDs, as session ids; anything else never reaches the data. */
function assertId(value: unknown, what: 'profile' | 'game night'): string {
  if (!isSessionId(value)) throw new StoreError('INVALID_ID', `That is not a ${what} id.`);
  return value;
}

function checkText(input: unknown, what: string, max: number): string {
  if (typeof input !== 'string') throw new StoreError('INVALID_NAME', `A ${what} must be text.`);
  const text = input.trim();
  if (!text) throw new StoreError('INVALID_NAME', `A ${what} cannot be empty.`);
  if (text.length > max) {
    throw new StoreError('INVALID_NAME', `A ${what} is at most ${max} characters.`);
  }
  if (hasControlCharacters(text)) {
    throw new StoreError('INVALID_NAME', `A ${what} cannot contain control characters.`);
  }
  return text;
}

// -------------------------------------------------------------------------------- standings

export { nightStandings, rotateSeats };

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "Game night 29 Nov", as New game names a first game. */
export function defaultNightName(date: Date): string {
  return `Game night ${date.getDate()} ${MONTHS[date.getMonth()]}`;
}

/** "Friday · game 3": the name of the n-th game of a night. */
export function nightGameName(nightName: string, n: number): string {
  const suffix = ` · game ${n}`;
  const base = nightName.replace(/ · game \d+$/, '');
  return `${base.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

// ---------------------------------------------------------------------------- durable write

async function writeAll(handle: StoreFileHandle, bytes: Uint8Array): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, done);
    if (bytesWritten <= 0) throw Object.assign(new Error('short write'), { code: 'EIO' });
    done += bytesWritten;
  }
}

/**
 * Replaces `dir/name` with `text`, all or nothing: writes `name.tmp`, fsyncs it, renames it
 * over `name`, fsyncs the folder. On failure the temp file is removed and the old file stays.
 */
export async function replaceFileAtomically(
  fs: StoreFs,
  dir: string,
  name: string,
  text: string,
): Promise<void> {
  const target = join(dir, name);
  const temp = join(dir, `${name}.tmp`);
  try {
    const handle = await fs.open(temp, 'w');
    try {
      await writeAll(handle, new TextEncoder().encode(text));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  // The file is complete and in place; this makes the rename itself durable.
  await fs.syncDir(dir);
}

// ------------------------------------------------------------------------------------ store

/** Opens (creating nothing until the first change) the profiles kept in `<folder>`. */
export async function openProfileStore(
  folder: string,
  options: ProfileStoreOptions,
): Promise<ProfileStore> {
  const store = new ProfileStore(folder, options);
  await store.init();
  return store;
}

export class ProfileStore {
  readonly folder: string;
  readonly #fs: StoreFs;
  readonly #now: () => Date;
  readonly #sessions: NightSessions;
  #data: ProfilesData = { profiles: [], nights: [] };
  /** Said once, by the next list. */
  #warnings: string[] = [];
  /** Why nothing may be written (a file that could not be read nor moved aside). */
  #blocked: string | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(folder: string, options: ProfileStoreOptions) {
    this.folder = folder;
    this.#fs = options.fs ?? nodeFs;
    this.#now = options.now ?? (() => new Date());
    this.#sessions = options.sessions;
  }

  get path(): string {
    return join(this.folder, PROFILES_FILE);
  }

  /** Reads and checks the file; called by `openProfileStore`. Never throws for a bad file. */
  async init(): Promise<void> {
    await this.#fs.mkdirp(this.folder).catch(() => undefined);
    await this.#fs.unlink(`${this.path}.tmp`).catch(() => undefined);
    let text: string;
    try {
      text = await this.#fs.readText(this.path);
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return;
      const problem = diskError(error, 'read the player profiles').message;
      this.#blocked = problem;
      this.#warnings.push(problem);
      return;
    }
    const parsed = parseProfilesFile(text);
    if (parsed.ok) {
      this.#data = parsed.data;
      return;
    }
    await this.#quarantine(parsed.reason);
  }

  // ---------------------------------------------------------------------------- profiles

  async listProfiles(): Promise<ProfileList> {
    await this.#queue.catch(() => undefined);
    const profiles = [...this.#data.profiles].sort(
      (a, b) => compare(nameKey(a.name), nameKey(b.name)) || compare(a.id, b.id),
    );
    return { profiles: profiles.map((p) => ({ ...p })), warnings: this.#takeWarnings() };
  }

  /** Adds a profile (no id) or updates one; names are unique, case-insensitive. */
  saveProfile(input: ProfileInput): Promise<Profile> {
    return this.#change((data) => {
      const name = checkText(input?.name, 'player name', MAX_PROFILE_NAME_LENGTH);
      const color = checkText(input?.color, 'colour', MAX_COLOR_LENGTH);
      const id = input?.id;
      if (id !== undefined) assertId(id, 'profile');
      const clash = data.profiles.find((p) => p.id !== id && nameKey(p.name) === nameKey(name));
      if (clash) {
        throw new StoreError('EXISTS', `There is already a profile named ${clash.name}.`);
      }
      if (id === undefined) {
        if (data.profiles.length >= MAX_PROFILES) {
          throw new StoreError(
            'TOO_LARGE',
            `Meeple Ledger keeps at most ${MAX_PROFILES} profiles.`,
          );
        }
        const profile: Profile = { id: randomUUID(), name, color, created: this.#stamp() };
        return { data: { ...data, profiles: [...data.profiles, profile] }, value: profile };
      }
      const old = data.profiles.find((p) => p.id === id);
      if (!old) throw new StoreError('NOT_FOUND', 'There is no such profile.');
      const profile: Profile = { ...old, name, color };
      return {
        data: { ...data, profiles: data.profiles.map((p) => (p.id === id ? profile : p)) },
        value: profile,
      };
    });
  }

  /** Removes a profile; games that named it keep their players as they were. */
  deleteProfile(id: string): Promise<void> {
    return this.#change((data) => {
      assertId(id, 'profile');
      if (!data.profiles.some((p) => p.id === id)) {
        throw new StoreError('NOT_FOUND', 'There is no such profile.');
      }
      return {
        data: { ...data, profiles: data.profiles.filter((p) => p.id !== id) },
        value: undefined,
      };
    });
  }

  // ------------------------------------------------------------------------------ nights

  /** Every night, newest first, with its games and running standings. */
  async listNights(): Promise<NightList> {
    await this.#queue.catch(() => undefined);
    const infos = await this.#infos();
    const nights = [...this.#data.nights]
      .sort((a, b) => compare(b.created, a.created))
      .map((night) => this.#view(night, infos));
    const current = nights.find((n) => n.ended === undefined)?.id ?? null;
    return { nights, current, warnings: this.#takeWarnings() };
  }

  /** Starts a night; the one going on, if any, ends now. */
  async createNight(name: string): Promise<GameNight> {
    const night = await this.#change((data) => {
      const checked = checkText(name, 'night name', MAX_NAME_LENGTH);
      if (data.nights.length >= MAX_NIGHTS) {
        throw new StoreError('TOO_LARGE', `Meeple Ledger keeps at most ${MAX_NIGHTS} game nights.`);
      }
      return this.#withNewNight(data, checked);
    });
    return this.#view(night, await this.#infos());
  }

  /** Ends a night (again: no change). */
  async endNight(id: string): Promise<GameNight> {
    const night = await this.#change((data) => {
      const found = findNight(data, id);
      if (found.ended !== undefined) return { data, value: found };
      const ended: StoredNight = { ...found, ended: this.#stamp() };
      return { data: replaceNight(data, ended), value: ended };
    });
    return this.#view(night, await this.#infos());
  }

  /** Adds a stored session to a night (already there: no change; in another night: EXISTS). */
  async addSession(nightId: string, sessionId: string): Promise<GameNight> {
    assertSessionId(sessionId);
    const infos = await this.#infos([sessionId]);
    if (!infos.has(sessionId)) {
      throw new StoreError('NOT_FOUND', 'There is no session with this id.', { sessionId });
    }
    const night = await this.#change((data) => this.#withSession(data, nightId, sessionId));
    return this.#view(night, infos);
  }

  /**
   * A rematch of a session: a new session with the same players and options, seated in the
   * same order with the next player first, added to the session's night (a night is started
   * for it, with both games, when the session had none).
   */
  async rematch(sessionId: string): Promise<RematchResult> {
    // One at a time: two devices pressing Rematch on the same game at once start one game.
    const run = this.#rematching.then(() => this.#rematch(sessionId));
    this.#rematching = run.catch(() => undefined);
    return run;
  }

  #rematching: Promise<unknown> = Promise.resolve();

  async #rematch(sessionId: string): Promise<RematchResult> {
    const id = assertSessionId(sessionId);
    const { record } = await this.#sessions.open(id);
    await this.#queue.catch(() => undefined);
    const night = this.#data.nights.find((n) => n.sessions.includes(id));
    // Already started (from a phone still showing these results, say): that one, not another.
    if (night) {
      const view = this.#view(night, await this.#infos());
      const self = view.games.find((game) => game.id === id);
      const started = self && rematchOf(rematchSourceOf(self), id, [view]);
      if (started) return { id: started.id, nightId: night.id };
    }
    const nightName = night?.name ?? defaultNightName(this.#now());
    const count = night ? night.sessions.length + 1 : 2;
    if (count > MAX_GAMES_PER_NIGHT) {
      throw new StoreError(
        'TOO_LARGE',
        `A game night holds at most ${MAX_GAMES_PER_NIGHT} games; start a new night.`,
      );
    }
    const players = rotateSeats(record.players).map((p): Player => ({ ...p }));
    const created = await this.#sessions.create({
      name: nightGameName(nightName, count),
      players,
      options: {
        edition: record.options.edition,
        expansions: [...record.options.expansions],
        // Same options, house rules included (H1, H2).
        ...(record.options.houseRules ? { houseRules: [...record.options.houseRules] } : {}),
      },
    });
    try {
      const joined = await this.#change((data) => {
        const current = data.nights.find((n) => n.sessions.includes(id));
        if (current) return this.#withSession(data, current.id, created);
        return this.#withNewNight(data, nightName, [id, created]);
      });
      return { id: created, nightId: joined.id };
    } catch (error) {
      // The game is started and stored: open it all the same, and say what is missing.
      const problem = error instanceof Error ? error.message : String(error);
      return {
        id: created,
        nightId: null,
        warning: `The rematch is started, but it could not be added to the game night: ${problem}`,
      };
    }
  }

  // --------------------------------------------------------------------------- internals

  #stamp(): string {
    return this.#now().toISOString();
  }

  #takeWarnings(): string[] {
    const warnings = this.#warnings;
    this.#warnings = [];
    return warnings;
  }

  /** The sessions of the nights (and `also`): only those, not the whole list of 2,000 games. */
  async #infos(also: readonly string[] = []): Promise<Map<string, SessionInfo>> {
    const ids = [...new Set([...this.#data.nights.flatMap((night) => night.sessions), ...also])];
    const sessions = this.#sessions.infos
      ? ids.length > 0
        ? await this.#sessions.infos(ids)
        : []
      : (await this.#sessions.list()).sessions;
    return new Map(sessions.map((info) => [info.id, info]));
  }

  #view(night: StoredNight, infos: Map<string, SessionInfo>): GameNight {
    const games = night.sessions
      .map((id) => infos.get(id))
      .filter((info): info is SessionInfo => info !== undefined);
    return {
      id: night.id,
      name: night.name,
      created: night.created,
      ...(night.ended !== undefined ? { ended: night.ended } : {}),
      sessions: [...night.sessions],
      games,
      standings: nightStandings(games),
    };
  }

  #withNewNight(
    data: ProfilesData,
    name: string,
    sessions: string[] = [],
  ): { data: ProfilesData; value: StoredNight } {
    const now = this.#stamp();
    const night: StoredNight = { id: randomUUID(), name, created: now, sessions };
    const nights = data.nights.map((n) => (n.ended === undefined ? { ...n, ended: now } : n));
    return { data: { ...data, nights: [...nights, night] }, value: night };
  }

  #withSession(
    data: ProfilesData,
    nightId: string,
    sessionId: string,
  ): { data: ProfilesData; value: StoredNight } {
    const night = findNight(data, nightId);
    if (night.sessions.includes(sessionId)) return { data, value: night };
    const other = data.nights.find((n) => n.sessions.includes(sessionId));
    if (other) {
      throw new StoreError('EXISTS', `This game is already part of the night “${other.name}”.`, {
        sessionId,
      });
    }
    if (night.sessions.length >= MAX_GAMES_PER_NIGHT) {
      throw new StoreError(
        'TOO_LARGE',
        `A game night holds at most ${MAX_GAMES_PER_NIGHT} games; start a new night.`,
      );
    }
    const next: StoredNight = { ...night, sessions: [...night.sessions, sessionId] };
    return { data: replaceNight(data, next), value: next };
  }

  /**
   * Runs one change after the others: `work` computes the next data from the current one
   * (or throws), the file is replaced, and only then does memory move on.
   */
  #change<T>(work: (data: ProfilesData) => { data: ProfilesData; value: T }): Promise<T> {
    const run = async (): Promise<T> => {
      const { data, value } = work(this.#data);
      if (data === this.#data) return value;
      if (this.#blocked) {
        throw new StoreError(
          'IO',
          `The player profiles cannot be saved: ${this.#blocked} Nothing was changed.`,
        );
      }
      try {
        await replaceFileAtomically(this.#fs, this.folder, PROFILES_FILE, serialize(data));
      } catch (error) {
        throw diskError(error, 'save the player profiles');
      }
      this.#data = data;
      return value;
    };
    const result = this.#queue.then(run, run);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** Moves an unreadable file to corrupt/ with the reason beside it, and says so once. */
  async #quarantine(reason: string): Promise<void> {
    const dir = join(this.folder, CORRUPT_DIR);
    const base = `profiles-${this.#stamp().replace(/[:.]/g, '-')}`;
    const target = join(dir, `${base}.json`);
    try {
      await this.#fs.mkdirp(dir);
      await this.#fs.rename(this.path, target);
      await this.#fs.syncDir(this.folder).catch(() => undefined);
    } catch (error) {
      const problem = `The player profiles file cannot be read (${reason}) and could not be moved aside (${diskError(error, 'move it').message})`;
      this.#blocked = problem;
      this.#warnings.push(`${problem}; profiles and game nights cannot be saved until it is.`);
      return;
    }
    await this.#fs.writeText(join(dir, `${base}.reason.txt`), `${reason}\n`).catch(() => undefined);
    this.#warnings.push(
      `The player profiles file could not be read (${reason}). It was moved to ${target}, untouched; profiles and game nights start afresh. Your games are not affected.`,
    );
  }
}

function serialize(data: ProfilesData): string {
  return `${JSON.stringify({ format: PROFILES_FORMAT, ...data }, null, 2)}\n`;
}

function findNight(data: ProfilesData, id: string): StoredNight {
  assertId(id, 'game night');
  const night = data.nights.find((n) => n.id === id);
  if (!night) throw new StoreError('NOT_FOUND', 'There is no such game night.');
  return night;
}

function replaceNight(data: ProfilesData, night: StoredNight): ProfilesData {
  return { ...data, nights: data.nights.map((n) => (n.id === night.id ? night : n)) };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
