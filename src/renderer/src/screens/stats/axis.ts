/**
 * A value axis of round numbers, few of them whatever the range: steps of 1, 2 or 5 × 10^k,
 * at most MAX_TICKS labels (four at least, for any range that is not a single point). The
 * step was once 5 or 10 whatever the range: 500 games of luck ran from −315 to 85, forty labels
 * piled on one another.
 */

/** The most labels an axis shows: 250 units of chart height leave 40 between two. */
export const MAX_TICKS = 7;

const MULTIPLES = [1, 2, 5] as const;

export interface NiceAxis {
  /** The axis's ends: the first and the last tick, the values given between them. */
  low: number;
  high: number;
  step: number;
  /** From low to high, every step (rounded to the step's decimals: 0.3, not 0.30000000000000004). */
  ticks: number[];
}

/**
 * The roundest axis that holds `least` to `most` in at most `maxTicks` labels: the smallest step
 * of 1, 2 or 5 × 10^k whose multiples around the range number no more than that.
 */
export function niceAxis(least: number, most: number, maxTicks = MAX_TICKS): NiceAxis {
  let lo = Math.min(least, most);
  let hi = Math.max(least, most);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) {
    lo = 0;
    hi = 1;
  }
  if (hi === lo) hi = lo + 1;
  const limit = Math.max(2, Math.floor(maxTicks));
  // No step below span / maxTicks can cover the range in maxTicks labels: start at its power of 10.
  for (let exponent = Math.floor(Math.log10((hi - lo) / limit)); ; exponent++) {
    for (const multiple of MULTIPLES) {
      // 5e-1, not 5 × 0.1 (0.5000000000000001 is no round step).
      const step = Number(`${multiple}e${exponent}`);
      // A hair of slack: 0.6 / 0.2 is 2.9999999999999996.
      const first = Math.floor(lo / step + 1e-9);
      const last = Math.ceil(hi / step - 1e-9);
      if (last - first + 1 <= limit) {
        const decimals = Math.max(0, -exponent);
        const at = (i: number) => Number((i * step).toFixed(decimals)) + 0;
        const ticks: number[] = [];
        for (let i = first; i <= last; i++) ticks.push(at(i));
        return { low: at(first), high: at(last), step, ticks };
      }
    }
  }
}

/** The round values of an axis from `least` to `most` (see niceAxis). */
export const niceTicks = (least: number, most: number, maxTicks = MAX_TICKS): number[] =>
  niceAxis(least, most, maxTicks).ticks;
