import { vi } from 'vitest';

/**
 * Holds the page's animation frames: each callback asked for is kept in the list returned, and
 * runs when the test calls it (the frame "drawn"). Undone by `vi.restoreAllMocks()`.
 */
export function holdFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return frames;
}
