import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { niceAxis } from '../../../../src/renderer/src/screens/stats/axis';
import {
  type GameLine,
  GameLineChart,
  type GamePoint,
} from '../../../../src/renderer/src/screens/stats/GameLineChart';
import { LuckTotals } from '../../../../src/renderer/src/screens/stats/Luck';
import { Ratings } from '../../../../src/renderer/src/screens/stats/Ratings';
import type { LuckTable } from '../../../../src/shared/stats/luckTotals';

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
    const { low, high } = niceAxis(
      Math.min(0, ...points.map((p) => p.value)),
      Math.max(5, ...points.map((p) => p.value)),
    );
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

/** The y axis's labels of the charts on the page: their text and where they sit. */
function yLabels(root: ParentNode = document): { text: string; y: number }[] {
  return [...root.querySelectorAll('.ml-chart__y')].map((label) => ({
    text: label.textContent ?? '',
    y: Number(label.getAttribute('y')),
  }));
}

/** Labels of 12 units (18 on a phone) that do not run into each other: 20 units apart at least. */
function expectFewApart(labels: { text: string; y: number }[]): void {
  expect(labels.length).toBeGreaterThanOrEqual(4);
  expect(labels.length).toBeLessThanOrEqual(7);
  const ys = labels.map((l) => l.y).sort((a, b) => a - b);
  for (let i = 1; i < ys.length; i++)
    expect((ys[i] as number) - (ys[i - 1] as number)).toBeGreaterThanOrEqual(20);
}

/** 500 games of luck that run down to −315 and up to 85 (what the user's chart showed). */
function unluckyLines(): GameLine[] {
  const down: GamePoint[] = [];
  const up: GamePoint[] = [];
  for (let game = 1; game <= 500; game++) {
    down.push({ game, value: -0.63 * game });
    up.push({ game, value: 0.17 * game });
  }
  return [
    { key: 'dan', name: 'Dan', color: 'red', points: down },
    { key: 'eve', name: 'Eve', color: 'yellow', points: up },
  ];
}

describe("the charts' value axis", () => {
  it('a range of −315 to 85 has a few round labels that do not overlap (it had forty)', () => {
    render(() => <GameLineChart lines={unluckyLines()} games={500} title="Luck" />);
    const labels = yLabels();
    expect(labels.map((l) => l.text)).toEqual([
      '\u2212400',
      '\u2212300',
      '\u2212200',
      '\u2212100',
      '0',
      '100',
    ]);
    expectFewApart(labels);
    // The axis's ends are its first and last labels: the top one at the plot's top.
    expect(Math.min(...labels.map((l) => l.y))).toBe(14 + 5);
  });

  it('a small range: whole numbers, still a few', () => {
    const points = [1, 2, 3].map((game) => ({ game, value: game - 3.5 }));
    render(() => (
      <GameLineChart
        lines={[{ key: 'ana', name: 'Ana', color: 'red', points }]}
        games={3}
        title="Luck"
      />
    ));
    expect(yLabels().map((l) => l.text)).toEqual(['\u22124', '\u22122', '0', '2', '4', '6']);
    expectFewApart(yLabels());
  });

  it('the luck chart of the statistics draws that axis', () => {
    const lines = unluckyLines();
    const tally = { actual: 1, expected: 1 };
    const table: LuckTable = {
      games: 500,
      hiddenGames: 0,
      revoltsInPlay: true,
      players: lines.map((line) => ({
        key: line.key,
        name: line.name,
        games: 500,
        revolts: tally,
        meeplesLost: tally,
        tiles: {},
        history: line.points,
      })),
    };
    render(() => <LuckTotals table={table} nameOf={(key) => key} colorOf={() => 'red'} />);
    const chart = screen.getByRole('img', { name: /Meeples lost beyond the expected/ });
    expectFewApart(yLabels(chart));
    expect(yLabels(chart)[0]?.text).toBe('\u2212400');
  });

  it('the rating chart too', () => {
    const lines = unluckyLines();
    const history = new Map(
      lines.map((line) => [
        line.key,
        line.points.map((p) => ({ game: p.game, ordinal: p.value, mu: 25, sigma: 5 })),
      ]),
    );
    const players = lines.map((line, i) => ({
      key: line.key,
      name: line.name,
      mu: 25,
      sigma: 5,
      ordinal: 10 - i,
      games: 500,
    }));
    render(() => (
      <Ratings
        table={{ players, history, games: 500 } as never}
        nameOf={(key) => key}
        colorOf={() => 'red'}
      />
    ));
    const chart = screen.getByRole('img', { name: /rating/i });
    expectFewApart(yLabels(chart));
  });
});
