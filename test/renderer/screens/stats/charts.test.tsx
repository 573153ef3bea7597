import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BarChart,
  NARROW,
  NARROW_SCREEN,
  StackedBarChart,
  WIDE,
} from '../../../../src/renderer/src/screens/stats/charts';

/** A window that is (or is not) a phone's, for the charts' media query; `resize` turns it. */
function windowOf(narrow: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: narrow,
    media: NARROW_SCREEN,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe(NARROW_SCREEN);
    return query;
  });
  return {
    resize(toNarrow: boolean) {
      query.matches = toNarrow;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bars = [
  { key: 'a', label: 'Bartholomew the Bold', value: 10, color: 'red' },
  { key: 'b', label: 'Ana', value: 5, color: 'blue' },
];
const viewBoxWidth = (svg: Element | null) => Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('.chart__label')].map((t) => t.textContent);

describe('charts on any screen', () => {
  it('on a phone, draws narrower (its text is not shrunk to a few pixels) and cuts names shorter', () => {
    windowOf(true);
    const { container } = render(() => <BarChart title="Wins" bars={bars} />);
    const svg = container.querySelector('svg');
    expect(viewBoxWidth(svg)).toBe(NARROW.width);
    expect(labels(container)).toEqual(['Barthol…', 'Ana']);
    // The longest bar ends where the values' column starts.
    const longest = container.querySelector('.chart__bar');
    expect(Number(longest?.getAttribute('x')) + Number(longest?.getAttribute('width'))).toBe(
      NARROW.width - NARROW.value,
    );
    // Every value stands in that column, past the track, whatever its bar's length (after a
    // short bar it ran over the track's empty part).
    const xs = [...container.querySelectorAll('.chart__value')].map((v) =>
      Number(v.getAttribute('x')),
    );
    expect(xs).toEqual([NARROW.width - NARROW.value + 8, NARROW.width - NARROW.value + 8]);
  });

  it('on a wider window, draws at full width; turning the phone redraws it', () => {
    const screen = windowOf(false);
    const { container } = render(() => (
      <StackedBarChart
        title="Points"
        series={[{ key: 'city', label: 'Cities', color: 'red' }]}
        bars={[{ key: 'a', label: 'Ana', segments: [{ key: 'city', value: 4 }] }]}
      />
    ));
    const svg = () => container.querySelector('svg.chart');
    expect(viewBoxWidth(svg())).toBe(WIDE.width);
    const segment = () => container.querySelector('.chart__segment');
    expect(Number(segment()?.getAttribute('width'))).toBe(WIDE.width - WIDE.label - WIDE.value);
    screen.resize(true);
    expect(viewBoxWidth(svg())).toBe(NARROW.width);
    expect(Number(segment()?.getAttribute('x'))).toBe(NARROW.label);
    expect(Number(segment()?.getAttribute('width'))).toBe(
      NARROW.width - NARROW.label - NARROW.value,
    );
    cleanup();
    expect(screen.listeners.size).toBe(0);
  });
});
