import type { RevoltSymbol } from '../tiles/tileTypes';
import { PROTECTED_REVOLT_POINTS } from './points';

/** What a revolt needs to know of a meeple on the board. */
export interface RevoltTarget {
  readonly id: string;
  readonly player: string;
  readonly kind: string;
  readonly protected: boolean;
}

export interface RevoltCheck {
  readonly player: string;
  /** R3: unprotected meeples on features of the revolt's kind, back to supply. */
  readonly returned: readonly string[];
  /** R3: protected meeples on such features: 2 points each, they stay. */
  readonly rewarded: readonly string[];
}

/**
 * R3, R8, Ruling 1: a revolt hits meeples on features of its kind; farmers (fields) never, and
 * a monastery revolt hits monks and abbots on monasteries but not an abbot in a garden.
 */
export function revoltHits(meeple: Pick<RevoltTarget, 'kind'>, symbol: RevoltSymbol): boolean {
  return meeple.kind === symbol;
}

/** The kinds a revolt tile names (R2). */
export const REVOLT_SYMBOLS: readonly RevoltSymbol[] = ['city', 'road', 'monastery'];

/** R3, R8, Ruling 1: whether any revolt can reach this meeple (a farmer, an abbot on a garden: none). */
export const anyRevoltHits = (meeple: Pick<RevoltTarget, 'kind'>): boolean =>
  REVOLT_SYMBOLS.some((symbol) => revoltHits(meeple, symbol));

/** R3: check one player's meeples. */
export function checkPlayer(
  meeples: readonly RevoltTarget[],
  player: string,
  symbol: RevoltSymbol,
): RevoltCheck {
  const hit = meeples.filter((m) => m.player === player && revoltHits(m, symbol));
  return {
    player,
    returned: hit.filter((m) => !m.protected).map((m) => m.id),
    rewarded: hit.filter((m) => m.protected).map((m) => m.id),
  };
}

/** R3, R5: what a checked player scores: 2 per protected meeple hit. */
export const revoltCheckPoints = (check: RevoltCheck): number =>
  PROTECTED_REVOLT_POINTS * check.rewarded.length;

/**
 * R4, R5: the players a revolt never reached (it stopped before them) who had a protected
 * meeple it would have paid: only checked players score theirs. In seat order of `players`.
 */
export function unpaidByRevolt(
  meeples: readonly RevoltTarget[],
  players: readonly string[],
  checks: readonly RevoltCheck[],
  symbol: RevoltSymbol,
): string[] {
  const checked = new Set(checks.map((c) => c.player));
  return players.filter(
    (player) => !checked.has(player) && checkPlayer(meeples, player, symbol).rewarded.length > 0,
  );
}

/** R4: the revolt stops at the first player who returned a meeple. */
export const revoltStopsAfter = (check: RevoltCheck): boolean => check.returned.length > 0;

/** R4, Ruling 6: seats in the order the revolt visits them, starting with the drawer. */
export function revoltOrder(playerCount: number, drawer: number): number[] {
  return Array.from({ length: playerCount }, (_, i) => (drawer + i) % playerCount);
}
