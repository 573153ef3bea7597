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
  /**
   * Each item's identity, when it has a cheap one: the key is then worked out only for the
   * items of both lists (Home's whole list of 2,000 games over its first page of 30: 30 keys,
   * not 2,000).
   */
  idOf?: (item: T) => string,
): T[] {
  if (!previous || previous.length === 0) return [...next];
  if (idOf) {
    const before = new Map(previous.map((item) => [idOf(item), item]));
    return next.map((item) => {
      const was = before.get(idOf(item));
      return was !== undefined && key(was) === key(item) ? was : item;
    });
  }
  const known = new Map(previous.map((item) => [key(item), item]));
  return next.map((item) => known.get(key(item)) ?? item);
}
