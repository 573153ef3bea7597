import type { FeatureKind, GameContext, Meeple } from '../../../../shared/game/gameContext';
import type { GameSnapshot } from '../../../../shared/game/gameSnapshot';
import type { GlyphName } from '../../components';

/** Words and small lookups shared by the table's panels. */

export const KIND_NAME: Record<FeatureKind, string> = {
  city: 'city',
  road: 'road',
  monastery: 'monastery',
  field: 'field',
  garden: 'garden',
};

/** "City C3": a feature as a title. */
export const featureTitle = (kind: FeatureKind, id: string): string =>
  `${KIND_NAME[kind].charAt(0).toUpperCase()}${KIND_NAME[kind].slice(1)} ${id}`;

export const KIND_GLYPH: Record<FeatureKind, GlyphName> = {
  city: 'city',
  road: 'road',
  monastery: 'monastery',
  field: 'field',
  garden: 'garden',
};

/** What a meeple is called by where it stands. */
export function pieceName(meeple: Pick<Meeple, 'kind' | 'abbot'>): string {
  if (meeple.abbot) return 'abbot';
  if (meeple.kind === 'field') return 'farmer';
  if (meeple.kind === 'road') return 'thief';
  if (meeple.kind === 'city') return 'knight';
  return 'monk';
}

/** "knight on city C3". */
export const meepleWhere = (meeple: Meeple): string =>
  `${pieceName(meeple)} on ${KIND_NAME[meeple.kind]} ${meeple.feature}${meeple.protected ? ' (lying, protected)' : ''}`;

export const playerName = (game: GameContext, id: string): string =>
  game.players.find((p) => p.id === id)?.name ?? id;

export const seatOf = (game: GameContext, id: string): number =>
  Math.max(
    0,
    game.players.findIndex((p) => p.id === id),
  );

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
