import { getShortestPaths } from 'xstate/graph';
import { gameMachine, type MachineEvent } from '../../src/shared/game/gameMachine';
import { type GameSnapshot, newGame } from '../../src/shared/game/gameSnapshot';
import type { GameEvent, RecordHeader } from '../../src/shared/record/schema';
import type { Expansion } from '../../src/shared/tiles/catalog';
import { record } from './gameScript';

export const header = (players: string[], expansions: Expansion[]): RecordHeader => {
  const { events: _, ...rest } = record(players, expansions);
  return rest;
};

// A small, finite model of play for xstate/graph: two players, a fixed set of events.
export const GRAPH_EXPANSIONS: Expansion[] = ['peasant-revolts', 'anniversary', 'crop-circles-1'];
export const GRAPH_EVENTS = [
  { type: 'draw', tile: 'U' },
  { type: 'draw', tile: 'revolt-city' },
  { type: 'draw', tile: 'arrow-extra' },
  { type: 'draw', tile: 'crop1-knight' },
  { type: 'discard' },
  { type: 'place' },
  { type: 'place', ownArrow: 'open' },
  { type: 'place', ownArrow: 'neighbour', activate: 'own' },
  { type: 'deploy', meeple: 'k1', feature: 'c1', kind: 'city' },
  { type: 'cropCircle', choice: 'deploy' },
  { type: 'cropPass', player: 'ana' },
  { type: 'cropPass', player: 'ben' },
  { type: 'endTurn' },
  { type: 'endGame' },
  { type: 'finalScore', feature: 'c1', tiles: 1 },
  { type: 'finish' },
] as GameEvent[];

/** Keeps the model finite: the state and the few context fields the rules branch on. */
export function serialize(snapshot: GameSnapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.turn.player,
    c.turn.extra,
    c.turn.tile,
    c.turn.activated,
    c.meeples.map((m) => `${m.id}:${m.player}`),
    c.features.get('c1')?.status ?? null,
    c.crop && [c.crop.choice, c.crop.position],
    c.revolt?.checks.length ?? 0,
  ]);
}

/** Every reachable state of the model by its shortest path (xstate/graph). */
export function explorePlayModel() {
  const start = newGame(header(['ana', 'ben'], GRAPH_EXPANSIONS));
  const paths = getShortestPaths(gameMachine, {
    fromState: start,
    events: GRAPH_EVENTS as MachineEvent[],
    serializeState: (s) => serialize(s as GameSnapshot),
    stopWhen: (s) => s.status === 'done',
    limit: 20_000,
  });
  return { start, paths };
}
