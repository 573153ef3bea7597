import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { gameMachine } from '../../../src/shared/game/gameMachine';
import { type GameSnapshot, step } from '../../../src/shared/game/gameSnapshot';
import type { GameEvent } from '../../../src/shared/record/schema';
import { randomGameArbitrary } from '../../support/randomGame';

/** A snapshot as text (Maps and Sets as lists). */
function freeze(snapshot: GameSnapshot): string {
  return JSON.stringify(
    { value: snapshot.value, status: snapshot.status, context: snapshot.context },
    (_, v) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v),
  );
}

/** What xstate's own `transition` (a fresh inert actor each time) answers. */
function xstateAnswer(snapshot: GameSnapshot, event: GameEvent): string | undefined {
  const [next] = transition(gameMachine, snapshot, event);
  return next === snapshot ? undefined : freeze(next);
}

describe('step: one actor scope for every event', () => {
  it('answers as xstate’s transition does, for every event of long random games and every event refused in them', () => {
    fc.assert(
      fc.property(randomGameArbitrary({ endGame: 0.3 }), (game) => {
        const { events } = game.record;
        for (let i = 0; i < events.length; i++) {
          const before = game.snapshots[i] as GameSnapshot;
          const result = step(before, events[i] as GameEvent);
          expect(result.ok).toBe(true);
          if (result.ok)
            expect(freeze(result.snapshot)).toBe(xstateAnswer(before, events[i] as GameEvent));
        }
        for (const refusal of game.refusals) {
          const before = game.snapshots[refusal.index] as GameSnapshot;
          expect(step(before, refusal.event).ok).toBe(false);
          expect(xstateAnswer(before, refusal.event)).toBeUndefined();
        }
        // The same state asked again gives the same answer: the scope kept nothing of the game.
        const middle = game.snapshots[Math.floor(events.length / 2)] as GameSnapshot;
        const event = events[Math.floor(events.length / 2)] as GameEvent;
        const once = step(middle, event);
        const twice = step(middle, event);
        expect(once.ok && twice.ok && freeze(once.snapshot) === freeze(twice.snapshot)).toBe(true);
      }),
      { numRuns: 6 },
    );
  });
});
