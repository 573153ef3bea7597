import { majorityWinners } from '../rules/points';
import { completedFeaturePoints, finalFeaturePoints } from './effects';
import type { FeatureKind, GameContext } from './gameContext';

export interface FeatureCounts {
  tiles?: number;
  pennants?: number;
  cities?: number;
  points?: number;
}

export type ScoreInput = 'tiles' | 'pennants' | 'cities';

/**
 * B4, B5, B7: the counts a feature's points are worked out from: city tiles and pennants, road
 * tiles, at the end a monastery's or garden's tiles (itself and neighbours) and the completed
 * cities a field touches. A completed monastery scores 9, a field only at the end.
 */
export function scoreInputs(kind: FeatureKind, when: 'completed' | 'final'): ScoreInput[] {
  if (kind === 'city') return ['tiles', 'pennants'];
  if (kind === 'road') return ['tiles'];
  if (when === 'completed') return [];
  return kind === 'field' ? ['cities'] : ['tiles'];
}

export interface ScorePreview {
  readonly kind: FeatureKind;
  readonly points: number;
  /** B4: who scores (everyone tied for the most meeples). */
  readonly winners: readonly string[];
  /** Meeples per player on the feature, for showing the majority. */
  readonly meeplesByPlayer: Readonly<Record<string, number>>;
}

/** What scoring a feature would give, before the group confirms it. */
export function previewScore(
  game: GameContext,
  feature: string,
  counts: FeatureCounts,
  when: 'completed' | 'final',
): ScorePreview | undefined {
  const kind = game.features.get(feature)?.kind;
  if (!kind) return undefined;
  const owners = game.meeples.filter((m) => m.feature === feature).map((m) => m.player);
  const meeplesByPlayer: Record<string, number> = {};
  for (const owner of owners) meeplesByPlayer[owner] = (meeplesByPlayer[owner] ?? 0) + 1;
  const points =
    when === 'completed' ? completedFeaturePoints(kind, counts) : finalFeaturePoints(kind, counts);
  return { kind, points, winners: majorityWinners(owners), meeplesByPlayer };
}

/** Features with meeples on them, in the order they were first occupied. */
export function occupiedFeatures(game: GameContext): { feature: string; kind: FeatureKind }[] {
  const seen = new Map<string, FeatureKind>();
  for (const meeple of game.meeples)
    if (!seen.has(meeple.feature)) seen.set(meeple.feature, meeple.kind);
  return [...seen].map(([feature, kind]) => ({ feature, kind }));
}
