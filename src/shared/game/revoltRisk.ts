import { showsAids } from '../rules/houseRules';
import { anyRevoltHits } from '../rules/revolt';
import { type PlayerRevoltRisk, revoltRiskOfRound } from '../rules/revoltRisk';
import type { GameContext, Meeple } from './gameContext';
import { type GameSnapshot, type GameStatus, statusOf } from './gameSnapshot';

export type { MeepleRevoltRisk, PlayerRevoltRisk } from '../rules/revoltRisk';

/**
 * The seat whose draw comes next: the active player's while they have no tile (they have not
 * drawn yet, or have just discarded one), else the next player's (a pending extra turn is left
 * out, as the spec's round of draws says).
 */
export function nextDrawer(game: GameContext): number {
  return game.turn.tile === null ? game.turn.player : (game.turn.player + 1) % game.players.length;
}

/**
 * Each player's revolt risk, in seating order: the chance of returning at least one meeple to a
 * revolt during the next round of draws (`players[].revoltRisk` of the replay summary), with the
 * meeples at risk. 0 for everyone without The Peasant Revolts and once play is over.
 */
export function revoltRisk(snapshot: GameSnapshot): PlayerRevoltRisk[] {
  return revoltRiskInGame(snapshot.context, statusOf(snapshot));
}

/** `revoltRisk` for a game's state and status (what the presenter receives). */
export function revoltRiskInGame(game: GameContext, status: GameStatus): PlayerRevoltRisk[] {
  const players = game.players.map((p) => p.id);
  if (status !== 'playing') {
    return players.map((player) => ({ player, chance: 0, meeples: [] }));
  }
  return revoltRiskOfRound({
    deck: game.deck,
    players,
    firstDrawer: nextDrawer(game),
    meeples: game.meeples,
  });
}

/**
 * The revolt risk the app may show, or undefined: none in a game without The Peasant Revolts,
 * none with the no-aids house rule (H2), and none once play is over (final scoring and after:
 * no tile is drawn any more, so "0% to lose a meeple in the next 4 draws" says nothing).
 */
export function revoltRiskShown(snapshot: GameSnapshot): PlayerRevoltRisk[] | undefined {
  return revoltRiskShownInGame(snapshot.context, statusOf(snapshot));
}

/** `revoltRiskShown` for a game's state and status. */
export function revoltRiskShownInGame(
  game: GameContext,
  status: GameStatus,
): PlayerRevoltRisk[] | undefined {
  if (!game.expansions.includes('peasant-revolts') || !showsAids(game.houseRules)) return undefined;
  if (status !== 'playing') return undefined;
  return revoltRiskInGame(game, status);
}

/**
 * Whether a player has anything a revolt could take: an unprotected meeple on a city, road or
 * monastery (R3). Farmers are never affected (R8), nor an abbot on a garden (Ruling 1), nor a
 * protected meeple (it scores and stays): a risk line for someone with none of those ("0% to
 * lose a meeple") would mislead, so it is not shown.
 */
export function hasMeepleAtStake(meeples: readonly Meeple[], player: string): boolean {
  return meeples.some((m) => m.player === player && !m.protected && anyRevoltHits(m));
}
