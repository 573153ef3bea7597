import { statusOf } from '../../shared/game/gameSnapshot';
import type { SessionInfo } from '../../shared/ipc/types';
import type { StoreFs, StoreStat } from './fsLayer';
import type { SessionModel } from './sessionModel';

/**
 * Metadata for the session list, kept beside each journal in `<id>.meta.json` so that listing
 * hundreds of sessions reads one small file each instead of replaying every game.
 *
 * A sidecar is a cache, never the truth: it records the journal's size and modification time
 * when it was written, and one that differs from the journal's (or that is missing or
 * unreadable) is rebuilt from the journal. It is written without fsync (temp file + rename)
 * for that reason. The store only ever appends to a journal or cuts a torn tail back to a
 * length it had before, so equal size means the same content; the time catches a journal
 * changed by anything else.
 */

export type {
  SessionInfo,
  SessionPlayerInfo,
  SessionStatus,
  TrashedSessionInfo,
} from '../../shared/ipc/types';

export const SIDECAR_VERSION = 1;

export interface Sidecar {
  v: typeof SIDECAR_VERSION;
  journalSize: number;
  journalMtimeMs: number;
  info: SessionInfo;
  /** The running hash of the effective events it describes (integrity.ts), to match the ack. */
  hash?: string;
  deletedAt?: string;
}

export function describeSession(model: SessionModel, lastPlayed: string): SessionInfo {
  const game = model.snapshot.context;
  const status = statusOf(model.snapshot);
  const scores = new Map(game.players.map((p) => [p.id, p.score]));
  return {
    id: model.id,
    name: model.name,
    created: model.created,
    lastPlayed,
    players: model.header.players.map((p) => ({
      id: p.id,
      name: p.name,
      color: p.color,
      score: scores.get(p.id) ?? 0,
    })),
    options: model.header.options,
    status: status === 'setup' ? 'playing' : status,
    turn: game.turn.number,
    eventCount: model.events.length,
    canUndo: model.events.length > 0,
    canRedo: model.redo.length > 0,
  };
}

const STATUSES: readonly string[] = ['playing', 'final-scoring', 'finished'];

function isInfo(value: unknown, id: string): value is SessionInfo {
  const info = value as SessionInfo | null;
  return (
    typeof info === 'object' &&
    info !== null &&
    info.id === id &&
    typeof info.name === 'string' &&
    typeof info.created === 'string' &&
    typeof info.lastPlayed === 'string' &&
    Array.isArray(info.players) &&
    info.players.every((p) => typeof p?.id === 'string' && typeof p.score === 'number') &&
    typeof info.options === 'object' &&
    info.options !== null &&
    STATUSES.includes(info.status) &&
    Number.isInteger(info.turn) &&
    Number.isInteger(info.eventCount) &&
    typeof info.canUndo === 'boolean' &&
    typeof info.canRedo === 'boolean'
  );
}

/** The sidecar at `path` if it is readable and was written for the journal as `journal` is now. */
export async function readSidecar(
  fs: StoreFs,
  path: string,
  id: string,
  journal: StoreStat,
): Promise<Sidecar | undefined> {
  let value: Partial<Sidecar>;
  try {
    value = JSON.parse(await fs.readText(path)) as Partial<Sidecar>;
  } catch {
    return undefined;
  }
  if (
    value?.v !== SIDECAR_VERSION ||
    value.journalSize !== journal.size ||
    value.journalMtimeMs !== journal.mtimeMs ||
    !isInfo(value.info, id) ||
    (value.hash !== undefined && typeof value.hash !== 'string') ||
    (value.deletedAt !== undefined && typeof value.deletedAt !== 'string')
  ) {
    return undefined;
  }
  return value as Sidecar;
}

/** Best effort: a sidecar that fails to be written is rebuilt later. */
export async function writeSidecar(fs: StoreFs, path: string, sidecar: Sidecar): Promise<boolean> {
  // A temp name of its own: two writes of one sidecar may overlap (the last rename wins, and
  // either one is self-consistent).
  const temp = `${path}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  try {
    await fs.writeText(temp, JSON.stringify(sidecar));
    await fs.rename(temp, path);
    return true;
  } catch {
    await fs.unlink(temp).catch(() => undefined);
    return false;
  }
}
