import { nameProblem } from '../../shared/names';

export { nameFromFileName } from '../../shared/names';

import type { Player } from '../../shared/record/schema';
import { StoreError } from './errors';

export const MAX_NAME_LENGTH = 100;

/** Trims a session name and checks it: 1 to 100 characters, no control characters. */
export function checkName(input: unknown): string {
  if (typeof input !== 'string')
    throw new StoreError('INVALID_NAME', 'A session name must be text.');
  const name = input.trim();
  const problem = nameProblem(name);
  if (problem === 'blank') throw new StoreError('INVALID_NAME', 'A session needs a name.');
  if (name.length > MAX_NAME_LENGTH) {
    throw new StoreError(
      'INVALID_NAME',
      `A session name is at most ${MAX_NAME_LENGTH} characters.`,
    );
  }
  if (problem === 'control') {
    throw new StoreError('INVALID_NAME', 'A session name cannot contain control characters.');
  }
  return name;
}

/** Player names follow the same rule as every other name (the record allows any 1 to 40). */
export function checkPlayerNames(players: readonly Pick<Player, 'name'>[]): void {
  for (const [index, player] of players.entries()) {
    const problem = nameProblem(player.name);
    if (!problem) continue;
    throw new StoreError(
      'INVALID_RECORD',
      problem === 'blank'
        ? `The game cannot be set up: player ${index + 1} needs a name.`
        : `The game cannot be set up: the name of player ${index + 1} contains control characters.`,
    );
  }
}
