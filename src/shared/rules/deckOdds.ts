import { REVOLT_TILES_IN_BOX, REVOLT_TILES_IN_DECK } from '../tiles/catalog';

/** What the deck tracker knows: undrawn tiles by type (all 12 revolt tiles counted) and revolts drawn. */
export interface DeckKnowledge {
  /** Undrawn copies per tile id, revolt tiles included as if all 12 were in play. */
  readonly left: Readonly<Record<string, number>>;
  readonly revoltsDrawn: number;
  readonly revoltsInPlay: boolean;
}

export function isRevoltId(id: string): boolean {
  return id.startsWith('revolt-');
}

/** R1: revolt tiles still in the deck: exactly 9 went in, d have come out. */
export function revoltsInDeck(deck: DeckKnowledge): number {
  return deck.revoltsInPlay ? REVOLT_TILES_IN_DECK - deck.revoltsDrawn : 0;
}

/** Undrawn revolt tiles (in the deck or in the box: nobody knows which). */
export function revoltsUndrawn(deck: DeckKnowledge): number {
  return deck.revoltsInPlay ? REVOLT_TILES_IN_BOX - deck.revoltsDrawn : 0;
}

/** Tiles still to draw. */
export function tilesRemaining(deck: DeckKnowledge): number {
  let known = 0;
  for (const id in deck.left) if (!isRevoltId(id)) known += deck.left[id] ?? 0;
  return known + revoltsInDeck(deck);
}

/**
 * The chance that the next draw is each tile id, given the hidden exclusion: each undrawn revolt
 * tile is in the deck with probability (9 − d) / (12 − d). Ids with probability 0 are omitted.
 */
export function nextTileOdds(deck: DeckKnowledge): Record<string, number> {
  const remaining = tilesRemaining(deck);
  const odds: Record<string, number> = {};
  if (remaining === 0) return odds;
  const undrawn = revoltsUndrawn(deck);
  const inDeckShare = undrawn > 0 ? revoltsInDeck(deck) / undrawn : 0;
  for (const id in deck.left) {
    const copies = deck.left[id] ?? 0;
    if (copies === 0) continue;
    const expected = isRevoltId(id) ? copies * inDeckShare : copies;
    if (expected > 0) odds[id] = expected / remaining;
  }
  return odds;
}

/**
 * The chance of at least one revolt in the next k draws. The number of revolt tiles in the deck
 * is known exactly (9 − d), so this is hypergeometric: 1 − C(N − R, k) / C(N, k).
 */
export function revoltChanceWithin(deck: DeckKnowledge, draws: number): number {
  const total = tilesRemaining(deck);
  const revolts = revoltsInDeck(deck);
  const k = Math.min(draws, total);
  if (revolts === 0 || k <= 0) return 0;
  let none = 1;
  for (let i = 0; i < k; i++) none *= (total - revolts - i) / (total - i);
  return 1 - Math.max(0, none);
}
