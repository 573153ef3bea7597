/** How a player looks everywhere: colour, ink for text on it, initial, and a per-seat pattern. */

interface Swatch {
  readonly fill: string;
  /** Text and pattern colour that contrasts with fill. */
  readonly ink: string;
}

const LIGHT_INK = '#ffffff';
const DARK_INK = '#151515';

/** Meeple colours of the boxes, tuned to read on both themes. */
const NAMED: Readonly<Record<string, Swatch>> = {
  red: { fill: '#d0312d', ink: LIGHT_INK },
  blue: { fill: '#1f63c4', ink: LIGHT_INK },
  green: { fill: '#2c8a3c', ink: LIGHT_INK },
  yellow: { fill: '#f4c519', ink: DARK_INK },
  black: { fill: '#1e1e1e', ink: LIGHT_INK },
  grey: { fill: '#8d8d8d', ink: DARK_INK },
  gray: { fill: '#8d8d8d', ink: DARK_INK },
  pink: { fill: '#ec6fa9', ink: DARK_INK },
  purple: { fill: '#7d4dbf', ink: LIGHT_INK },
  white: { fill: '#f4f1e8', ink: DARK_INK },
  orange: { fill: '#f0831e', ink: DARK_INK },
  brown: { fill: '#7b4d2b', ink: LIGHT_INK },
};

function luminance(hex: string): number | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const parts = short ? short.slice(1).map((d) => d + d) : long?.slice(1);
  if (!parts) return undefined;
  const [r, g, b] = parts.map((p) => {
    const c = Number.parseInt(p, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The swatch for a player's free-text colour: a known name, a #hex, or any CSS colour. */
export function swatch(color: string): Swatch {
  const key = color.trim().toLowerCase();
  const named = NAMED[key];
  if (named) return named;
  const lum = luminance(key);
  if (lum !== undefined) return { fill: key, ink: lum > 0.35 ? DARK_INK : LIGHT_INK };
  // Unknown words still paint (SVG accepts CSS colour names); the initial carries a halo.
  return { fill: key || '#8d8d8d', ink: LIGHT_INK };
}

/** The first letter of a name, upper-cased (a whole grapheme, so accents and emoji survive). */
export function initial(name: string): string {
  const first = Array.from(name.trim())[0] ?? '?';
  return first.toLocaleUpperCase();
}

export const SEAT_PATTERNS = [
  'stripes',
  'dots',
  'checks',
  'grid',
  'zigzag',
  'bars',
  'rings',
  'crosshatch',
] as const;
export type SeatPattern = (typeof SEAT_PATTERNS)[number];

export function seatPattern(seat: number): SeatPattern {
  const n = SEAT_PATTERNS.length;
  return SEAT_PATTERNS[((seat % n) + n) % n] as SeatPattern;
}

/**
 * A player's own pattern, from their name: the same on every screen and in every game (Ana is
 * stripes at the table, in the results ranked third, in the statistics), whatever the seat.
 */
export function playerPattern(
  player: { readonly name: string },
  among?: readonly { readonly name: string }[],
): SeatPattern {
  const key = nameKey(player.name);
  if (!among || among.length === 0) return preferredPattern(key);
  // Every badge of a game asks, at every change that redraws one: worked out once per list.
  // A store's list can change in place: the names it was worked out for are checked.
  const names = among.map((p) => p.name).join('\n');
  let known = patternsAmong.get(among);
  if (known?.names !== names) {
    known = { names, patterns: new Map() };
    patternsAmong.set(among, known);
  }
  let pattern = known.patterns.get(key);
  if (pattern === undefined) {
    pattern = patternAmong(key, among);
    known.patterns.set(key, pattern);
  }
  return pattern;
}

const patternsAmong = new WeakMap<
  readonly { readonly name: string }[],
  { names: string; patterns: Map<string, SeatPattern> }
>();

function patternAmong(key: string, among: readonly { readonly name: string }[]): SeatPattern {
  // Among the players of one game no two share a pattern: names in alphabetical order each
  // take their own pattern, or the next free one. Seats and ranks play no part.
  const names = [...new Set([...among.map((p) => nameKey(p.name)), key])].sort();
  const taken = new Map<string, SeatPattern>();
  const used = new Set<SeatPattern>();
  for (const name of names) {
    const start = SEAT_PATTERNS.indexOf(preferredPattern(name));
    let pattern = preferredPattern(name);
    for (let step = 0; step < SEAT_PATTERNS.length; step++) {
      const candidate = seatPattern(start + step);
      if (!used.has(candidate)) {
        pattern = candidate;
        break;
      }
    }
    used.add(pattern);
    taken.set(name, pattern);
  }
  return taken.get(key) ?? preferredPattern(key);
}

const nameKey = (name: string): string => name.normalize('NFC').trim().toLowerCase();

/** A name's own pattern (a small hash), before any other player of the game is considered. */
function preferredPattern(key: string): SeatPattern {
  let hash = 2166136261;
  for (const ch of key) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return seatPattern(hash % SEAT_PATTERNS.length);
}

/** Line dash per seat for charts: the line is told apart without colour. */
const SEAT_DASHES = ['', '12 6', '3 5', '14 5 3 5', '7 4', '2 3 9 3', '18 4', '4 4 4 10'];

export function seatDash(seat: number): string {
  const n = SEAT_DASHES.length;
  return SEAT_DASHES[((seat % n) + n) % n] ?? '';
}
