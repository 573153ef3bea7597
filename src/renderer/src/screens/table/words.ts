import type { FeatureKind, GameContext, Meeple } from '../../../../shared/game/gameContext';
import type { GameSnapshot } from '../../../../shared/game/gameSnapshot';
import { occupiedFeatures } from '../../../../shared/game/scorePreview';
import { type GlyphName, namesFor } from '../../components';
import { listWords as listInWords } from '../../i18n';

/** Words and small lookups shared by the table's panels (names: components/names.ts). */

/** "City 3": a feature as a title, numbered by the app, never its record id. */
export const featureTitle = (game: GameContext, kind: FeatureKind, id: string): string =>
  namesFor(game).feature(id, kind);

/** The features with meeples on them, in natural order: City 1, City 2, …, City 10, Road 1. */
export const sortedFeatures = (game: GameContext): ReturnType<typeof occupiedFeatures> => {
  const names = namesFor(game);
  return [...occupiedFeatures(game)].sort((a, b) => names.compareFeatures(a.feature, b.feature));
};

export const KIND_GLYPH: Record<FeatureKind, GlyphName> = {
  city: 'city',
  road: 'road',
  monastery: 'monastery',
  field: 'field',
  garden: 'garden',
};

/**
 * "knight on city 3": a meeple named by where it stands (knight, thief, monk, farmer, abbot),
 * "(lying, protected)" when laid down.
 */
export const meepleWhere = (game: GameContext, meeple: Meeple): string =>
  namesFor(game).meepleWhere(meeple);

export const playerName = (game: GameContext, id: string): string => namesFor(game).player(id);

export const seatOf = (game: GameContext, id: string): number =>
  Math.max(
    0,
    game.players.findIndex((p) => p.id === id),
  );

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
export const listWords = listInWords;

/**
 * A list in words where the same words come once, counted ("thief on road 1 ×2"): two
 * meeples side by side on one feature read alike.
 */
export function countedWords(items: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return listInWords([...counts].map(([item, n]) => (n > 1 ? `${item} ×${n}` : item)));
}

/** The resting phase of the game, as the table shows it. */
export type TablePhase =
  | 'draw'
  | 'place'
  | 'discarded'
  | 'meeple'
  | 'scoring'
  | 'crop'
  | 'turnEnding'
  | 'finalScoring'
  | 'finished'
  | 'setup';

/** The engine's name of each resting phase (the `phase.*` words). */
export const PHASE_KEY = {
  draw: 'startOfTurn',
  place: 'tileDrawn',
  discarded: 'tileDiscarded',
  meeple: 'meeple',
  scoring: 'scoring',
  crop: 'cropRound',
  turnEnding: 'endOfTurn',
  finalScoring: 'finalScoring',
  finished: 'finished',
  setup: 'setup',
} as const satisfies Record<TablePhase, string>;

export function tablePhase(snapshot: GameSnapshot): TablePhase {
  if (snapshot.matches({ play: 'awaitingDraw' })) return 'draw';
  if (snapshot.matches({ play: 'tileInHand' })) return 'place';
  if (snapshot.matches({ play: 'tileDiscarded' })) return 'discarded';
  if (snapshot.matches({ play: 'meeplePhase' })) return 'meeple';
  if (snapshot.matches({ play: 'scoring' })) return 'scoring';
  if (snapshot.matches({ play: 'cropRound' })) return 'crop';
  if (snapshot.matches({ play: 'turnEnding' })) return 'turnEnding';
  if (snapshot.matches('finalScoring')) return 'finalScoring';
  if (snapshot.matches('finished')) return 'finished';
  return 'setup';
}

export const hasExpansion = (game: GameContext, name: GameContext['expansions'][number]) =>
  game.expansions.includes(name);
