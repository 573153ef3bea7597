import { createRoot } from 'solid-js';
import {
  createGameSession,
  type GameSession,
} from '../../../../src/renderer/src/state/gameSession';
import { type GameSnapshot, statusOf, step } from '../../../../src/shared/game/gameSnapshot';
import type { MeepleLedgerApi } from '../../../../src/shared/ipc/api';
import type { MenuCommand } from '../../../../src/shared/ipc/channelList';
import { STATS_PART_GAMES } from '../../../../src/shared/ipc/limits';
import { fail, type IpcResult, ok } from '../../../../src/shared/ipc/result';
import type {
  ChangeResult,
  SeriesResult,
  SessionInfo,
  SessionState,
  TrashList,
} from '../../../../src/shared/ipc/types';
import { replayRecord } from '../../../../src/shared/record/replay';
import {
  type GameEvent,
  type GameRecord,
  parseEvent,
  parseHeader,
  RECORD_FORMAT,
} from '../../../../src/shared/record/schema';
import { summarize } from '../../../../src/shared/record/summary';
import { statsGamesPart } from '../../../../src/shared/stats/statsParts';
import { packStatsGames } from '../../../../src/shared/stats/statsWire';
import type { Expansion } from '../../../../src/shared/tiles/catalog';

/**
 * An in-memory MeepleLedgerApi that answers like the session store: an event is checked by the
 * engine before it is kept (INVALID_EVENT otherwise), undo moves the last event to a redo stack,
 * redo plays it again, any new event clears the redo stack. Tests can make the next change fail
 * (a full disk) or hold it (to see the table while it saves).
 */
export interface StoredGame {
  name: string;
  record: GameRecord;
  snapshots: GameSnapshot[];
  redo: GameEvent[];
}

export interface FakeTableApi extends MeepleLedgerApi {
  readonly games: Map<string, StoredGame>;
  /** Every event the store accepted (append, appendAll), in order, without its `at` stamp. */
  readonly appended: GameEvent[];
  /** The `at` stamp of each appended event (the session stamps every event it dispatches). */
  readonly stamps: (string | undefined)[];
  /** Every call by name, in order ("append", "appendAll", "undo", "redo"). */
  readonly calls: string[];
  /** Adds a game; returns its id. Throws if the record does not replay. */
  add(record: GameRecord, name?: string): string;
  /** The next append(All), undo or redo fails with this message (code IO), writing nothing. */
  failNext(message: string): void;
  /** The next append(All), undo or redo waits until the returned function is called. */
  holdNext(): () => void;
}

const NOW = '2025-11-29T20:00:00.000Z';
let counter = 0;

export function createFakeTableApi(): FakeTableApi {
  const games = new Map<string, StoredGame>();
  const appended: GameEvent[] = [];
  const stamps: (string | undefined)[] = [];
  const calls: string[] = [];
  let failure: string | undefined;
  let hold: Promise<void> | undefined;

  const missing = () => fail('NOT_FOUND', 'There is no such session.');
  const current = (game: StoredGame) => game.snapshots.at(-1) as GameSnapshot;
  /** As the store: a change from a view that has seen another number of events is refused. */
  const stale = (game: StoredGame, expected: number | undefined) =>
    expected !== undefined && expected !== game.record.events.length
      ? fail('CONFLICT', 'This game was changed elsewhere.')
      : undefined;

  function info(id: string, game: StoredGame): SessionInfo {
    const snapshot = current(game);
    const status = statusOf(snapshot);
    return {
      id,
      name: game.name,
      created: NOW,
      lastPlayed: NOW,
      players: snapshot.context.players.map((p) => ({
        id: p.id,
        name: p.name,
        color: p.color,
        score: p.score,
      })),
      options: game.record.options,
      status: status === 'setup' ? 'playing' : status,
      turn: snapshot.context.turn.number,
      eventCount: game.record.events.length,
      canUndo: game.record.events.length > 0,
      canRedo: game.redo.length > 0,
    };
  }
  const state = (id: string, game: StoredGame): SessionState => ({
    info: info(id, game),
    summary: summarize(current(game)),
  });

  /** The store's gate: a held change waits, a failing one fails, then the work runs. */
  async function change<T extends ChangeResult | SeriesResult>(
    name: string,
    id: string,
    work: (game: StoredGame) => IpcResult<T>,
  ): Promise<IpcResult<T>> {
    calls.push(name);
    if (hold) {
      const waiting = hold;
      hold = undefined;
      await waiting;
    }
    const game = games.get(id);
    if (!game) return missing();
    if (failure !== undefined) {
      const message = failure;
      failure = undefined;
      return fail('IO', message);
    }
    return work(game);
  }

  /**
   * As the store: every event checked against the state after the ones before it, then all of
   * them kept (and recorded in `appended`, in order), or none.
   */
  function keepAll(
    game: StoredGame,
    inputs: readonly unknown[],
    expected: number | undefined,
    refusal: (error: string, index: number) => string,
  ): IpcResult<GameEvent[]> {
    const conflict = stale(game, expected);
    if (conflict) return conflict;
    const events: GameEvent[] = [];
    const snapshots: GameSnapshot[] = [];
    let snapshot = current(game);
    for (const [i, input] of inputs.entries()) {
      const parsed = parseEvent(input);
      if (!parsed.ok) return fail('INVALID_EVENT', refusal(parsed.error, i));
      const next = step(snapshot, parsed.value);
      if (!next.ok) return fail('INVALID_EVENT', refusal(next.error, i));
      events.push(parsed.value);
      snapshots.push(next.snapshot);
      snapshot = next.snapshot;
    }
    game.record.events.push(...events);
    game.snapshots.push(...snapshots);
    game.redo = [];
    for (const { at, ...unstamped } of events) {
      appended.push(unstamped as GameEvent);
      stamps.push(at);
    }
    return ok(events);
  }

  function add(record: GameRecord, name = 'Game'): string {
    const replayed = replayRecord(record, { keepHistory: true });
    if (!replayed.ok) throw new Error(`test record does not replay: ${replayed.error}`);
    counter += 1;
    const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
    games.set(id, {
      name,
      record: structuredClone(replayed.record),
      snapshots: [...(replayed.history ?? []), replayed.snapshot],
      redo: [],
    });
    return id;
  }

  const unsupported = async () => fail('INTERNAL', 'not part of the table fake');

  const api: FakeTableApi = {
    games,
    appended,
    stamps,
    calls,
    add,
    failNext: (message) => {
      failure = message;
    },
    holdNext: () => {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    onMenuCommand: (_listener: (command: MenuCommand) => void) => () => {},
    onSessionChanged: (_listener: (id: string) => void) => () => {},
    onAppNotice: () => () => {},
    sessions: {
      list: async () => ok({ sessions: [...games].map(([id, g]) => info(id, g)), warnings: [] }),
      listNewest: async (count) => {
        const sessions = [...games].map(([id, g]) => info(id, g));
        return ok({ sessions: sessions.slice(0, count), total: sessions.length, warnings: [] });
      },
      create: async (name, header) => {
        const parsed = parseHeader(header);
        if (!parsed.ok) return fail('INVALID_RECORD', parsed.error);
        return ok({ id: add({ ...parsed.value, events: [] }, name) });
      },
      open: async (id) => {
        const game = games.get(id);
        if (!game) return missing();
        return ok({ ...state(id, game), record: structuredClone(game.record), warnings: [] });
      },
      append: (id, input, expected) =>
        change('append', id, (game) => {
          const kept = keepAll(game, [input], expected, (error) => error);
          return kept.ok ? ok({ ...state(id, game), event: kept.value[0] as GameEvent }) : kept;
        }),
      appendAll: (id, inputs, expected) =>
        change('appendAll', id, (game) => {
          const kept = keepAll(
            game,
            inputs,
            expected,
            (error, i) => `move ${i + 1} of ${inputs.length}: ${error}`,
          );
          return kept.ok ? ok({ ...state(id, game), events: kept.value }) : kept;
        }),
      undo: (id, expected) =>
        change('undo', id, (game) => {
          const conflict = stale(game, expected);
          if (conflict) return conflict;
          const event = game.record.events.pop();
          if (!event) return fail('NOTHING_TO_UNDO', 'There is nothing to undo.');
          game.snapshots.pop();
          game.redo.push(event);
          return ok({ ...state(id, game), event });
        }),
      redo: (id, expected) =>
        change('redo', id, (game) => {
          const conflict = stale(game, expected);
          if (conflict) return conflict;
          const event = game.redo.at(-1);
          if (!event) return fail('NOTHING_TO_REDO', 'There is nothing to redo.');
          const next = step(current(game), event);
          if (!next.ok) return fail('INVALID_EVENT', next.error);
          game.redo.pop();
          game.record.events.push(event);
          game.snapshots.push(next.snapshot);
          return ok({ ...state(id, game), event });
        }),
      rename: async (id, name) => {
        const game = games.get(id);
        if (!game) return missing();
        game.name = name;
        return ok(info(id, game));
      },
      delete: unsupported,
      listTrash: async () => ok<TrashList>({ sessions: [], warnings: [] }),
      restore: unsupported,
      emptyTrash: async () => ok(0),
      export: async (id) => {
        const game = games.get(id);
        return game ? ok(JSON.stringify(game.record)) : missing();
      },
      import: unsupported,
      repair: unsupported,
    },
    profiles: {
      list: async () => ok({ profiles: [], warnings: [] }),
      save: unsupported,
      delete: unsupported,
    },
    nights: {
      list: async () => ok({ nights: [], current: null, warnings: [] }),
      create: unsupported,
      end: unsupported,
      addSession: unsupported,
      rematch: unsupported,
    },
    stats: {
      records: async () => ok({ records: [], omitted: 0, warnings: [] }),
      games: async (part = 0) =>
        ok(statsGamesPart(packStatsGames([], []), part, 1, STATS_PART_GAMES)),
    },
    devices: {
      invite: unsupported,
      join: unsupported,
      list: async () => ok({ devices: [], sharing: null, inviteOpen: false, openInvite: null }),
      revoke: unsupported,
      stopSharing: unsupported,
      me: async () => ok({ role: 'host' as const, name: null }),
    },
    app: {
      info: async () => ok({ name: 'Meeple Ledger', version: '0.0.0', mode: 'browser' as const }),
      openExternal: async () => ok(null),
      openPresenter: async () => ok(null),
    },
  };
  return api;
}

// ---- records ----

export const PLAYERS = {
  ana: { id: 'ana', name: 'Ana', color: 'red' },
  ben: { id: 'ben', name: 'Ben', color: 'blue' },
  cleo: { id: 'cleo', name: 'Cleo', color: 'green' },
} as const;

export function gameRecord(
  events: GameEvent[],
  options: { players?: (keyof typeof PLAYERS)[]; expansions?: Expansion[] } = {},
): GameRecord {
  return {
    format: RECORD_FORMAT,
    players: (options.players ?? ['ana', 'ben']).map((id) => ({ ...PLAYERS[id] })),
    options: { edition: 'C3', expansions: options.expansions ?? [] },
    events,
  };
}

export interface OpenedTable {
  api: FakeTableApi;
  id: string;
  session: GameSession;
  dispose: () => void;
}

/** A real GameSession over the fake store, opened the way App opens one (read-only: why). */
export async function openSession(record: GameRecord, readOnly?: string): Promise<OpenedTable> {
  const api = createFakeTableApi();
  const id = api.add(record);
  const opened = await api.sessions.open(id);
  if (!opened.ok) throw new Error(opened.error.message);
  return createRoot((dispose) => ({
    api,
    id,
    dispose,
    session: createGameSession(api, id, opened.value.record, { ...opened.value.info, readOnly }),
  }));
}
