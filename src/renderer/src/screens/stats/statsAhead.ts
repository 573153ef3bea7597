import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import { askStatsGames } from './askStatsGames';

/**
 * The statistics' answers asked for as their button is pressed: a click lands when the button
 * is released, a tenth of a second later, and with 2,000 games the answer takes about that
 * long to come (a megabyte, read from the store's memory). The screen the click opens takes
 * what was asked, instead of asking again.
 *
 * Kept for a moment only: a press that never became a click (the pointer slid off the
 * button) leaves an answer that the next visit does not use.
 */
export const STATS_AHEAD_MS = 1500;

type Answers = Pick<Asked, 'games' | 'profiles'>;
interface Asked {
  at: number;
  games: ReturnType<typeof askStatsGames>;
  profiles: ReturnType<MeepleLedgerApi['profiles']['list']>;
}

let asked: Asked | undefined;

/** Asks for the statistics' answers now, unless they were asked for a moment ago. */
export function askStatsAhead(api: MeepleLedgerApi, now = performance.now()): void {
  if (asked && now - asked.at <= STATS_AHEAD_MS) return;
  asked = { at: now, games: askStatsGames(api), profiles: api.profiles.list() };
}

/** The answers asked for a moment ago, once (undefined when none, or when too old). */
export function takeStatsAhead(now = performance.now()): Answers | undefined {
  const taken = asked;
  asked = undefined;
  return taken && now - taken.at <= STATS_AHEAD_MS
    ? { games: taken.games, profiles: taken.profiles }
    : undefined;
}
