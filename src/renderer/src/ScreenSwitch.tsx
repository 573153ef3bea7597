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
 * `<Show>` draws them, with one difference: the screen left is taken off the page at once, and
 * its reactive graph is disposed after the frame that shows the new screen. Disposing Home's
 * graph was 20–25 ms of the click on Statistics with 2,000 games (a task of 40–55 ms here);
 * after the frame it is a task of its own. Meanwhile the old screen is off the page: its
 * elements get no events, and what it asked for is dropped by its own `onCleanup` a frame later.
 */
export function ScreenSwitch<T>(props: {
  of: T;
  children: (value: T) => JSX.Element;
}): JSX.Element {
  const owner = getOwner();
  const [shown, setShown] = createSignal<JSX.Element>();
  let disposeShown: (() => void) | undefined;
  const leaving = new Set<() => void>();
  createComputed(
    on(
      () => props.of,
      (value) => {
        const left = disposeShown;
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
