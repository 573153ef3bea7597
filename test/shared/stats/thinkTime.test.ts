import { describe, expect, it } from 'vitest';
import { gameFacts } from '../../../src/shared/stats/gameFacts';
import { storedFactsOf } from '../../../src/shared/stats/storedFacts';
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
    // Ana: 20 s to place, then the break. Ben: from Ana's endTurn, 30 + 10 + 5 s.
    expect(outcome.facts.turns.map((t) => t.thinkMs)).toEqual([20_000, 45_000, undefined]);
    expect(outcome.facts.players[0]?.longestTurnMs).toBe(20_000);
  });
});

describe("think time is the span the table's clock shows for the turn", () => {
  const at = (time: string) => `2026-03-14T${time}Z`;
  // The newcomer's game: created at 19:00:00; Anna's first turn showed 0:46 on the clock, Ben's
  // 1:07.
  const events = [
    // Anna, turn 1: 37 s to find and draw the tile, then 9 s of moves.
    { type: 'draw', tile: 'U', at: at('19:00:37') },
    { type: 'place', at: at('19:00:40') },
    { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road', at: at('19:00:44') },
    { type: 'endTurn', at: at('19:00:46') },
    // Ben, turn 2: 22 s between Anna's End turn and his draw, 45 s from his draw on.
    { type: 'draw', tile: 'V', at: at('19:01:08') },
    { type: 'place', at: at('19:01:30') },
    { type: 'endTurn', at: at('19:01:53') },
    // Anna, turn 3: draws at once and is still thinking.
    { type: 'draw', tile: 'U', at: at('19:01:54') },
  ];
  const record = { ...unfinishedGame, events };

  it("counts a turn from the endTurn before it (the clock's start) to its own endTurn", () => {
    const outcome = gameFacts(record, at('19:00:00'));
    if (!outcome.ok) expect.fail(outcome.error);
    // 0:46 and 1:07, as the clock said; not 0:09 and 0:45 (from the draw to the next draw).
    expect(outcome.facts.turns.map((t) => [t.player, t.thinkMs])).toEqual([
      ['ana', 46_000],
      ['ben', 67_000],
      ['ana', undefined],
    ]);
    expect(outcome.facts.players.map((p) => p.longestTurnMs)).toEqual([46_000, 67_000]);
    expect(outcome.facts.players.map((p) => p.counters.thinkTimeMs)).toEqual([46_000, 67_000]);
  });

  it("the first turn counts from the game's start when given, else from its first move", () => {
    const without = gameFacts(record);
    if (!without.ok) expect.fail(without.error);
    expect(without.facts.turns[0]?.thinkMs).toBe(9_000);
    // An imported game is created after its moves: its start says nothing, as on the clock.
    const imported = gameFacts(record, at('19:30:00'));
    if (!imported.ok) expect.fail(imported.error);
    expect(imported.facts.turns[0]?.thinkMs).toBe(9_000);
    // A game left open for 10 minutes before the first draw: a break, not think time.
    const leftOpen = gameFacts(record, at('18:50:00'));
    if (!leftOpen.ok) expect.fail(leftOpen.error);
    expect(leftOpen.facts.turns[0]?.thinkMs).toBe(9_000);
  });

  it('a pause of over 5 minutes before the draw is a break, left out as on the clock', () => {
    const afterABreak = [
      ...events.slice(0, 4),
      // Ben draws 6:04 after Anna's End turn (the group got drinks), then 45 s of moves.
      { type: 'draw', tile: 'V', at: at('19:06:50') },
      { type: 'place', at: at('19:07:12') },
      { type: 'endTurn', at: at('19:07:35') },
    ];
    const outcome = gameFacts({ ...unfinishedGame, events: afterABreak }, at('19:00:00'));
    if (!outcome.ok) expect.fail(outcome.error);
    expect(outcome.facts.turns.map((t) => t.thinkMs)).toEqual([46_000, 45_000]);
  });

  it('the stored facts take the game start too', () => {
    const stored = storedFactsOf(record, at('19:00:00'));
    if (!stored.ok) expect.fail(stored.error);
    expect(stored.facts.players.map((p) => p.longestTurnMs)).toEqual([46_000, 67_000]);
  });
});
