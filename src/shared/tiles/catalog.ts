import type { FeatureKind } from '../game/gameContext';
import { TILE_TYPES } from './tileData';
import type { ArrowKind, CropSymbol, Edition, RevoltSymbol, TileSet, TileType } from './tileTypes';

export type Expansion =
  | 'peasant-revolts'
  | 'anniversary'
  | 'crop-circles-1'
  | 'crop-circles-2'
  | 'abbot';

export const EXPANSIONS: readonly Expansion[] = [
  'peasant-revolts',
  'anniversary',
  'crop-circles-1',
  'crop-circles-2',
  'abbot',
];

export const START_TILE = 'D';

/** R1: the deck holds 9 of the 12 revolt tiles; 3 stay in the box unseen. */
export const REVOLT_TILES_IN_BOX = 12;
export const REVOLT_TILES_IN_DECK = 9;

export const tileTypes: readonly TileType[] = TILE_TYPES;

const byId = new Map(TILE_TYPES.map((tile) => [tile.id, tile]));

export function tileType(id: string): TileType | undefined {
  return byId.get(id);
}

export function tileCount(tile: TileType, edition: Edition): number {
  return tile.set === 'base' && edition === 'C1' ? tile.countC1 : tile.count;
}

/** Sets whose tiles are in play for these expansions (abbot adds no tiles). */
export function tileSetsInPlay(expansions: readonly Expansion[]): TileSet[] {
  return ['base', ...expansions.filter((e): e is Exclude<Expansion, 'abbot'> => e !== 'abbot')];
}

/**
 * Every tile of the chosen sets that will be drawn, by type: the start tile is on the table
 * already, and all 12 revolt tiles are listed (which 3 stay in the box is unknown).
 */
export function drawableTiles(
  edition: Edition,
  expansions: readonly Expansion[],
): Record<string, number> {
  const sets = new Set(tileSetsInPlay(expansions));
  const counts: Record<string, number> = {};
  for (const tile of TILE_TYPES) {
    if (!sets.has(tile.set)) continue;
    const copies = tileCount(tile, edition) - (tile.id === START_TILE ? 1 : 0);
    if (copies > 0) counts[tile.id] = copies;
  }
  return counts;
}

export function isRevoltTile(tile: TileType): boolean {
  return tile.set === 'peasant-revolts';
}

export function isArrowTile(tile: TileType): boolean {
  return tile.set === 'anniversary';
}

export function isCropTile(tile: TileType): boolean {
  return tile.set === 'crop-circles-1' || tile.set === 'crop-circles-2';
}

export function revoltSymbol(tile: TileType): RevoltSymbol | undefined {
  return isRevoltTile(tile) ? (tile.symbol as RevoltSymbol) : undefined;
}

export function arrowKind(tile: TileType): ArrowKind | undefined {
  return isArrowTile(tile) ? (tile.symbol as ArrowKind) : undefined;
}

export function cropSymbol(tile: TileType): CropSymbol | undefined {
  return isCropTile(tile) ? (tile.symbol as CropSymbol) : undefined;
}

/** Size of the deck at the start: every drawable tile, less the 3 revolt tiles left in the box. */
export function deckSize(edition: Edition, expansions: readonly Expansion[]): number {
  const all = Object.values(drawableTiles(edition, expansions)).reduce((a, b) => a + b, 0);
  return expansions.includes('peasant-revolts')
    ? all - (REVOLT_TILES_IN_BOX - REVOLT_TILES_IN_DECK)
    : all;
}

/** Kinds on one drawing, from its edges: fields lie beside every road. */
function kindsOnEdges(edges: string): FeatureKind[] {
  const kinds: FeatureKind[] = [];
  if (edges.includes('C')) kinds.push('city');
  if (edges.includes('R')) kinds.push('road');
  if (edges.includes('F') || edges.includes('R')) kinds.push('field');
  return kinds;
}

/**
 * Feature kinds a meeple can stand on for a tile (for offering choices; the record does not
 * check). A tile with several drawings (a crop circle) offers what any of them shows: never a
 * monastery or a garden, and no city on a club tile.
 */
export function featureKindsOn(tile: TileType): FeatureKind[] {
  if (!tile.edges) {
    if (!tile.shapes) return ['city', 'road', 'monastery', 'field', 'garden'];
    const shown = new Set(tile.shapes.flatMap(kindsOnEdges));
    return (['city', 'road', 'field'] as const).filter((kind) => shown.has(kind));
  }
  const kinds: FeatureKind[] = [];
  if (tile.cities?.length) kinds.push('city');
  if (tile.roads?.length) kinds.push('road');
  if (tile.monastery) kinds.push('monastery');
  if (tile.garden) kinds.push('garden');
  if (tile.edges.includes('F') || tile.edges.includes('R') || tile.monastery) kinds.push('field');
  return kinds;
}
