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

/**
 * Resolves in the task after the next frame is drawn: a tap's pressed look is on screen
 * before its result is worked into the page. At once when the page is hidden (no frame
 * comes), and after `atMostMs` whatever happens.
 */
export function afterTheNextFrame(atMostMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, atMostMs);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        clearTimeout(timer);
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
  });
}
