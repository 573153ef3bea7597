import { describe, expect, it } from 'vitest';
import { changedElsewhereMessage, conflictMessage } from '../../../src/renderer/src/state/conflict';
import type { GameSnapshot } from '../../../src/shared/game/gameSnapshot';
import type { GameEvent } from '../../../src/shared/record/schema';

const draw = (tile: string) => ({ type: 'draw', tile }) as GameEvent;
const place = { type: 'place' } as GameEvent;
/** Every event in words: its type and tile. */
const describe_ = (_before: GameSnapshot, event: GameEvent) =>
  `${event.type}${'tile' in event ? ` ${event.tile}` : ''}`;
const history = (n: number) => Array.from({ length: n }, () => ({}) as GameSnapshot);

describe('what another device did, in words', () => {
  it('a game shown again after its moves: what it played, without "your tap" (none was refused)', () => {
    const text = changedElsewhereMessage([draw('V')], [draw('V'), place], history(2), describe_);
    expect(text).toBe('Another device played a move: place. The table shows it now.');
    expect(changedElsewhereMessage([], [draw('V'), place], history(2), describe_)).toMatch(
      /^Another device played 2 moves, the last: place\./,
    );
  });

  it('took back moves, or took back and played again', () => {
    expect(changedElsewhereMessage([draw('V'), place], [draw('V')], history(1), describe_)).toMatch(
      /^Another device took back a move\./,
    );
    // The last tap made again (Lay it down instead): what it is now.
    expect(changedElsewhereMessage([draw('V')], [draw('B')], history(1), describe_)).toBe(
      'Another device changed the last move, now: draw B. The table shows it now.',
    );
    // Further back than a tap and its place: said in general.
    const three = [draw('V'), place, draw('U')];
    expect(
      changedElsewhereMessage(three, [draw('B'), place, draw('K')], history(3), describe_),
    ).toMatch(/^Another device changed this game \(moves taken back and played again\)/);
  });

  it('one move taken back is named, from the game as it is now', () => {
    const now = {} as GameSnapshot;
    expect(
      changedElsewhereMessage([draw('V'), place], [draw('V')], history(1), describe_, now),
    ).toBe('Another device took back the last move: place. The table shows the game as it is now.');
    // Two or more: counted.
    expect(
      changedElsewhereMessage(
        [draw('V'), place, draw('U')],
        [draw('V')],
        history(1),
        describe_,
        now,
      ),
    ).toMatch(/^Another device took back 2 moves\./);
  });

  it('nothing when the moves are the same (a rename, a redo given up)', () => {
    expect(
      changedElsewhereMessage([draw('V')], [draw('V')], history(1), describe_),
    ).toBeUndefined();
  });

  it('a refused tap says it was not saved', () => {
    expect(conflictMessage([], [draw('V')], history(1), describe_)).toBe(
      'Another device played a move first: draw V. The table shows it now; your tap was not saved.',
    );
  });
});
