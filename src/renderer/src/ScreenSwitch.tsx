import {
  type Accessor,
  createComputed,
  createRoot,
  createSignal,
  getOwner,
  type JSX,
  on,
  onCleanup,
  untrack,
} from 'solid-js';
import { afterTheNextFrame } from './later';

/**
 * One screen per value of `of` (a route), each in a reactive root of its own, as a keyed
 * `<Show>` draws them, with one difference for a screen that `disposeLater` names: it is taken
 * off the page at once, and its reactive graph is disposed after the frame that shows the new
 * screen. Disposing Home's graph was 20–25 ms of the click on Statistics with 2,000 games (a
 * task of 40–55 ms here); after the frame it is a task of its own. Meanwhile that screen is off
 * the page and its elements get no events, but its window listeners still hear keys: only a
 * screen whose window keys do nothing off the page may wait (Home's Ctrl+O and New game's
 * Escape check that they are on the page). Every other screen is disposed before the next one
 * is built.
 */
export function ScreenSwitch<T>(props: {
  of: T;
  children: (value: T) => JSX.Element;
  /** Whether the screen of this value, once left, waits for the frame to be disposed. */
  disposeLater?: (value: T) => boolean;
}): JSX.Element {
  const owner = getOwner();
  const [shown, setShown] = createSignal<JSX.Element>();
  let disposeShown: (() => void) | undefined;
  let shownValue: T | undefined;
  const leaving = new Set<() => void>();
  createComputed(
    on(
      () => props.of,
      (value) => {
        let left = disposeShown;
        if (left && !untrack(() => props.disposeLater?.(shownValue as T))) {
          left();
          left = undefined;
        }
        shownValue = value;
        const view = createRoot((dispose) => {
          disposeShown = dispose;
          return untrack(() => props.children(value));
        }, owner);
        setShown(() => view);
        if (!left) return;
        leaving.add(left);
        void afterTheNextFrame().then(() => {
          if (!leaving.delete(left)) return;
          left();
        });
      },
    ),
  );
  onCleanup(() => {
    for (const left of leaving) left();
    leaving.clear();
    disposeShown?.();
  });
  return shown as Accessor<JSX.Element> as unknown as JSX.Element;
}
