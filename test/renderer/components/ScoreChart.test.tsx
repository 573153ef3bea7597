import { cleanup, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ScoreChart,
  scoreRange,
  scoreSeries,
} from '../../../src/renderer/src/components/ScoreChart';
import type { Award } from '../../../src/shared/game/gameContext';

afterEach(cleanup);

const players = [
  { id: 'ana', name: 'Ana', color: 'red', score: 120 },
  { id: 'ben', name: 'Ben', color: 'blue', score: 30 },
  { id: 'cleo', name: 'Cleo', color: 'yellow', score: -4 },
];
const award = (turn: number, player: string, points: number): Award => ({
  turn,
  player,
  points,
  reason: 'feature',
});
const awards = [
  award(2, 'ana', 60),
  award(5, 'ben', 30),
  award(6, 'ana', 60),
  award(3, 'cleo', -4),
];

const laps = (container: HTMLElement) =>
  [...container.querySelectorAll('.ml-chart__lap')].map((g) =>
    Number(g.getAttribute('data-value')),
  );

describe('ScoreChart', () => {
  it('draws one line per player, each with its own dash pattern', () => {
    const { container } = render(() => <ScoreChart players={players} awards={awards} turns={8} />);
    const lines = [...container.querySelectorAll('.ml-chart__line')];
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.closest('[data-player]')?.getAttribute('data-player'))).toEqual([
      'ana',
      'ben',
      'cleo',
    ]);
    const dashes = lines.map((l) => l.getAttribute('stroke-dasharray') ?? 'solid');
    expect(new Set(dashes).size).toBe(3);
    expect(lines[0]?.getAttribute('stroke')).not.toBe(lines[1]?.getAttribute('stroke'));
  });

  it('marks the 50-point laps of the track as guides', () => {
    const { container } = render(() => <ScoreChart players={players} awards={awards} turns={8} />);
    expect(laps(container)).toEqual([50, 100]);
    expect(container.querySelector('.ml-chart__lap[data-value="100"]')?.textContent).toContain(
      'lap 2',
    );
  });

  it('draws no lap guide a game has not reached, and one below zero for deep negatives', () => {
    const { container } = render(() => (
      <ScoreChart players={players.slice(1, 2)} awards={[award(1, 'ben', -60)]} turns={3} />
    ));
    expect(laps(container)).toEqual([-50]);
  });

  it('draws each line through the score after every turn', () => {
    const { container } = render(() => <ScoreChart players={players} awards={awards} turns={8} />);
    const d =
      container.querySelector('[data-player="ana"] .ml-chart__line')?.getAttribute('d') ?? '';
    // a start point plus one step (H…V…) per turn
    expect(d.match(/H/g)).toHaveLength(8);
  });

  it('is accessible: a title, a description and a hidden table of final scores', () => {
    render(() => <ScoreChart players={players} awards={awards} turns={8} />);
    const chart = screen.getByRole('img', { name: /Score over 8 turns/ });
    expect(chart.querySelector('desc')?.textContent).toContain('Ana 120, Ben 30, Cleo −4');
    const table = screen.getByRole('table', { name: /Final scores/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Ana120', 'Ben30', 'Cleo−4']);
  });
});

describe('scoreSeries', () => {
  it('adds up each player’s awards turn by turn, late awards counting at the end', () => {
    const series = scoreSeries(players, [...awards, award(9, 'ben', 5)], 8);
    expect(series[0]).toEqual([0, 0, 60, 60, 60, 60, 120, 120, 120]);
    expect(series[1]?.at(-1)).toBe(35);
    expect(series[2]?.slice(2, 4)).toEqual([0, -4]);
  });
});

describe('the score axis', () => {
  it('fits the game: a 12-point game is not drawn up to 50', () => {
    expect(scoreRange([0, 3, 12])).toEqual({ low: 0, high: 15 });
    expect(scoreRange([0, 0])).toEqual({ low: 0, high: 5 });
    expect(scoreRange([-4, 30])).toEqual({ low: -5, high: 35 });
    expect(scoreRange([0, 73])).toEqual({ low: 0, high: 80 });
  });
});
