import { createHash } from 'node:crypto';
import type { GameEvent } from '../../shared/record/schema';
import type { StoreFs } from './fsLayer';
import { TEMP_SUFFIX } from './layout';

/**
 * What was acknowledged, kept beside each journal (`<id>.ack.json`): the number of effective
 * events and a running hash of them. Written (atomically: temp file, rename) after every
 * change is on disk, so it never claims more than the journal has; not fsynced, so after a
 * power cut it may lag by the last change, which is fine: a journal with more than was
 * acknowledged loses nothing. A journal with fewer moves, or different ones, was cut or
 * changed from outside, and `compareWithAck` says exactly how.
 *
 * The hash covers the effective events (not the journal's lines), so compacting undo/redo
 * lines away keeps it valid.
 */
export interface AckRecord {
  v: 1;
  /** Effective events acknowledged. */
  count: number;
  /** chain[count] of those events (see `nextLink`). */
  hash: string;
}

export const ACK_SUFFIX = '.ack.json';

const SEED = createHash('sha256').update('meeple-ledger/events').digest('hex');

/** The running hash after one more event. */
export function nextLink(previous: string, event: GameEvent): string {
  return createHash('sha256').update(previous).update(JSON.stringify(event)).digest('hex');
}

/** chain[i] is the running hash of the first i events (chain[0]: none). */
export function eventChain(events: readonly GameEvent[]): string[] {
  const chain = [SEED];
  for (const event of events) chain.push(nextLink(chain.at(-1) as string, event));
  return chain;
}

export async function readAck(fs: StoreFs, path: string): Promise<AckRecord | undefined> {
  try {
    const value = JSON.parse(await fs.readText(path)) as Partial<AckRecord>;
    if (
      value.v === 1 &&
      Number.isSafeInteger(value.count) &&
      (value.count as number) >= 0 &&
      typeof value.hash === 'string' &&
      /^[0-9a-f]{64}$/.test(value.hash)
    ) {
      return { v: 1, count: value.count as number, hash: value.hash };
    }
  } catch {
    // missing or unreadable: nothing to compare with (an older session); written afresh
  }
  return undefined;
}

/** Every ack is this long (padded with spaces), so that the next one overwrites it in place. */
const ACK_LENGTH = 160;
const encoder = new TextEncoder();

/**
 * Best effort: a failure here never fails a change that is already on disk. The ack is
 * overwritten in place with one write of a fixed length (no new file, no rename: nothing more
 * for the journal's next fsync to carry); only the first is made with a temporary file and a
 * rename. A write torn by a crash reads as no ack, which is then written afresh.
 */
export async function writeAck(fs: StoreFs, path: string, ack: AckRecord): Promise<void> {
  const text = JSON.stringify(ack);
  const bytes = encoder.encode(`${text}${' '.repeat(Math.max(0, ACK_LENGTH - 1 - text.length))}\n`);
  try {
    const handle = await fs.open(path, 'r+');
    try {
      const { bytesWritten } = await handle.write(bytes, 0, bytes.length, 0);
      if (bytesWritten !== bytes.length) throw new Error('short write');
    } finally {
      await handle.close();
    }
    return;
  } catch {
    // not there yet (or unwritable): make it whole, below
  }
  const temp = `${path}${TEMP_SUFFIX}`;
  try {
    await fs.writeText(temp, new TextDecoder().decode(bytes));
    await fs.rename(temp, path);
  } catch {
    await fs.unlink(temp).catch(() => undefined);
  }
}

export type AckComparison =
  | { ok: true }
  /** The journal ends before the acknowledged moves: `present` of `acknowledged` are there. */
  | { ok: false; kind: 'short'; present: number; acknowledged: number }
  /** As many moves or more, but the first `acknowledged` are not the ones that were saved. */
  | { ok: false; kind: 'changed'; acknowledged: number };

/**
 * Compares a journal's effective events with what was acknowledged. `chain` is the running
 * hash of the journal's effective events; `withoutLast` that of the journal without its last
 * line (a change written but not yet acknowledged when the app stopped, such as an undo, may
 * leave fewer effective events than the ack: that is not damage).
 */
export function compareWithAck(
  ack: AckRecord,
  chain: readonly string[],
  withoutLast: () => readonly string[],
): AckComparison {
  const count = chain.length - 1;
  if (count >= ack.count && chain[ack.count] === ack.hash) return { ok: true };
  const before = withoutLast();
  if (before.length - 1 === ack.count && before.at(-1) === ack.hash) return { ok: true };
  if (count < ack.count)
    return { ok: false, kind: 'short', present: count, acknowledged: ack.count };
  return { ok: false, kind: 'changed', acknowledged: ack.count };
}

/** The first move (1-based) where two event lists differ, or undefined if one extends the other. */
export function firstDifference(
  mine: readonly GameEvent[],
  theirs: readonly GameEvent[],
): number | undefined {
  const limit = Math.min(mine.length, theirs.length);
  for (let i = 0; i < limit; i++) {
    if (JSON.stringify(mine[i]) !== JSON.stringify(theirs[i])) return i + 1;
  }
  return undefined;
}
