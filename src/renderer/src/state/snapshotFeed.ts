/**
 * What @xstate/solid's fromActorRef is given for the table's game: an actor-like source that
 * hands out the engine's snapshots once per change (a tap that stores three events redraws
 * once) and never the engine's own objects.
 *
 * fromActorRef keeps a store of the snapshot, diffs each new snapshot against the one before
 * and writes later changes into the objects it was handed; the engine's objects are also the
 * states kept for undo and for the history's words (an undo in a crop circle round once came
 * back with the round already over). So the store gets a mirror: the parts a move changed are
 * copied, the rest is the previous mirror's, shared as the engine shares them. The diff then
 * stops at the first shared part and costs what the move changed, not the whole game (a deep
 * copy of every snapshot, diffed whole, was a tenth of a tap at the end of a long game).
 */

import { fromActorRef } from '@xstate/solid';
import type { Accessor } from 'solid-js';
import type { AnyActorRef } from 'xstate';

/** Plain objects and arrays: what a store wraps (class instances, e.g. the machine, are kept). */
function isWrappable(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Array.isArray(value);
}

/**
 * `next` as plain copies, reusing the previous mirror wherever `next` still shares the
 * previous snapshot's object (the same object: nothing in it changed).
 */
export function mirrorOf<T>(next: T, previous?: unknown, previousMirror?: unknown): T {
  if (next === previous && previousMirror !== undefined) return previousMirror as T;
  if (!isWrappable(next)) return next;
  const before = isWrappable(previous) ? (previous as Record<string, unknown>) : undefined;
  const mirrored = isWrappable(previousMirror)
    ? (previousMirror as Record<string, unknown>)
    : undefined;
  const out: Record<string, unknown> | unknown[] = Array.isArray(next) ? [] : {};
  for (const key of Object.keys(next))
    (out as Record<string, unknown>)[key] = mirrorOf(
      (next as Record<string, unknown>)[key],
      before?.[key],
      mirrored?.[key],
    );
  return out as T;
}

interface Observer<T> {
  next: (snapshot: T) => void;
}

export interface SnapshotFeed<T> {
  /** For fromActorRef: getSnapshot and subscribe, as an actor has them. */
  readonly source: {
    getSnapshot: () => T;
    subscribe: (observer: Observer<T>) => { unsubscribe: () => void };
  };
  /** Hands the subscribers the mirror of `next` (nothing when it is the snapshot shown). */
  show(next: T): void;
}

export function createSnapshotFeed<T>(initial: T): SnapshotFeed<T> {
  let shown = initial;
  let mirror = mirrorOf(initial);
  const observers = new Set<Observer<T>>();
  return {
    source: {
      getSnapshot: () => mirror,
      subscribe(observer) {
        observers.add(observer);
        return { unsubscribe: () => observers.delete(observer) };
      },
    },
    show(next) {
      if (next === shown) return;
      mirror = mirrorOf(next, shown, mirror);
      shown = next;
      for (const observer of observers) observer.next(mirror);
    },
  };
}

/**
 * A Solid store of the snapshots `show` is given (fromActorRef over a feed), read fine-grained:
 * a component reading a player's score runs again when that score changes, not at every move.
 */
export function createSnapshotStore<T>(initial: T): {
  read: Accessor<T>;
  show: (next: T) => void;
} {
  const feed = createSnapshotFeed(initial);
  const read = fromActorRef(feed.source as unknown as AnyActorRef) as unknown as Accessor<T>;
  return { read, show: feed.show };
}
