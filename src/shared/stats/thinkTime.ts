/**
 * A pause longer than this between two moves of one turn is a break (the table left open while
 * the group looks at Home, a meal), not think time: a turn left open for seven minutes showed
 * as the night's longest turn while the table's own clock said 0:04.
 */
export const BREAK_MS = 5 * 60_000;

/** The part of a gap between two moves that counts as think time: all of it, or none (a break). */
export const thinkingIn = (gapMs: number): number => (gapMs > BREAK_MS ? 0 : Math.max(0, gapMs));

/** Time from the first to the last of these instants (ms, in order), breaks left out. */
export function timeWithoutBreaks(instants: readonly number[]): number {
  let total = 0;
  for (let i = 1; i < instants.length; i++)
    total += thinkingIn((instants[i] as number) - (instants[i - 1] as number));
  return total;
}
