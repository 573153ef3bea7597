import type { GameEvent } from '../record/schema';
import { checkEvent } from './checks';
import type { GameContext } from './gameContext';
import type { PhaseMeta } from './gameMachine';
import { type Problem, problem } from './problems';
import { term } from './terms';

/** Why the game refuses an event where it stands: the phase, then the event's content. */
export function rejectionProblem(
  game: GameContext,
  phase: PhaseMeta | undefined,
  accepted: ReadonlySet<string>,
  event: GameEvent,
): Problem {
  const type = term('event', event.type);
  if (!accepted.has(event.type)) {
    return phase
      ? problem('outOfPhase', {
          type,
          phase: term('phase', phase.key, phase.phase),
          expects: term('expects', phase.key, phase.expects),
        })
      : problem('outOfPhaseSomewhere', { type });
  }
  return checkEvent(game, event) ?? problem('notValidNow', { type });
}
