import type { FeatureKind } from '../game/gameContext';

/**
 * B7 and the Abbot: a garden takes only the abbot, and the abbot goes only on a monastery or a
 * garden. The engine's check says why a deploy breaks it; the table offers only what it allows.
 */
export function featureTakes(kind: FeatureKind, abbot: boolean): boolean {
  return abbot ? kind === 'monastery' || kind === 'garden' : kind !== 'garden';
}

/** R8: a meeple may lie down (be protected) anywhere but in a field: farmers never. */
export function canLieDown(kind: FeatureKind): boolean {
  return kind !== 'field';
}
