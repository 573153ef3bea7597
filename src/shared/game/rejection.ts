import type { GameEvent } from '../record/schema';
import { tilesRemaining } from '../rules/deckOdds';
import { cropSymbol, tileType } from '../tiles/catalog';
import {
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
  type Problem,
} from './checks';
import type { GameContext } from './gameContext';
import type { PhaseMeta } from './gameMachine';

function contentProblem(game: GameContext, event: GameEvent): Problem {
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
        return tilesRemaining(game.deck) > 0
          ? 'the discarded tile must be followed by another draw while the deck has tiles (B3)'
          : undefined;
      }
      const tile = tileType(game.turn.tile);
      return tile && cropSymbol(tile) && !game.crop
        ? 'a crop circle tile was placed: cropCircle comes before endTurn (C2)'
        : undefined;
    }
    default:
      return undefined;
  }
}

/** Why the game refuses an event where it stands: the phase, then the event's content. */
export function describeRejection(
  game: GameContext,
  phase: PhaseMeta | undefined,
  accepted: ReadonlySet<string>,
  event: GameEvent,
): string {
  if (!accepted.has(event.type)) {
    return phase
      ? `${event.type} is out of its phase: the game is at ${phase.phase} and expects ${phase.expects}`
      : `${event.type} is out of its phase`;
  }
  return contentProblem(game, event) ?? `${event.type} is not valid now`;
}
