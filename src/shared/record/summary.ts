import type { GameSnapshot, GameStatus } from '../game/gameSnapshot';
import { statusOf } from '../game/gameSnapshot';
import { nextTileOdds, tilesRemaining } from '../rules/deckOdds';
import type { ArrowKind } from '../tiles/tileTypes';

/** What `replay` prints: the names and meanings of ../shared/spec/game-record.md. */
export interface GameSummary {
  status: Exclude<GameStatus, 'setup'>;
  turn: { number: number; player: string; extra: boolean };
  players: { id: string; score: number; supply: number; abbot: 'supply' | 'board' | 'none' }[];
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
  return {
    status: status === 'setup' ? 'playing' : status,
    turn: {
      number: game.turn.number,
      player: game.players[game.turn.player]?.id ?? '',
      extra: game.turn.extra,
    },
    players: game.players.map((p) => ({
      id: p.id,
      score: p.score,
      supply: p.supply,
      abbot: p.abbot,
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
