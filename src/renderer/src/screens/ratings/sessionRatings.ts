import type { Profile, SessionInfo } from '../../../../shared/ipc/types';
import { profileIdentity } from '../../../../shared/ratings/identity';
import {
  type RatingsTable,
  ratedGameOfSession,
  ratings,
  winChances,
} from '../../../../shared/ratings/openSkill';

/** The group's ratings for the chances before a game, and a way to ask them. */
export interface SessionRatings {
  table: RatingsTable;
  keyOf: (name: string) => string;
  /** The chances of these players (keys), in order. */
  chances: (keys: readonly string[]) => number[];
}

/** The ratings from the session list: every finished game, oldest first, but `exclude`. */
export function ratingsOfSessions(
  sessions: readonly SessionInfo[],
  profiles: readonly Pick<Profile, 'id' | 'name'>[],
  exclude?: string,
): SessionRatings {
  const seat = profileIdentity(profiles);
  const keyOf = (name: string) => seat({ name });
  const oldestFirst = [...sessions]
    .filter((s) => s.id !== exclude)
    .sort((a, b) => (a.lastPlayed < b.lastPlayed ? -1 : a.lastPlayed > b.lastPlayed ? 1 : 0));
  const table = ratings(oldestFirst.flatMap((s) => ratedGameOfSession(s, keyOf) ?? []));
  return { table, keyOf, chances: (keys) => winChances(table, keys) };
}
