import {
  type Actor,
  createActor,
  getNextTransitions,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate';
import type { GameEvent, RecordHeader } from '../record/schema';
import { type GameMachine, gameMachine, type PhaseMeta } from './gameMachine';
import { type Problem, problemText } from './problems';
import { rejectionProblem } from './rejection';

export type GameSnapshot = SnapshotFrom<GameMachine>;
export type GameStatus = 'setup' | 'playing' | 'final-scoring' | 'finished';

/**
 * A refusal says why twice: `problem`, a code and params (the app says it in its languages), and
 * `error`, the same in English (replay, record errors, the store).
 */
export type Step =
  | { ok: true; snapshot: GameSnapshot }
  | { ok: false; error: string; problem: Problem };

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
  return metas.at(-1) ?? { key: 'setup', phase: 'setup', expects: 'the players and options' };
}

/** The event types the current phase accepts, whether or not their content is valid. */
export function acceptedEventTypes(snapshot: GameSnapshot): Set<string> {
  return new Set(getNextTransitions(snapshot).map((t) => t.eventType));
}

function rejection(snapshot: GameSnapshot, event: GameEvent): Step & { ok: false } {
  const problem = rejectionProblem(
    snapshot.context,
    phaseOf(snapshot),
    acceptedEventTypes(snapshot),
    event,
  );
  return { ok: false, error: problemText(problem), problem };
}

type GameScope = Parameters<GameMachine['transition']>[2];
let stepScope: GameScope | undefined;

/**
 * The actor scope every `step` runs in, made once. xstate's `transition` makes a new inert actor
 * for each call, and making one builds the machine's initial state: a third of every check the
 * table's buttons ask after each move. The scope holds nothing from one step to the next: the
 * machine spawns and invokes no actors, schedules nothing and its actions are all assignments
 * (which the machine applies itself); what an action would have done is dropped, as it was.
 */
function inertScope(): GameScope {
  if (stepScope) return stepScope;
  const self = createActor(gameMachine);
  // Typed as the scope itself, so a field xstate adds to it is a type error here; only the
  // actor's own type (a started one, in xstate's types) is cast.
  const scope: GameScope = {
    self: self as unknown as GameScope['self'],
    id: '',
    sessionId: '',
    system: self.system,
    defer: () => {},
    logger: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  stepScope = scope;
  return scope;
}

/** Applies one well-formed event, or says why the game does not allow it where it stands. */
export function step(snapshot: GameSnapshot, event: GameEvent): Step {
  if (snapshot.status === 'done') return rejection(snapshot, event);
  const next = gameMachine.transition(snapshot, event, inertScope());
  return next === snapshot ? rejection(snapshot, event) : { ok: true, snapshot: next };
}

/**
 * Plays many events in a row on one running actor: the same machine and the same snapshots as
 * `step`, without setting up a fresh actor scope for every event (replay speed).
 */
export class GameRunner {
  private readonly actor: Actor<GameMachine>;
  private failure: unknown;

  constructor(start: GameSnapshot) {
    this.actor = createActor(gameMachine, { snapshot: start });
    this.actor.subscribe({ error: (error) => (this.failure = error) });
    this.actor.start();
  }

  get snapshot(): GameSnapshot {
    return this.actor.getSnapshot();
  }

  play(event: GameEvent): Step {
    const before = this.actor.getSnapshot();
    if (before.status === 'done') return rejection(before, event);
    this.actor.send(event);
    const after = this.actor.getSnapshot();
    if (this.failure !== undefined || after.status === 'error') {
      const message = this.failure instanceof Error ? this.failure.message : 'internal error';
      throw new Error(`the rules engine failed on ${event.type}: ${message}`);
    }
    return after === before ? rejection(before, event) : { ok: true, snapshot: after };
  }

  stop(): void {
    this.actor.stop();
  }
}
