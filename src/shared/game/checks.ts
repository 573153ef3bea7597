import type { EventOf } from '../record/schema';
import { canActInCropRound, FOLLOWER_NAME } from '../rules/cropCircle';
import { tilesRemaining } from '../rules/deckOdds';
import {
  arrowKind,
  cropSymbol,
  isRevoltTile,
  REVOLT_TILES_IN_DECK,
  tileCount,
  tileSetsInPlay,
  tileType,
} from '../tiles/catalog';
import {
  activePlayer,
  type FeatureKind,
  type GameContext,
  type Meeple,
  meepleById,
  playerById,
} from './gameContext';

/**
 * Why an event cannot happen now, in words for the record's author; undefined when it can.
 * The machine decides which events a phase accepts; these checks judge an event's content.
 */
export type Problem = string | undefined;

const FEATURE_NAMES: Record<FeatureKind, string> = {
  city: 'a city',
  road: 'a road',
  monastery: 'a monastery',
  field: 'a field',
  garden: 'a garden',
};

function meepleOnBoard(game: GameContext, id: string): Meeple | string {
  return meepleById(game, id) ?? `meeple ${id} is not on the board`;
}

function ownMeeple(game: GameContext, id: string, player: string): Meeple | string {
  const meeple = meepleOnBoard(game, id);
  if (typeof meeple === 'string') return meeple;
  return meeple.player === player
    ? meeple
    : `meeple ${id} belongs to ${meeple.player}, not ${player}`;
}

function newMeepleId(game: GameContext, id: string): Problem {
  return game.meepleIds.has(id) ? `meeple id ${id} is already used in this game` : undefined;
}

function openFeature(game: GameContext, id: string): Problem {
  const feature = game.features.get(id);
  if (!feature) return `unknown feature ${id}`;
  if (feature.status === 'scored') return `feature ${id} has already been scored`;
  if (feature.status === 'merged') return `feature ${id} was merged into ${feature.mergedInto}`;
  return undefined;
}

const protectedFarmer = 'farmers cannot be protected (R8)';

export function checkDraw(game: GameContext, event: EventOf<'draw'>): Problem {
  const tile = tileType(event.tile);
  if (!tile) return `unknown tile "${event.tile}"`;
  if (!tileSetsInPlay(game.expansions).includes(tile.set)) {
    return `tile ${tile.id} belongs to ${tile.set}, which is not in this game`;
  }
  if (tileCount(tile, game.edition) === 0)
    return `tile ${tile.id} is not in the ${game.edition} edition`;
  if (tilesRemaining(game.deck) === 0) return 'the deck is empty';
  if ((game.deck.left[tile.id] ?? 0) === 0) return `no ${tile.id} tile is left in the deck`;
  if (isRevoltTile(tile) && game.deck.revoltsDrawn >= REVOLT_TILES_IN_DECK) {
    return `all ${REVOLT_TILES_IN_DECK} revolt tiles of the deck have been drawn (R1)`;
  }
  return undefined;
}

export function checkPlace(game: GameContext, event: EventOf<'place'>): Problem {
  const tile = tileType(game.turn.tile ?? '');
  const ownKind = tile && arrowKind(tile);
  if (ownKind && !event.ownArrow)
    return `an arrow tile needs ownArrow: "open" or "neighbour" (A2, A3)`;
  if (!ownKind && event.ownArrow) return `ownArrow is only for arrow tiles; ${tile?.id} has none`;
  if (event.ownArrow === 'neighbour' && !event.activate) {
    return 'an arrow pointing at a neighbour needs activate: "own" or another open arrow (A3, A5)';
  }
  if (event.activate === 'own' && event.ownArrow !== 'neighbour') {
    return 'activate "own" needs ownArrow "neighbour" (A3)';
  }
  if (event.activate && event.activate !== 'own' && game.openArrows[event.activate] === 0) {
    return `no open ${event.activate} arrow is on the board (A4)`;
  }
  return undefined;
}

function checkSupply(game: GameContext, abbot: boolean): Problem {
  const player = activePlayer(game);
  if (abbot) {
    if (player.abbot === 'none') return 'there are no abbots in this game (B7)';
    if (player.abbot === 'board') return `${player.id}'s abbot is already on the board`;
    return undefined;
  }
  return player.supply > 0 ? undefined : `not enough supply: ${player.id} has no meeple left`;
}

function checkFeatureTakes(kind: FeatureKind, abbot: boolean, protect: boolean): Problem {
  if (abbot && kind !== 'monastery' && kind !== 'garden')
    return 'an abbot goes on a monastery or a garden (B7)';
  if (kind === 'garden' && !abbot) return 'a garden takes only an abbot (B7)';
  if (protect && kind === 'field') return protectedFarmer;
  return undefined;
}

export function checkDeploy(game: GameContext, event: EventOf<'deploy'>): Problem {
  const via = event.via ?? 'tile';
  const abbot = event.abbot === true;
  const protect = event.protect === true;
  const player = activePlayer(game);
  if (via !== 'tile' && game.turn.activated !== via) {
    return via === 'add'
      ? 'adding a meeple needs the add arrow activated this turn (A6)'
      : 'placing anywhere needs the anywhere arrow activated this turn (A7)';
  }
  const problem = checkSupply(game, abbot) ?? newMeepleId(game, event.meeple);
  if (problem) return problem;
  if (via === 'add') {
    if (!event.beside) return 'an added meeple needs beside: the meeple it stands beside (A6)';
    const target = ownMeeple(game, event.beside, player.id);
    if (typeof target === 'string') return target;
    if (target.pairedWith) {
      return `meeple ${target.id} already stands beside another: an arrow never adds a third (A6)`;
    }
    if (event.kind && event.kind !== target.kind)
      return `meeple ${target.id} stands on ${FEATURE_NAMES[target.kind]}, not ${FEATURE_NAMES[event.kind]}`;
    if (event.feature && event.feature !== target.feature)
      return `meeple ${target.id} stands on feature ${target.feature}, not ${event.feature}`;
    return checkFeatureTakes(target.kind, abbot, protect);
  }
  if (event.beside) return `beside is only for via "add"`;
  if (!event.feature) return 'a deployed meeple needs a feature id';
  if (!event.kind) return 'a deployed meeple needs a kind';
  if (game.features.has(event.feature)) {
    return `feature id ${event.feature} is already used: a new meeple goes on a new, unoccupied feature`;
  }
  return checkFeatureTakes(event.kind, abbot, protect);
}

export function checkProtect(game: GameContext, event: EventOf<'protect'>): Problem {
  const meeple = ownMeeple(game, event.meeple, activePlayer(game).id);
  if (typeof meeple === 'string') return meeple;
  if (meeple.kind === 'field') return protectedFarmer;
  if (meeple.protected) return `meeple ${meeple.id} is already protected`;
  return undefined;
}

export function checkRecall(game: GameContext, event: EventOf<'recall'>): Problem {
  const meeple = ownMeeple(game, event.meeple, activePlayer(game).id);
  if (typeof meeple === 'string') return meeple;
  return meeple.abbot
    ? undefined
    : `meeple ${meeple.id} is not an abbot: only the abbot is recalled (B7)`;
}

function checkCityAndRoadCounts(
  kind: FeatureKind,
  event: { tiles?: number; pennants?: number; points?: number },
): Problem {
  if (event.pennants !== undefined && kind !== 'city') return 'pennants are only for cities';
  if (event.points !== undefined) return undefined;
  if ((kind === 'city' || kind === 'road') && event.tiles === undefined) {
    return `scoring ${FEATURE_NAMES[kind]} needs tiles (or points)`;
  }
  return undefined;
}

export function checkScore(game: GameContext, event: EventOf<'score'>): Problem {
  const problem = openFeature(game, event.feature);
  if (problem) return problem;
  const kind = (game.features.get(event.feature) as { kind: FeatureKind }).kind;
  if (kind === 'field') return 'a field cannot be scored before the end (B5)';
  return checkCityAndRoadCounts(kind, event);
}

export function checkFinalScore(game: GameContext, event: EventOf<'finalScore'>): Problem {
  const problem = openFeature(game, event.feature);
  if (problem) return problem;
  const kind = (game.features.get(event.feature) as { kind: FeatureKind }).kind;
  if (event.cities !== undefined && kind !== 'field') return 'cities are only for fields';
  if (event.points === undefined) {
    if ((kind === 'monastery' || kind === 'garden') && event.tiles === undefined) {
      return `scoring ${FEATURE_NAMES[kind]} needs tiles: itself and its neighbours, 1 to 9 (B5)`;
    }
    if ((kind === 'monastery' || kind === 'garden') && (event.tiles ?? 0) > 9) {
      return `${FEATURE_NAMES[kind]} counts at most 9 tiles: itself and 8 neighbours`;
    }
    if (kind === 'field' && event.cities === undefined) return 'scoring a field needs cities (B5)';
  }
  if (kind === 'field' && event.tiles !== undefined)
    return 'a field is scored by cities, not tiles';
  return checkCityAndRoadCounts(kind, event);
}

export function checkCropCircle(game: GameContext): Problem {
  const tile = tileType(game.turn.tile ?? '');
  return tile && cropSymbol(tile) ? undefined : 'the tile placed this turn has no crop circle (C2)';
}

export const cropRoundSeat = (game: GameContext): number | undefined =>
  game.crop ? game.crop.order[game.crop.position] : undefined;

export function followersOf(game: GameContext, player: string): Meeple[] {
  const kind = game.crop?.kind;
  return game.meeples.filter((m) => m.player === player && m.kind === kind);
}

/** C4: can the seat whose move it is act in the round at all? */
export function seatCanAct(game: GameContext): boolean {
  const seat = cropRoundSeat(game);
  const player = seat === undefined ? undefined : game.players[seat];
  if (!game.crop || !player) return false;
  return canActInCropRound(game.crop.choice, followersOf(game, player.id).length, player.supply);
}

function checkCropMover(game: GameContext, player: string, choice: 'deploy' | 'remove'): Problem {
  const crop = game.crop;
  if (!crop) return 'no crop circle round is running';
  if (crop.choice !== choice) {
    return `this crop circle round ${crop.choice === 'deploy' ? 'deploys' : 'removes'} followers`;
  }
  const due = game.players[cropRoundSeat(game) ?? -1];
  if (!playerById(game, player)) return `unknown player ${player}`;
  if (due?.id !== player)
    return `it is ${due?.id}'s move in the crop circle round, not ${player}'s (C3)`;
  return undefined;
}

function checkFollower(game: GameContext, id: string, player: string): Problem {
  const meeple = ownMeeple(game, id, player);
  if (typeof meeple === 'string') return meeple;
  const kind = game.crop?.kind ?? 'city';
  return meeple.kind === kind ? undefined : `meeple ${id} is not a ${FOLLOWER_NAME[kind]} (C1)`;
}

export function checkCropDeploy(game: GameContext, event: EventOf<'cropDeploy'>): Problem {
  const problem =
    checkCropMover(game, event.player, 'deploy') ??
    newMeepleId(game, event.meeple) ??
    checkFollower(game, event.beside, event.player);
  if (problem) return problem;
  if (event.protect && event.player !== activePlayer(game).id) {
    return 'only the active player may protect a meeple placed by a crop circle (R10)';
  }
  if (event.protect && game.crop?.kind === 'field') return protectedFarmer;
  return undefined;
}

export function checkCropPass(game: GameContext, event: EventOf<'cropPass'>): Problem {
  return checkCropMover(game, event.player, 'deploy');
}

export function checkCropRemove(game: GameContext, event: EventOf<'cropRemove'>): Problem {
  return (
    checkCropMover(game, event.player, 'remove') ?? checkFollower(game, event.meeple, event.player)
  );
}

export function checkMerge(game: GameContext, event: EventOf<'merge'>): Problem {
  for (const id of event.features) {
    const problem = openFeature(game, id);
    if (problem) return problem;
  }
  const kinds = new Set(event.features.map((id) => game.features.get(id)?.kind));
  return kinds.size === 1 ? undefined : 'merged features must all be of one kind';
}

export function checkAdjust(game: GameContext, event: EventOf<'adjust'>): Problem {
  return playerById(game, event.player) ? undefined : `unknown player ${event.player}`;
}

export function checkReturnMeeple(game: GameContext, event: EventOf<'returnMeeple'>): Problem {
  const meeple = meepleOnBoard(game, event.meeple);
  return typeof meeple === 'string' ? meeple : undefined;
}
