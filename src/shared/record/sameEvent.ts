import type { GameEvent } from './schema';

/**
 * Whether two events are the same move, whatever the order of their fields: the page keeps an
 * event as it built it (`{ ...deploy, protect: true }` puts `protect` after `at`), the store as
 * its parse wrote it (the schema's order), and text compared as JSON told the two apart (a
 * "Lay it down instead" said another device had changed the game).
 */
export function sameEvent(a: GameEvent | undefined, b: GameEvent | undefined): boolean {
  return sameJson(a, b);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightCount = Object.values(right).filter((value) => value !== undefined).length;
  return left.length === rightCount && left.every(([key, value]) => sameJson(value, right[key]));
}
