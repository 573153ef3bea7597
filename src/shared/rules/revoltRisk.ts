import { REVOLT_TILES_IN_BOX, REVOLT_TILES_IN_DECK } from '../tiles/catalog';
import type { RevoltSymbol } from '../tiles/tileTypes';
import { type DeckKnowledge, tilesRemaining } from './deckOdds';
import { type RevoltTarget, revoltHits } from './revolt';

const SYMBOLS: readonly RevoltSymbol[] = ['city', 'road', 'monastery'];

/** The next round of draws, as ../shared/spec/game-record.md "What replay prints" defines it. */
export interface RevoltRound {
  readonly deck: DeckKnowledge;
  /** Player ids in seating order. */
  readonly players: readonly string[];
  /** The seat whose draw comes next: the round is one draw per seat from there. */
  readonly firstDrawer: number;
  readonly meeples: readonly RevoltTarget[];
  /** How many draws the round has: one per seat unless said (Luck asks one draw at a time). */
  readonly draws?: number;
}

export interface MeepleRevoltRisk {
  readonly id: string;
  /** The chance this meeple goes back to supply through a revolt during the round. */
  readonly chance: number;
}

export interface PlayerRevoltRisk {
  readonly player: string;
  /** The chance the player returns at least one meeple to a revolt during the round. */
  readonly chance: number;
  /** The player's meeples a revolt of the round could take, with their own chances. */
  readonly meeples: readonly MeepleRevoltRisk[];
}

/**
 * The revolt risk of every player (R1 to R4) over the next round of draws: one draw per player
 * in seating order from `firstDrawer` (fewer if the deck runs out, or `draws` when given). Exact over every outcome of
 * the round: each draw is a revolt of a symbol or another tile with the deck odds of that moment
 * (the hidden 3 of 12 included, R1), updated after each draw; each revolt walks the table from
 * its drawer (R3, R4, Ruling 6): the first player with an unprotected meeple on a feature of its
 * kind returns all of them and stops it; protected meeples are never lost. Nothing else changes
 * the board during the round. In seating order; all 0 without revolt tiles in the deck.
 */
export function revoltRiskOfRound(round: RevoltRound): PlayerRevoltRisk[] {
  const seats = round.players.length;
  // A player's unprotected meeples of one kind all go at once (R3): the board during the round
  // is which (seat, symbol) groups still stand, one bit each.
  const groupBit = (seat: number, symbol: number) => 1 << (seat * SYMBOLS.length + symbol);
  let standing = 0;
  round.players.forEach((player, seat) => {
    SYMBOLS.forEach((symbol, s) => {
      const exposed = round.meeples.some(
        (m) => m.player === player && !m.protected && revoltHits(m, symbol),
      );
      if (exposed) standing |= groupBit(seat, s);
    });
  });

  /** R4: the seat the revolt stops at (the first with an exposed group of its kind), or -1. */
  const stopsAt = (drawer: number, symbol: number, board: number): number => {
    for (let i = 0; i < seats; i++) {
      const seat = (drawer + i) % seats;
      if (board & groupBit(seat, symbol)) return seat;
    }
    return -1;
  };

  // The chance that each group (seat × symbol) is taken during the round, and that each seat
  // loses at least one group: summed over the round's outcomes as they end.
  const groupLost = new Float64Array(seats * SYMBOLS.length);
  const seatLost = new Float64Array(seats);
  const seatGroups = round.players.map((_, seat) => 0b111 << (seat * SYMBOLS.length));
  const settle = (board: number, chance: number) => {
    const lost = standing & ~board;
    if (lost === 0) return;
    for (let bits = lost; bits !== 0; bits &= bits - 1) {
      const group = 31 - Math.clz32(bits & -bits);
      groupLost[group] = (groupLost[group] as number) + chance;
    }
    for (let seat = 0; seat < seats; seat++) {
      if (lost & (seatGroups[seat] as number)) seatLost[seat] = (seatLost[seat] as number) + chance;
    }
  };

  const total = tilesRemaining(round.deck);
  const draws = Math.min(round.draws ?? seats, total);
  const undrawn = SYMBOLS.map((symbol) => round.deck.left[`revolt-${symbol}`] ?? 0);
  /** Every outcome of the rest of the round, depth first: a revolt of each symbol, or another tile. */
  const walk = (draw: number, drawn: number, board: number, chance: number): void => {
    if (draw === draws || board === 0) {
      settle(board, chance);
      return;
    }
    const remaining = total - draw;
    // R1: each undrawn revolt tile is in the deck with probability (9 − d) / (12 − d).
    const inDeck = REVOLT_TILES_IN_DECK - drawn;
    const share = inDeck > 0 ? inDeck / (REVOLT_TILES_IN_BOX - drawn) / remaining : 0;
    const other = (remaining - Math.max(0, inDeck)) / remaining;
    if (other > 0) walk(draw + 1, drawn, board, chance * other);
    if (share === 0) return;
    const drawer = (round.firstDrawer + draw) % seats;
    for (let s = 0; s < SYMBOLS.length; s++) {
      const copies = undrawn[s] as number;
      if (copies === 0) continue;
      const seat = stopsAt(drawer, s, board);
      undrawn[s] = copies - 1;
      walk(
        draw + 1,
        drawn + 1,
        seat < 0 ? board : board & ~groupBit(seat, s),
        chance * copies * share,
      );
      undrawn[s] = copies;
    }
  };
  if (round.deck.revoltsInPlay && standing !== 0 && draws > 0) {
    walk(0, round.deck.revoltsDrawn, standing, 1);
  }

  const upToOne = (chance: number) => Math.min(1, chance);
  return round.players.map((player, seat) => {
    const meeples = round.meeples
      .filter((m) => m.player === player && !m.protected)
      .flatMap((m) => {
        const s = SYMBOLS.findIndex((symbol) => revoltHits(m, symbol));
        const chance = s < 0 ? 0 : upToOne(groupLost[seat * SYMBOLS.length + s] as number);
        return chance > 0 ? [{ id: m.id, chance }] : [];
      });
    return { player, chance: upToOne(seatLost[seat] as number), meeples };
  });
}
