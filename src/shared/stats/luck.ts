import type { GameContext } from '../game/gameContext';
import type { GameSnapshot } from '../game/gameSnapshot';
import { replayRecord } from '../record/replay';
import type { GameRecord } from '../record/schema';
import { nextTileOdds } from '../rules/deckOdds';
import { revoltRiskOfRound } from '../rules/revoltRisk';
import { isArrowTile, isCropTile, isRevoltTile, tileType } from '../tiles/catalog';
import type { TileType } from '../tiles/tileTypes';

/**
 * Luck, as the odds engine can prove it: for each player of one game, what happened against
 * what was expected from the state of the game when it happened.
 *
 * - Revolts that reached them (took at least one of their meeples, R3) against the expected
 *   number: at each draw, the chance that this very draw is a revolt that reaches them (R1, R3,
 *   R4, walking from the drawer), with the deck and the board of that moment, summed over every
 *   draw (extra turns' and redraws after a discard included). Summed per draw, it is what the
 *   game's own course made likely: a round's risk taken at its start counted 0 for a meeple put
 *   down and lost within that round.
 * - Meeples lost to revolts against expected: at each draw, each meeple's chance of going back
 *   to supply through that draw, summed.
 * - Tiles they drew against the deck's odds: for each of their draws, the chance that the draw
 *   was a revolt, a crop circle or an arrow tile (with the hidden 3 of 12, R1), summed, against
 *   how many they drew.
 *
 * A pure function of one game record, so it can be cached beside it. With the `no-aids` house
 * rule nothing is worked out: odds were not to be on screen, so luck is not either.
 */

export interface Tally {
  readonly actual: number;
  readonly expected: number;
}

export type TileGroup = 'revolt' | 'crop' | 'arrow';
export const TILE_GROUPS: readonly TileGroup[] = ['revolt', 'crop', 'arrow'];

export interface PlayerLuck {
  readonly id: string;
  readonly name: string;
  /** Revolts that took at least one of the player's meeples. */
  readonly revolts: Tally;
  /** The player's meeples sent back to supply by revolts. */
  readonly meeplesLost: Tally;
  /** The player's draws of each kind of tile in play (a kind not in play is missing). */
  readonly tiles: Readonly<Partial<Record<TileGroup, Tally>>>;
  /** Tiles the player drew (discarded ones included). */
  readonly draws: number;
}

export type GameLuck =
  | { readonly noAids: true }
  | {
      readonly noAids: false;
      readonly revoltsInPlay: boolean;
      /** In seating order. */
      readonly players: readonly PlayerLuck[];
    };

export type LuckOutcome = { ok: true; luck: GameLuck } | { ok: false; error: string };

/** H2: the house rule that keeps counts and odds off the screen. */
export function noAids(options: GameRecord['options']): boolean {
  const houseRules = (options as { houseRules?: readonly unknown[] }).houseRules;
  return Array.isArray(houseRules) && houseRules.includes('no-aids');
}

const groupOf = (tile: TileType | undefined): TileGroup | undefined => {
  if (!tile) return undefined;
  if (isRevoltTile(tile)) return 'revolt';
  if (isCropTile(tile)) return 'crop';
  if (isArrowTile(tile)) return 'arrow';
  return undefined;
};

/** The luck of a game replayed with history (`history[i]` is the state before event i). */
export function luckFromReplay(
  record: GameRecord,
  history: readonly GameSnapshot[],
  final: GameSnapshot,
): GameLuck {
  if (noAids(record.options)) return { noAids: true };
  const game: GameContext = final.context;
  const seatOf = new Map(game.players.map((p, seat) => [p.id, seat]));
  const zero = () => ({ actual: 0, expected: 0 });
  const rows = game.players.map(() => ({
    revolts: zero(),
    meeplesLost: zero(),
    tiles: {} as Partial<Record<TileGroup, { actual: number; expected: number }>>,
    draws: 0,
  }));
  const groupsInPlay = new Set<TileGroup>();
  for (const id of Object.keys(game.deck.left)) {
    const group = groupOf(tileType(id));
    if (group) groupsInPlay.add(group);
  }
  for (const row of rows)
    for (const group of TILE_GROUPS) if (groupsInPlay.has(group)) row.tiles[group] = zero();

  const playerIds = game.players.map((p) => p.id);
  record.events.forEach((event, index) => {
    if (event.type !== 'draw') return;
    const before = history[index];
    const after = history[index + 1] ?? final;
    if (!before) return;
    const state = before.context;
    const seat = state.turn.player;
    const row = rows[seat];
    if (!row) return;

    if (game.deck.revoltsInPlay) {
      const thisDraw = revoltRiskOfRound({
        deck: state.deck,
        players: playerIds,
        firstDrawer: seat,
        meeples: state.meeples,
        draws: 1,
      });
      for (const [i, risk] of thisDraw.entries()) {
        const at = rows[i];
        if (!at) continue;
        at.revolts.expected += risk.chance;
        at.meeplesLost.expected += risk.meeples.reduce((sum, m) => sum + m.chance, 0);
      }
    }

    row.draws++;
    const odds = nextTileOdds(state.deck);
    const expectedBy: Partial<Record<TileGroup, number>> = {};
    for (const [id, chance] of Object.entries(odds)) {
      const group = groupOf(tileType(id));
      if (group) expectedBy[group] = (expectedBy[group] ?? 0) + chance;
    }
    for (const group of groupsInPlay) {
      const tally = row.tiles[group];
      if (tally) tally.expected += expectedBy[group] ?? 0;
    }
    const drawn = groupOf(tileType(event.tile));
    const tally = drawn ? row.tiles[drawn] : undefined;
    if (tally) tally.actual++;

    const revolt = after.context.revolt;
    if (revolt && revolt !== state.revolt) {
      for (const check of revolt.checks) {
        const checked = rows[seatOf.get(check.player) ?? -1];
        if (!checked || check.returned.length === 0) continue;
        checked.revolts.actual++;
        checked.meeplesLost.actual += check.returned.length;
      }
    }
  });

  return {
    noAids: false,
    revoltsInPlay: game.deck.revoltsInPlay,
    players: game.players.map((p, seat) => ({
      id: p.id,
      name: p.name,
      ...(rows[seat] ?? { revolts: zero(), meeplesLost: zero(), tiles: {}, draws: 0 }),
    })),
  };
}

/** Replays a record (parsed JSON) and works out its luck, or says why it is invalid. */
export function gameLuck(input: unknown): LuckOutcome {
  const outcome = replayRecord(input, { keepHistory: true });
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return {
    ok: true,
    luck: luckFromReplay(outcome.record, outcome.history ?? [], outcome.snapshot),
  };
}

/** Checks the shape of luck read back from a file (for `players` seats; anything odd is stale). */
export function isGameLuck(value: unknown, players: unknown): value is GameLuck {
  const luck = value as { noAids?: unknown; revoltsInPlay?: unknown; players?: unknown } | null;
  if (typeof luck !== 'object' || luck === null) return false;
  if (luck.noAids === true) return true;
  const tally = (t: unknown) => {
    const x = t as Tally | null;
    return (
      typeof x === 'object' &&
      x !== null &&
      Number.isFinite(x.actual) &&
      Number.isFinite(x.expected)
    );
  };
  return (
    luck.noAids === false &&
    typeof luck.revoltsInPlay === 'boolean' &&
    Array.isArray(luck.players) &&
    luck.players.length === players &&
    luck.players.every((p: PlayerLuck) => {
      if (typeof p !== 'object' || p === null || typeof p.name !== 'string') return false;
      if (!tally(p.revolts) || !tally(p.meeplesLost) || !Number.isInteger(p.draws)) return false;
      const tiles = p.tiles as Record<string, unknown> | null;
      return (
        typeof tiles === 'object' &&
        tiles !== null &&
        Object.entries(tiles).every(
          ([group, t]) => (TILE_GROUPS as readonly string[]).includes(group) && tally(t),
        )
      );
    })
  );
}
