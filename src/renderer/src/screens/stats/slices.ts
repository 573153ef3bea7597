import { nextTurn } from '../../later';

/**
 * Long work in the page without long tasks: a list is walked in slices of a few milliseconds,
 * with a turn of the event loop between two, so clicks, typing and frames get through.
 */

/** About how long one slice may run: well under the 50 ms of a long task, on a slow machine too. */
export const SLICE_MS = 8;

/**
 * Calls `step` on each item in order, in slices of about `budgetMs`. Stops between two slices
 * when `cancelled()` says so (the result is then false: the work is stale).
 */
export async function inSlices<T>(
  items: readonly T[],
  step: (item: T, index: number) => void,
  options: { budgetMs?: number; cancelled?: () => boolean } = {},
): Promise<boolean> {
  const budget = options.budgetMs ?? SLICE_MS;
  let started = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (performance.now() - started >= budget) {
      await nextTurn();
      if (options.cancelled?.()) return false;
      started = performance.now();
    }
    step(items[i] as T, i);
  }
  return !options.cancelled?.();
}
