import type { StatsGames, StatsGamesPart } from '../ipc/types';

/**
 * stats:games' answer in parts of a few hundred games (STATS_PART_GAMES): 2,000 games were one
 * answer of 1.1 MB, received and parsed in one task of 50–80 ms on the page's main thread;
 * parts of 250 games are tasks of an eighth of that. Each part is the packed wire's columns cut
 * at its games (and at their seats); `keys` and `people` are small and whole in every part, so
 * a seat's person needs no renumbering when the parts are joined.
 */

/** Part `part` of `wire` in parts of `size` games; past the last part, an empty one. */
export function statsGamesPart(
  wire: StatsGames,
  part: number,
  edition: number,
  size: number,
): StatsGamesPart {
  const count = wire.games.id.length;
  const from = Math.min(count, part * size);
  const to = Math.min(count, from + size);
  let seatFrom = 0;
  for (let i = 0; i < from; i++) seatFrom += wire.games.seats[i] ?? 0;
  let seatTo = seatFrom;
  for (let i = from; i < to; i++) seatTo += wire.games.seats[i] ?? 0;
  const { games, seats } = wire;
  // A seat's run lengths, read off the wire (statsWire.ts's SEAT_FIGURES and LUCK_FIGURES):
  // imported, they brought the facts' engine into the first screen's script with this file.
  const seatCount = seats.person.length;
  const figures = seatCount === 0 ? 0 : seats.figures.length / seatCount;
  const luck = seatCount === 0 ? 0 : seats.luck.length / seatCount;
  return {
    keys: wire.keys,
    people: wire.people,
    games: {
      id: games.id.slice(from, to),
      created: games.created.slice(from, to),
      finished: games.finished.slice(from, to),
      houseRules: games.houseRules.slice(from, to),
      seats: games.seats.slice(from, to),
      luck: games.luck.slice(from, to),
    },
    seats: {
      person: seats.person.slice(seatFrom, seatTo),
      id: seats.id.slice(seatFrom, seatTo),
      figures: seats.figures.slice(seatFrom * figures, seatTo * figures),
      luck: seats.luck.slice(seatFrom * luck, seatTo * luck),
    },
    // Said once, with the first part.
    warnings: part === 0 ? wire.warnings : [],
    part,
    parts: Math.max(1, Math.ceil(count / size)),
    edition,
  };
}

/** The whole answer again: the parts' columns one after another, in the order given. */
export function joinStatsParts(parts: readonly StatsGamesPart[]): StatsGames {
  const first = parts[0];
  if (!first) throw new Error('no part of the statistics to join');
  const column = <T>(pick: (part: StatsGamesPart) => T[]): T[] =>
    parts.length === 1 ? pick(first) : ([] as T[]).concat(...parts.map(pick));
  return {
    keys: first.keys,
    people: first.people,
    games: {
      id: column((p) => p.games.id),
      created: column((p) => p.games.created),
      finished: column((p) => p.games.finished),
      houseRules: column((p) => p.games.houseRules),
      seats: column((p) => p.games.seats),
      luck: column((p) => p.games.luck),
    },
    seats: {
      person: column((p) => p.seats.person),
      id: column((p) => p.seats.id),
      figures: column((p) => p.seats.figures),
      luck: column((p) => p.seats.luck),
    },
    warnings: column((p) => p.warnings),
  };
}
