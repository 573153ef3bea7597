import type { CropSymbol } from '../tiles/tileTypes';

export type CropChoice = 'deploy' | 'remove';
export type FollowerKind = 'field' | 'road' | 'city';

/** C1: pitchfork moves farmers, club thieves (roads), shield knights (any follower in a city). */
export const FOLLOWER_KIND: Readonly<Record<CropSymbol, FollowerKind>> = {
  pitchfork: 'field',
  club: 'road',
  shield: 'city',
};

export const FOLLOWER_NAME: Readonly<Record<FollowerKind, string>> = {
  field: 'farmer',
  road: 'thief',
  city: 'knight',
};

/** C3: from the active player's left round the table, the active player last. */
export function cropRoundOrder(playerCount: number, active: number): number[] {
  return Array.from({ length: playerCount }, (_, i) => (active + 1 + i) % playerCount);
}

/**
 * C4: a player with no follower of the type on the board is passed over; for a deployment, so
 * is a player with an empty supply.
 */
export function canActInCropRound(
  choice: CropChoice,
  followersOnBoard: number,
  supply: number,
): boolean {
  return followersOnBoard > 0 && (choice === 'remove' || supply > 0);
}
