import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { NewSession } from '../../../src/main/store';
import { nodeFs, StoreError, type StoreErrorCode, type StoreFs } from '../../../src/main/store';
import type { GameEvent, Player } from '../../../src/shared/record/schema';
import { drawableTiles } from '../../../src/shared/tiles/catalog';

/** Test helpers for the session store: temp folders, legal events, a file system that fails. */

export const PLAYERS: Player[] = [
  { id: 'p1', name: 'Ana', color: 'red' },
  { id: 'p2', name: 'Ben', color: 'blue' },
];

export function newSession(name = 'Friday night'): NewSession {
  return { name, players: PLAYERS, options: { edition: 'C3', expansions: [] } };
}

/** Awaits a store call that must fail, and checks it failed with a StoreError of that code. */
export async function expectStoreError(
  promise: Promise<unknown>,
  code: StoreErrorCode,
): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).code).toBe(code);
  return error as StoreError;
}

export async function makeTempDir(prefix = 'meeple-store-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

const BASE_TILES = Object.entries(drawableTiles('C3', []));

/**
 * The next event of a simple legal 2-player base game after `events`: draw, place, endTurn
 * with a tile that still has copies, and, when `variant % 3 === 2` (or once the deck is empty
 * and final scoring has begun), an `adjust`, which is valid at any time.
 */
export function nextLegalEvent(events: readonly GameEvent[], variant = 0): GameEvent {
  const adjust: GameEvent = {
    type: 'adjust',
    player: events.length % 2 === 0 ? 'p1' : 'p2',
    points: (events.length % 7) - 3 || 1,
  };
  if (variant % 3 === 2) return adjust;
  let lastMove: GameEvent | undefined;
  const drawn = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'adjust') continue;
    lastMove = event;
    if (event.type === 'draw') drawn.set(event.tile, (drawn.get(event.tile) ?? 0) + 1);
  }
  if (lastMove?.type === 'draw') return { type: 'place' };
  if (lastMove?.type === 'place') return { type: 'endTurn' };
  const left = BASE_TILES.filter(([id, copies]) => (drawn.get(id) ?? 0) < copies);
  if (left.length === 0) return adjust; // final scoring: corrections only
  const [tile] = left[variant % left.length] as [string, number];
  return { type: 'draw', tile };
}

/** `count` legal events (draws, places, endTurns, and an adjust every third). */
export function legalEvents(count: number, adjustEvery = 3): GameEvent[] {
  const events: GameEvent[] = [];
  while (events.length < count) {
    const variant = events.length % adjustEvery === adjustEvery - 1 ? 2 : 0;
    events.push(nextLegalEvent(events, variant));
  }
  return events;
}

export type FsOp = keyof StoreFs | 'write' | 'sync' | 'truncate' | 'close';

export interface Fault {
  op: FsOp;
  code: string;
  /** Only for paths containing this. */
  pathIncludes?: string;
  /** Fail this many times (default: until cleared). */
  times?: number;
  /** For 'write': write this many bytes first, then fail (a partial write). */
  partialBytes?: number;
}

/** A StoreFs over the real one that fails the calls listed in `faults` with an errno code. */
export function faultyFs(base: StoreFs = nodeFs) {
  const faults: Fault[] = [];
  const calls: { op: FsOp; path: string }[] = [];
  const errorFor = (op: FsOp, path: string): { error: Error; fault: Fault } | undefined => {
    calls.push({ op, path });
    const fault = faults.find(
      (f) => f.op === op && (f.pathIncludes === undefined || path.includes(f.pathIncludes)),
    );
    if (!fault) return undefined;
    if (fault.times !== undefined && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
    const error = Object.assign(new Error(`${fault.code}: injected (${op} ${path})`), {
      code: fault.code,
    });
    return { error, fault };
  };
  const check = (op: FsOp, path: string) => {
    const hit = errorFor(op, path);
    if (hit) throw hit.error;
  };
  const fs: StoreFs = {
    async open(path, flags) {
      check('open', path);
      const handle = await base.open(path, flags);
      return {
        async write(buffer, offset, length, position) {
          const hit = errorFor('write', path);
          if (hit) {
            if (hit.fault.partialBytes) {
              await handle.write(
                buffer,
                offset,
                Math.min(length, hit.fault.partialBytes),
                position,
              );
            }
            throw hit.error;
          }
          return handle.write(buffer, offset, length, position);
        },
        async sync() {
          check('sync', path);
          return handle.sync();
        },
        async truncate(length) {
          check('truncate', path);
          return handle.truncate(length);
        },
        close: () => handle.close(),
      };
    },
    async readFile(path) {
      check('readFile', path);
      return base.readFile(path);
    },
    async readText(path) {
      check('readText', path);
      return base.readText(path);
    },
    async writeText(path, text) {
      check('writeText', path);
      return base.writeText(path, text);
    },
    async readdir(path) {
      check('readdir', path);
      return base.readdir(path);
    },
    async stat(path) {
      check('stat', path);
      return base.stat(path);
    },
    async rename(from, to) {
      check('rename', `${from} -> ${to}`);
      return base.rename(from, to);
    },
    async unlink(path) {
      check('unlink', path);
      return base.unlink(path);
    },
    async mkdirp(path) {
      check('mkdirp', path);
      return base.mkdirp(path);
    },
    async syncDir(path) {
      check('syncDir', path);
      return base.syncDir(path);
    },
  };
  return {
    fs,
    calls,
    fail(fault: Fault) {
      faults.push({ ...fault });
    },
    clear() {
      faults.length = 0;
    },
  };
}
