/**
 * A list made anew at each move, with each item replaced by the item of the list before it
 * that has the same key: Solid's <For> keys its rows by item, so a fresh object for every row
 * drew every row again at every move. Rows of kept items stay as they are; give a key that
 * covers all a row shows without reading it reactively.
 */
export function keepSame<T>(
  next: readonly T[],
  previous: readonly T[] | undefined,
  key: (item: T) => string,
): T[] {
  if (!previous || previous.length === 0) return [...next];
  const known = new Map(previous.map((item) => [key(item), item]));
  return next.map((item) => known.get(key(item)) ?? item);
}
