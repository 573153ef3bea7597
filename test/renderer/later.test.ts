import { createRoot, createSignal } from 'solid-js';
import { describe, expect, it, vi } from 'vitest';
import { createLagging } from '../../src/renderer/src/later';

/** A lagging value under test, with its source and its lateness in hand. */
function lagging(late: boolean) {
  return createRoot((dispose) => {
    const [source, setSource] = createSignal(1);
    const [isLate, setLate] = createSignal(late);
    const shown = createLagging(source, isLate);
    return { shown, setSource, setLate, dispose };
  });
}

describe('createLagging: what is below a tap is refreshed after the frame that shows the tap', () => {
  it('while not late, it follows its source at once', () => {
    const value = lagging(false);
    value.setSource(2);
    expect(value.shown()).toBe(2);
    value.dispose();
  });

  it('while late, a change shows only after the next frame, then the newest value', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const value = lagging(true);
      value.setSource(2);
      value.setSource(3);
      expect(value.shown()).toBe(1);
      await Promise.resolve();
      expect(value.shown()).toBe(1); // no frame drawn yet
      expect(frames).toHaveLength(1); // one wait for both changes
      frames[0]?.(0);
      await vi.waitFor(() => expect(value.shown()).toBe(3));
      value.dispose();
    } finally {
      raf.mockRestore();
    }
  });

  it('turning not late shows the newest value at once', () => {
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      const value = lagging(true);
      value.setSource(5);
      expect(value.shown()).toBe(1);
      value.setLate(false);
      expect(value.shown()).toBe(5);
      value.dispose();
    } finally {
      raf.mockRestore();
    }
  });
});
