import type { FEATURE_KINDS, Player, RecordHeader } from '../record/schema';
import type { CropChoice, FollowerKind } from '../rules/cropCircle';
import type { DeckKnowledge } from '../rules/deckOdds';
import type { HouseRule } from '../rules/houseRules';
import type { RevoltCheck } from '../rules/revolt';
import { drawableTiles, type Expansion } from '../tiles/catalog';
import type { ArrowKind, CropSymbol, Edition, RevoltSymbol } from '../tiles/tileTypes';

export type FeatureKind = (typeof FEATURE_KINDS)[number];

/** B1: 7 meeples in supply; the 8th is the score marker. */
export const MEEPLES_PER_PLAYER = 7;

export interface PlayerState extends Player {
  readonly score: number;
  readonly supply: number;
  readonly abbot: 'supply' | 'board' | 'none';
}

export interface Meeple {
  readonly id: string;
  readonly player: string;
  readonly feature: string;
  readonly kind: FeatureKind;
  readonly protected: boolean;
  readonly abbot: boolean;
  /**
   * A6, Ruling 3: the meeple this one was deployed beside (by an add arrow or a crop circle).
   * The two stand side by side while both are on the board (see `meeplesSideBySide`).
   */
  readonly beside?: string;
}

export interface Feature {
  readonly kind: FeatureKind;
  readonly status: 'open' | 'scored' | 'merged';
  readonly mergedInto?: string;
}

export type AwardReason =
  | 'feature'
  | 'final'
  | 'revolt-protected'
  | 'protect-new'
  | 'protect-standing'
  | 'open-arrow'
  | 'abbot-recall'
  | 'adjust';

/** One change to a score, so every point can be explained (history, statistics, property tests). */
export interface Award {
  readonly turn: number;
  readonly player: string;
  readonly points: number;
  readonly reason: AwardReason;
  readonly feature?: string;
}

export interface TurnState {
  readonly number: number;
  /** Seat index of the active player. */
  readonly player: number;
  readonly extra: boolean;
  /** The tile drawn and not yet discarded (in hand, then on the table). */
  readonly tile: string | null;
  /** A5: the one arrow activated this turn. */
  readonly activated: ArrowKind | null;
  /** The turn before this one, so a game ended early reports the last turn played. */
  readonly previous?: { readonly player: number; readonly extra: boolean };
}

export interface RevoltState {
  readonly symbol: RevoltSymbol;
  readonly tile: string;
  readonly turn: number;
  /** Seats in the order the revolt visits them (R4). */
  readonly order: readonly number[];
  readonly checks: readonly RevoltCheck[];
}

export interface CropRoundState {
  readonly symbol: CropSymbol;
  readonly kind: FollowerKind;
  readonly choice: CropChoice;
  /** C3: seats from the active player's left, the active player last. */
  readonly order: readonly number[];
  /** Index into order of the seat being asked. */
  readonly position: number;
}

export interface GameContext {
  readonly players: readonly PlayerState[];
  readonly edition: Edition;
  readonly expansions: readonly Expansion[];
  readonly houseRules: readonly HouseRule[];
  readonly deck: DeckKnowledge;
  readonly meeples: readonly Meeple[];
  /** Every feature id used in the game, open or not: ids are never reused. */
  readonly features: ReadonlyMap<string, Feature>;
  /** Every meeple id used in the game: a meeple id names one placement. */
  readonly meepleIds: ReadonlySet<string>;
  readonly openArrows: Readonly<Record<ArrowKind, number>>;
  readonly turn: TurnState;
  /** The most recent revolt (the presenter and the table show it). */
  readonly revolt: RevoltState | null;
  readonly crop: CropRoundState | null;
  readonly awards: readonly Award[];
}

export function createGame(header: RecordHeader): GameContext {
  const edition = header.options.edition;
  const expansions = header.options.expansions;
  const abbot = expansions.includes('abbot');
  return {
    players: header.players.map((p) => ({
      id: p.id,
      name: p.name,
      color: p.color,
      score: 0,
      supply: MEEPLES_PER_PLAYER,
      abbot: abbot ? 'supply' : 'none',
    })),
    edition,
    expansions,
    houseRules: header.options.houseRules ?? [],
    deck: {
      left: drawableTiles(edition, expansions),
      revoltsDrawn: 0,
      revoltsInPlay: expansions.includes('peasant-revolts'),
    },
    meeples: [],
    features: new Map(),
    meepleIds: new Set(),
    openArrows: { add: 0, anywhere: 0, extra: 0 },
    turn: { number: 1, player: 0, extra: false, tile: null, activated: null },
    revolt: null,
    crop: null,
    awards: [],
  };
}

export const activePlayer = (game: GameContext): PlayerState =>
  game.players[game.turn.player] as PlayerState;

export const playerById = (game: GameContext, id: string): PlayerState | undefined =>
  game.players.find((p) => p.id === id);

export const meepleById = (game: GameContext, id: string): Meeple | undefined =>
  game.meeples.find((m) => m.id === id);

export const meeplesOn = (game: GameContext, feature: string): Meeple[] =>
  game.meeples.filter((m) => m.feature === feature);

/**
 * A6, Ruling 3: the meeples that stand beside another of their owner's: one of the two was
 * deployed beside the other (add arrow or crop circle) and both are still on the board.
 */
export function meeplesSideBySide(meeples: readonly Meeple[]): Set<string> {
  const onBoard = new Set(meeples.map((m) => m.id));
  const sideBySide = new Set<string>();
  for (const m of meeples) {
    if (m.beside === undefined || !onBoard.has(m.beside)) continue;
    sideBySide.add(m.id);
    sideBySide.add(m.beside);
  }
  return sideBySide;
}

/**
 * A6, Rulings 3 and 8: the player's meeples an add arrow can put one beside: standing alone (a
 * pair takes no third), never an abbot on a garden.
 */
export function addArrowTargets(game: GameContext, player: string): Meeple[] {
  const sideBySide = meeplesSideBySide(game.meeples);
  return game.meeples.filter(
    (m) => m.player === player && !sideBySide.has(m.id) && m.kind !== 'garden',
  );
}

/**
 * A6: why an add arrow activated now would add nothing, or undefined when it can: no meeple on
 * the board; every one already in a pair, which takes no third (Ruling 3); only an abbot on a
 * garden, which takes nothing beside it (Ruling 8); or none in supply to add (the abbot may
 * join a monk on a monastery, Ruling 8).
 */
export function addArrowVoid(
  game: GameContext,
  player: string,
): 'nothingBeside' | 'onlyPairs' | 'onlyGarden' | 'noSupply' | undefined {
  const targets = addArrowTargets(game, player);
  if (targets.length === 0) {
    const own = game.meeples.filter((m) => m.player === player);
    if (own.length === 0) return 'nothingBeside';
    const sideBySide = meeplesSideBySide(game.meeples);
    return own.some((m) => sideBySide.has(m.id)) ? 'onlyPairs' : 'onlyGarden';
  }
  const seat = game.players.find((p) => p.id === player);
  if (!seat) return 'nothingBeside';
  const abbotJoins = seat.abbot === 'supply' && targets.some((m) => m.kind === 'monastery');
  return seat.supply > 0 || abbotJoins ? undefined : 'noSupply';
}

/** Ruling 9: protection (R7, R10) exists only in a game with The Peasant Revolts. */
export const protectionInGame = (game: GameContext): boolean =>
  game.expansions.includes('peasant-revolts');
