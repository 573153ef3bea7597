import type { GameContext } from '../../../shared/game/gameContext';
import type { GameStatus } from '../../../shared/game/gameSnapshot';
import { standings } from '../../../shared/game/results';
import { hasMeepleAtStake, revoltRiskShownInGame } from '../../../shared/game/revoltRisk';
import { nextTileOdds, revoltChanceWithin, tilesRemaining } from '../../../shared/rules/deckOdds';
import { showsAids } from '../../../shared/rules/houseRules';
import { revoltCheckPoints } from '../../../shared/rules/revolt';
import type { RevoltSymbol } from '../../../shared/tiles/tileTypes';

/**
 * What the presenter shows of a game, worked out from the game's state alone: the scoreboard
 * (in seating order while the game goes on, by final rank once it is over), whose turn it is,
 * the last revolt and the deck odds. Pure, so the screen only lays it out.
 */

/** How many of the likeliest next tiles it lists. */
export const PRESENTER_TOP_TILES = 5;

export interface SeatView {
  readonly id: string;
  /** A winner of the game (ties share it; nobody wins when nobody scored). */
  readonly won: boolean;
  readonly name: string;
  readonly color: string;
  readonly seat: number;
  readonly score: number;
  /** 1 for the leader; tied players share it. */
  readonly rank: number;
  readonly active: boolean;
  /** The chance to lose a meeple to a revolt in the next round of draws (one per player); absent with no aids (H2) or no Revolts. */
  readonly revoltRisk?: number;
}

export interface TurnView {
  readonly status: GameStatus;
  readonly number: number;
  /** The player whose turn it is (while playing). */
  readonly player?: SeatView;
  readonly extra: boolean;
  /** The tile drawn this turn, while it is in hand or on the table. */
  readonly tile: string | null;
  /** When the game is over: the players ranked first. */
  readonly winners: readonly SeatView[];
}

export interface RevoltCheckView {
  readonly player: SeatView;
  /** Unprotected meeples sent back to supply (R3). */
  readonly lost: number;
  /** Protected meeples that scored (R3), and their points. */
  readonly rewarded: number;
  readonly points: number;
  /** The revolt stopped here (R4). */
  readonly stopped: boolean;
}

export interface RevoltView {
  readonly turn: number;
  readonly symbol: RevoltSymbol;
  readonly drawer?: SeatView;
  readonly checks: readonly RevoltCheckView[];
  /** Where it stopped; undefined when every player was checked and nobody lost a meeple. */
  readonly stoppedAt?: SeatView;
  /** Players the revolt never reached (R5: no points for their protected meeples). */
  readonly unchecked: readonly SeatView[];
}

export interface TileOdds {
  readonly id: string;
  readonly chance: number;
}

export interface DeckView {
  readonly tilesLeft: number;
  /**
   * How many draws the revolt chance looks ahead: a round, one per player, as the seats'
   * "…to lose a meeple in the next 4 draws" (a fixed 5 here read as another horizon).
   */
  readonly lookahead: number;
  /** Chance of at least one revolt within `lookahead` draws; undefined without revolts. */
  readonly revoltChance?: number;
  readonly topTiles: readonly TileOdds[];
}

export interface PresenterView {
  /** The players in seating order (the phones' seat view reads them so too). */
  readonly seats: readonly SeatView[];
  /**
   * The scoreboard's rows, in the order shown: seating order while the game goes on; once it is
   * finished, by final rank, highest score first and ties in the order the results rank them.
   */
  readonly scoreboard: readonly SeatView[];
  readonly turn: TurnView;
  /** Undefined when the game has no revolts at all (expansion not played). */
  readonly revoltsInPlay: boolean;
  /**
   * Whether the last revolt is worth a panel: revolts in play, and tiles still drawn. Once play
   * is over (final scoring, the game over) a revolt from long before says nothing any more.
   */
  readonly showsRevolt: boolean;
  /** The most recent revolt, or null before the first one. */
  readonly revolt: RevoltView | null;
  /** Absent with the no-aids house rule (H2): no counts, no odds. */
  readonly deck?: DeckView;
}

export function presenterView(game: GameContext, status: GameStatus): PresenterView {
  const ranking = standings(game);
  const ranks = new Map(ranking.map((s) => [s.player, s.rank]));
  const won = new Set(ranking.filter((s) => s.won).map((s) => s.player));
  const playing = status === 'playing';
  const risks = revoltRiskShownInGame(game, status);
  const seats: SeatView[] = game.players.map((p, seat) => {
    const risk = hasMeepleAtStake(game.meeples, p.id) ? risks?.[seat]?.chance : undefined;
    return {
      id: p.id,
      won: won.has(p.id),
      name: p.name,
      color: p.color,
      seat,
      score: p.score,
      rank: ranks.get(p.id) ?? 1,
      active: playing && seat === game.turn.player,
      ...(risk === undefined ? {} : { revoltRisk: risk }),
    };
  });
  const byId = new Map(seats.map((s) => [s.id, s]));
  // The game over, the rows follow the final ranking: the results' own order (standings).
  const scoreboard =
    status === 'finished'
      ? ranking.flatMap((s) => {
          const seat = byId.get(s.player);
          return seat ? [seat] : [];
        })
      : seats;

  const turn: TurnView = {
    status,
    number: game.turn.number,
    ...(playing && seats[game.turn.player] ? { player: seats[game.turn.player] } : {}),
    extra: playing && game.turn.extra,
    tile: playing ? game.turn.tile : null,
    winners: status === 'finished' ? seats.filter((s) => s.won) : [],
  };

  return {
    seats,
    scoreboard,
    turn,
    revoltsInPlay: game.deck.revoltsInPlay,
    showsRevolt: playing && game.deck.revoltsInPlay,
    revolt: revoltView(game, seats, byId),
    // Once the deck is done with (final scoring, the game over) its odds say nothing.
    ...(playing && showsAids(game.houseRules) ? { deck: deckView(game) } : {}),
  };
}

function revoltView(
  game: GameContext,
  seats: readonly SeatView[],
  byId: ReadonlyMap<string, SeatView>,
): RevoltView | null {
  const revolt = game.revolt;
  if (!revolt) return null;
  const checks: RevoltCheckView[] = [];
  for (const check of revolt.checks) {
    const player = byId.get(check.player);
    if (!player) continue;
    checks.push({
      player,
      lost: check.returned.length,
      rewarded: check.rewarded.length,
      points: revoltCheckPoints(check),
      stopped: check.returned.length > 0,
    });
  }
  const checked = new Set(checks.map((c) => c.player.id));
  const drawerSeat = revolt.order[0];
  const drawer = drawerSeat === undefined ? undefined : seats[drawerSeat];
  const stoppedAt = checks.find((c) => c.stopped)?.player;
  return {
    turn: revolt.turn,
    symbol: revolt.symbol,
    ...(drawer ? { drawer } : {}),
    checks,
    ...(stoppedAt ? { stoppedAt } : {}),
    unchecked: revolt.order.flatMap((seat) => {
      const s = seats[seat];
      return s && !checked.has(s.id) ? [s] : [];
    }),
  };
}

function deckView(game: GameContext): DeckView {
  const odds = nextTileOdds(game.deck);
  const topTiles = Object.entries(odds)
    .map(([id, chance]) => ({ id, chance }))
    .sort((a, b) => b.chance - a.chance || a.id.localeCompare(b.id))
    .slice(0, PRESENTER_TOP_TILES);
  const lookahead = game.players.length;
  return {
    tilesLeft: tilesRemaining(game.deck),
    lookahead,
    ...(game.deck.revoltsInPlay ? { revoltChance: revoltChanceWithin(game.deck, lookahead) } : {}),
    topTiles,
  };
}
