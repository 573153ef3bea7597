import { describe, expect, it } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { gameMachine, type MachineEvent } from '../../../src/shared/game/gameMachine';
import {
  acceptedEventTypes,
  type GameSnapshot,
  phaseOf,
  statusOf,
  step,
} from '../../../src/shared/game/gameSnapshot';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent } from '../../../src/shared/record/schema';
import { summarize } from '../../../src/shared/record/summary';
import type { Expansion } from '../../../src/shared/tiles/catalog';
import {
  explorePlayModel,
  GRAPH_EVENTS,
  GRAPH_EXPANSIONS,
  header,
  serialize,
} from '../../support/playModel';

/** An actor started on a game, with every microstep's state value recorded. */
function startGame(players: string[], expansions: Expansion[]) {
  const values: string[] = [];
  const inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.microstep')
      values.push(JSON.stringify((e.snapshot as GameSnapshot).value));
  };
  const actor = createActor(gameMachine, { inspect }).start();
  actor.send({ type: 'start', header: header(players, expansions) });
  const send = (...events: Record<string, unknown>[]) => {
    values.length = 0;
    for (const event of events) actor.send(event as MachineEvent);
    return [...values];
  };
  return {
    actor,
    send,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

const REVOLT = JSON.stringify({ play: { revolt: 'checkingSeat' } });
const PASSING = JSON.stringify({ play: { revolt: 'passingLeft' } });

describe('the game statechart, driven as an actor', () => {
  it('starts in setup and enters play on start', () => {
    const actor = createActor(gameMachine).start();
    expect(actor.getSnapshot().value).toBe('setup');
    expect(phaseOf(actor.getSnapshot()).phase).toBe('setup');
    actor.send({ type: 'start', header: header(['ana', 'ben'], []) });
    expect(actor.getSnapshot().value).toEqual({ play: 'awaitingDraw' });
    expect(statusOf(actor.getSnapshot())).toBe('playing');
  });

  it('R4: the revolt walks the table as states: checking a seat, passing left, over', () => {
    const g = startGame(['ana', 'ben', 'cleo'], ['peasant-revolts']);
    const steps = g.send({ type: 'draw', tile: 'revolt-city' });
    expect(steps.filter((v) => v === REVOLT)).toHaveLength(3);
    expect(steps.filter((v) => v === PASSING)).toHaveLength(2);
    expect(steps).toContain(JSON.stringify({ play: { revolt: 'over' } }));
    expect(g.value()).toEqual({ play: 'tileInHand' });
    expect(g.context().revolt?.checks.map((c) => c.player)).toEqual(['ana', 'ben', 'cleo']);
  });

  it('R4: a revolt that stops at the drawer checks one seat and never passes left', () => {
    const g = startGame(['ana', 'ben', 'cleo'], ['peasant-revolts']);
    g.send(
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'endTurn' },
    );
    const steps = g.send({ type: 'draw', tile: 'revolt-road' });
    expect(steps.filter((v) => v === REVOLT)).toHaveLength(1);
    expect(steps).not.toContain(PASSING);
  });

  it('C3, C4: the crop circle round waits for each seat that can act and passes over the rest', () => {
    const g = startGame(['ana', 'ben', 'cleo'], ['crop-circles-1']);
    g.send(
      { type: 'draw', tile: 'E' },
      { type: 'place' },
      { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'E' },
      { type: 'place' },
      { type: 'deploy', meeple: 'c1', feature: 'c2', kind: 'city' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'crop1-knight' },
      { type: 'place' },
    );
    expect(g.value()).toEqual({ play: 'meeplePhase' });
    const steps = g.send({ type: 'cropCircle', choice: 'deploy' });
    expect(steps).toContain(JSON.stringify({ play: { cropRound: 'passingOver' } }));
    expect(g.value()).toEqual({ play: { cropRound: 'awaitingSeat' } });
    expect(phaseOf(g.actor.getSnapshot()).phase).toBe('crop circle round');
    expect(g.context().crop?.order[g.context().crop?.position ?? -1]).toBe(2);
    g.send({ type: 'cropPass', player: 'cleo' });
    expect(g.value()).toEqual({ play: { cropRound: 'awaitingSeat' } });
    g.send({ type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1' });
    expect(g.value()).toEqual({ play: 'turnEnding' });
    g.send({ type: 'endTurn' });
    expect(g.value()).toEqual({ play: 'awaitingDraw' });
    expect(g.context().crop).toBeNull();
  });

  it('A8: the extra turn comes back to awaiting a draw for the same seat', () => {
    const g = startGame(['ana', 'ben'], ['anniversary']);
    g.send(
      { type: 'draw', tile: 'arrow-extra' },
      { type: 'place', ownArrow: 'neighbour', activate: 'own' },
      { type: 'endTurn' },
    );
    expect(g.value()).toEqual({ play: 'awaitingDraw' });
    expect(g.context().turn).toMatchObject({ player: 0, extra: true, number: 2 });
  });

  it('C4: a correction that takes away the follower a seat would act with passes that seat over', () => {
    const g = startGame(['ana', 'ben'], ['crop-circles-1']);
    g.send(
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'deploy', meeple: 'b1', feature: 'r2', kind: 'road' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'crop1-thief' },
      { type: 'place' },
      { type: 'cropCircle', choice: 'remove' },
    );
    expect(g.context().crop?.order[g.context().crop?.position ?? -1]).toBe(1);
    g.send({ type: 'returnMeeple', meeple: 'b1' });
    expect(g.value()).toEqual({ play: { cropRound: 'awaitingSeat' } });
    expect(g.context().crop?.order[g.context().crop?.position ?? -1]).toBe(0);
  });

  it('B5: final scoring, then finished: the actor is done', () => {
    const g = startGame(['ana', 'ben'], []);
    g.send(
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
      { type: 'endTurn' },
    );
    g.send({ type: 'endGame' });
    expect(g.value()).toBe('finalScoring');
    expect(acceptedEventTypes(g.actor.getSnapshot())).toEqual(
      new Set(['finalScore', 'finish', 'merge', 'adjust', 'returnMeeple']),
    );
    g.send({ type: 'finalScore', feature: 'r1', tiles: 1 }, { type: 'finish' });
    expect(g.value()).toBe('finished');
    expect(g.actor.getSnapshot().status).toBe('done');
    expect(g.context().players[0]?.score).toBe(1);
  });

  it('B2: the meeple phase accepts one meeple action, scoring, the crop circle, the end of turn and corrections', () => {
    const g = startGame(['ana', 'ben'], []);
    g.send({ type: 'draw', tile: 'U' }, { type: 'place' });
    expect(acceptedEventTypes(g.actor.getSnapshot())).toEqual(
      new Set([
        'deploy',
        'protect',
        'recall',
        'score',
        'cropCircle',
        'endTurn',
        'merge',
        'adjust',
        'returnMeeple',
      ]),
    );
    const before = g.actor.getSnapshot();
    g.send({ type: 'draw', tile: 'V' });
    expect(g.actor.getSnapshot()).toBe(before);
  });
});

describe('xstate/graph: every reachable state of a small model replays through step', () => {
  // How long the walk takes is the bench's business (npm run bench, engine suite).
  const { start, paths } = explorePlayModel();

  it('stays small', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(5000);
  });

  it('reaches the key states: a revolt walked round the table, a crop round awaiting a seat, an extra turn, final scoring, finished', () => {
    const states = paths.map((p) => p.state as GameSnapshot);
    expect(states.some((s) => (s.context.revolt?.checks.length ?? 0) === 2)).toBe(true);
    expect(states.some((s) => s.matches({ play: { cropRound: 'awaitingSeat' } }))).toBe(true);
    expect(states.some((s) => s.matches({ play: 'turnEnding' }))).toBe(true);
    expect(states.some((s) => s.context.turn.extra && s.matches({ play: 'awaitingDraw' }))).toBe(
      true,
    );
    expect(states.some((s) => s.matches('finalScoring'))).toBe(true);
    expect(states.some((s) => s.matches('finished'))).toBe(true);
  });

  it('every shortest path replays event by event through step, to the same state', () => {
    for (const path of paths) {
      let snapshot = start;
      // The first step of every path is xstate's own init event, at the start state.
      const events = path.steps
        .map((s) => s.event as GameEvent)
        .filter((e) => (e as { type: string }).type !== 'xstate.init');
      for (const event of events) {
        const next = step(snapshot, event);
        expect(next.ok, `${JSON.stringify(event)} after ${serialize(snapshot)}`).toBe(true);
        if (next.ok) snapshot = next.snapshot;
      }
      expect(serialize(snapshot)).toBe(serialize(path.state as GameSnapshot));
      // The same events as a record replay to the same state and summary.
      const replayed = replayRecord({ ...header(['ana', 'ben'], GRAPH_EXPANSIONS), events });
      expect(replayed.ok).toBe(true);
      if (replayed.ok) {
        expect(serialize(replayed.snapshot)).toBe(serialize(snapshot));
        expect(summarize(replayed.snapshot)).toEqual(summarize(snapshot));
      }
    }
  });

  it('in every reached state, a refused event leaves the state as it was and says why', () => {
    for (const path of paths) {
      const snapshot = path.state as GameSnapshot;
      if (snapshot.status === 'done') continue;
      for (const event of GRAPH_EVENTS) {
        const next = step(snapshot, event);
        if (next.ok) continue;
        expect(next.error.length).toBeGreaterThan(5);
        expect(next.error).not.toMatch(/undefined/);
      }
    }
  });
});
