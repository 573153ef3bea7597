import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deckSize,
  drawableTiles,
  EXPANSIONS,
  type Expansion,
  featureKindsOn,
  START_TILE,
  tileCount,
  tileType,
  tileTypes,
} from '../../../src/shared/tiles/catalog';
import type { Edition, TileSet, TileType } from '../../../src/shared/tiles/tileTypes';
import { TILES_TSV } from '../../support/specFiles';

const TSV = TILES_TSV;

const ofSet = (set: TileSet) => tileTypes.filter((t) => t.set === set);
const total = (set: TileSet, edition: Edition = 'C3') =>
  ofSet(set).reduce((sum, t) => sum + tileCount(t, edition), 0);
const bySymbol = (set: TileSet) => {
  const counts: Record<string, number> = {};
  for (const t of ofSet(set)) counts[t.symbol ?? '?'] = (counts[t.symbol ?? '?'] ?? 0) + t.count;
  return counts;
};
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('tile catalog', () => {
  it('B1: 72 base tiles in the C3 edition (count) and in the 1st edition (count_c1)', () => {
    expect(total('base', 'C3')).toBe(72);
    expect(total('base', 'C1')).toBe(72);
  });

  it('B1: one D is the start tile, so 71 base tiles are drawn in either edition', () => {
    expect(START_TILE).toBe('D');
    for (const edition of ['C3', 'C1'] as const) {
      const drawable = drawableTiles(edition, []);
      expect(sum(drawable)).toBe(71);
      expect(drawable.D).toBe(3);
    }
  });

  it('B1: the editions differ only in base counts (C1 has no garden tiles)', () => {
    const c1 = drawableTiles('C1', []);
    expect(c1.Eg).toBeUndefined();
    expect(c1.E).toBe(5);
    expect(drawableTiles('C3', []).E).toBe(4);
  });

  it('R1: 12 revolt tiles, 5 city, 4 road, 3 monastery', () => {
    expect(bySymbol('peasant-revolts')).toEqual({ city: 5, road: 4, monastery: 3 });
  });

  it('A1: 15 arrow tiles, 5 add, 5 anywhere, 5 extra turn', () => {
    expect(bySymbol('anniversary')).toEqual({ add: 5, anywhere: 5, extra: 5 });
  });

  it('C1: 6 tiles per crop circle set, 2 of each symbol', () => {
    for (const set of ['crop-circles-1', 'crop-circles-2'] as const) {
      expect(bySymbol(set)).toEqual({ pitchfork: 2, club: 2, shield: 2 });
    }
  });

  it('B7: gardens are printed on exactly 8 base tiles, the ids ending in g', () => {
    const gardens = ofSet('base').filter((t) => t.garden);
    expect(gardens.every((t) => t.id.endsWith('g'))).toBe(true);
    expect(ofSet('base').filter((t) => t.id.endsWith('g'))).toEqual(gardens);
    expect(gardens.reduce((n, t) => n + t.count, 0)).toBe(8);
    expect(gardens.reduce((n, t) => n + t.countC1, 0)).toBe(0);
  });

  it('deck size: base only 71; with every expansion 71 + 9 + 15 + 6 + 6 = 107', () => {
    expect(deckSize('C3', [])).toBe(71);
    expect(deckSize('C3', ['abbot'])).toBe(71);
    expect(deckSize('C3', ['peasant-revolts'])).toBe(71 + 9);
    expect(deckSize('C3', ['anniversary'])).toBe(71 + 15);
    expect(deckSize('C3', ['crop-circles-1'])).toBe(71 + 6);
    expect(deckSize('C3', [...EXPANSIONS])).toBe(107);
    expect(deckSize('C1', [...EXPANSIONS])).toBe(107);
  });

  it('an unknown tile id has no type', () => {
    expect(tileType('Z')).toBeUndefined();
    expect(tileType('revolt-field')).toBeUndefined();
  });
});

/** tiles.tsv, the binding tile facts, parsed at test time. */
function readTsv(): Record<string, string>[] {
  const [head, ...rows] = readFileSync(TSV, 'utf8').trimEnd().split('\n');
  const names = (head ?? '').split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

const list = (cell: string) => (cell ? cell.split('; ') : []);

describe('catalog against ../shared/rules/tiles.tsv', () => {
  const rows = existsSync(TSV) ? readTsv() : [];

  it('has every tile of the TSV and no other', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(tileTypes.map((t) => t.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it.each(rows.map((r) => [r.id ?? '', r] as const))('tile %s matches its TSV row', (id, row) => {
    const tile = tileType(id);
    expect(tile).toBeDefined();
    if (!tile) return;
    expect(tile.set).toBe(row.set);
    expect(tile.count).toBe(Number(row.count));
    expect(tile.countC1).toBe(Number(row.count_c1));
    expect(tile.edges ?? '').toBe(row.edges_NESW);
    expect(tile.cities ?? []).toEqual(list(row.cities ?? '').map((c) => c.split('-')));
    const roads = list(row.roads ?? '').map((r) => ({
      sides: r.replace('(ends)', '').split('-'),
      ends: r.endsWith('(ends)'),
    }));
    expect(tile.roads ?? []).toEqual(roads);
    expect(tile.monastery === true).toBe(row.monastery === 'yes');
    expect(tile.garden === true).toBe(row.garden === 'yes');
    expect(tile.pennants ?? 0).toBe(Number(row.pennants || 0));
    expect(tile.symbol ?? '').toBe(row.symbol);
  });
});

describe('the kinds a tile offers a meeple', () => {
  const rows = existsSync(TSV) ? readTsv() : [];

  it.each(
    rows.filter((r) => (r.description ?? '').includes('shapes:')).map((r) => [r.id ?? '', r]),
  )('crop circle tile %s: its drawings are those its TSV row names', (id, row) => {
    // Each drawing is named by its edges, clockwise from north, then described.
    const shapes = (row.description ?? '').split('shapes:')[1] ?? '';
    const named = shapes.match(/\b[CRF]{4}\b/g);
    expect(tileType(id)?.shapes).toEqual(named);
  });

  it('a crop circle tile offers what either drawing shows, never a monastery or garden', () => {
    const kinds = (id: string) => featureKindsOn(tileType(id) as TileType);
    expect(kinds('crop1-knight')).toEqual(['city', 'field']);
    expect(kinds('crop1-thief')).toEqual(['road', 'field']);
    expect(kinds('crop2-farmer')).toEqual(['city', 'road', 'field']);
  });

  it('a tile with a drawing offers its own kinds; one without any offers every kind', () => {
    expect(featureKindsOn(tileType('A') as TileType)).toEqual(['road', 'monastery', 'field']);
    expect(featureKindsOn(tileType('revolt-city') as TileType)).toEqual([
      'city',
      'road',
      'monastery',
      'field',
      'garden',
    ]);
  });
});

describe('drawable tiles per option set', () => {
  const cases: [Expansion[], number][] = [
    [[], 71],
    [['crop-circles-2'], 77],
    [['anniversary', 'crop-circles-1'], 92],
  ];
  it.each(cases)('with %j the listed tiles add up to %i', (expansions, n) => {
    expect(sum(drawableTiles('C3', expansions))).toBe(n);
  });

  it('R1: all 12 revolt tiles are listed as undrawn (which 3 are out is unknown)', () => {
    const drawable = drawableTiles('C3', ['peasant-revolts']);
    expect(drawable['revolt-city']).toBe(5);
    expect(drawable['revolt-road']).toBe(4);
    expect(drawable['revolt-monastery']).toBe(3);
  });
});
