import type { GameSnapshot, GameStatus } from '../game/gameSnapshot';
import { statusOf } from '../game/gameSnapshot';
import { revoltRisk } from '../game/revoltRisk';
import { nextTileOdds, tilesRemaining } from '../rules/deckOdds';
import type { ArrowKind } from '../tiles/tileTypes';

/** What `replay` prints: the names and meanings of ../shared/spec/game-record.md. */
export interface GameSummary {
  status: Exclude<GameStatus, 'setup'>;
  turn: { number: number; player: string; extra: boolean };
  players: {
    id: string;
    score: number;
    supply: number;
    abbot: 'supply' | 'board' | 'none';
    /** The chance of losing a meeple to a revolt during the next round of draws. */
    revoltRisk: number;
  }[];
  meeples: {
    id: string;
    player: string;
    feature: string;
    kind: string;
    protected: boolean;
    abbot: boolean;
  }[];
  openArrows: Record<ArrowKind, number>;
  deck: { remaining: number; next: Record<string, number> };
}

export function summarize(snapshot: GameSnapshot): GameSummary {
  const game = snapshot.context;
  const status = statusOf(snapshot);
  const risks = revoltRisk(snapshot);
  return {
    status: status === 'setup' ? 'playing' : status,
    turn: {
      number: game.turn.number,
      player: game.players[game.turn.player]?.id ?? '',
      extra: game.turn.extra,
    },
    players: game.players.map((p, seat) => ({
      id: p.id,
      score: p.score,
      supply: p.supply,
      abbot: p.abbot,
      revoltRisk: risks[seat]?.chance ?? 0,
    })),
    meeples: game.meeples.map((m) => ({
      id: m.id,
      player: m.player,
      feature: m.feature,
      kind: m.kind,
      protected: m.protected,
      abbot: m.abbot,
    })),
    openArrows: { ...game.openArrows },
    deck: { remaining: tilesRemaining(game.deck), next: nextTileOdds(game.deck) },
  };
}
