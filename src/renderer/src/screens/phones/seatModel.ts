import type { GameContext, Meeple } from '../../../../shared/game/gameContext';
import type { GameStatus } from '../../../../shared/game/gameSnapshot';
import { type GameSnapshot, statusOf } from '../../../../shared/game/gameSnapshot';
import { standings } from '../../../../shared/game/results';
import { hasMeepleAtStake, revoltRisk } from '../../../../shared/game/revoltRisk';
import { showsAids } from '../../../../shared/rules/houseRules';
import { trackPosition } from '../../../../shared/rules/points';
import {
  presenterView,
  type RevoltCheckView,
  type RevoltView,
  type SeatView,
} from '../presenterModel';

/**
 * What a phone's "my seat" shows of one player, worked out from the game alone: their score
 * and where their marker stands on the 50-space track, their meeples (in supply, on the board,
 * the protected ones lying down), whose turn it is, and what the last revolt did to them.
 */
export interface MySeatView {
  readonly game: GameContext;
  readonly me: SeatView;
  readonly seats: readonly SeatView[];
  readonly space: number;
  readonly laps: number;
  readonly supply: number;
  /** Meeples of mine on the board. */
  readonly mine: readonly Meeple[];
  /** Every meeple on a feature where I have one (to see who leads there). */
  readonly sharedFeatures: readonly Meeple[];
  readonly lying: number;
  readonly myTurn: boolean;
  /** Whose turn it is (while playing). */
  readonly turnOf?: SeatView;
  readonly turnNumber: number;
  readonly extra: boolean;
  readonly status: GameStatus;
  readonly revoltsInPlay: boolean;
  readonly revolt: RevoltView | null;
  /** The last revolt's check of me, if it reached me. */
  readonly myCheck?: RevoltCheckView;
  /**
   * The engine's chance that I lose a meeple to a revolt in the next round of draws; absent
   * without The Peasant Revolts or with the no-aids house rule (H2).
   */
  readonly revoltRisk?: number;
  /** Once the game is over: where I finished, and who won. */
  readonly final?: FinalPlace;
}

export interface FinalPlace {
  /** 1 for the top score, shared by ties. */
  readonly place: number;
  readonly of: number;
  readonly points: number;
  /** The winners' names (none when everyone is level on no points: nobody won). */
  readonly winners: readonly string[];
  readonly won: boolean;
  /** The other winners' names when I share the win. */
  readonly sharedWith: readonly string[];
}

function finalPlace(game: GameContext, playerId: string): FinalPlace | undefined {
  const table = standings(game);
  const mine = table.find((s) => s.player === playerId);
  if (!mine) return undefined;
  const nameOf = (id: string) => game.players.find((p) => p.id === id)?.name ?? id;
  return {
    place: mine.rank,
    of: table.length,
    points: mine.score,
    winners: table.filter((s) => s.won).map((s) => nameOf(s.player)),
    won: mine.won,
    sharedWith: mine.won
      ? table.filter((s) => s.won && s.player !== playerId).map((s) => nameOf(s.player))
      : [],
  };
}

export function mySeatView(snapshot: GameSnapshot, playerId: string): MySeatView | undefined {
  const game: GameContext = snapshot.context;
  const status: GameStatus = statusOf(snapshot);
  const view = presenterView(game, status);
  const me = view.seats.find((s) => s.id === playerId);
  const player = game.players.find((p) => p.id === playerId);
  if (!me || !player) return undefined;
  const mine = game.meeples.filter((m) => m.player === playerId);
  const features = new Set(mine.map((m) => m.feature));
  const myCheck = view.revolt?.checks.find((c) => c.player.id === playerId);
  return {
    game,
    me,
    seats: view.seats,
    ...trackPosition(player.score),
    supply: player.supply,
    mine,
    sharedFeatures: game.meeples.filter((m) => features.has(m.feature)),
    lying: mine.filter((m) => m.protected).length,
    myTurn: view.turn.player?.id === playerId,
    ...(view.turn.player ? { turnOf: view.turn.player } : {}),
    turnNumber: view.turn.number,
    extra: view.turn.extra,
    status,
    revoltsInPlay: view.revoltsInPlay,
    revolt: view.revolt,
    ...(myCheck ? { myCheck } : {}),
    ...(game.deck.revoltsInPlay &&
    showsAids(game.houseRules) &&
    status === 'playing' &&
    hasMeepleAtStake(mine, playerId)
      ? { revoltRisk: revoltRisk(snapshot).find((r) => r.player === playerId)?.chance ?? 0 }
      : {}),
    ...(status === 'finished' ? { final: finalPlace(game, playerId) } : {}),
  };
}
