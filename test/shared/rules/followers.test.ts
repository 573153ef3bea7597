import { describe, expect, it } from 'vitest';
import type { FeatureKind } from '../../../src/shared/game/gameContext';
import { canLieDown, featureTakes } from '../../../src/shared/rules/followers';

const KINDS: FeatureKind[] = ['city', 'road', 'monastery', 'field', 'garden'];

describe('featureTakes', () => {
  it('B7: a garden takes only the abbot; the abbot goes only on a monastery or a garden', () => {
    expect(KINDS.filter((kind) => featureTakes(kind, false))).toEqual([
      'city',
      'road',
      'monastery',
      'field',
    ]);
    expect(KINDS.filter((kind) => featureTakes(kind, true))).toEqual(['monastery', 'garden']);
  });
});

describe('canLieDown', () => {
  it('R8: every follower may lie down but a farmer', () => {
    expect(KINDS.filter((kind) => !canLieDown(kind))).toEqual(['field']);
  });
});
