import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_WINDOW_STATE,
  fitToDisplays,
  loadWindowState,
  parseWindowState,
  saveWindowState,
  type TrackedWindow,
  trackWindowState,
  WINDOW_SIZE,
} from '../../src/main/windowState';

const PRIMARY = { x: 0, y: 0, width: 1920, height: 1040 };
const RIGHT = { x: 1920, y: 0, width: 1280, height: 984 };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'meeple-window-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('parseWindowState', () => {
  it('reads a valid state', () => {
    expect(parseWindowState('{"x":10,"y":20,"width":1000,"height":700,"maximized":true}')).toEqual({
      x: 10,
      y: 20,
      width: 1000,
      height: 700,
      maximized: true,
    });
  });

  it.each([
    ['not JSON', '{"x":10,'],
    ['empty', ''],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['string sizes', '{"width":"1000","height":700}'],
    ['fractional sizes', '{"width":1000.5,"height":700}'],
    ['zero size', '{"width":0,"height":700}'],
    ['absurd coordinates', '{"x":1e12,"y":0,"width":1000,"height":700}'],
    ['NaN-like', '{"x":null,"y":0,"width":1000,"height":700}'],
  ])('refuses %s', (_what, text) => {
    expect(parseWindowState(text)).toBeUndefined();
  });
});

describe('fitToDisplays', () => {
  it('keeps a window that is on screen', () => {
    const state = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    expect(fitToDisplays(state, [PRIMARY, RIGHT])).toEqual(state);
  });

  it('keeps a window on a second display', () => {
    const state = { x: 2000, y: 50, width: 1000, height: 700, maximized: false };
    expect(fitToDisplays(state, [PRIMARY, RIGHT])).toEqual(state);
  });

  it('drops the position of a window on a display that is gone', () => {
    const state = { x: 2000, y: 50, width: 1000, height: 700, maximized: true };
    expect(fitToDisplays(state, [PRIMARY])).toEqual({ width: 1000, height: 700, maximized: true });
  });

  it('drops the position when only a sliver would show', () => {
    const state = { x: 1900, y: 100, width: 1000, height: 700, maximized: false };
    expect(fitToDisplays(state, [PRIMARY])).not.toHaveProperty('x');
  });

  it('pulls a half-visible window fully onto its display', () => {
    const fitted = fitToDisplays({ x: -300, y: 600, width: 1200, height: 800, maximized: false }, [
      PRIMARY,
    ]);
    expect(fitted).toEqual({ x: 0, y: 240, width: 1200, height: 800, maximized: false });
  });

  it('shrinks a window larger than its display, but not below the minimum size', () => {
    const small = { x: 0, y: 0, width: 1024, height: 700 };
    expect(
      fitToDisplays({ x: 0, y: 0, width: 4000, height: 3000, maximized: false }, [small]),
    ).toEqual({
      x: 0,
      y: 0,
      width: 1024,
      height: 700,
      maximized: false,
    });
    expect(fitToDisplays({ width: 10, height: 10, maximized: false }, [PRIMARY])).toEqual({
      width: WINDOW_SIZE.minWidth,
      height: WINDOW_SIZE.minHeight,
      maximized: false,
    });
  });
});

describe('load and save', () => {
  it('gives the default state when there is no file', () => {
    expect(loadWindowState(join(dir, 'none.json'), [PRIMARY])).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('gives the default state for a corrupt file', async () => {
    const file = join(dir, 'window-state.json');
    await writeFile(file, '\u0000\u0001garbage{');
    expect(loadWindowState(file, [PRIMARY])).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('round-trips, fitted to the displays on load', async () => {
    const file = join(dir, 'window-state.json');
    expect(
      saveWindowState(file, { x: 5000, y: 5000, width: 1000, height: 700, maximized: false }),
    ).toBe(true);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ x: 5000 });
    expect(loadWindowState(file, [PRIMARY])).toEqual({
      width: 1000,
      height: 700,
      maximized: false,
    });
  });

  it('reports a failed save instead of throwing', () => {
    expect(saveWindowState(join(dir, 'missing', 'dir', 'state.json'), DEFAULT_WINDOW_STATE)).toBe(
      false,
    );
  });
});

describe('trackWindowState', () => {
  function fakeWindow() {
    const listeners = new Map<string, () => void>();
    const window = {
      bounds: { x: 10, y: 20, width: 1000, height: 700 },
      maximized: false,
      minimized: false,
      on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
      getNormalBounds: () => window.bounds,
      isMaximized: () => window.maximized,
      isMinimized: () => window.minimized,
      isFullScreen: () => false,
    };
    return { window, fire: (event: string) => listeners.get(event)?.() };
  }

  it('saves once after a burst of resizes and moves, and at close', () => {
    vi.useFakeTimers();
    try {
      const { window, fire } = fakeWindow();
      const save = vi.fn();
      trackWindowState(window as TrackedWindow, save, 500);
      fire('resize');
      fire('move');
      window.bounds = { x: 30, y: 40, width: 1100, height: 750 };
      fire('resize');
      vi.advanceTimersByTime(499);
      expect(save).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(save).toHaveBeenCalledExactlyOnceWith({
        x: 30,
        y: 40,
        width: 1100,
        height: 750,
        maximized: false,
      });
      window.maximized = true;
      fire('close');
      expect(save).toHaveBeenLastCalledWith({
        x: 30,
        y: 40,
        width: 1100,
        height: 750,
        maximized: true,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not save the bounds of a minimized window', () => {
    const { window, fire } = fakeWindow();
    const save = vi.fn();
    trackWindowState(window as TrackedWindow, save);
    window.minimized = true;
    fire('close');
    expect(save).not.toHaveBeenCalled();
  });
});
