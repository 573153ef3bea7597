import type { GameFacts, PlayerFacts } from '../stats/gameFacts';
import { standingKey } from '../stats/nightStandings';

/** Who a seat of a game is, across games. */
export type SeatIdentity = (player: PlayerFacts, game: GameFacts) => string;

/**
 * The identity a record alone can tell: the regular the seat names (`profile: <id>`), else the
 * name, trimmed and case-insensitive. The same keys as the statistics screen's (`profile:<id>`
 * or the name key), which also matches names to profiles it knows.
 */
export const recordIdentity: SeatIdentity = (player) => {
  const profile = player.entry.profile;
  return typeof profile === 'string' && profile !== ''
    ? `profile:${profile}`
    : standingKey(player.name);
};
