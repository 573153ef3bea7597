import type { DeckKnowledge } from '../../src/shared/rules/deckOdds';
import {
  checkPlayer,
  type RevoltTarget,
  revoltOrder,
  revoltStopsAfter,
} from '../../src/shared/rules/revolt';
import type { RevoltRound } from '../../src/shared/rules/revoltRisk';
import { REVOLT_TILES_IN_BOX, REVOLT_TILES_IN_DECK } from '../../src/shared/tiles/catalog';
import type { RevoltSymbol } from '../../src/shared/tiles/tileTypes';

/** Every way to pick `size` items of a list (by position). */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((s) => [first, ...s]), ...subsets(rest, size)];
}

/** Every ordered pick of `size` items of a list (each physical tile distinct). */
function arrangements<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    arrangements([...items.slice(0, i), ...items.slice(i + 1)], size - 1).map((a) => [item, ...a]),
  );
}

function tilesOf(deck: DeckKnowledge, revolts: boolean): string[] {
  return Object.entries(deck.left).flatMap(([id, copies]) =>
    id.startsWith('revolt-') === revolts ? Array.from({ length: copies }, () => id) : [],
  );
}

/**
 * The revolt risk by brute force over physical tiles, for small decks: every way the 3 unseen
 * revolt tiles can lie in the box (R1), every order of the round's draws, each revolt checked
 * with the engine's own R3/R4 functions on a copy of the board. Independent of the deck-odds
 * formula that `revoltRiskOfRound` uses. Per player, in seating order.
 */
export function bruteForceRevoltRisk(round: RevoltRound): number[] {
  const seats = round.players.length;
  const others = tilesOf(round.deck, false);
  const undrawn = round.deck.revoltsInPlay ? tilesOf(round.deck, true) : [];
  const boxed = round.deck.revoltsInPlay
    ? undrawn.length - (REVOLT_TILES_IN_DECK - round.deck.revoltsDrawn)
    : 0;
  if (round.deck.revoltsInPlay && undrawn.length !== REVOLT_TILES_IN_BOX - round.deck.revoltsDrawn)
    throw new Error('the deck does not hold 12 − d undrawn revolt tiles');
  const indices = undrawn.map((_, i) => i);
  const lost = round.players.map(() => 0);
  let outcomes = 0;
  for (const box of subsets(indices, boxed)) {
    const deck = [...others, ...undrawn.filter((_, i) => !box.includes(i))];
    for (const drawn of arrangements(deck, Math.min(seats, deck.length))) {
      outcomes++;
      let board: RevoltTarget[] = [...round.meeples];
      const losers = new Set<string>();
      drawn.forEach((tile, i) => {
        if (!tile.startsWith('revolt-')) return;
        const symbol = tile.slice('revolt-'.length) as RevoltSymbol;
        for (const seat of revoltOrder(seats, (round.firstDrawer + i) % seats)) {
          const check = checkPlayer(board, round.players[seat] as string, symbol);
          board = board.filter((m) => !check.returned.includes(m.id));
          if (check.returned.length > 0) losers.add(check.player);
          if (revoltStopsAfter(check)) break;
        }
      });
      round.players.forEach((player, seat) => {
        if (losers.has(player)) lost[seat] = (lost[seat] as number) + 1;
      });
    }
  }
  return lost.map((n) => (outcomes === 0 ? 0 : n / outcomes));
}
