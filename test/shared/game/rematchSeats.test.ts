import { describe, expect, it } from 'vitest';
import { rematchOf, rotateSeats } from '../../../src/shared/game/rematchSeats';
import type { GameNight, SessionInfo } from '../../../src/shared/ipc/types';

const seat = (id: string, name: string, color: string) => ({ id, name, color, score: 0 });

function game(id: string, players: ReturnType<typeof seat>[]): SessionInfo {
  return {
    id,
    name: id,
    created: '2026-12-04T19:00:00.000Z',
    lastPlayed: '2026-12-04T19:00:00.000Z',
    players,
    options: { edition: 'C3', expansions: ['peasant-revolts'] },
    status: 'playing',
    turn: 1,
    eventCount: 0,
    canUndo: false,
    canRedo: false,
  };
}

const source = (g: SessionInfo) => ({
  players: g.players,
  edition: g.options.edition,
  expansions: g.options.expansions,
  houseRules: [],
});

describe('rematchOf', () => {
  const ana = seat('p1', 'Ana', 'red');
  const ben = seat('p2', 'Ben', 'blue');
  const first = game('first', [ana, ben]);

  it('finds the later game of the night seated as a rematch seats it', () => {
    const rematch = game('rematch', rotateSeats(first.players));
    const night: GameNight = {
      id: 'n',
      name: 'Friday',
      created: first.created,
      sessions: ['first', 'rematch'],
      games: [first, rematch],
      standings: [],
    };
    expect(rematchOf(source(first), 'first', [night])?.id).toBe('rematch');
    // Not a game before it, nor itself.
    expect(rematchOf(source(rematch), 'rematch', [night])).toBeUndefined();
  });

  it('is not the rematch of a later game of the same players with the colours dealt again', () => {
    // The second game: Ana and Ben in the same seats, Ana blue and Ben red now; its rematch
    // (the third) seats Ben first, as the first game's rematch would, in the second's colours.
    const second = game('second', [seat('p1', 'Ana', 'blue'), seat('p2', 'Ben', 'red')]);
    const third = game('third', rotateSeats(second.players));
    const night: GameNight = {
      id: 'n',
      name: 'Friday',
      created: first.created,
      sessions: ['first', 'second', 'third'],
      games: [first, second, third],
      standings: [],
    };
    expect(rematchOf(source(first), 'first', [night])).toBeUndefined();
    expect(rematchOf(source(second), 'second', [night])?.id).toBe('third');
  });
});
