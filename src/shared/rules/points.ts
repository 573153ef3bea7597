import type { HouseRule } from './houseRules';

/** The rule arithmetic of scoring: pure functions, cited by rule number. */

/** B4: a completed city scores 2 per tile and 2 per pennant. */
export const completedCityPoints = (tiles: number, pennants: number): number =>
  2 * tiles + 2 * pennants;
/**
 * B4: a completed city or road spans two tiles at least: a segment always runs to a tile's
 * edge, so it closes on another tile. One tile is only an incomplete one at the end (B5).
 */
export const LEAST_COMPLETED_TILES = 2;
/** B4: a completed road scores 1 per tile. */
export const roadPoints = (tiles: number): number => tiles;
/** B4, B7: a completed monastery (or garden) scores 9: itself and its 8 neighbours. */
export const COMPLETED_CLOISTER_POINTS = 9;
/** B5: an incomplete city at the end scores 1 per tile and 1 per pennant. */
export const incompleteCityPoints = (tiles: number, pennants: number): number => tiles + pennants;
/** B5, B7: an incomplete monastery or garden scores 1 for itself plus 1 per neighbour (tiles 1 to 9). */
export const incompleteCloisterPoints = (tiles: number): number => tiles;
/** B5: a field scores 3 per completed city it touches. */
export const fieldPoints = (cities: number): number => 3 * cities;

/** R7, R10: protecting a meeple as it is placed costs 4. */
export const PROTECT_NEW_COST = 4;
/** H1 (cheap protection): protecting the new meeple costs 2 instead. */
export const CHEAP_PROTECT_NEW_COST = 2;
/** R7, R10, H1: what protecting a meeple as it is placed costs in a game with these house rules. */
export const protectNewCost = (houseRules: readonly HouseRule[]): number =>
  houseRules.includes('cheap-protection') ? CHEAP_PROTECT_NEW_COST : PROTECT_NEW_COST;
/** R7: protecting a meeple already on the board costs 2. */
export const PROTECT_STANDING_COST = 2;
/** R3: each protected meeple of a checked player scores 2 in a revolt. */
export const PROTECTED_REVOLT_POINTS = 2;
/** A2: an arrow that points at no adjacent tile scores 2. */
export const OPEN_ARROW_POINTS = 2;

/** B6: the physical track has 50 spaces; a player past 50 goes round again. */
export const SCORE_TRACK_LENGTH = 50;

export interface TrackPosition {
  /** The space the marker stands on, 0 to 49. */
  readonly space: number;
  /** Completed laps (negative below zero). */
  readonly laps: number;
}

export function trackPosition(score: number): TrackPosition {
  const laps = Math.floor(score / SCORE_TRACK_LENGTH);
  return { space: score - laps * SCORE_TRACK_LENGTH, laps };
}

/**
 * B4: the player(s) with the most meeples on a feature score it in full; ties all score.
 * Returns the winners' ids in the order they first appear.
 */
export function majorityWinners(owners: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  let most = 0;
  for (const n of counts.values()) most = Math.max(most, n);
  return [...counts].filter(([, n]) => n === most && n > 0).map(([owner]) => owner);
}
