import { expect } from 'vitest';
import type { GameContext, Meeple, PlayerState } from '../../src/shared/game/gameContext';
import type { GameSnapshot } from '../../src/shared/game/gameSnapshot';
import { replayRecord } from '../../src/shared/record/replay';
import { RECORD_FORMAT } from '../../src/shared/record/schema';
import { type GameSummary, summarize } from '../../src/shared/record/summary';
import type { Expansion } from '../../src/shared/tiles/catalog';

/**
 * A small builder for game records in tests. Events are plain objects (unknown on purpose:
 * tests also write invalid ones). Players get an id, a name and a colour from their id.
 */
export type Ev = Record<string, unknown> & { type: string };

export interface TestRecord {
  format: typeof RECORD_FORMAT;
  players: { id: string; name: string; color: string }[];
  options: { edition: 'C3' | 'C1'; expansions: Expansion[] };
  events: Ev[];
}

export const ALL_EXPANSIONS: Expansion[] = [
  'peasant-revolts',
  'anniversary',
  'crop-circles-1',
  'crop-circles-2',
  'abbot',
];

export function record(
  players: string[],
  expansions: Expansion[] = [],
  events: Ev[] = [],
  edition: 'C3' | 'C1' = 'C3',
): TestRecord {
  return {
    format: RECORD_FORMAT,
    players: players.map((id) => ({ id, name: id.toUpperCase(), color: 'grey' })),
    options: { edition, expansions },
    events,
  };
}

// Event helpers: the common shapes, read like the record.
export const draw = (tile: string): Ev => ({ type: 'draw', tile });
export const place = (fields: Record<string, unknown> = {}): Ev => ({ type: 'place', ...fields });
export const deploy = (
  meeple: string,
  feature: string,
  kind: string,
  fields: Record<string, unknown> = {},
): Ev => ({ type: 'deploy', meeple, feature, kind, ...fields });
export const endTurn: Ev = { type: 'endTurn' };
/** A whole turn: draw the tile, place it (plain), then the given events, then endTurn. */
export const turn = (tile: string, ...middle: Ev[]): Ev[] => [
  draw(tile),
  place(),
  ...middle,
  endTurn,
];

export interface Played {
  snapshot: GameSnapshot;
  game: GameContext;
  summary: GameSummary;
  player(id: string): PlayerState;
  meeple(id: string): Meeple | undefined;
  score(id: string): number;
}

/** Replays and asserts the record is valid; returns the end state with a few lookups. */
export function replayOk(rec: unknown): Played {
  const outcome = replayRecord(rec);
  if (!outcome.ok) expect.fail(`expected a valid record, got ${outcome.error}`);
  const { snapshot } = outcome;
  const game = snapshot.context;
  const player = (id: string) => {
    const found = game.players.find((p) => p.id === id);
    if (!found) expect.fail(`no player ${id}`);
    return found;
  };
  return {
    snapshot,
    game,
    summary: summarize(snapshot),
    player,
    meeple: (id) => game.meeples.find((m) => m.id === id),
    score: (id) => player(id).score,
  };
}

/** Replays and asserts the record is invalid; returns the error line. */
export function replayError(rec: unknown): string {
  const outcome = replayRecord(rec);
  if (outcome.ok) expect.fail('expected an invalid record, but it replayed');
  return outcome.error;
}

/** Scores of all players by id. */
export const scores = (played: Played): Record<string, number> =>
  Object.fromEntries(played.game.players.map((p) => [p.id, p.score]));
