import { describe, expect, it } from 'vitest';
import { scoreInputs } from '../../../src/shared/game/scorePreview';

describe('the counts a feature is scored from', () => {
  it('B4: a completed city needs tiles and pennants, a road tiles, a monastery or garden nothing', () => {
    expect(scoreInputs('city', 'completed')).toEqual(['tiles', 'pennants']);
    expect(scoreInputs('road', 'completed')).toEqual(['tiles']);
    expect(scoreInputs('monastery', 'completed')).toEqual([]);
    expect(scoreInputs('garden', 'completed')).toEqual([]);
  });

  it('B5, B7: at the end a monastery or garden counts its tiles, a field the cities it touches', () => {
    expect(scoreInputs('city', 'final')).toEqual(['tiles', 'pennants']);
    expect(scoreInputs('road', 'final')).toEqual(['tiles']);
    expect(scoreInputs('monastery', 'final')).toEqual(['tiles']);
    expect(scoreInputs('garden', 'final')).toEqual(['tiles']);
    expect(scoreInputs('field', 'final')).toEqual(['cities']);
  });

  it('B5: a field is never scored during play', () => {
    expect(scoreInputs('field', 'completed')).toEqual([]);
  });
});
