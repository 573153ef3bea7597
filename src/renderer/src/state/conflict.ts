import type { GameSnapshot } from '../../../shared/game/gameSnapshot';
import type { GameEvent } from '../../../shared/record/schema';
import { t, tn } from '../i18n';

/** The store's error code when another window or device changed the game first. */
export const CONFLICT_CODE = 'CONFLICT';

/**
 * What the other device did, told from the events this screen had and the events the store has
 * now: moves played on top, moves taken back, or both. `describe` tells an event in words.
 */
export function conflictMessage(
  mine: readonly GameEvent[],
  theirs: readonly GameEvent[],
  theirHistory: readonly GameSnapshot[],
  describe: (before: GameSnapshot, event: GameEvent) => string,
): string {
  let shared = 0;
  const limit = Math.min(mine.length, theirs.length);
  while (shared < limit && sameEvent(mine[shared], theirs[shared])) shared++;
  if (shared === mine.length && theirs.length > shared) {
    const last = theirs.at(-1) as GameEvent;
    const before = theirHistory[theirs.length - 1];
    const lastText = before ? describe(before, last) : last.type;
    return tn('session.conflictPlayed', theirs.length - shared, { last: lastText });
  }
  if (shared === theirs.length && mine.length > shared) {
    return tn('session.conflictUndone', mine.length - shared);
  }
  return t('session.conflictChanged');
}

const sameEvent = (a: GameEvent | undefined, b: GameEvent | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);
