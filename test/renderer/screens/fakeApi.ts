import { vi } from 'vitest';
import { statusOf } from '../../../src/shared/game/gameSnapshot';
import type { MeepleLedgerApi } from '../../../src/shared/ipc/api';
import type { AppNotice, MenuCommand } from '../../../src/shared/ipc/channelList';
import { STATS_PART_GAMES } from '../../../src/shared/ipc/limits';
import { fail, type IpcResult, ok } from '../../../src/shared/ipc/result';
import type {
  GameNight,
  Profile,
  SessionInfo,
  StatsGame,
  TrashedSessionInfo,
} from '../../../src/shared/ipc/types';
import { nameFromFileName } from '../../../src/shared/names';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent, GameRecord, RecordHeader } from '../../../src/shared/record/schema';
import { parseHeader } from '../../../src/shared/record/schema';
import { summarize } from '../../../src/shared/record/summary';
import { nightStandings } from '../../../src/shared/stats/nightStandings';
import { statsGamesPart } from '../../../src/shared/stats/statsParts';
import { packStatsGames } from '../../../src/shared/stats/statsWire';
import { storedFactsOf } from '../../../src/shared/stats/storedFacts';

/**
 * An in-memory MeepleLedgerApi for renderer tests: sessions replayed with the real engine, every
 * method a vi.fn so tests can check the calls, `menu(command)` to play a menu command.
 */
export interface FakeSession {
  id: string;
  name: string;
  created: string;
  lastPlayed: string;
  record: GameRecord;
  redo: GameEvent[];
  deletedAt?: string;
}

export interface FakeApi extends MeepleLedgerApi {
  readonly store: Map<string, FakeSession>;
  /** Plays a command as if chosen in the application menu. */
  menu(command: MenuCommand): void;
  /** Delivers a notice as the desktop app's main process sends it. */
  notice(notice: AppNotice): void;
  /** Adds a session; returns its id. */
  add(record: GameRecord, name?: string, lastPlayed?: string): string;
  /** Warnings `open` returns. */
  openWarnings: string[];
  /** The player profiles, as the profile store keeps them. */
  readonly profileStore: Profile[];
  /** The game nights, as the profile store keeps them (games and standings are worked out). */
  readonly nightStore: FakeNight[];
}

export interface FakeNight {
  id: string;
  name: string;
  created: string;
  ended?: string;
  sessions: string[];
}

let counter = 0;
export const fakeId = (): string => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function info(session: FakeSession): SessionInfo {
  const replayed = replayRecord(session.record);
  if (!replayed.ok) throw new Error(replayed.error);
  const game = replayed.snapshot.context;
  const status = statusOf(replayed.snapshot);
  return {
    id: session.id,
    name: session.name,
    created: session.created,
    lastPlayed: session.lastPlayed,
    players: game.players.map((p) => ({ id: p.id, name: p.name, color: p.color, score: p.score })),
    options: replayed.record.options,
    status: status === 'setup' ? 'playing' : status,
    turn: game.turn.number,
    eventCount: session.record.events.length,
    canUndo: session.record.events.length > 0,
    canRedo: session.redo.length > 0,
  };
}

function state(session: FakeSession) {
  const replayed = replayRecord(session.record);
  if (!replayed.ok) throw new Error(replayed.error);
  return { info: info(session), summary: summarize(replayed.snapshot) };
}

export function createFakeApi(): FakeApi {
  const store = new Map<string, FakeSession>();
  const listeners = new Set<(command: MenuCommand) => void>();
  const noticeListeners = new Set<(notice: AppNotice) => void>();
  const live = (id: string) => {
    const s = store.get(id);
    return s && !s.deletedAt ? s : undefined;
  };
  const missing = () => fail('NOT_FOUND', 'There is no such session.');
  /** The sessions not in the trash, most recently played first, as the store lists them. */
  const listed = () =>
    [...store.values()]
      .filter((s) => !s.deletedAt)
      .sort((a, b) => b.lastPlayed.localeCompare(a.lastPlayed))
      .map(info);
  /** As the store: a change from a view that has seen another number of events is refused. */
  const stale = (s: FakeSession, expected: number | undefined) =>
    expected !== undefined && expected !== s.record.events.length
      ? fail('CONFLICT', `This game was changed elsewhere; it has ${s.record.events.length} moves.`)
      : undefined;
  const fn = <A extends unknown[], R>(impl: (...args: A) => R) =>
    vi.fn(async (...args: A): Promise<Awaited<R>> => await impl(...args));

  const add = (record: GameRecord, name = 'Game', lastPlayed = '2025-11-29T20:00:00.000Z') => {
    const id = fakeId();
    store.set(id, { id, name, created: lastPlayed, lastPlayed, record, redo: [] });
    return id;
  };

  const profileStore: Profile[] = [];
  const nightStore: FakeNight[] = [];
  const NOW = '2025-11-29T21:30:00.000Z';
  const nightView = (night: FakeNight): GameNight => {
    const games = night.sessions
      .map((id) => live(id))
      .filter((s): s is FakeSession => s !== undefined)
      .map(info);
    return { ...night, sessions: [...night.sessions], games, standings: nightStandings(games) };
  };
  const newNight = (name: string, sessions: string[] = []): FakeNight => {
    for (const night of nightStore) night.ended ??= NOW;
    const night: FakeNight = { id: fakeId(), name, created: NOW, sessions };
    nightStore.push(night);
    return night;
  };
  const findNight = (id: string) => nightStore.find((n) => n.id === id);

  const api: FakeApi = {
    store,
    profileStore,
    nightStore,
    openWarnings: [] as string[],
    add,
    menu: (command: MenuCommand) => {
      for (const listener of listeners) listener(command);
    },
    onMenuCommand: vi.fn((listener: (command: MenuCommand) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    notice: (notice: AppNotice) => {
      for (const listener of noticeListeners) listener(notice);
    },
    onAppNotice: vi.fn((listener: (notice: AppNotice) => void) => {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    }),
    // Nothing here changes a session behind the page's back (phones at the table do).
    onSessionChanged: vi.fn((_listener: (id: string) => void) => () => undefined),
    sessions: {
      list: fn(() => ok({ sessions: listed(), warnings: [] })),
      listNewest: fn((count: number) => {
        const sessions = listed();
        return ok({ sessions: sessions.slice(0, count), total: sessions.length, warnings: [] });
      }),
      create: fn((name: string, header: unknown, id?: string) => {
        const parsed = parseHeader(header);
        if (!parsed.ok) return fail('INVALID_PAYLOAD', parsed.error);
        if (id !== undefined && store.has(id))
          return fail('EXISTS', 'A game with this id is already stored.');
        const record = { ...(parsed.value as RecordHeader), events: [] };
        if (id === undefined) return ok({ id: add(record, name) });
        const created = '2025-11-29T20:00:00.000Z';
        store.set(id, { id, name, created, lastPlayed: created, record, redo: [] });
        return ok({ id });
      }),
      open: fn((id: string) => {
        const s = live(id);
        if (!s) return missing();
        return ok({ ...state(s), record: structuredClone(s.record), warnings: api.openWarnings });
      }),
      append: fn((id: string, event: GameEvent, expected?: number) => {
        const s = live(id);
        if (!s) return missing();
        const conflict = stale(s, expected);
        if (conflict) return conflict;
        s.record.events.push(event);
        s.redo = [];
        return ok({ ...state(s), event });
      }),
      appendAll: fn((id: string, events: GameEvent[], expected?: number) => {
        const s = live(id);
        if (!s) return missing();
        const conflict = stale(s, expected);
        if (conflict) return conflict;
        s.record.events.push(...events);
        s.redo = [];
        return ok({ ...state(s), events });
      }),
      undo: fn((id: string, expected?: number) => {
        const s = live(id);
        if (!s) return missing();
        const conflict = stale(s, expected);
        if (conflict) return conflict;
        const event = s.record.events.pop();
        if (!event) return fail('NOTHING_TO_UNDO', 'Nothing to undo.');
        s.redo.push(event);
        return ok({ ...state(s), event });
      }),
      redo: fn((id: string, expected?: number) => {
        const s = live(id);
        if (!s) return missing();
        const conflict = stale(s, expected);
        if (conflict) return conflict;
        const event = s.redo.pop();
        if (!event) return fail('NOTHING_TO_REDO', 'Nothing to redo.');
        s.record.events.push(event);
        return ok({ ...state(s), event });
      }),
      rename: fn((id: string, name: string) => {
        const s = live(id);
        if (!s) return missing();
        s.name = name;
        return ok(info(s));
      }),
      delete: fn((id: string) => {
        const s = live(id);
        if (!s) return missing();
        s.deletedAt = '2025-11-29T21:00:00.000Z';
        return ok(null);
      }),
      listTrash: fn(() =>
        ok({
          sessions: [...store.values()]
            .filter((s) => s.deletedAt)
            .map((s): TrashedSessionInfo => ({ ...info(s), deletedAt: s.deletedAt ?? '' })),
          warnings: [],
        }),
      ),
      restore: fn((id: string) => {
        const s = store.get(id);
        if (!s?.deletedAt) return fail('NOT_FOUND', 'This session is not in the trash.');
        delete s.deletedAt;
        return ok(null);
      }),
      emptyTrash: fn(() => {
        let n = 0;
        for (const [id, s] of store) {
          if (s.deletedAt) {
            store.delete(id);
            n++;
          }
        }
        return ok(n);
      }),
      repair: fn((id: string) => {
        const s = live(id);
        if (!s) return missing();
        return ok({ ...state(s), record: structuredClone(s.record), warnings: [] });
      }),
      export: fn((id: string) => {
        const s = live(id);
        return s ? ok(JSON.stringify(s.record, null, 2)) : missing();
      }),
      import: fn(
        (text: string, allowDuplicate?: boolean, fileName?: string): IpcResult<{ id: string }> => {
          let input: unknown;
          try {
            input = JSON.parse(text);
          } catch {
            return fail('INVALID_RECORD', 'record: not valid JSON');
          }
          const replayed = replayRecord(input);
          if (!replayed.ok) return fail('INVALID_RECORD', replayed.error);
          // As the store: the record's name, else its file's, else a default.
          const name =
            (input as { name?: string }).name ?? nameFromFileName(fileName) ?? 'Imported game';
          // As the store: the same game already stored is refused unless allowed.
          const game = (r: GameRecord) => JSON.stringify([r.players, r.options, r.events]);
          const same = [...store.values()].find(
            (s) => !s.deletedAt && game(s.record) === game(replayed.record),
          );
          if (same && !allowDuplicate) {
            return fail('DUPLICATE', `This game is already stored as "${same.name}".`, same.id);
          }
          return ok({ id: add(replayed.record, name, '2025-11-30T10:00:00.000Z') });
        },
      ),
    },
    profiles: {
      list: fn(() =>
        ok({
          profiles: [...profileStore].sort((a, b) => a.name.localeCompare(b.name)),
          warnings: [],
        }),
      ),
      save: fn((input: { id?: string; name: string; color: string }) => {
        const name = input.name.trim();
        const clash = profileStore.find(
          (p) => p.id !== input.id && p.name.toLowerCase() === name.toLowerCase(),
        );
        if (clash) return fail('EXISTS', `There is already a profile named ${clash.name}.`);
        const old = profileStore.find((p) => p.id === input.id);
        if (input.id && !old) return fail('NOT_FOUND', 'There is no such profile.');
        const profile: Profile = old
          ? Object.assign(old, { name, color: input.color })
          : { id: fakeId(), name, color: input.color, created: NOW };
        if (!old) profileStore.push(profile);
        return ok({ ...profile });
      }),
      delete: fn((id: string) => {
        const at = profileStore.findIndex((p) => p.id === id);
        if (at < 0) return fail('NOT_FOUND', 'There is no such profile.');
        profileStore.splice(at, 1);
        return ok(null);
      }),
    },
    nights: {
      list: fn(() => {
        const nights = [...nightStore].reverse().map(nightView);
        return ok({
          nights,
          current: nights.find((n) => n.ended === undefined)?.id ?? null,
          warnings: [],
        });
      }),
      create: fn((name: string) => ok(nightView(newNight(name)))),
      end: fn((id: string) => {
        const night = findNight(id);
        if (!night) return fail('NOT_FOUND', 'There is no such game night.');
        night.ended ??= NOW;
        return ok(nightView(night));
      }),
      addSession: fn((id: string, sessionId: string) => {
        const night = findNight(id);
        if (!night) return fail('NOT_FOUND', 'There is no such game night.');
        if (!live(sessionId)) return missing();
        if (!night.sessions.includes(sessionId)) night.sessions.push(sessionId);
        return ok(nightView(night));
      }),
      rematch: fn((sessionId: string) => {
        const s = live(sessionId);
        if (!s) return missing();
        const [first, ...rest] = s.record.players;
        const players = first ? [...rest, first] : [];
        const night = nightStore.find((n) => n.sessions.includes(sessionId));
        const count = night ? night.sessions.length + 1 : 2;
        const id = add(
          { ...s.record, players, events: [] },
          `${night?.name ?? 'Game night'} · game ${count}`,
          NOW,
        );
        if (night) night.sessions.push(id);
        const joined = night ?? newNight('Game night', [sessionId, id]);
        return ok({ id, nightId: joined.id });
      }),
    },
    stats: {
      records: fn(() =>
        ok({
          records: [...store.values()]
            .filter((s) => !s.deletedAt)
            .sort((a, b) => b.lastPlayed.localeCompare(a.lastPlayed))
            .map((s) => ({
              id: s.id,
              name: s.name,
              created: s.created,
              lastPlayed: s.lastPlayed,
              status: info(s).status,
              record: structuredClone(s.record),
            })),
          omitted: 0,
          warnings: [],
        }),
      ),
      // As src/main/store/factsIndex.ts answers: the pure facts of each record, oldest first.
      games: fn((part?: number) => {
        const games: StatsGame[] = [];
        for (const s of [...store.values()].filter((x) => !x.deletedAt)) {
          const outcome = storedFactsOf(structuredClone(s.record));
          if (outcome.ok)
            games.push({ id: s.id, name: s.name, created: s.created, facts: outcome.facts });
        }
        games.sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
        return ok(statsGamesPart(packStatsGames(games, []), part ?? 0, 1, STATS_PART_GAMES));
      }),
    },
    devices: {
      me: fn(() => ok({ role: 'host' as const, name: null })),
      list: fn(() => ok({ devices: [], sharing: null, inviteOpen: false, openInvite: null })),
    },
    app: {
      info: fn(() => ok({ name: 'Meeple Ledger', version: '0.1.0', mode: 'browser' as const })),
      openExternal: fn((_url: string) => ok(null)),
      openPresenter: fn((_sessionId?: string) => ok(null)),
    },
  } as unknown as FakeApi;
  return api;
}

export const players = (...names: string[]) =>
  names.map((name, i) => ({
    id: name.toLowerCase(),
    name,
    color: ['red', 'blue', 'green', 'yellow', 'black', 'grey'][i] ?? 'grey',
  }));

export function record(names: string[], events: GameEvent[] = [], expansions: string[] = []) {
  return {
    format: 'meeple-ledger/record@1',
    players: players(...names),
    options: { edition: 'C3', expansions },
    events,
  } as GameRecord;
}
