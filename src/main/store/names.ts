import { StoreError } from './errors';

export const MAX_NAME_LENGTH = 100;

/** Trims a session name and checks it: 1 to 100 characters, no control characters. */
export function checkName(input: unknown): string {
  if (typeof input !== 'string')
    throw new StoreError('INVALID_NAME', 'A session name must be text.');
  const name = input.trim();
  if (name.length === 0) throw new StoreError('INVALID_NAME', 'A session needs a name.');
  if (name.length > MAX_NAME_LENGTH) {
    throw new StoreError(
      'INVALID_NAME',
      `A session name is at most ${MAX_NAME_LENGTH} characters.`,
    );
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    throw new StoreError('INVALID_NAME', 'A session name cannot contain control characters.');
  }
  return name;
}
