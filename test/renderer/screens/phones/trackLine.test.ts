import { describe, expect, it } from 'vitest';
import { trackLine } from '../../../../src/renderer/src/screens/phones/MySeat';

describe("a phone's line of where my marker stands", () => {
  it("says laps as the host's score track does (the 50-point tokens), none under 50", () => {
    expect(trackLine(23, 0)).toBe('Space 23 on the track');
    expect(trackLine(7, 1)).toBe('Space 7 on the track, Lap 1');
    expect(trackLine(46, -1)).toBe('Space 46 on the track, Lap −1 (below zero)');
  });
});
