import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TICKS, niceAxis, niceTicks } from '../../../../src/renderer/src/screens/stats/axis';

/** Whether a step is 1, 2 or 5 × 10^k. */
function isNice(step: number): boolean {
  const exponent = Math.floor(Math.log10(step) + 1e-9);
  const multiple = Math.round((step / 10 ** exponent) * 1e6) / 1e6;
  return [1, 2, 5].includes(multiple);
}

describe('a value axis of round numbers', () => {
  it('gives a few round labels for the ranges the charts see', () => {
    // 500 games of luck: −315 to 85 were forty labels, one every 10.
    expect(niceTicks(-315, 85)).toEqual([-400, -300, -200, -100, 0, 100]);
    expect(niceTicks(0, 3)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(niceTicks(-2, 2)).toEqual([-2, -1, 0, 1, 2]);
    expect(niceTicks(0, 1500)).toEqual([0, 500, 1000, 1500]);
    // The luck and rating charts' least range.
    expect(niceTicks(0, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(niceTicks(-12.4, 31.7)).toEqual([-20, -10, 0, 10, 20, 30, 40]);
    // Decimals without float noise.
    expect(niceTicks(0.6, 1.4)).toEqual([0.6, 0.8, 1, 1.2, 1.4]);
    expect(niceTicks(-0.3, 0.1)).toEqual([-0.3, -0.2, -0.1, 0, 0.1]);
  });

  it('4 to 7 evenly spaced labels, a step of 1, 2 or 5 × 10^k, holding the whole range, for any range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 2e6, noNaN: true }),
        (least, span) => {
          const most = least + span;
          const { low, high, step, ticks } = niceAxis(least, most);
          expect(ticks.length).toBeGreaterThanOrEqual(4);
          expect(ticks.length).toBeLessThanOrEqual(MAX_TICKS);
          expect(isNice(step)).toBe(true);
          expect(ticks[0]).toBe(low);
          expect(ticks.at(-1)).toBe(high);
          expect(low).toBeLessThanOrEqual(least + step * 1e-6);
          expect(high).toBeGreaterThanOrEqual(most - step * 1e-6);
          for (let i = 1; i < ticks.length; i++)
            expect((ticks[i] as number) - (ticks[i - 1] as number)).toBeCloseTo(step, 6);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('draws a single value or the ends given the wrong way round', () => {
    expect(niceTicks(0, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(85, -315)).toEqual(niceTicks(-315, 85));
    expect(niceTicks(Number.NaN, 3)).toEqual(niceTicks(0, 1));
  });
});
