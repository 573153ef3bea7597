import { describe, expect, it } from 'vitest';
import {
  type DeckKnowledge,
  revoltChanceWithin,
  tilesRemaining,
} from '../../../src/shared/rules/deckOdds';

/** d revolt tiles drawn, `others` tiles of other kinds left: 9 − d revolts in the deck (R1). */
const deck = (others: number, drawn: number): DeckKnowledge => ({
  left: { A: others, 'revolt-city': 12 - drawn },
  revoltsDrawn: drawn,
  revoltsInPlay: true,
});

describe('R1: revoltChanceWithin, the chance of a revolt in the next k draws', () => {
  // 10 tiles, 2 of them revolt tiles (d = 7): no revolt in k draws = C(8, k) / C(10, k).
  const ten = deck(8, 7);

  it('R1: one draw: 2/10', () => {
    expect(tilesRemaining(ten)).toBe(10);
    expect(revoltChanceWithin(ten, 1)).toBeCloseTo(2 / 10, 12);
  });

  it.each([
    [2, 1 - (8 * 7) / (10 * 9)],
    [3, 1 - (8 * 7 * 6) / (10 * 9 * 8)],
    [4, 1 - (8 * 7 * 6 * 5) / (10 * 9 * 8 * 7)],
    [8, 1 - 1 / 45],
    [9, 1],
    [10, 1],
  ])('R1: %i draws of 10 tiles with 2 revolts: 1 − C(8, k) / C(10, k)', (k, chance) => {
    expect(revoltChanceWithin(ten, k)).toBeCloseTo(chance, 12);
  });

  it('R1: more draws than tiles left count as every tile left', () => {
    expect(revoltChanceWithin(ten, 25)).toBe(1);
    // 3 tiles, 1 revolt (d = 8): certain within 3 draws or more, 2/3 within 2.
    const three = deck(2, 8);
    expect(revoltChanceWithin(three, 2)).toBeCloseTo(2 / 3, 12);
    expect(revoltChanceWithin(three, 5)).toBe(1);
  });

  it('R1: no revolt tile left in the deck, no draws, or no Revolts: 0', () => {
    expect(revoltChanceWithin(deck(5, 9), 3)).toBe(0);
    expect(revoltChanceWithin(ten, 0)).toBe(0);
    expect(revoltChanceWithin({ left: { A: 5 }, revoltsDrawn: 0, revoltsInPlay: false }, 3)).toBe(
      0,
    );
  });
});
