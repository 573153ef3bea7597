import { type Accessor, createComputed, createSignal, onCleanup, untrack } from 'solid-js';

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

/**
 * Runs `work` in a task of its own, next: asked in a frame's callback, once that frame is drawn.
 * Work that is not the tap's result (the focus moving to the tile search) stays out of the
 * result's frame.
 */
export function inTheNextTask(work: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(work, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(undefined);
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

/**
 * `source` as shown: while `late(next, shown)` holds, a new value comes after the next frame is
 * drawn, so the frame that shows a tap's own result does not also carry what changed below it
 * (the next player's tile grid after a draw: its counts and chances, some 40 buttons laid out
 * again). When `late` turns false the newest value is shown at once. Nothing is shown once the
 * owner is disposed.
 */
export function createLagging<T>(
  source: Accessor<T>,
  late: (next: T, shown: T) => boolean,
): Accessor<T> {
  const [shown, setShown] = createSignal<T>(untrack(source));
  let waiting = false;
  let closed = false;
  onCleanup(() => {
    closed = true;
  });
  createComputed(() => {
    const now = source();
    if (!late(now, untrack(shown))) {
      setShown(() => now);
      return;
    }
    if (waiting || now === untrack(shown)) return;
    waiting = true;
    void afterTheNextFrame().then(() => {
      waiting = false;
      if (!closed) setShown(() => untrack(source));
    });
  });
  return shown;
}

/** A turn of the event loop (a task, not a microtask: the page paints and answers in between). */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
