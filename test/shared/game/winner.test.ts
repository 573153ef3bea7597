import { describe, expect, it } from 'vitest';
import { winningScore } from '../../../src/shared/game/results';
import type { SessionInfo } from '../../../src/shared/ipc/types';
import { nightStandings } from '../../../src/shared/stats/nightStandings';

describe('who wins a game', () => {
  it('is the top score, ties sharing it', () => {
    expect(winningScore([12, 30, 30])).toBe(30);
    expect(winningScore([7, 7])).toBe(7);
    expect(winningScore([-4, -2])).toBe(-2);
  });

  it('is nobody when everybody stands level on no points (a 0–0 game)', () => {
    expect(winningScore([0, 0, 0])).toBeUndefined();
    expect(winningScore([-4, -4])).toBeUndefined();
    expect(winningScore([])).toBeUndefined();
  });

  it('gives no night win for a 0–0 game', () => {
    const game = (id: string, scores: number[]): SessionInfo =>
      ({
        id,
        name: id,
        status: 'finished',
        players: scores.map((score, i) => ({
          id: `p${i}`,
          name: ['Ana', 'Ben'][i],
          color: 'red',
          score,
        })),
      }) as unknown as SessionInfo;
    const rows = nightStandings([game('a', [0, 0]), game('b', [5, 3])]);
    expect(rows.map((r) => [r.name, r.wins])).toEqual([
      ['Ana', 1],
      ['Ben', 0],
    ]);
  });
});
