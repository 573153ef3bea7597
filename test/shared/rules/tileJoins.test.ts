import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/shared/record/schema';
import {
  joinedToOccupied,
  kindsTileCanComplete,
  kindsTileCanJoin,
  leastPennantsOfCity,
  leastPennantsOfCityCompletedBy,
  segmentsOn,
  tilesOnTableAtMost,
} from '../../../src/shared/rules/tileJoins';
import { tileType } from '../../../src/shared/tiles/catalog';
import type { TileType } from '../../../src/shared/tiles/tileTypes';
import { record, replayOk } from '../../support/gameScript';

const tile = (id: string) => tileType(id) as TileType;

/** The game after `events`, and this turn's events since its draw. */
function playedTo(events: GameEvent[]) {
  const { game } = replayOk(record(['a', 'b'], [], events));
  const turn = events.slice(events.findLastIndex((e) => e.type === 'draw') + 1);
  return { game, turn };
}

const twoKnights: GameEvent[] = [
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'deploy', meeple: 'a1', feature: 'C1', kind: 'city' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'deploy', meeple: 'b1', feature: 'C2', kind: 'city' },
  { type: 'endTurn' },
];

describe('B2: what a tile can have completed', () => {
  it('its own kinds, and any monastery or garden (the tile may be a neighbour)', () => {
    expect([...kindsTileCanComplete(tile('U'))].sort()).toEqual([
      'field',
      'garden',
      'monastery',
      'road',
    ]);
    expect(kindsTileCanComplete(tile('E')).has('road')).toBe(false);
    expect(kindsTileCanComplete(tile('E')).has('city')).toBe(true);
    // A revolt tile's drawing is not in the catalog: every kind.
    expect(kindsTileCanComplete(tile('revolt-city')).size).toBe(5);
  });
});

describe('B4: no monastery or garden is complete before 9 tiles lie on the table', () => {
  it('counts the start tile and every tile drawn', () => {
    expect(tilesOnTableAtMost(playedTo([]).game)).toBe(1);
    expect(tilesOnTableAtMost(playedTo(twoKnights).game)).toBe(3);
    // A discarded tile is counted too: "at most".
    const discarded = playedTo([{ type: 'draw', tile: 'U' }, { type: 'discard' }]).game;
    expect(tilesOnTableAtMost(discarded)).toBe(2);
  });

  it('leaves monasteries and gardens out until then, and lists them from the 9th tile on', () => {
    expect(kindsTileCanComplete(tile('U'), 8).has('monastery')).toBe(false);
    expect(kindsTileCanComplete(tile('U'), 8).has('garden')).toBe(false);
    expect(kindsTileCanComplete(tile('U'), 8).has('road')).toBe(true);
    // Its own monastery neither: not yet 8 tiles around it.
    expect(kindsTileCanComplete(tile('B'), 2).has('monastery')).toBe(false);
    expect(kindsTileCanComplete(tile('U'), 9).has('monastery')).toBe(true);
    expect(kindsTileCanComplete(tile('U'), 9).has('garden')).toBe(true);
  });
});

describe('B2, B4: a city completed by a tile with a pennant has that pennant', () => {
  it("counts the tile's pennant, and none for a tile without one", () => {
    expect(leastPennantsOfCityCompletedBy(tile('F'))).toBe(1);
    expect(leastPennantsOfCityCompletedBy(tile('C'))).toBe(1);
    expect(leastPennantsOfCityCompletedBy(tile('G'))).toBe(0);
    expect(leastPennantsOfCityCompletedBy(tile('E'))).toBe(0);
  });
});

describe('B2, B4: the pennants a city has for sure, from the tiles meeples were put on it from', () => {
  const knightOn = (tileId: string, meeple: string, feature: string, via?: 'anywhere' | 'add') =>
    [
      { type: 'draw', tile: tileId },
      { type: 'place' },
      { type: 'deploy', meeple, feature, kind: 'city', ...(via ? { via } : {}) },
      { type: 'endTurn' },
    ] as GameEvent[];
  const count = (events: GameEvent[], feature: string, completedNow: boolean) =>
    leastPennantsOfCity(events, feature, completedNow, tileType);

  it("counts the pennant of the tile a knight opened the city on, and the closing tile's when it closed it", () => {
    // Begun on F (a pennant), closed by E (none): 1, where the closing tile alone said 0.
    const begun = [...knightOn('F', 'm1', 'C1'), { type: 'draw', tile: 'E' }] as GameEvent[];
    expect(count(begun, 'C1', true)).toBe(1);
    // Closed by S (a pennant): both.
    const closedByS = [...knightOn('F', 'm1', 'C1'), { type: 'draw', tile: 'S' }] as GameEvent[];
    expect(count(closedByS, 'C1', true)).toBe(2);
    // Listed as one the tile cannot complete: the closing tile's pennant is not certain.
    expect(count(closedByS, 'C1', false)).toBe(1);
    // Another city: nothing known.
    expect(count(closedByS, 'C2', true)).toBe(1);
    expect(count(closedByS, 'C2', false)).toBe(0);
  });

  it('counts each tile once, follows merges, and not a meeple put elsewhere through an arrow', () => {
    // A knight on F, then on the closing tile this turn: F and S, once each.
    const sameTurn = [
      ...knightOn('F', 'm1', 'C1'),
      { type: 'draw', tile: 'S' },
      { type: 'place' },
      { type: 'deploy', meeple: 'm2', feature: 'C1', kind: 'city' },
    ] as GameEvent[];
    expect(count(sameTurn, 'C1', true)).toBe(2);
    // Two cities begun on pennant tiles, merged into C1: both pennants are C1's.
    const merged = [
      ...knightOn('F', 'm1', 'C1'),
      ...knightOn('M', 'm2', 'C2'),
      { type: 'draw', tile: 'E' },
      { type: 'place' },
      { type: 'merge', features: ['C1', 'C2'] },
    ] as GameEvent[];
    expect(count(merged, 'C1', true)).toBe(2);
    // Through an anywhere arrow the knight went on some other tile's city: F says nothing.
    expect(count([...knightOn('F', 'm1', 'C1', 'anywhere')], 'C1', false)).toBe(0);
    // A tile with no pennant, or two cities (which one has it is not known), adds none.
    expect(count([...knightOn('N', 'm1', 'C1'), ...knightOn('E', 'm2', 'C1')], 'C1', false)).toBe(
      0,
    );
  });
});

describe('B2: what a tile can have joined (merged two or more of)', () => {
  const joins = (id: string) => [...kindsTileCanJoin(tile(id))].sort();

  it('L, W and X: roads ending at a junction join no roads', () => {
    // L's city is a cap on one edge: it joins no cities either.
    expect(joins('L')).toEqual(['field']);
    expect(joins('W')).toEqual(['field']);
    expect(joins('X')).toEqual(['field']);
  });

  it('a road running through joins roads: U straight, V a curve', () => {
    expect(joins('U')).toEqual(['field', 'road']);
    expect(joins('V')).toEqual(['field', 'road']);
  });

  it('a road ending at a monastery joins none (A); a monastery is never joined (A, B)', () => {
    expect(joins('A')).toEqual(['field']);
    expect(joins('B')).toEqual(['field']);
  });

  it('a city reaching two edges or more joins cities (N, R); two separate caps do not (H, I)', () => {
    expect(joins('N')).toEqual(['city', 'field']);
    expect(joins('R')).toEqual(['city', 'field']);
    expect(joins('H')).toEqual(['field']);
    expect(joins('I')).toEqual(['field']);
    // A road ending at the city of S joins no roads; its city does join.
    expect(joins('S')).toEqual(['city', 'field']);
  });

  it('never a garden (Ug: its road still joins)', () => {
    expect(joins('Ug')).toEqual(['field', 'road']);
    expect(joins('Eg')).toEqual(['field']);
  });

  it('a tile whose geometry is not recorded rules out only what it cannot show', () => {
    expect(joins('revolt-road')).toEqual(['city', 'field', 'road']);
    expect(joins('arrow-add')).toEqual(['city', 'field', 'road']);
    // A club crop circle shows no city; which of its two drawings is in hand is not recorded.
    expect(joins('crop1-thief')).toEqual(['field', 'road']);
  });
});

describe('B2: a tile joined to an occupied feature is occupied', () => {
  it('counts the separate cities and roads a tile shows; none for a tile of unknown geometry', () => {
    expect(segmentsOn(tile('R'), 'city')).toBe(1);
    expect(segmentsOn(tile('H'), 'city')).toBe(2);
    expect(segmentsOn(tile('U'), 'road')).toBe(1);
    expect(segmentsOn(tile('U'), 'city')).toBe(0);
    expect(segmentsOn(tile('revolt-city'), 'city')).toBeUndefined();
    expect(segmentsOn(tile('B'), 'monastery')).toBeUndefined();
  });

  it('R with its one city joined to an occupied city: occupied; before the merge: free', () => {
    const drawn: GameEvent[] = [...twoKnights, { type: 'draw', tile: 'R' }, { type: 'place' }];
    const before = playedTo(drawn);
    expect(joinedToOccupied(before.game, tile('R'), 'city', before.turn)).toBe(false);
    const joined = playedTo([...drawn, { type: 'merge', features: ['C1', 'C2'] }]);
    expect(joinedToOccupied(joined.game, tile('R'), 'city', joined.turn)).toBe(true);
    // Its road count is not touched by a city merge.
    expect(joinedToOccupied(joined.game, tile('R'), 'road', joined.turn)).toBe(false);
  });

  it('H shows two cities: one merge leaves the other free', () => {
    const joined = playedTo([
      ...twoKnights,
      { type: 'draw', tile: 'H' },
      { type: 'place' },
      { type: 'merge', features: ['C1', 'C2'] },
    ]);
    expect(joinedToOccupied(joined.game, tile('H'), 'city', joined.turn)).toBe(false);
  });

  it('a merge on an earlier turn does not count for this tile', () => {
    const earlier = playedTo([
      ...twoKnights,
      { type: 'draw', tile: 'R' },
      { type: 'place' },
      { type: 'merge', features: ['C1', 'C2'] },
      { type: 'endTurn' },
      { type: 'draw', tile: 'R' },
      { type: 'place' },
    ]);
    expect(joinedToOccupied(earlier.game, tile('R'), 'city', earlier.turn)).toBe(false);
  });
});
