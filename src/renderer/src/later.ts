import { onCleanup } from 'solid-js';

/*
 * Work the screen does not need in the task that asks for it: in the next frame (focus and
 * scrolling, which lay the page out: asked for in the middle of an update, each forced a
 * layout of a page about to change again), or once the browser is idle (what is built ahead).
 */

/** Runs `work` in the next frame, before it is painted; dropped with the owner that asked. */
export function inTheFrame(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    queueMicrotask(work);
    return;
  }
  const frame = requestAnimationFrame(() => work());
  onCleanup(() => cancelAnimationFrame(frame));
}

/** Runs `work` once the browser is idle (within 2 s at the latest); returns its cancel. */
export function whenIdle(work: () => void, fallbackMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, fallbackMs);
  return () => clearTimeout(handle);
}
