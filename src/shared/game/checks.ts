import type { EventOf, EventType, GameEvent } from '../record/schema';
import { canActInCropRound, FOLLOWER_NAME } from '../rules/cropCircle';
import { tilesRemaining } from '../rules/deckOdds';
import { canLieDown, featureTakes } from '../rules/followers';
import {
  arrowKind,
  cropSymbol,
  isRevoltTile,
  REVOLT_TILES_IN_DECK,
  tileCount,
  tileSetsInPlay,
  tileType,
} from '../tiles/catalog';
import type { ArrowKind } from '../tiles/tileTypes';
import {
  activePlayer,
  type FeatureKind,
  type GameContext,
  type Meeple,
  meepleById,
  meeplesSideBySide,
  playerById,
  protectionInGame,
} from './gameContext';
import { isProblem, type Problem, problem } from './problems';
import { term } from './terms';

/**
 * Why an event cannot happen now (a problem code and its params, see problems.ts); undefined
 * when it can. The machine decides which events a phase accepts; these checks judge an event's
 * content.
 */
export type Check = Problem | undefined;

const playerTerm = (id: string | undefined) => term('player', String(id));
const kindTerm = (kind: string | undefined) => term('kind', String(kind));

function meepleOnBoard(game: GameContext, id: string): Meeple | Problem {
  return meepleById(game, id) ?? problem('meepleNotOnBoard', { meeple: id });
}

function ownMeeple(game: GameContext, id: string, owner: string): Meeple | Problem {
  const meeple = meepleOnBoard(game, id);
  if (isProblem(meeple)) return meeple;
  return meeple.player === owner
    ? meeple
    : problem('notOwnMeeple', {
        meeple: id,
        owner: playerTerm(meeple.player),
        player: playerTerm(owner),
      });
}

function newMeepleId(game: GameContext, id: string): Check {
  return game.meepleIds.has(id) ? problem('meepleIdUsed', { meeple: id }) : undefined;
}

function openFeature(game: GameContext, id: string): Check {
  const feature = game.features.get(id);
  if (!feature) return problem('unknownFeature', { feature: id });
  if (feature.status === 'scored') return problem('featureScored', { feature: id });
  if (feature.status === 'merged')
    return problem('featureMerged', { feature: id, into: String(feature.mergedInto) });
  return undefined;
}

const protectedFarmer = problem('protectedFarmer');

/** Ruling 9: no protection of any kind without The Peasant Revolts. */
const checkProtectionInGame = (game: GameContext, protect: boolean | undefined): Check =>
  protect && !protectionInGame(game) ? problem('protectionNeedsRevolts') : undefined;

export function checkDraw(game: GameContext, event: EventOf<'draw'>): Check {
  const tile = tileType(event.tile);
  if (!tile) return problem('unknownTile', { tile: event.tile });
  if (!tileSetsInPlay(game.expansions).includes(tile.set)) {
    return problem('tileSetNotInGame', { tile: tile.id, set: term('set', tile.set) });
  }
  if (tileCount(tile, game.edition) === 0)
    return problem('tileNotInEdition', { tile: tile.id, edition: game.edition });
  const left = game.deck.left[tile.id] ?? 0;
  // A plain tile left is a tile in the deck: the deck is counted (90 types) only when it may be
  // empty, not for each tile a grid of 90 asks about.
  if ((left === 0 || isRevoltTile(tile)) && tilesRemaining(game.deck) === 0)
    return problem('deckEmpty');
  if (left === 0) return problem('noTileLeft', { tile: tile.id });
  if (isRevoltTile(tile) && game.deck.revoltsDrawn >= REVOLT_TILES_IN_DECK) {
    return problem('allRevoltsDrawn', { n: REVOLT_TILES_IN_DECK });
  }
  return undefined;
}

export function checkPlace(game: GameContext, event: EventOf<'place'>): Check {
  const tile = tileType(game.turn.tile ?? '');
  const ownKind = tile && arrowKind(tile);
  if (ownKind && !event.ownArrow) return problem('arrowTileNeedsOwnArrow');
  if (!ownKind && event.ownArrow)
    return problem('ownArrowWithoutArrow', { tile: String(tile?.id) });
  if (event.ownArrow === 'neighbour' && !event.activate) {
    return problem('neighbourNeedsActivate');
  }
  if (event.activate === 'own' && event.ownArrow !== 'neighbour') {
    return problem('activateOwnNeedsNeighbour');
  }
  if (event.activate && event.activate !== 'own' && game.openArrows[event.activate] === 0) {
    return problem('noOpenArrow', { arrow: term('arrow', event.activate) });
  }
  return checkSpent(game, event);
}

/** A5: the arrows not chosen are spent, each one of the open arrows left once `activate` closed its own. */
function checkSpent(game: GameContext, event: EventOf<'place'>): Check {
  const spent = event.spent ?? [];
  if (spent.length === 0) return undefined;
  if (!event.activate) return problem('spentNeedsActivate');
  for (const kind of new Set<ArrowKind>(spent)) {
    const open = game.openArrows[kind] - (event.activate === kind ? 1 : 0);
    if (spent.filter((k) => k === kind).length > open) {
      return problem('notEnoughArrowsToSpend', { arrow: term('arrow', kind), n: open });
    }
  }
  return undefined;
}

function checkSupply(game: GameContext, abbot: boolean): Check {
  const active = activePlayer(game);
  if (abbot) {
    if (active.abbot === 'none') return problem('noAbbots');
    if (active.abbot === 'board') return problem('abbotOnBoard', { player: playerTerm(active.id) });
    return undefined;
  }
  return active.supply > 0 ? undefined : problem('noSupply', { player: playerTerm(active.id) });
}

function checkFeatureTakes(kind: FeatureKind, abbot: boolean, protect: boolean): Check {
  if (!featureTakes(kind, abbot)) return problem(abbot ? 'abbotFeature' : 'gardenTakesAbbot');
  if (protect && !canLieDown(kind)) return protectedFarmer;
  return undefined;
}

export function checkDeploy(game: GameContext, event: EventOf<'deploy'>): Check {
  const via = event.via ?? 'tile';
  const abbot = event.abbot === true;
  const protect = event.protect === true;
  const active = activePlayer(game);
  if (via !== 'tile' && game.turn.activated !== via) {
    return problem(via === 'add' ? 'addNeedsArrow' : 'anywhereNeedsArrow');
  }
  const supply =
    checkProtectionInGame(game, protect) ??
    checkSupply(game, abbot) ??
    newMeepleId(game, event.meeple);
  if (supply) return supply;
  if (via === 'add') {
    if (!event.beside) return problem('addNeedsBeside');
    const target = ownMeeple(game, event.beside, active.id);
    if (isProblem(target)) return target;
    if (meeplesSideBySide(game.meeples).has(target.id)) {
      return problem('neverAThird', { meeple: target.id });
    }
    if (target.kind === 'garden') return problem('nothingBesideGardenAbbot');
    if (event.kind && event.kind !== target.kind)
      return problem('besideOtherKind', {
        meeple: target.id,
        kind: kindTerm(target.kind),
        otherKind: kindTerm(event.kind),
      });
    if (event.feature && event.feature !== target.feature)
      return problem('besideOtherFeature', {
        meeple: target.id,
        feature: target.feature,
        otherFeature: event.feature,
      });
    return checkFeatureTakes(target.kind, abbot, protect);
  }
  if (event.beside) return problem('besideOnlyForAdd');
  if (!event.feature) return problem('deployNeedsFeature');
  if (!event.kind) return problem('deployNeedsKind');
  if (game.features.has(event.feature)) {
    return problem('featureIdUsed', { feature: event.feature });
  }
  return checkFeatureTakes(event.kind, abbot, protect);
}

export function checkProtect(game: GameContext, event: EventOf<'protect'>): Check {
  const inGame = checkProtectionInGame(game, true);
  if (inGame) return inGame;
  const meeple = ownMeeple(game, event.meeple, activePlayer(game).id);
  if (isProblem(meeple)) return meeple;
  if (!canLieDown(meeple.kind)) return protectedFarmer;
  if (meeple.protected) return problem('alreadyProtected', { meeple: meeple.id });
  return undefined;
}

export function checkRecall(game: GameContext, event: EventOf<'recall'>): Check {
  const meeple = ownMeeple(game, event.meeple, activePlayer(game).id);
  if (isProblem(meeple)) return meeple;
  return meeple.abbot ? undefined : problem('recallNotAbbot', { meeple: meeple.id });
}

function checkCityAndRoadCounts(
  kind: FeatureKind,
  event: { tiles?: number; pennants?: number; points?: number },
): Check {
  if (event.pennants !== undefined && kind !== 'city') return problem('pennantsOnlyForCities');
  if (event.points !== undefined) return undefined;
  if ((kind === 'city' || kind === 'road') && event.tiles === undefined) {
    return problem('scoreNeedsTiles', { kind: kindTerm(kind) });
  }
  return undefined;
}

export function checkScore(game: GameContext, event: EventOf<'score'>): Check {
  const open = openFeature(game, event.feature);
  if (open) return open;
  const kind = (game.features.get(event.feature) as { kind: FeatureKind }).kind;
  if (kind === 'field') return problem('fieldScoredAtEnd');
  return checkCityAndRoadCounts(kind, event);
}

export function checkFinalScore(game: GameContext, event: EventOf<'finalScore'>): Check {
  const open = openFeature(game, event.feature);
  if (open) return open;
  const kind = (game.features.get(event.feature) as { kind: FeatureKind }).kind;
  if (event.cities !== undefined && kind !== 'field') return problem('citiesOnlyForFields');
  if (event.points === undefined) {
    if ((kind === 'monastery' || kind === 'garden') && event.tiles === undefined) {
      return problem('scoreNeedsNeighbours', { kind: kindTerm(kind) });
    }
    if ((kind === 'monastery' || kind === 'garden') && (event.tiles ?? 0) > 9) {
      return problem('atMostNineTiles', { kind: kindTerm(kind) });
    }
    if (kind === 'field' && event.cities === undefined) return problem('fieldNeedsCities');
  }
  if (kind === 'field' && event.tiles !== undefined) return problem('fieldScoredByCities');
  return checkCityAndRoadCounts(kind, event);
}

export function checkCropCircle(game: GameContext): Check {
  const tile = tileType(game.turn.tile ?? '');
  return tile && cropSymbol(tile) ? undefined : problem('noCropCircle');
}

/** C2: a crop circle tile was placed this turn and its round has not begun. */
export function cropRoundDue(game: GameContext): boolean {
  const tile = tileType(game.turn.tile ?? '');
  return tile !== undefined && cropSymbol(tile) !== undefined && game.crop === null;
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

function checkCropMover(game: GameContext, mover: string, choice: 'deploy' | 'remove'): Check {
  const crop = game.crop;
  if (!crop) return problem('noCropRound');
  if (crop.choice !== choice) {
    return problem(crop.choice === 'deploy' ? 'cropRoundDeploys' : 'cropRoundRemoves');
  }
  const due = game.players[cropRoundSeat(game) ?? -1];
  if (!playerById(game, mover)) return problem('unknownPlayer', { player: playerTerm(mover) });
  if (due?.id !== mover)
    return problem('notCropMove', { due: playerTerm(due?.id), player: playerTerm(mover) });
  return undefined;
}

function checkFollower(game: GameContext, id: string, owner: string): Check {
  const meeple = ownMeeple(game, id, owner);
  if (isProblem(meeple)) return meeple;
  const kind = game.crop?.kind ?? 'city';
  return meeple.kind === kind
    ? undefined
    : problem('notAFollower', { meeple: id, follower: term('follower', FOLLOWER_NAME[kind]) });
}

export function checkCropDeploy(game: GameContext, event: EventOf<'cropDeploy'>): Check {
  const mover =
    checkCropMover(game, event.player, 'deploy') ??
    newMeepleId(game, event.meeple) ??
    checkFollower(game, event.beside, event.player);
  if (mover) return mover;
  const inGame = checkProtectionInGame(game, event.protect);
  if (inGame) return inGame;
  if (event.protect && event.player !== activePlayer(game).id) {
    return problem('cropProtectActiveOnly');
  }
  if (event.protect && game.crop && !canLieDown(game.crop.kind)) return protectedFarmer;
  return undefined;
}

export function checkCropPass(game: GameContext, event: EventOf<'cropPass'>): Check {
  return checkCropMover(game, event.player, 'deploy');
}

export function checkCropRemove(game: GameContext, event: EventOf<'cropRemove'>): Check {
  return (
    checkCropMover(game, event.player, 'remove') ?? checkFollower(game, event.meeple, event.player)
  );
}

export function checkMerge(game: GameContext, event: EventOf<'merge'>): Check {
  for (const id of event.features) {
    const open = openFeature(game, id);
    if (open) return open;
  }
  const kinds = new Set(event.features.map((id) => game.features.get(id)?.kind));
  return kinds.size === 1 ? undefined : problem('mergeOneKind');
}

export function checkAdjust(game: GameContext, event: EventOf<'adjust'>): Check {
  return playerById(game, event.player)
    ? undefined
    : problem('unknownPlayer', { player: playerTerm(event.player) });
}

export function checkReturnMeeple(game: GameContext, event: EventOf<'returnMeeple'>): Check {
  const meeple = meepleOnBoard(game, event.meeple);
  return isProblem(meeple) ? meeple : undefined;
}

/** B3, C2: endTurn after a discard only with an empty deck; after a crop circle tile, its round first. */
export function checkEndTurn(game: GameContext): Check {
  if (game.turn.tile === null) {
    return tilesRemaining(game.deck) > 0 ? problem('discardNeedsDraw') : undefined;
  }
  return cropRoundDue(game) ? problem('cropCircleBeforeEndTurn') : undefined;
}

/**
 * Which check judges each event's content. The machine's guards pass an event when its check
 * finds nothing, and a refusal gives the problem the same check found: one table for both.
 */
export const EVENT_CHECKS = {
  draw: checkDraw,
  place: checkPlace,
  deploy: checkDeploy,
  protect: checkProtect,
  recall: checkRecall,
  score: checkScore,
  finalScore: checkFinalScore,
  cropCircle: checkCropCircle,
  cropDeploy: checkCropDeploy,
  cropPass: checkCropPass,
  cropRemove: checkCropRemove,
  merge: checkMerge,
  adjust: checkAdjust,
  returnMeeple: checkReturnMeeple,
  endTurn: checkEndTurn,
} as const satisfies { [K in EventType]?: (game: GameContext, event: EventOf<K>) => Check };

export type CheckedEventType = keyof typeof EVENT_CHECKS;

/** What the table's check finds for an event; undefined for events with no content to judge. */
export function checkEvent(game: GameContext, event: GameEvent): Check {
  if (!Object.hasOwn(EVENT_CHECKS, event.type)) return undefined;
  // The table pairs each type with the check of that type's event (its `satisfies` says so).
  const check = EVENT_CHECKS[event.type as CheckedEventType] as (
    game: GameContext,
    event: GameEvent,
  ) => Check;
  return check(game, event);
}
