export type Edition = 'C3' | 'C1';

export type TileSet =
  | 'base'
  | 'peasant-revolts'
  | 'anniversary'
  | 'crop-circles-1'
  | 'crop-circles-2';

export type Side = 'N' | 'E' | 'S' | 'W';

export type RevoltSymbol = 'city' | 'road' | 'monastery';
export type ArrowKind = 'add' | 'anywhere' | 'extra';
export type CropSymbol = 'shield' | 'pitchfork' | 'club';
export type TileSymbol = RevoltSymbol | ArrowKind | CropSymbol;

export interface RoadSegment {
  readonly sides: readonly string[];
  /** The road ends on this tile (at a junction, monastery or city) instead of running through. */
  readonly ends: boolean;
}

export interface TileType {
  readonly id: string;
  readonly set: TileSet;
  /** Copies in C2/C3 (and in every expansion). */
  readonly count: number;
  /** Copies in the 1st edition (base tiles only differ). */
  readonly countC1: number;
  /** Edge terrain clockwise from north: C city, R road, F field. Absent where the geometry is not recorded. */
  readonly edges?: string;
  /**
   * The edges (as `edges`) of each drawing of a tile whose copies differ: a crop circle symbol
   * is printed on two tiles, and which one is in hand is not recorded.
   */
  readonly shapes?: readonly string[];
  readonly cities?: readonly (readonly string[])[];
  readonly roads?: readonly RoadSegment[];
  readonly monastery?: boolean;
  readonly garden?: boolean;
  readonly pennants?: number;
  readonly symbol?: string;
  readonly description: string;
}
