import type { Award, FeatureKind, GameContext } from './gameContext';

/** Where points came from, for the results screen and statistics. */
export type PointsCategory =
  | FeatureKind
  | 'revolt'
  | 'protection'
  | 'arrow'
  | 'abbot-recall'
  | 'adjustment';

export const POINTS_CATEGORIES: readonly PointsCategory[] = [
  'city',
  'road',
  'monastery',
  'garden',
  'field',
  'revolt',
  'protection',
  'arrow',
  'abbot-recall',
  'adjustment',
];

export function categoryOf(game: GameContext, award: Award): PointsCategory {
  switch (award.reason) {
    case 'feature':
    case 'final':
      return game.features.get(award.feature ?? '')?.kind ?? 'adjustment';
    case 'revolt-protected':
      return 'revolt';
    case 'protect-new':
    case 'protect-standing':
      return 'protection';
    case 'open-arrow':
      return 'arrow';
    case 'abbot-recall':
      return 'abbot-recall';
    case 'adjust':
      return 'adjustment';
  }
}

export interface Standing {
  readonly player: string;
  /** 1 for the leader; tied players share a rank. */
  readonly rank: number;
  readonly score: number;
  /** A winner: the top score, shared by ties; nobody wins a game where nobody scored. */
  readonly won: boolean;
  readonly byCategory: Readonly<Record<PointsCategory, number>>;
}

/**
 * The winning score, or undefined when there is no winner: the players tied at the top share the
 * win, but a game where everybody stands level on no points (0–0, say, a game ended at once) is
 * won by nobody.
 */
export function winningScore(scores: readonly number[]): number | undefined {
  if (scores.length === 0) return undefined;
  const best = Math.max(...scores);
  const level = scores.every((score) => score === best);
  return level && best <= 0 ? undefined : best;
}

export function standings(game: GameContext): Standing[] {
  const empty = () =>
    Object.fromEntries(POINTS_CATEGORIES.map((c) => [c, 0])) as Record<PointsCategory, number>;
  const byPlayer = new Map(game.players.map((p) => [p.id, empty()]));
  for (const award of game.awards) {
    const categories = byPlayer.get(award.player);
    if (categories) categories[categoryOf(game, award)] += award.points;
  }
  const sorted = [...game.players].sort((a, b) => b.score - a.score);
  const winning = winningScore(sorted.map((p) => p.score));
  return sorted.map((p) => ({
    player: p.id,
    rank: 1 + sorted.filter((q) => q.score > p.score).length,
    score: p.score,
    won: p.score === winning,
    byCategory: byPlayer.get(p.id) ?? empty(),
  }));
}

/** Each player's score at the end of every turn (index 0: before the first turn). */
export function scoreTimeline(game: GameContext): Record<string, number[]> {
  const lastTurn = Math.max(game.turn.number, ...game.awards.map((a) => a.turn));
  const timeline: Record<string, number[]> = {};
  for (const player of game.players) timeline[player.id] = new Array(lastTurn + 1).fill(0);
  for (const award of game.awards) {
    const line = timeline[award.player];
    if (!line) continue;
    for (let turn = award.turn; turn <= lastTurn; turn++)
      line[turn] = (line[turn] ?? 0) + award.points;
  }
  return timeline;
}
