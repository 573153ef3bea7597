import type { EventOf, RecordHeader } from '../record/schema';
import { cropRoundOrder, FOLLOWER_KIND } from '../rules/cropCircle';
import { isRevoltId } from '../rules/deckOdds';
import {
  COMPLETED_CLOISTER_POINTS,
  completedCityPoints,
  fieldPoints,
  incompleteCityPoints,
  incompleteCloisterPoints,
  majorityWinners,
  OPEN_ARROW_POINTS,
  PROTECT_STANDING_COST,
  protectNewCost,
  roadPoints,
} from '../rules/points';
import { checkPlayer, revoltCheckPoints, revoltOrder } from '../rules/revolt';
import { arrowKind, cropSymbol, revoltSymbol, tileType } from '../tiles/catalog';
import type { ArrowKind } from '../tiles/tileTypes';
import {
  type AwardReason,
  activePlayer,
  createGame,
  type Feature,
  type FeatureKind,
  type GameContext,
  type Meeple,
} from './gameContext';

/** How the game changes: pure functions from one context to the next, one per effect. */

export const startGame = (header: RecordHeader): GameContext => createGame(header);

function award(
  game: GameContext,
  player: string,
  points: number,
  reason: AwardReason,
  feature?: string,
): GameContext {
  if (points === 0 && reason !== 'adjust') return game;
  return {
    ...game,
    players: game.players.map((p) => (p.id === player ? { ...p, score: p.score + points } : p)),
    awards: [
      ...game.awards,
      feature === undefined
        ? { turn: game.turn.number, player, points, reason }
        : { turn: game.turn.number, player, points, reason, feature },
    ],
  };
}

/**
 * Meeples back to their owners' supplies; protection is lost (R9), and a meeple that stood
 * beside one of them stands alone again (Ruling 3: the pair is derived from who is on the board).
 */
export function returnMeeples(game: GameContext, ids: readonly string[]): GameContext {
  if (ids.length === 0) return game;
  const leaving = new Set(ids);
  const gone = game.meeples.filter((m) => leaving.has(m.id));
  return {
    ...game,
    players: game.players.map((p) => {
      const own = gone.filter((m) => m.player === p.id);
      if (own.length === 0) return p;
      const abbots = own.filter((m) => m.abbot).length;
      return {
        ...p,
        supply: p.supply + own.length - abbots,
        abbot: abbots > 0 ? 'supply' : p.abbot,
      };
    }),
    meeples: game.meeples.filter((m) => !leaving.has(m.id)),
  };
}

function addMeeple(game: GameContext, meeple: Meeple, feature?: Feature): GameContext {
  const features = feature ? new Map(game.features).set(meeple.feature, feature) : game.features;
  return {
    ...game,
    features,
    meepleIds: new Set(game.meepleIds).add(meeple.id),
    meeples: [...game.meeples, meeple],
    players: game.players.map((p) =>
      p.id !== meeple.player
        ? p
        : meeple.abbot
          ? { ...p, abbot: 'board' }
          : { ...p, supply: p.supply - 1 },
    ),
  };
}

export function drawTile(game: GameContext, event: EventOf<'draw'>): GameContext {
  const left = { ...game.deck.left, [event.tile]: (game.deck.left[event.tile] ?? 0) - 1 };
  const revoltsDrawn = game.deck.revoltsDrawn + (isRevoltId(event.tile) ? 1 : 0);
  return {
    ...game,
    deck: { ...game.deck, left, revoltsDrawn },
    turn: { ...game.turn, tile: event.tile },
  };
}

export function discardTile(game: GameContext): GameContext {
  return { ...game, turn: { ...game.turn, tile: null } };
}

export function beginRevolt(game: GameContext): GameContext {
  const tile = tileType(game.turn.tile ?? '');
  const symbol = tile && revoltSymbol(tile);
  if (!symbol || !tile) return game;
  return {
    ...game,
    revolt: {
      symbol,
      tile: tile.id,
      turn: game.turn.number,
      order: revoltOrder(game.players.length, game.turn.player),
      checks: [],
    },
  };
}

/** R3, R5: the next seat in the revolt's order is checked. */
export function checkNextRevoltSeat(game: GameContext): GameContext {
  const revolt = game.revolt;
  const seat = revolt?.order[revolt.checks.length];
  const player = seat === undefined ? undefined : game.players[seat];
  if (!revolt || !player) return game;
  const check = checkPlayer(game.meeples, player.id, revolt.symbol);
  const next = returnMeeples(
    { ...game, revolt: { ...revolt, checks: [...revolt.checks, check] } },
    check.returned,
  );
  return award(next, player.id, revoltCheckPoints(check), 'revolt-protected');
}

/**
 * A2 to A5, Ruling 7: the tile is on the table. An open own arrow stays on the board; the one
 * arrow chosen is activated and, if it was on the board, closed; every arrow `spent` is closed
 * with no effect. An arrow tile whose own arrow is not activated scores 2.
 */
export function placeTile(game: GameContext, event: EventOf<'place'>): GameContext {
  const tile = tileType(game.turn.tile ?? '');
  const own = tile ? arrowKind(tile) : undefined;
  const openArrows = { ...game.openArrows };
  if (own && event.ownArrow === 'open') openArrows[own]++;
  let activated: ArrowKind | null = null;
  if (event.activate === 'own' && own) activated = own;
  else if (event.activate && event.activate !== 'own') {
    activated = event.activate;
    openArrows[activated]--;
  }
  for (const kind of event.spent ?? []) openArrows[kind]--;
  const ownNotActivated =
    own !== undefined && event.ownArrow !== undefined && event.activate !== 'own';
  const next = ownNotActivated
    ? award(game, activePlayer(game).id, OPEN_ARROW_POINTS, 'open-arrow')
    : game;
  return { ...next, openArrows, turn: { ...next.turn, activated } };
}

/** R7, R10, H1: the new meeple is protected: 4 points, or 2 with cheap protection. */
const protectNew = (game: GameContext, player: string): GameContext =>
  award(game, player, -protectNewCost(game.houseRules), 'protect-new');

export function deployMeeple(game: GameContext, event: EventOf<'deploy'>): GameContext {
  const player = activePlayer(game).id;
  const beside = event.via === 'add' ? game.meeples.find((m) => m.id === event.beside) : undefined;
  const kind = (beside?.kind ?? event.kind) as FeatureKind;
  const feature = beside?.feature ?? (event.feature as string);
  const meeple: Meeple = {
    id: event.meeple,
    player,
    feature,
    kind,
    protected: event.protect === true,
    abbot: event.abbot === true,
    ...(beside ? { beside: beside.id } : {}),
  };
  const next = addMeeple(game, meeple, beside ? undefined : { kind, status: 'open' });
  return event.protect ? protectNew(next, player) : next;
}

export function protectMeeple(game: GameContext, event: EventOf<'protect'>): GameContext {
  const next = {
    ...game,
    meeples: game.meeples.map((m) => (m.id === event.meeple ? { ...m, protected: true } : m)),
  };
  return award(next, activePlayer(game).id, -PROTECT_STANDING_COST, 'protect-standing');
}

export function recallAbbot(game: GameContext, event: EventOf<'recall'>): GameContext {
  return award(
    returnMeeples(game, [event.meeple]),
    activePlayer(game).id,
    event.tiles,
    'abbot-recall',
  );
}

/** B4: the majority scores the feature in full, then every meeple on it goes home. */
function scoreFeature(
  game: GameContext,
  feature: string,
  points: number,
  reason: 'feature' | 'final',
): GameContext {
  const on = game.meeples.filter((m) => m.feature === feature);
  let next = game;
  for (const winner of majorityWinners(on.map((m) => m.player))) {
    next = award(next, winner, points, reason, feature);
  }
  next = returnMeeples(
    next,
    on.map((m) => m.id),
  );
  const kind = (game.features.get(feature) as Feature).kind;
  return { ...next, features: new Map(next.features).set(feature, { kind, status: 'scored' }) };
}

export function completedFeaturePoints(
  kind: FeatureKind,
  event: { tiles?: number; pennants?: number; points?: number },
): number {
  if (event.points !== undefined) return event.points;
  if (kind === 'city') return completedCityPoints(event.tiles ?? 0, event.pennants ?? 0);
  if (kind === 'road') return roadPoints(event.tiles ?? 0);
  return COMPLETED_CLOISTER_POINTS;
}

export function finalFeaturePoints(
  kind: FeatureKind,
  event: { tiles?: number; pennants?: number; cities?: number; points?: number },
): number {
  if (event.points !== undefined) return event.points;
  if (kind === 'city') return incompleteCityPoints(event.tiles ?? 0, event.pennants ?? 0);
  if (kind === 'road') return roadPoints(event.tiles ?? 0);
  if (kind === 'field') return fieldPoints(event.cities ?? 0);
  return incompleteCloisterPoints(event.tiles ?? 0);
}

export function scoreCompleted(game: GameContext, event: EventOf<'score'>): GameContext {
  const kind = (game.features.get(event.feature) as Feature).kind;
  return scoreFeature(game, event.feature, completedFeaturePoints(kind, event), 'feature');
}

export function scoreAtEnd(game: GameContext, event: EventOf<'finalScore'>): GameContext {
  const kind = (game.features.get(event.feature) as Feature).kind;
  return scoreFeature(game, event.feature, finalFeaturePoints(kind, event), 'final');
}

export function beginCropRound(game: GameContext, event: EventOf<'cropCircle'>): GameContext {
  const tile = tileType(game.turn.tile ?? '');
  const symbol = tile && cropSymbol(tile);
  if (!symbol) return game;
  return {
    ...game,
    crop: {
      symbol,
      kind: FOLLOWER_KIND[symbol],
      choice: event.choice,
      order: cropRoundOrder(game.players.length, game.turn.player),
      position: 0,
    },
  };
}

export function passCropSeat(game: GameContext): GameContext {
  return game.crop ? { ...game, crop: { ...game.crop, position: game.crop.position + 1 } } : game;
}

export function cropDeploy(game: GameContext, event: EventOf<'cropDeploy'>): GameContext {
  const beside = game.meeples.find((m) => m.id === event.beside) as Meeple;
  const next = addMeeple(game, {
    id: event.meeple,
    player: event.player,
    feature: beside.feature,
    kind: beside.kind,
    protected: event.protect === true,
    abbot: false,
    beside: beside.id,
  });
  return event.protect ? protectNew(next, event.player) : next;
}

export function cropRemove(game: GameContext, event: EventOf<'cropRemove'>): GameContext {
  return returnMeeples(game, [event.meeple]);
}

/** Next seat's turn, or (A8) the same player's extra turn. */
export function nextTurn(game: GameContext, extra: boolean): GameContext {
  const seat = extra ? game.turn.player : (game.turn.player + 1) % game.players.length;
  return {
    ...game,
    crop: null,
    turn: {
      number: game.turn.number + 1,
      player: seat,
      extra,
      tile: null,
      activated: null,
      previous: { player: game.turn.player, extra: game.turn.extra },
    },
  };
}

/** Ruling 5: a game ended before a turn began reports the last turn played as its last. */
export function endPlayEarly(game: GameContext): GameContext {
  const previous = game.turn.previous;
  if (!previous) return game;
  return {
    ...game,
    turn: {
      number: game.turn.number - 1,
      player: previous.player,
      extra: previous.extra,
      tile: null,
      activated: null,
    },
  };
}

export function mergeFeatures(game: GameContext, event: EventOf<'merge'>): GameContext {
  const [kept, ...absorbed] = event.features as [string, ...string[]];
  const gone = new Set(absorbed);
  const features = new Map(game.features);
  for (const id of absorbed) {
    features.set(id, {
      kind: (features.get(id) as Feature).kind,
      status: 'merged',
      mergedInto: kept,
    });
  }
  return {
    ...game,
    features,
    meeples: game.meeples.map((m) => (gone.has(m.feature) ? { ...m, feature: kept } : m)),
  };
}

export function adjustScore(game: GameContext, event: EventOf<'adjust'>): GameContext {
  return award(game, event.player, event.points, 'adjust');
}

export function returnOneMeeple(game: GameContext, event: EventOf<'returnMeeple'>): GameContext {
  return returnMeeples(game, [event.meeple]);
}

/** A8: an extra turn follows when this turn activated an extra-turn arrow and is not itself extra. */
export const earnsExtraTurn = (game: GameContext): boolean =>
  game.turn.activated === 'extra' && !game.turn.extra;
