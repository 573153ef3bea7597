import { type GameLuck, type Tally, TILE_GROUPS, type TileGroup } from './luck';

/**
 * Luck over many games, per player identity: the per-game figures of ./luck.ts added up, and
 * the running difference between meeples lost and meeples expected to be lost, game by game.
 * Games played with `no-aids` count for nothing here.
 */

export interface LuckPoint {
  /** Counts the games with luck figures, from 1. */
  readonly game: number;
  /** Meeples lost to revolts so far, less the number expected so far. */
  readonly value: number;
}

export interface PlayerLuckTotals {
  readonly key: string;
  readonly name: string;
  readonly games: number;
  readonly revolts: Tally;
  readonly meeplesLost: Tally;
  readonly tiles: Readonly<Partial<Record<TileGroup, Tally>>>;
  readonly history: readonly LuckPoint[];
}

export interface LuckTable {
  /** Most meeples lost beyond the expected first (the unluckiest). */
  readonly players: readonly PlayerLuckTotals[];
  /** Games with luck figures. */
  readonly games: number;
  /** Games played with `no-aids`, left out. */
  readonly hiddenGames: number;
  /** Whether any counted game had revolts in play. */
  readonly revoltsInPlay: boolean;
}

interface Mutable {
  key: string;
  name: string;
  games: number;
  revolts: { actual: number; expected: number };
  meeplesLost: { actual: number; expected: number };
  tiles: Partial<Record<TileGroup, { actual: number; expected: number }>>;
  history: LuckPoint[];
}

/** A game as the totals read it: its luck, and who sat in each seat (seating order). */
export interface LuckGame {
  readonly luck?: GameLuck | undefined;
  readonly seats: readonly { readonly key: string; readonly name: string }[];
}

/** Adds up the luck of the games (oldest first). */
export function luckTotals(games: readonly LuckGame[]): LuckTable {
  const run = new LuckTotalsRun();
  for (const game of games) run.add(game);
  return run.table();
}

/** The same totals, a game at a time (oldest first), for a screen that adds them in slices. */
export class LuckTotalsRun {
  readonly #rows = new Map<string, Mutable>();
  #counted = 0;
  #hiddenGames = 0;
  #revoltsInPlay = false;

  add(game: LuckGame): void {
    const luck = game.luck;
    if (!luck) return;
    if (luck.noAids) {
      this.#hiddenGames++;
      return;
    }
    const counted = ++this.#counted;
    this.#revoltsInPlay ||= luck.revoltsInPlay;
    const seen = new Set<string>();
    for (const [seat, player] of game.seats.entries()) {
      const figures = luck.players[seat];
      const key = player.key;
      if (!figures || seen.has(key)) continue;
      seen.add(key);
      const row = this.#rows.get(key) ?? {
        key,
        name: player.name.trim(),
        games: 0,
        revolts: { actual: 0, expected: 0 },
        meeplesLost: { actual: 0, expected: 0 },
        tiles: {},
        history: [],
      };
      this.#rows.set(key, row);
      row.name = player.name.trim();
      row.games++;
      add(row.revolts, figures.revolts);
      add(row.meeplesLost, figures.meeplesLost);
      for (const group of TILE_GROUPS) {
        const tally = figures.tiles[group];
        if (!tally) continue;
        row.tiles[group] ??= { actual: 0, expected: 0 };
        add(row.tiles[group], tally);
      }
      row.history.push({
        game: counted,
        value: row.meeplesLost.actual - row.meeplesLost.expected,
      });
    }
  }

  /** The totals of the games added so far. */
  table(): LuckTable {
    const players = [...this.#rows.values()]
      .map((row) => snapshotOf(row))
      .sort(
        (a, b) =>
          b.meeplesLost.actual -
            b.meeplesLost.expected -
            (a.meeplesLost.actual - a.meeplesLost.expected) || (a.key < b.key ? -1 : 1),
      );
    return {
      players,
      games: this.#counted,
      hiddenGames: this.#hiddenGames,
      revoltsInPlay: this.#revoltsInPlay,
    };
  }
}

/** A row as it stands, so later games do not change a table already handed out. */
function snapshotOf(row: Mutable): Mutable {
  const tiles: Mutable['tiles'] = {};
  for (const group of TILE_GROUPS) {
    const tally = row.tiles[group];
    if (tally) tiles[group] = { ...tally };
  }
  return {
    ...row,
    revolts: { ...row.revolts },
    meeplesLost: { ...row.meeplesLost },
    tiles,
    history: [...row.history],
  };
}

function add(into: { actual: number; expected: number } | undefined, tally: Tally): void {
  if (!into) return;
  into.actual += tally.actual;
  into.expected += tally.expected;
}
