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
