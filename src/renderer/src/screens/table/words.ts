import type { FeatureKind, GameContext, Meeple } from '../../../../shared/game/gameContext';
import type { GameSnapshot } from '../../../../shared/game/gameSnapshot';
import type { GlyphName } from '../../components';
import { listWords as listInWords, t } from '../../i18n';

/** Words and small lookups shared by the table's panels. */

/** "City C3": a feature as a title. */
export const featureTitle = (kind: FeatureKind, id: string): string =>
  `${t(`feature.${kind}`)} ${id}`;

export const KIND_GLYPH: Record<FeatureKind, GlyphName> = {
  city: 'city',
  road: 'road',
  monastery: 'monastery',
  field: 'field',
  garden: 'garden',
};

/**
 * "knight on city C3": a meeple named by where it stands (knight, thief, monk, farmer, abbot),
 * "(lying, protected)" when laid down.
 */
export function meepleWhere(meeple: Meeple): string {
  const key = meeple.abbot
    ? meeple.kind === 'garden'
      ? 'where.abbotGarden'
      : 'where.abbotMonastery'
    : (`where.${meeple.kind}` as const);
  const where = t(key, { id: meeple.feature });
  return meeple.protected ? t('where.lying', { where }) : where;
}

export const playerName = (game: GameContext, id: string): string =>
  game.players.find((p) => p.id === id)?.name ?? id;

export const seatOf = (game: GameContext, id: string): number =>
  Math.max(
    0,
    game.players.findIndex((p) => p.id === id),
  );

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
export const listWords = listInWords;

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
