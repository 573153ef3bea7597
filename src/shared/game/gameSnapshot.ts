import { getNextTransitions, initialTransition, type SnapshotFrom, transition } from 'xstate';
import type { GameEvent, RecordHeader } from '../record/schema';
import { describeRejection } from './rejection';
import { type GameMachine, gameMachine, type PhaseMeta } from './gameMachine';

export type GameSnapshot = SnapshotFrom<GameMachine>;
export type GameStatus = 'setup' | 'playing' | 'final-scoring' | 'finished';

export type Step = { ok: true; snapshot: GameSnapshot } | { ok: false; error: string };

/** A new game, past setup: the state before the first event of a record. */
export function newGame(header: RecordHeader): GameSnapshot {
  const [initial] = initialTransition(gameMachine);
  const [started] = transition(gameMachine, initial, { type: 'start', header });
  return started;
}

export function statusOf(snapshot: GameSnapshot): GameStatus {
  if (snapshot.matches('play')) return 'playing';
  if (snapshot.matches('finalScoring')) return 'final-scoring';
  if (snapshot.matches('finished')) return 'finished';
  return 'setup';
}

/** The phase the game waits in (the deepest state with a description). */
export function phaseOf(snapshot: GameSnapshot): PhaseMeta {
  const metas = Object.values(snapshot.getMeta()) as PhaseMeta[];
  return metas.at(-1) ?? { phase: 'setup', expects: 'the players and options' };
}

/** The event types the current phase accepts, whether or not their content is valid. */
export function acceptedEventTypes(snapshot: GameSnapshot): Set<string> {
  return new Set(getNextTransitions(snapshot).map((t) => t.eventType));
}

/** Applies one well-formed event, or says why the game does not allow it where it stands. */
export function step(snapshot: GameSnapshot, event: GameEvent): Step {
  const [next] = transition(gameMachine, snapshot, event);
  if (next !== snapshot) return { ok: true, snapshot: next };
  const phase = phaseOf(snapshot);
  const error = describeRejection(snapshot.context, phase, acceptedEventTypes(snapshot), event);
  return { ok: false, error };
}
