import type { GameNight, SessionInfo } from '../ipc/types';
import type { GameOptions } from '../record/schema';

/**
 * The seats of a rematch: everyone in the same order, the next player first. The store seats a
 * rematch with it, and Results finds a rematch already started by it.
 */
export function rotateSeats<T>(players: readonly T[]): T[] {
  return players.length === 0 ? [] : [...players.slice(1), players[0] as T];
}

/** What a rematch copies of a game: its players (then seated by `rotateSeats`) and its options. */
export interface RematchSource {
  readonly players: readonly {
    readonly id: string;
    readonly name: string;
    readonly color: string;
  }[];
  readonly edition: GameOptions['edition'];
  readonly expansions: readonly string[];
  readonly houseRules: readonly string[];
}

/** A stored game's players and options, as a rematch copies them. */
export const rematchSourceOf = (game: SessionInfo): RematchSource => ({
  players: game.players,
  edition: game.options.edition,
  expansions: game.options.expansions,
  houseRules: game.options.houseRules ?? [],
});

/**
 * The rematch of a game, once started: the first game after it in its night with its players
 * seated as a rematch seats them (the next player first), in their colours, and its options. A
 * night keeps its games in order, not which game a rematch came from. Results and the game
 * nights' list both open it rather than start a second one. The colours tell it from the
 * rematch of a later game of the same players seated alike but with the colours dealt again
 * (the first game's "Open the rematch" opened the third game; newcomer finding).
 */
export function rematchOf(
  game: RematchSource,
  id: string,
  nights: readonly GameNight[],
): SessionInfo | undefined {
  const night = nights.find((n) => n.sessions.includes(id));
  if (!night) return undefined;
  const later = new Set(night.sessions.slice(night.sessions.indexOf(id) + 1));
  const seats = (players: readonly { id: string; name: string; color: string }[]) =>
    JSON.stringify(players.map((p) => [p.id, p.name, p.color]));
  const wanted = seats(rotateSeats(game.players));
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((x) => b.includes(x));
  return night.games.find(
    (g) =>
      later.has(g.id) &&
      seats(g.players) === wanted &&
      (g.options.edition === 'C1') === (game.edition === 'C1') &&
      same(g.options.expansions, game.expansions) &&
      same(g.options.houseRules ?? [], game.houseRules),
  );
}
