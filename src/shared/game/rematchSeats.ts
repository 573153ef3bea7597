/**
 * The seats of a rematch: everyone in the same order, the next player first. The store seats a
 * rematch with it, and Results finds a rematch already started by it.
 */
export function rotateSeats<T>(players: readonly T[]): T[] {
  return players.length === 0 ? [] : [...players.slice(1), players[0] as T];
}
