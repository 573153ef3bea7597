import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatsGames } from '../../../src/shared/ipc/types';
import { joinStatsParts, statsGamesPart } from '../../../src/shared/stats/statsParts';
import { LUCK_FIGURES, seatFiguresOf } from '../../../src/shared/stats/statsWire';

const KEYS = { categories: ['city', 'road'], counters: ['meeples'] };

/** A packed answer of `seats.length` games, with numbers that say where they come from. */
function wireOf(seats: readonly number[], warned = true): StatsGames {
  const figures = seatFiguresOf(KEYS);
  const total = seats.reduce((sum, n) => sum + n, 0);
  return {
    keys: KEYS,
    people: [
      { name: 'Ana', color: 'red' },
      { name: 'Ben', color: 'blue' },
    ],
    games: {
      id: seats.map((_, g) => `game-${g}`),
      created: seats.map((_, g) => `2026-01-01T00:00:${String(g % 60).padStart(2, '0')}Z`),
      finished: seats.map((_, g) => g % 2),
      houseRules: seats.map((_, g) => (g % 3 === 0 ? ['no-aids'] : [])),
      seats: [...seats],
      luck: seats.map((_, g) => g % 4),
    },
    seats: {
      person: Array.from({ length: total }, (_, s) => s % 2),
      id: Array.from({ length: total }, (_, s) => `seat-${s}`),
      figures: Array.from({ length: total * figures }, (_, k) => k),
      luck: Array.from({ length: total * LUCK_FIGURES }, (_, k) => (k % 7 === 0 ? null : k / 10)),
    },
    warnings: warned ? [{ sessionId: 'x', kind: 'unreadable', message: 'left out' }] : [],
  };
}

const partsOf = (wire: StatsGames, size: number, edition = 1) => {
  const first = statsGamesPart(wire, 0, edition, size);
  return Array.from({ length: first.parts }, (_, k) => statsGamesPart(wire, k, edition, size));
};

describe("stats:games' answer in parts", () => {
  it('the parts joined in order are the whole answer, whatever the games and the part size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (seats, size) => {
          const wire = wireOf(seats);
          const parts = partsOf(wire, size);
          expect(parts).toHaveLength(Math.max(1, Math.ceil(seats.length / size)));
          expect(joinStatsParts(parts)).toEqual(wire);
        },
      ),
    );
  });

  it('each part holds its games and their seats, cut where its games begin', () => {
    const wire = wireOf([2, 3, 4, 1, 6]);
    const [first, second, third] = partsOf(wire, 2);
    expect(first?.games.id).toEqual(['game-0', 'game-1']);
    expect(second?.games.id).toEqual(['game-2', 'game-3']);
    expect(third?.games.id).toEqual(['game-4']);
    // Game 2's seats come after the 5 seats of games 0 and 1.
    expect(second?.seats.id).toEqual(['seat-5', 'seat-6', 'seat-7', 'seat-8', 'seat-9']);
    expect(second?.seats.figures[0]).toBe(5 * seatFiguresOf(KEYS));
    expect(second?.seats.luck).toHaveLength(5 * LUCK_FIGURES);
    expect(third).toMatchObject({ part: 2, parts: 3, edition: 1 });
  });

  it('says the warnings once, with the first part, and has people and keys whole in each', () => {
    const parts = partsOf(wireOf([2, 2, 2]), 1);
    expect(parts.map((p) => p.warnings.length)).toEqual([1, 0, 0]);
    for (const part of parts) {
      expect(part.people).toHaveLength(2);
      expect(part.keys).toEqual(KEYS);
    }
  });

  it('no games are one empty part; a part past the last is empty', () => {
    const none = statsGamesPart(wireOf([], false), 0, 3, 500);
    expect(none).toMatchObject({ part: 0, parts: 1, edition: 3 });
    expect(none.games.id).toEqual([]);
    const past = statsGamesPart(wireOf([2, 2]), 7, 1, 500);
    expect(past.games.id).toEqual([]);
    expect(past.seats.person).toEqual([]);
    expect(past.parts).toBe(1);
  });

  it('refuses to join nothing', () => {
    expect(() => joinStatsParts([])).toThrow(/no part/);
  });
});
