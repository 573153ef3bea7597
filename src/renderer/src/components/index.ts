export { BoardList, type BoardListProps, groupByFeature } from './BoardList';
export { DeckPanel, type DeckPanelProps } from './DeckPanel';
export { percent, plural, signed } from './format';
export type { GlyphName } from './glyphs';
export { Icon, type IconProps } from './Icon';
export { keepSame } from './keepSame';
export { MeepleIcon, type MeepleIconProps, type MeepleVariant } from './MeepleIcon';
export {
  distinctByLabel,
  featureList,
  type NamedGame,
  type Names,
  namesFor,
  tileDescription,
  tileLabel,
  tileName,
} from './names';
export {
  BadgeGroup,
  BadgeMark,
  badgeLabel,
  PlayerBadge,
  type PlayerBadgeProps,
} from './PlayerBadge';
export { initial, seatDash, seatPattern, swatch } from './playerStyle';
export { ScoreChart, type ScoreChartProps, scoreSeries } from './ScoreChart';
export { ScoreTrack, type ScoreTrackProps, spaceCell } from './ScoreTrack';
export { ScrollRegion } from './ScrollRegion';
export { SeatingRing, type SeatingRingProps } from './SeatingRing';
export { matchesFilter, TileGrid, type TileGridProps } from './TileGrid';
export { rasterizeTile, TileImage, tileImageUrl, tileRasterUrl } from './TileImage';
export { TilePicture, type TilePictureProps } from './TilePicture';
