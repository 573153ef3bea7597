import { describe, expect, it } from 'vitest';
import { gameFacts } from '../../../src/shared/stats/gameFacts';
import { BREAK_MS, thinkingIn, timeWithoutBreaks } from '../../../src/shared/stats/thinkTime';
import { unfinishedGame } from './fixtures';

const minutes = (n: number) => n * 60_000;

describe('think time leaves a break out', () => {
  it('counts a gap between two moves up to 5 minutes, and none of a longer one', () => {
    expect(thinkingIn(minutes(3))).toBe(minutes(3));
    // The newcomer's turn left open for 7 minutes while the group looked at Home.
    expect(thinkingIn(minutes(7))).toBe(0);
    expect(thinkingIn(BREAK_MS)).toBe(BREAK_MS);
    expect(thinkingIn(BREAK_MS + 1)).toBe(0);
    expect(thinkingIn(-5_000)).toBe(0);
    expect(timeWithoutBreaks([0, minutes(1), minutes(25), minutes(26)])).toBe(minutes(2));
    expect(timeWithoutBreaks([5])).toBe(0);
  });

  it('in the statistics: a turn left open for a quarter of an hour counts its moves only', () => {
    const at = (time: string) => `2026-03-14T${time}Z`;
    const events = [
      { type: 'draw', tile: 'U', at: at('21:00:00') },
      { type: 'place', at: at('21:00:20') },
      // The table left open while the group looked at Home.
      { type: 'endTurn', at: at('21:15:20') },
      { type: 'draw', tile: 'V', at: at('21:15:50') },
      { type: 'place', at: at('21:16:00') },
      { type: 'endTurn', at: at('21:16:05') },
      { type: 'draw', tile: 'U', at: at('21:16:10') },
    ];
    const outcome = gameFacts({ ...unfinishedGame, events });
    if (!outcome.ok) expect.fail(outcome.error);
    expect(outcome.facts.turns.map((t) => t.thinkMs)).toEqual([20_000 + 30_000, 20_000, undefined]);
    expect(outcome.facts.players[0]?.longestTurnMs).toBe(50_000);
  });
});
