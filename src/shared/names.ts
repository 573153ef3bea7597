/**
 * The one rule every name people type follows (session, night, regular and player names): not
 * blank, and no control characters (C0, DEL, C1), which would break a line, hide text or
 * confuse a screen reader. Lengths differ per kind of name and are checked where each is.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

export const isBlank = (text: string): boolean => text.trim().length === 0;

/** What is wrong with a name under the shared rule, or undefined. */
export function nameProblem(text: string): 'blank' | 'control' | undefined {
  if (isBlank(text)) return 'blank';
  if (hasControlCharacters(text)) return 'control';
  return undefined;
}

/**
 * A session name from the file a record was picked from, for a record that carries none (the
 * record format has no field for it): "game-night-1-dec.meeple" → "Game night 1 dec".
 * Undefined when nothing usable is left (at most `max` characters).
 */
export function nameFromFileName(fileName: string | undefined, max = 100): string | undefined {
  if (!fileName) return undefined;
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  const words = base
    .replace(/\.(meeple|json)$/i, '')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  if (!words || nameProblem(words)) return undefined;
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
