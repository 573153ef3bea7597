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

/**
 * Who a seat is when the regulars are known: the profile the record names (`profile: <id>`,
 * if it still exists), else the profile of that name, else the name itself. So a regular is
 * one player across every game, however written.
 */
export function profileIdentity(
  profiles: readonly { id: string; name: string }[],
): (seat: { name: string; profile?: unknown }) => string {
  const byId = new Set(profiles.map((p) => p.id));
  const byName = new Map(profiles.map((p) => [standingKey(p.name), p.id]));
  return (seat) => {
    if (typeof seat.profile === 'string' && byId.has(seat.profile))
      return `profile:${seat.profile}`;
    const named = byName.get(standingKey(seat.name));
    return named ? `profile:${named}` : standingKey(seat.name);
  };
}
