/**
 * Whose seat this phone shows, kept on the phone across games: the colour and the name picked.
 * The colour alone followed the colour: in the next game of the night, with the colours dealt
 * again, Ana's phone showed whoever had red (newcomer finding). The name follows the person.
 */
export interface SeatChoice {
  colour: string;
  /** Absent in a choice kept by an older version, which knew only the colour. */
  name?: string;
}

export const MY_SEAT_KEY = 'meeple-ledger:my-seat';
/** Where an older version kept the colour alone. */
export const MY_COLOUR_KEY = 'meeple-ledger:my-colour';

type SeatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSeatChoice(storage: SeatStorage): SeatChoice | undefined {
  try {
    const kept = storage.getItem(MY_SEAT_KEY);
    if (kept !== null) {
      const value: unknown = JSON.parse(kept);
      if (value && typeof value === 'object') {
        const { colour, name } = value as Record<string, unknown>;
        if (typeof colour === 'string' && colour !== '')
          return typeof name === 'string' && name !== '' ? { colour, name } : { colour };
      }
      return undefined; // damaged: asked again
    }
    const colour = storage.getItem(MY_COLOUR_KEY);
    return colour ? { colour } : undefined;
  } catch {
    return undefined; // storage refused (a private window) or damaged: asked again
  }
}

export function writeSeatChoice(storage: SeatStorage, choice: SeatChoice | undefined): void {
  try {
    if (choice) storage.setItem(MY_SEAT_KEY, JSON.stringify(choice));
    else storage.removeItem(MY_SEAT_KEY);
    storage.removeItem(MY_COLOUR_KEY);
  } catch {
    // Not kept: this page still shows the seat; a reload asks again.
  }
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The player this phone follows in a game: the one of the name picked, whatever their colour
 * now (of two with that name, the one of the colour); a name not in the game asks again. A
 * choice without a name (kept by an older version) follows its colour.
 */
export function seatOf<P extends { name: string; color: string }>(
  players: readonly P[],
  choice: SeatChoice | undefined,
): P | undefined {
  if (!choice) return undefined;
  const { name, colour } = choice;
  if (name === undefined) return players.find((p) => p.color === colour);
  const named = players.filter((p) => sameName(p.name, name));
  return named.length > 1 ? named.find((p) => p.color === colour) : named[0];
}
