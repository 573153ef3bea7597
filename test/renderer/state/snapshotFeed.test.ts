import { fromActorRef } from '@xstate/solid';
import { createEffect, createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import type { createActor } from 'xstate';
import { createSnapshotFeed, mirrorOf } from '../../../src/renderer/src/state/snapshotFeed';
import type { gameMachine } from '../../../src/shared/game/gameMachine';
import type { GameSnapshot } from '../../../src/shared/game/gameSnapshot';
import { replayRecord } from '../../../src/shared/record/replay';
import { gameRecord } from '../screens/table/fakeApi';

/** Every plain object and array inside a value. */
function objectsIn(value: unknown, out = new Set<object>()): Set<object> {
  if (value === null || typeof value !== 'object' || out.has(value)) return out;
  const proto = Object.getPrototypeOf(value);
  if (proto !== null && proto !== Object.prototype && !Array.isArray(value)) return out;
  out.add(value);
  for (const child of Object.values(value)) objectsIn(child, out);
  return out;
}

function deepFreeze<T>(value: T): T {
  for (const object of objectsIn(value)) Object.freeze(object);
  return value;
}

describe('the snapshot feed (the table’s store of the game)', () => {
  it('mirrors a value in plain copies, sharing what did not change since the last one', () => {
    const shared = { left: { A: 2, B: 1 } };
    const first = { deck: shared, turn: { number: 1 }, list: [1, { x: 1 }] };
    const firstMirror = mirrorOf(first);
    expect(firstMirror).toEqual(first);
    for (const object of objectsIn(firstMirror)) expect(objectsIn(first).has(object)).toBe(false);

    const second = { deck: shared, turn: { number: 2 }, list: first.list };
    const secondMirror = mirrorOf(second, first, firstMirror);
    expect(secondMirror).toEqual(second);
    expect(secondMirror.deck).toBe(firstMirror.deck);
    expect(secondMirror.list).toBe(firstMirror.list);
    expect(secondMirror.turn).not.toBe(firstMirror.turn);
    expect(secondMirror.turn).not.toBe(second.turn);
  });

  it('keeps the engine’s states untouched while the store follows a game, and redraws only what a move changed', () => {
    const replayed = replayRecord(
      gameRecord([{ type: 'draw', tile: 'V' }, { type: 'place' }, { type: 'endTurn' }]),
      { keepHistory: true },
    );
    if (!replayed.ok) throw new Error(replayed.error);
    const states: GameSnapshot[] = [...(replayed.history ?? []), replayed.snapshot];
    // Frozen: a store writing into an engine object would throw here.
    for (const state of states) deepFreeze(state.context);
    const copies = states.map((state) => structuredClone(state.context));

    let playerRuns = 0;
    let turnRuns = 0;
    const { feed, snapshot, dispose } = createRoot((dispose) => {
      const feed = createSnapshotFeed(states[0] as GameSnapshot);
      const snapshot = fromActorRef(
        feed.source as unknown as ReturnType<typeof createActor<typeof gameMachine>>,
      ) as () => GameSnapshot;
      createEffect(() => {
        void snapshot().context.players[0]?.name;
        playerRuns++;
      });
      createEffect(() => {
        void snapshot().context.turn.number;
        turnRuns++;
      });
      return { feed, snapshot, dispose };
    });
    for (const state of states.slice(1)) feed.show(state);
    expect(snapshot().context).toEqual(states.at(-1)?.context);
    // And back, as an undo does.
    feed.show(states[0] as GameSnapshot);
    expect(snapshot().context).toEqual(states[0]?.context);
    expect(playerRuns).toBe(1);
    expect(turnRuns).toBe(3);
    dispose();
    for (const [i, state] of states.entries()) expect(state.context).toEqual(copies[i]);
  });
});
