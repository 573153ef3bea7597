import { winningScore } from '../game/results';
import type { NightStanding, SessionInfo } from '../ipc/types';

/**
 * The running standings of a game night, from the session list's infos (players, scores,
 * status): no replay. Used by the profile store (src/main/store/profiles.ts) for `nights:list`.
 */

/** A name as people at the table compare names: trimmed, case-insensitive. */
export const standingKey = (name: string): string => name.normalize('NFC').trim().toLowerCase();

/**
 * Wins (ties all win) and points over the finished games, and the points so far in the games
 * still going. Players are matched by name, trimmed and case-insensitive, as the people at the
 * table do. Most wins first, then points, then points in play.
 */
export function nightStandings(games: readonly SessionInfo[]): NightStanding[] {
  const rows = new Map<string, NightStanding>();
  for (const game of games) {
    const best = Math.max(...game.players.map((p) => p.score));
    const winning = winningScore(game.players.map((p) => p.score));
    const finished = game.status === 'finished';
    for (const player of game.players) {
      const key = standingKey(player.name);
      const row = rows.get(key) ?? {
        key,
        name: player.name.trim(),
        color: player.color,
        games: 0,
        wins: 0,
        points: 0,
        inPlay: 0,
      };
      rows.set(key, row);
      row.name = player.name.trim();
      row.color = player.color;
      if (!finished) {
        row.inPlay += player.score;
        continue;
      }
      row.games += 1;
      row.points += player.score;
      if (player.score === best && best === winning) row.wins += 1;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.wins - a.wins ||
      b.points - a.points ||
      b.inPlay - a.inPlay ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}
