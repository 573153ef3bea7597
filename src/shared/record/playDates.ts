import { parseTimestamp } from '../stats/gameFacts';
import type { GameEvent } from './schema';

/**
 * When a recorded game was played, read from its events' `at` stamps: the first and the last,
 * as ISO 8601 in UTC, leaving out any later than `now` (a clock that was wrong). Undefined when
 * no event carries a usable stamp. An imported game is dated by them, not by the import.
 */
export function playDates(
  events: readonly GameEvent[],
  now: Date,
): { first: string; last: string } | undefined {
  const limit = now.getTime();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    const at = parseTimestamp(event.at);
    if (at === undefined || at > limit) continue;
    if (at < first) first = at;
    if (at > last) last = at;
  }
  if (!Number.isFinite(first)) return undefined;
  return { first: new Date(first).toISOString(), last: new Date(last).toISOString() };
}
