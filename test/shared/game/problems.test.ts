import { describe, expect, it } from 'vitest';
import { gameMachine, type PhaseMeta } from '../../../src/shared/game/gameMachine';
import { newGame, phaseOf, step } from '../../../src/shared/game/gameSnapshot';
import { PROBLEMS, problem, problemText } from '../../../src/shared/game/problems';
import { term } from '../../../src/shared/game/terms';
import {
  describedText,
  describeEvent,
  describeEventParts,
} from '../../../src/shared/record/describeEvent';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent, RecordHeader } from '../../../src/shared/record/schema';

const header: RecordHeader = {
  format: 'meeple-ledger/record@1',
  players: [
    { id: 'ana', name: 'Ana', color: 'red' },
    { id: 'ben', name: 'Ben', color: 'blue' },
  ],
  options: { edition: 'C3', expansions: [] },
};

describe('problems: a code and params, and the same in English', () => {
  it('a refusal carries both, the English made from the code', () => {
    let game = newGame({
      ...header,
      options: { ...header.options, expansions: ['peasant-revolts'] },
    });
    for (const event of [{ type: 'draw', tile: 'U' }, { type: 'place' }] satisfies GameEvent[]) {
      const next = step(game, event);
      if (!next.ok) throw new Error(next.error);
      game = next.snapshot;
    }
    const refused = step(game, {
      type: 'deploy',
      meeple: 'a1',
      feature: 'F1',
      kind: 'field',
      protect: true,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: 'farmers cannot be protected (R8)',
      problem: { code: 'protectedFarmer', params: {} },
    });

    const outOfPhase = step(game, { type: 'draw', tile: 'V' });
    expect(outOfPhase.ok).toBe(false);
    if (outOfPhase.ok) return;
    expect(outOfPhase.problem).toEqual({
      code: 'outOfPhase',
      params: {
        type: term('event', 'draw'),
        phase: term('phase', 'meeple', 'meeple'),
        expects: term('expects', 'meeple', 'deploy, protect, recall, score, cropCircle or endTurn'),
      },
    });
    expect(problemText(outOfPhase.problem)).toBe(outOfPhase.error);
  });

  it('says words as the engine prints them: a term by its English, a player by id', () => {
    expect(
      problemText(
        problem('notOwnMeeple', {
          meeple: 'm1',
          owner: term('player', 'ben'),
          player: term('player', 'ana'),
        }),
      ),
    ).toBe('meeple m1 belongs to ben, not ana');
    expect(problemText(problem('allRevoltsDrawn', { n: 9 }))).toBe(
      'all 9 revolt tiles of the deck have been drawn (R1)',
    );
  });

  it('has a message with placeholders in words, each code once', () => {
    for (const [code, text] of Object.entries(PROBLEMS)) {
      expect(text.trim(), code).toBe(text);
      expect(text, code).not.toMatch(/\{\s|\s\}/);
    }
  });
});

describe('phases: a stable key beside the English', () => {
  it('gives every phase of the machine its own key', () => {
    const metas: PhaseMeta[] = [];
    const walk = (node: { meta?: unknown; states?: Record<string, unknown> }) => {
      if (node.meta) metas.push(node.meta as PhaseMeta);
      for (const child of Object.values(node.states ?? {})) walk(child as typeof node);
    };
    walk(gameMachine.root as unknown as Parameters<typeof walk>[0]);
    const keys = metas.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      [
        'cropRound',
        'endOfTurn',
        'finalScoring',
        'finished',
        'meeple',
        'scoring',
        'setup',
        'startOfTurn',
        'tileDiscarded',
        'tileDrawn',
      ].sort(),
    );
    expect(phaseOf(newGame(header))).toEqual({
      key: 'startOfTurn',
      phase: 'start of turn',
      expects: 'draw or endGame',
    });
  });
});

describe('history sentences: a key and params, and the same in English', () => {
  it('tells each event as describeEvent does, names and all', () => {
    const replayed = replayRecord(
      {
        ...header,
        events: [
          { type: 'draw', tile: 'E' },
          { type: 'place' },
          { type: 'deploy', meeple: 'a1', feature: 'C1', kind: 'city' },
          { type: 'score', feature: 'C1', tiles: 1 },
          { type: 'endTurn' },
        ],
      },
      { keepHistory: true },
    );
    if (!replayed.ok) throw new Error(replayed.error);
    const lines = replayed.record.events.map((event, i) => {
      const game = replayed.history?.[i]?.context;
      if (!game) throw new Error('no history');
      const parts = describeEventParts(game, event);
      expect(describedText(parts)).toBe(describeEvent(game, event));
      return parts;
    });
    expect(lines.map((parts) => parts.key)).toEqual([
      'drewTile',
      'placed',
      'deployed',
      'scored',
      'endedTurn',
    ]);
    expect(describedText(lines[3] as (typeof lines)[number])).toBe(
      'Completed city C1: 2 points to Ana',
    );
  });
});
