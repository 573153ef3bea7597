import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GameLineChart,
  type GamePoint,
} from '../../../../src/renderer/src/screens/stats/GameLineChart';

afterEach(cleanup);

/** The pen's corners along an SVG path of M, H and V commands. */
function corners(d: string): string[] {
  const out: string[] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MHV])([^MHV]*)/g)) {
    const numbers = (args ?? '').trim().split(/\s+/).map(Number);
    if (command === 'M') [x, y] = numbers as [number, number];
    else if (command === 'H') x = numbers[0] as number;
    else y = numbers[0] as number;
    out.push(`${x} ${y}`);
  }
  return out;
}

describe("the rating chart's lines", () => {
  it('2,000 games: a tenth of a unit per number, no step in place, every game a corner', () => {
    const points: GamePoint[] = [];
    let value = 0;
    for (let game = 1; game <= 2000; game += 1 + (game % 3)) {
      value += Math.sin(game) * 2.7;
      points.push({ game, value });
    }
    render(() => (
      <GameLineChart
        lines={[{ key: 'ana', name: 'Ana', color: 'red', points }]}
        games={2000}
        title="Ratings"
      />
    ));
    const d = document.querySelector('.ml-chart__line')?.getAttribute('d') ?? '';
    expect(d).toMatch(/^M/);
    expect(d).not.toMatch(/\.\d\d/);
    // Every H or V moves the pen: none goes where it already is.
    const seen = corners(d);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
    // Each game's value is reached at that game's place, as the chart's scale puts it.
    const low = Math.floor(Math.min(0, ...points.map((p) => p.value)) / 5) * 5;
    const high = Math.ceil(Math.max(5, ...points.map((p) => p.value)) / 5) * 5;
    const tenth = (v: number) => Math.round(v * 10) / 10;
    const at = new Set(seen);
    for (const point of points) {
      const x = tenth(44 + (point.game / 2000) * (640 - 44 - 48));
      const y = tenth(14 + ((high - point.value) / (high - low)) * (300 - 14 - 34));
      expect(at.has(`${x} ${y}`)).toBe(true);
    }
    // The line comes in at 0 before the first game and steps at its column's left edge.
    const zero = tenth(14 + (high / (high - low)) * (300 - 14 - 34));
    const first = points[0] as GamePoint;
    expect(seen[0]).toBe(`${tenth(44)} ${zero}`);
    expect(seen[1]).toBe(
      `${tenth(44)} ${tenth(14 + ((high - first.value) / (high - low)) * (300 - 14 - 34))}`,
    );
    // The last game's value holds across its whole column, on to the right edge.
    const last = points.at(-1) as GamePoint;
    const lastY = tenth(14 + ((high - last.value) / (high - low)) * (300 - 14 - 34));
    expect(seen).toContain(`${tenth(44 + ((last.game - 1) / 2000) * 548)} ${lastY}`);
    expect(seen.at(-1)).toBe(`${tenth(44 + 548)} ${lastY}`);
    // About a third of what full-precision numbers took.
    expect(d.length).toBeLessThan(points.length * 16);
  });
});
