import type { GameSnapshot } from '../../../shared/game/gameSnapshot';
import { sameEvent } from '../../../shared/record/sameEvent';
import type { GameEvent } from '../../../shared/record/schema';
import { t, tn } from '../i18n';

/** The store's error code when another window or device changed the game first. */
export const CONFLICT_CODE = 'CONFLICT';

/** What the other device did to the events this screen had: played on, took back, or both. */
type Difference =
  | { kind: 'played'; n: number; last: string }
  | { kind: 'undone'; n: number; last?: string }
  | { kind: 'changed'; last?: string }
  | { kind: 'none' };

function difference(
  mine: readonly GameEvent[],
  theirs: readonly GameEvent[],
  theirHistory: readonly GameSnapshot[],
  describe: (before: GameSnapshot, event: GameEvent) => string,
  now?: GameSnapshot,
): Difference {
  let shared = 0;
  const limit = Math.min(mine.length, theirs.length);
  while (shared < limit && sameEvent(mine[shared], theirs[shared])) shared++;
  if (shared === mine.length && shared === theirs.length) return { kind: 'none' };
  if (shared === mine.length) {
    const last = theirs.at(-1) as GameEvent;
    const before = theirHistory[theirs.length - 1];
    return {
      kind: 'played',
      n: theirs.length - shared,
      last: before ? describe(before, last) : last.type,
    };
  }
  if (shared === theirs.length) {
    // One move taken back: it is named, told from the game as it is now (the state it was
    // played from). "Another device took back a move" did not say which (newcomer finding).
    const n = mine.length - shared;
    const taken = mine[shared];
    return n === 1 && now && taken
      ? { kind: 'undone', n, last: describe(now, taken) }
      : { kind: 'undone', n };
  }
  // The last tap taken back and made again (Lay it down instead, a score corrected): what it
  // is now, as a move played is said.
  const last = theirs.at(-1) as GameEvent;
  const before = theirHistory[theirs.length - 1];
  return theirs.length - shared <= 2 && before
    ? { kind: 'changed', last: describe(before, last) }
    : { kind: 'changed' };
}

/**
 * A tap the store refused because another device changed the game first: what that device
 * did, told from the events this screen had and the events the store has now. `describe`
 * tells an event in words.
 */
export function conflictMessage(
  mine: readonly GameEvent[],
  theirs: readonly GameEvent[],
  theirHistory: readonly GameSnapshot[],
  describe: (before: GameSnapshot, event: GameEvent) => string,
): string {
  const what = difference(mine, theirs, theirHistory, describe);
  if (what.kind === 'played') return tn('session.conflictPlayed', what.n, { last: what.last });
  if (what.kind === 'undone') return tn('session.conflictUndone', what.n);
  return t('session.conflictChanged');
}

/**
 * The game shown again after another device's change (no tap of this screen refused): what
 * it did, or undefined when the moves are the same (a rename, a redo given up).
 */
export function changedElsewhereMessage(
  mine: readonly GameEvent[],
  theirs: readonly GameEvent[],
  theirHistory: readonly GameSnapshot[],
  describe: (before: GameSnapshot, event: GameEvent) => string,
  /** The game as it is now: a move taken back is named from it. */
  now?: GameSnapshot,
): string | undefined {
  const what = difference(mine, theirs, theirHistory, describe, now);
  if (what.kind === 'played') return tn('session.elsewherePlayed', what.n, { last: what.last });
  if (what.kind === 'undone')
    return what.last
      ? t('session.elsewhereUndoneMove', { last: what.last })
      : tn('session.elsewhereUndone', what.n);
  if (what.kind === 'changed')
    return what.last
      ? t('session.elsewhereChangedTo', { last: what.last })
      : t('session.elsewhereChanged');
  return undefined;
}
