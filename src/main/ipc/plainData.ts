/**
 * A first look at an untrusted payload, before the schemas: it must be plain JSON-like data
 * (no Map, Date, typed arrays or other clonable objects), not absurdly deep or large, and
 * free of keys that could reach an object's prototype. The record schemas keep unknown keys
 * of loose objects (players, options), so `__proto__` must be stopped here, not there.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface PlainDataLimits {
  maxDepth: number;
  /** Objects, arrays and values counted together. */
  maxNodes: number;
}

export const DEFAULT_LIMITS: PlainDataLimits = { maxDepth: 32, maxNodes: 20_000 };

/** Returns why `value` is refused, or undefined when it is plain data within the limits. */
export function checkPlainData(
  value: unknown,
  limits: PlainDataLimits = DEFAULT_LIMITS,
): string | undefined {
  let nodes = 0;
  const visit = (item: unknown, depth: number): string | undefined => {
    nodes += 1;
    if (nodes > limits.maxNodes) return 'the payload is too large';
    if (depth > limits.maxDepth) return 'the payload is nested too deeply';
    if (item === null || item === undefined) return undefined;
    switch (typeof item) {
      case 'string':
      case 'boolean':
        return undefined;
      case 'number':
        return Number.isFinite(item) ? undefined : 'numbers must be finite';
      case 'object':
        break;
      default:
        return `a ${typeof item} is not plain data`;
    }
    const proto = Object.getPrototypeOf(item);
    const isArray = Array.isArray(item) && proto === Array.prototype;
    if (!isArray && proto !== Object.prototype && proto !== null) {
      return 'only plain objects and arrays are accepted';
    }
    for (const key of Reflect.ownKeys(item as object)) {
      if (typeof key === 'symbol') return 'symbol keys are not accepted';
      if (isArray && key === 'length') continue;
      if (FORBIDDEN_KEYS.has(key)) return `the key "${key}" is not accepted`;
      const problem = visit((item as Record<string, unknown>)[key], depth + 1);
      if (problem) return problem;
    }
    return undefined;
  };
  return visit(value, 0);
}
