import { ordinal, predictWin, type Rating, rate, rating } from 'openskill';
import type { SessionInfo } from '../ipc/types';
import type { GameFacts } from '../stats/gameFacts';
import type { SeatIdentity } from './identity';

/**
 * Ratings of the group's players with OpenSkill (the `openskill` package's default
 * Plackett-Luce model): every finished game, in the order played, moves the ratings of its
 * players, ranked by their final scores (equal scores share a rank). A player's skill is a
 * belief, mu ± sigma; the leaderboard sorts by the ordinal, mu − 3·sigma, which rises as the
 * group becomes sure of a player.
 */

/** One seat of a finished game, as the ratings need it. */
export interface RatedSeat {
  /** Who it is across games (a regular's profile, else the name). */
  readonly key: string;
  readonly name: string;
  readonly score: number;
}

/** A finished game: its seats, each player once. */
export interface RatedGame {
  readonly seats: readonly RatedSeat[];
}

export interface PlayerRating {
  readonly key: string;
  /** As written in the latest game that had them. */
  readonly name: string;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  /** Rated games played. */
  readonly games: number;
}

/** A player's rating after one of their games; `game` counts the rated games from 1. */
export interface RatingPoint {
  readonly game: number;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
}

export interface RatingsTable {
  /** Highest ordinal first. */
  readonly players: readonly PlayerRating[];
  /** Each player's rating after each of their games. */
  readonly history: ReadonlyMap<string, readonly RatingPoint[]>;
  /** Rated games. */
  readonly games: number;
}

/**
 * The part of one game's facts that the ratings read: undefined unless it is finished with 2
 * players or more. A seat whose identity another seat already has is left out. A pure
 * function of one game, so it can be cached beside it.
 */
export function ratedGameOf(facts: GameFacts, identity: SeatIdentity): RatedGame | undefined {
  if (!facts.finished) return undefined;
  const seats: RatedSeat[] = [];
  for (const player of facts.players) {
    const key = identity(player, facts);
    if (seats.some((seat) => seat.key === key)) continue;
    seats.push({ key, name: player.name.trim(), score: player.score });
  }
  return seats.length >= 2 ? { seats } : undefined;
}

/** Ranks from scores: 1 for the highest, equal scores share a rank. */
export const ranksOf = (scores: readonly number[]): number[] =>
  scores.map((score) => 1 + scores.filter((other) => other > score).length);

/** Rates the games in the order given (oldest first). */
export function ratings(games: readonly RatedGame[]): RatingsTable {
  const run = new RatingsRun();
  for (const game of games) run.add(game);
  return run.table();
}

/**
 * The same ratings, a game at a time (oldest first): a screen can rate 2,000 games in slices
 * between which the page keeps answering.
 */
export class RatingsRun {
  readonly #current = new Map<string, { name: string; rating: Rating; games: number }>();
  readonly #history = new Map<string, RatingPoint[]>();
  #count = 0;

  add(game: RatedGame): void {
    if (game.seats.length < 2) return;
    const current = this.#current;
    const count = ++this.#count;
    const before = game.seats.map((seat) => current.get(seat.key)?.rating ?? rating());
    const after = rate(
      before.map((r) => [r]),
      { rank: ranksOf(game.seats.map((seat) => seat.score)) },
    );
    game.seats.forEach((seat, i) => {
      const next = after[i]?.[0] ?? before[i] ?? rating();
      const played = (current.get(seat.key)?.games ?? 0) + 1;
      current.set(seat.key, { name: seat.name, rating: next, games: played });
      const line = this.#history.get(seat.key) ?? [];
      this.#history.set(seat.key, line);
      line.push({ game: count, mu: next.mu, sigma: next.sigma, ordinal: ordinal(next) });
    });
  }

  /** The ratings after the games added so far. */
  table(): RatingsTable {
    const players = [...this.#current.entries()].map(([key, entry]) => ({
      key,
      name: entry.name,
      mu: entry.rating.mu,
      sigma: entry.rating.sigma,
      ordinal: ordinal(entry.rating),
      games: entry.games,
    }));
    players.sort(
      (a, b) =>
        b.ordinal - a.ordinal ||
        b.games - a.games ||
        (a.name.toLowerCase() < b.name.toLowerCase()
          ? -1
          : a.name.toLowerCase() > b.name.toLowerCase()
            ? 1
            : 0),
    );
    return {
      players,
      history: new Map([...this.#history].map(([key, line]) => [key, [...line]])),
      games: this.#count,
    };
  }
}

/** Rates the finished games among these facts (oldest first). */
export const ratingsOfFacts = (facts: readonly GameFacts[], identity: SeatIdentity): RatingsTable =>
  ratings(facts.flatMap((game) => ratedGameOf(game, identity) ?? []));

/**
 * Each seated player's chance of winning a game about to start, from their ratings (a player
 * with no rated game yet counts as a newcomer, 25 ± 8.3). In the order of `keys`; they add to 1.
 */
export function winChances(table: RatingsTable, keys: readonly string[]): number[] {
  if (keys.length === 0) return [];
  if (keys.length === 1) return [1];
  const byKey = new Map(table.players.map((p) => [p.key, p]));
  return predictWin(
    keys.map((key) => {
      const known = byKey.get(key);
      return [known ? rating({ mu: known.mu, sigma: known.sigma }) : rating()];
    }),
  );
}

/**
 * The ratings' part of one game of the session list (no replay: the final scores the list
 * already has), for predictions where replaying every game would cost too much. Players are
 * told apart by `keyOf` their name (the list does not carry the seats' profiles).
 */
export function ratedGameOfSession(
  session: Pick<SessionInfo, 'status' | 'players'>,
  keyOf: (name: string) => string,
): RatedGame | undefined {
  if (session.status !== 'finished') return undefined;
  const seats: RatedSeat[] = [];
  for (const player of session.players) {
    const key = keyOf(player.name);
    if (seats.some((seat) => seat.key === key)) continue;
    seats.push({ key, name: player.name.trim(), score: player.score });
  }
  return seats.length >= 2 ? { seats } : undefined;
}
