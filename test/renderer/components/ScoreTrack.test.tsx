import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreTrack, spaceCell } from '../../../src/renderer/src/components/ScoreTrack';

afterEach(cleanup);

const players = [
  { id: 'ana', name: 'Ana', color: 'red', score: 62 },
  { id: 'ben', name: 'Ben', color: 'blue', score: -4 },
  { id: 'cleo', name: 'Cleo', color: 'yellow', score: 12 },
  { id: 'dan', name: 'Dan', color: 'black', score: 0 },
];

const row = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-player="${id}"]`) as HTMLElement;

/** The square (column, row) a marker stands on, from its centre. */
const markerSquares = (container: HTMLElement) =>
  [...container.querySelectorAll('.ml-track__marker')].map((g) => {
    const disc = g.querySelector('.ml-badge-mark__disc') as SVGCircleElement;
    return [
      Math.floor(Number(disc.getAttribute('cx')) / 40),
      Math.floor(Number(disc.getAttribute('cy')) / 40),
    ];
  });

describe('ScoreTrack', () => {
  it('shows space 12, lap 1 for a score of 62', () => {
    const { container } = render(() => <ScoreTrack players={players} />);
    const ana = row(container, 'ana');
    expect(ana.querySelector('.ml-track__space-label')?.textContent).toBe('Space 12');
    expect(ana.querySelector('.ml-track__laps')?.textContent).toBe('Lap 1');
    expect(ana.textContent).toContain('62 points');
  });

  it('shows no lap before a player has gone round the track', () => {
    const { container } = render(() => <ScoreTrack players={players} />);
    const cleo = row(container, 'cleo');
    expect(cleo.textContent).toContain('12 points');
    expect(cleo.querySelector('.ml-track__laps')).toBeNull();
  });

  it('handles a negative score: −4 is space 46, one lap below zero', () => {
    const { container } = render(() => <ScoreTrack players={players} />);
    const ben = row(container, 'ben');
    expect(ben.querySelector('.ml-track__space-label')?.textContent).toBe('Space 46');
    expect(ben.querySelector('.ml-track__laps')?.textContent).toBe('Lap −1');
    expect(ben.textContent).toContain('−4 points (below zero)');
  });

  it('puts each marker on its space; markers that share a space share the square', () => {
    const { container } = render(() => <ScoreTrack players={players} />);
    const squares = markerSquares(container);
    expect(squares).toHaveLength(4);
    // Ana (62) and Cleo (12) share space 12; Ben on 46; Dan on 0.
    const expected = [spaceCell(12), spaceCell(12), spaceCell(46), spaceCell(0)];
    expect([...squares].sort()).toEqual([...expected].sort());
  });

  it('draws the numbers above the markers, so a marker never hides its own space', () => {
    const { container } = render(() => <ScoreTrack players={players} />);
    const numbers = container.querySelector('.ml-track__numbers') as Element;
    for (const marker of container.querySelectorAll('.ml-track__marker'))
      expect(
        marker.compareDocumentPosition(numbers) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    // A lone marker (Ben on 46, Dan on 0) stands below and right of the square's middle.
    const discs = [...container.querySelectorAll('.ml-badge-mark__disc')].map((d) => [
      Number(d.getAttribute('cx')) % 40,
      Number(d.getAttribute('cy')) % 40,
    ]);
    expect(discs).toContainEqual([25, 26]);
  });

  it('draws the 50 spaces as an image with a name', () => {
    const { container } = render(() => <ScoreTrack players={players} />);
    expect(screen.getByRole('img', { name: 'Score track, 50 spaces' })).toBeTruthy();
    expect(container.querySelectorAll('.ml-track__space')).toHaveLength(50);
  });
});

describe('spaceCell', () => {
  it('runs clockwise round a 16 × 11 ring from the top-left corner', () => {
    expect(spaceCell(0)).toEqual([0, 0]);
    expect(spaceCell(15)).toEqual([15, 0]);
    expect(spaceCell(16)).toEqual([15, 1]);
    expect(spaceCell(25)).toEqual([15, 10]);
    expect(spaceCell(40)).toEqual([0, 10]);
    expect(spaceCell(49)).toEqual([0, 1]);
    expect(spaceCell(50)).toEqual([0, 0]);
  });

  it('gives every space its own square, each next to the one before', () => {
    const cells = Array.from({ length: 50 }, (_, s) => spaceCell(s));
    expect(new Set(cells.map((c) => c.join())).size).toBe(50);
    for (let s = 0; s < 50; s++) {
      const [a, b] = [cells[s] as number[], cells[(s + 1) % 50] as number[]];
      expect(Math.abs((a[0] ?? 0) - (b[0] ?? 0)) + Math.abs((a[1] ?? 0) - (b[1] ?? 0))).toBe(1);
    }
  });
});
