import { describe, expect, it } from 'vitest';
import { finalLine } from '../../../../src/renderer/src/screens/phones/MySeat';
import { mySeatView } from '../../../../src/renderer/src/screens/phones/seatModel';
import { replayRecord } from '../../../../src/shared/record/replay';
import type { GameEvent, GameRecord } from '../../../../src/shared/record/schema';
import { record } from '../fakeApi';

/** "My seat" (a phone): one player's part of the game, worked out from the engine's state. */

const EVENTS = [
  { type: 'draw', tile: 'D' },
  { type: 'place' },
  { type: 'deploy', meeple: 'm1', feature: 'R1', kind: 'road', protect: true },
  { type: 'endTurn' },
  { type: 'draw', tile: 'F' },
  { type: 'place' },
  { type: 'deploy', meeple: 'm2', feature: 'C1', kind: 'city' },
  { type: 'endTurn' },
] as GameEvent[];

function seatOf(game: GameRecord, player: string) {
  const replayed = replayRecord(game);
  if (!replayed.ok) throw new Error(replayed.error);
  return mySeatView(replayed.snapshot, player);
}

describe('mySeatView', () => {
  it('shows my score, track, meeples (protected lying down) and whose turn it is', () => {
    const game = record(['Ana', 'Ben'], EVENTS, ['peasant-revolts']);
    const ana = seatOf(game, game.players[0]?.id ?? '');
    expect(ana).toMatchObject({
      me: { name: 'Ana', score: -4 },
      laps: -1,
      space: 46,
      supply: 6,
      lying: 1,
      myTurn: true,
      turnNumber: 3,
    });
    expect(ana?.mine.map((m) => m.feature)).toEqual(['R1']);
    // Ana's one meeple lies protected: a revolt can take nothing of hers, so no risk line.
    expect(ana?.revoltRisk).toBeUndefined();
    const ben = seatOf(game, game.players[1]?.id ?? '');
    expect(ben).toMatchObject({ myTurn: false, turnOf: { name: 'Ana' }, lying: 0, supply: 6 });
    expect(ben?.revoltRisk).toBeTypeOf('number');
    expect(seatOf(game, 'nobody')).toBeUndefined();
  });

  it('gives no revolt risk without the Revolts, nor with the no-aids house rule (H2)', () => {
    const plain = record(['Ana', 'Ben'], [EVENTS[0], EVENTS[1]] as GameEvent[]);
    expect(seatOf(plain, plain.players[0]?.id ?? '')?.revoltRisk).toBeUndefined();
    const noAids = record(['Ana', 'Ben'], [], ['peasant-revolts']);
    noAids.options = { ...noAids.options, houseRules: ['no-aids'] };
    expect(seatOf(noAids, noAids.players[0]?.id ?? '')?.revoltRisk).toBeUndefined();
  });
});

describe('my seat once the game is over', () => {
  const over = (scores: Record<string, number>) => {
    const game = record(Object.keys(scores), [
      ...Object.entries(scores).map(([name, points]) => ({
        type: 'adjust',
        player: name.toLowerCase(),
        points,
        note: 'test',
      })),
      { type: 'endGame' },
      { type: 'finish' },
    ] as GameEvent[]);
    return (name: string) => {
      const view = seatOf(game, name.toLowerCase());
      if (!view?.final) throw new Error('no final place');
      return { final: view.final, line: finalLine(view.final) };
    };
  };

  it('says where I finished and who won, sharing a win as the rules share it', () => {
    const seat = over({ Ana: 12, Ben: 30, Cleo: 30, Dan: -3 });
    expect(seat('Ana').final).toMatchObject({ place: 3, of: 4, points: 12, won: false });
    expect(seat('Ana').line).toBe('Place 3 of 4 (score 12). Ben, Cleo won.');
    expect(seat('Ben').line).toBe('You share the win with Cleo. Score: 30.');
    expect(seat('Dan').line).toBe('Place 4 of 4 (score −3). Ben, Cleo won.');
    expect(over({ Ana: 40, Ben: 30 })('Ana').line).toBe('You won! Score: 40.');
    // Everyone level on no points: nobody won.
    expect(over({ Ana: 0, Ben: 0 })('Ben').line).toBe('Everyone level on 0: nobody won.');
  });

  it('says nothing of it while the game goes on', () => {
    const game = record(['Ana', 'Ben'], EVENTS, ['peasant-revolts']);
    expect(seatOf(game, game.players[0]?.id ?? '')?.final).toBeUndefined();
  });
});
