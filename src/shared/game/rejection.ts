import type { GameEvent } from '../record/schema';
import { tilesRemaining } from '../rules/deckOdds';
import { cropSymbol, tileType } from '../tiles/catalog';
import {
  type Check,
  checkAdjust,
  checkCropCircle,
  checkCropDeploy,
  checkCropPass,
  checkCropRemove,
  checkDeploy,
  checkDraw,
  checkFinalScore,
  checkMerge,
  checkPlace,
  checkProtect,
  checkRecall,
  checkReturnMeeple,
  checkScore,
} from './checks';
import type { GameContext } from './gameContext';
import type { PhaseMeta } from './gameMachine';
import { type Problem, problem } from './problems';
import { term } from './terms';

function contentProblem(game: GameContext, event: GameEvent): Check {
  switch (event.type) {
    case 'draw':
      return checkDraw(game, event);
    case 'place':
      return checkPlace(game, event);
    case 'deploy':
      return checkDeploy(game, event);
    case 'protect':
      return checkProtect(game, event);
    case 'recall':
      return checkRecall(game, event);
    case 'score':
      return checkScore(game, event);
    case 'finalScore':
      return checkFinalScore(game, event);
    case 'cropCircle':
      return checkCropCircle(game);
    case 'cropDeploy':
      return checkCropDeploy(game, event);
    case 'cropPass':
      return checkCropPass(game, event);
    case 'cropRemove':
      return checkCropRemove(game, event);
    case 'merge':
      return checkMerge(game, event);
    case 'adjust':
      return checkAdjust(game, event);
    case 'returnMeeple':
      return checkReturnMeeple(game, event);
    case 'endTurn': {
      if (game.turn.tile === null) {
        return tilesRemaining(game.deck) > 0 ? problem('discardNeedsDraw') : undefined;
      }
      const tile = tileType(game.turn.tile);
      return tile && cropSymbol(tile) && !game.crop
        ? problem('cropCircleBeforeEndTurn')
        : undefined;
    }
    default:
      return undefined;
  }
}

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
  return contentProblem(game, event) ?? problem('notValidNow', { type });
}
