import { vi } from 'vitest';
import { statusOf } from '../../../src/shared/game/gameSnapshot';
import type { MeepleLedgerApi } from '../../../src/shared/ipc/api';
import type { MenuCommand } from '../../../src/shared/ipc/channelList';
import { fail, type IpcResult, ok } from '../../../src/shared/ipc/result';
import type { SessionInfo, TrashedSessionInfo } from '../../../src/shared/ipc/types';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent, GameRecord, RecordHeader } from '../../../src/shared/record/schema';
import { parseHeader } from '../../../src/shared/record/schema';
import { summarize } from '../../../src/shared/record/summary';

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
  /** Adds a session; returns its id. */
  add(record: GameRecord, name?: string, lastPlayed?: string): string;
  /** Warnings `open` returns. */
  openWarnings: string[];
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
  const live = (id: string) => {
    const s = store.get(id);
    return s && !s.deletedAt ? s : undefined;
  };
  const missing = () => fail('NOT_FOUND', 'There is no such session.');
  const fn = <A extends unknown[], R>(impl: (...args: A) => R) =>
    vi.fn(async (...args: A): Promise<Awaited<R>> => await impl(...args));

  const add = (record: GameRecord, name = 'Game', lastPlayed = '2025-11-29T20:00:00.000Z') => {
    const id = fakeId();
    store.set(id, { id, name, created: lastPlayed, lastPlayed, record, redo: [] });
    return id;
  };

  const api: FakeApi = {
    store,
    openWarnings: [] as string[],
    add,
    menu: (command: MenuCommand) => {
      for (const listener of listeners) listener(command);
    },
    onMenuCommand: vi.fn((listener: (command: MenuCommand) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    sessions: {
      list: fn(() =>
        ok({
          sessions: [...store.values()]
            .filter((s) => !s.deletedAt)
            .sort((a, b) => b.lastPlayed.localeCompare(a.lastPlayed))
            .map(info),
          warnings: [],
        }),
      ),
      create: fn((name: string, header: unknown) => {
        const parsed = parseHeader(header);
        if (!parsed.ok) return fail('INVALID_PAYLOAD', parsed.error);
        return ok({ id: add({ ...(parsed.value as RecordHeader), events: [] }, name) });
      }),
      open: fn((id: string) => {
        const s = live(id);
        if (!s) return missing();
        return ok({ ...state(s), record: structuredClone(s.record), warnings: api.openWarnings });
      }),
      append: fn((id: string, event: GameEvent) => {
        const s = live(id);
        if (!s) return missing();
        s.record.events.push(event);
        s.redo = [];
        return ok({ ...state(s), event });
      }),
      undo: fn((id: string) => {
        const s = live(id);
        if (!s) return missing();
        const event = s.record.events.pop();
        if (!event) return fail('NOTHING_TO_UNDO', 'Nothing to undo.');
        s.redo.push(event);
        return ok({ ...state(s), event });
      }),
      redo: fn((id: string) => {
        const s = live(id);
        if (!s) return missing();
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
      export: fn((id: string) => {
        const s = live(id);
        return s ? ok(JSON.stringify(s.record, null, 2)) : missing();
      }),
      import: fn((text: string): IpcResult<{ id: string }> => {
        let input: unknown;
        try {
          input = JSON.parse(text);
        } catch {
          return fail('INVALID_RECORD', 'record: not valid JSON');
        }
        const replayed = replayRecord(input);
        if (!replayed.ok) return fail('INVALID_RECORD', replayed.error);
        const name = (input as { name?: string }).name ?? 'Imported game';
        return ok({ id: add(replayed.record, name, '2025-11-30T10:00:00.000Z') });
      }),
    },
    app: {
      info: fn(() => ok({ name: 'Meeple Ledger', version: '0.1.0', mode: 'browser' as const })),
      openExternal: fn((_url: string) => ok(null)),
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
