import type { FeatureKind, GameContext } from '../game/gameContext';
import type { GameEvent } from '../record/schema';
import { drawableTiles, featureKindsOn } from '../tiles/catalog';
import type { TileType } from '../tiles/tileTypes';

/** B4: a monastery or garden is complete with its 8 neighbours, 9 tiles in all. */
const TILES_OF_A_COMPLETE_CLOISTER = 9;

/**
 * At most how many tiles lie on the table: the start tile and every tile drawn (a discarded
 * one too, and a revolt tile known to be out of the deck: never fewer than there are).
 */
export function tilesOnTableAtMost(game: GameContext): number {
  const dealt = drawableTiles(game.edition, game.expansions);
  let drawn = 0;
  for (const id in dealt) drawn += (dealt[id] ?? 0) - (game.deck.left[id] ?? 0);
  return 1 + drawn;
}

/**
 * B2: the kinds of feature the tile can have completed: it closes only what it is part of (a
 * city needs a city on the tile, a road a road), while any tile around a monastery or garden
 * can be the one that closes it, once the table holds the 9 tiles of one (B4; the first turns
 * offered a monastery's 9 points on the tile that only began its ring).
 */
export function kindsTileCanComplete(
  tile: TileType,
  tilesOnTable = Number.POSITIVE_INFINITY,
): ReadonlySet<FeatureKind> {
  const kinds = new Set<FeatureKind>([...featureKindsOn(tile), 'monastery', 'garden']);
  if (tilesOnTable < TILES_OF_A_COMPLETE_CLOISTER) {
    kinds.delete('monastery');
    kinds.delete('garden');
  }
  return kinds;
}

/**
 * B2, B4: the pennants a city completed by this tile has at least: it takes in the tile's city
 * and with it the tile's pennant (a tile with a pennant shows a single city).
 */
export const leastPennantsOfCityCompletedBy = (tile: TileType): number =>
  (tile.cities?.length ?? 0) <= 1 ? (tile.pennants ?? 0) : 0;

/**
 * B2, B4: the pennants a city has for sure when it is scored: the pennant of each tile a meeple
 * was put on it from (on the tile of its turn; a one-city tile's pennant is that city's),
 * through merges, and with `completedNow` that of the tile this turn drew (it closed the city);
 * each tile once. A newcomer's city begun on a pennant tile and closed by a plain one started
 * its pick at 0: trusted, it lost 2 points.
 */
export function leastPennantsOfCity(
  events: readonly GameEvent[],
  feature: string,
  completedNow: boolean,
  tileOf: (id: string) => TileType | undefined,
): number {
  /** Per city: the draws (by index) whose tile a meeple was put on it from. */
  const from = new Map<string, Set<number>>();
  let draw = -1;
  for (const [index, event] of events.entries()) {
    if (event.type === 'draw') draw = index;
    else if (event.type === 'deploy' && event.feature && (event.via ?? 'tile') === 'tile') {
      const draws = from.get(event.feature) ?? new Set<number>();
      draws.add(draw);
      from.set(event.feature, draws);
    } else if (event.type === 'merge') {
      const [kept, ...absorbed] = event.features as [string, ...string[]];
      const draws = from.get(kept) ?? new Set<number>();
      for (const id of absorbed) for (const d of from.get(id) ?? []) draws.add(d);
      from.set(kept, draws);
    }
  }
  const draws = new Set(from.get(feature));
  if (completedNow && draw >= 0) draws.add(draw);
  let pennants = 0;
  for (const d of draws) {
    const event = events[d];
    const tile = event?.type === 'draw' ? tileOf(event.tile) : undefined;
    if (tile) pennants += leastPennantsOfCityCompletedBy(tile);
  }
  return pennants;
}

/** B2: a monastery or a garden lies on one tile, so no tile joins two of them. */
export const MERGEABLE_KINDS: ReadonlySet<FeatureKind> = new Set(['city', 'road', 'field']);

/**
 * B2: the kinds of feature the tile can have joined (merged two or more of) when it was placed.
 * A tile joins two cities or roads only through one segment reaching two edges or more: a city
 * cap, or a road ending at a junction, a monastery or a city, meets one neighbour only (L, W, X
 * join no roads; H, I no cities). Fields are not segmented in the catalogue: kept whenever the
 * tile shows one. Where the geometry is not recorded (revolt, arrow and crop circle tiles),
 * nothing is ruled out that the tile may show.
 */
export function kindsTileCanJoin(tile: TileType): ReadonlySet<FeatureKind> {
  const shown = featureKindsOn(tile).filter((kind) => MERGEABLE_KINDS.has(kind));
  if (!tile.edges) return new Set(shown);
  return new Set(
    shown.filter((kind) => {
      if (kind === 'city') return (tile.cities ?? []).some((sides) => sides.length >= 2);
      if (kind === 'road') return (tile.roads ?? []).some((road) => road.sides.length >= 2);
      return true;
    }),
  );
}

/**
 * B2: how many separate features of a kind the tile shows (its city or road segments); undefined
 * when the catalogue does not know (a revolt or arrow tile, whose geometry is not recorded) or
 * for a kind that is not counted (a monastery is one by itself; fields are not segmented).
 */
export function segmentsOn(tile: TileType, kind: FeatureKind): number | undefined {
  if (!tile.edges) return undefined;
  if (kind === 'city') return tile.cities?.length ?? 0;
  if (kind === 'road') return tile.roads?.length ?? 0;
  return undefined;
}

/** Where a feature ended up after the merges (a merged one points at the one it joined). */
function survivor(game: GameContext, id: string): string {
  let at = id;
  for (let hops = 0; hops < game.features.size; hops++) {
    const next = game.features.get(at)?.mergedInto;
    if (!next) break;
    at = next;
  }
  return at;
}

/**
 * B2: the tile's features of `kind` were all joined, this turn, to features with meeples: the
 * meeple the tile would take there stands on an occupied feature. `turn` holds this turn's
 * events since its draw; each merge of that kind into a feature with meeples on it used one of
 * the tile's segments (a merge recorded during the turn is what the tile joined).
 */
export function joinedToOccupied(
  game: GameContext,
  tile: TileType,
  kind: FeatureKind,
  turn: readonly GameEvent[],
): boolean {
  const segments = segmentsOn(tile, kind);
  if (segments === undefined || segments === 0) return false;
  let joined = 0;
  for (const event of turn) {
    if (event.type !== 'merge') continue;
    const first = event.features[0];
    if (first === undefined || game.features.get(first)?.kind !== kind) continue;
    const into = survivor(game, first);
    if (game.meeples.some((m) => m.feature === into)) joined++;
  }
  return joined >= segments;
}
