import { describe, expect, it } from 'vitest';
import {
  freshFeatureId,
  freshId,
  freshMeepleId,
  usedIds,
} from '../../../../src/renderer/src/state/ids';
import { replayRecord } from '../../../../src/shared/record/replay';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';

const events: GameEvent[] = [
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'deploy', meeple: 'm1', feature: 'C1', kind: 'city' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'deploy', meeple: 'm3', feature: 'C2', kind: 'city' },
  { type: 'merge', features: ['C2', 'C1'] },
  { type: 'score', feature: 'C2', tiles: 2, pennants: 0 },
  { type: 'endTurn' },
];

describe('ids', () => {
  it('collects every id the record names, scored or merged ones too', () => {
    expect([...usedIds(events)].sort()).toEqual(['C1', 'C2', 'm1', 'm3']);
  });

  it('gives the first free number after the prefix', () => {
    expect(freshMeepleId(events)).toBe('m2');
    expect(freshFeatureId('city', events)).toBe('C3');
    expect(freshFeatureId('road', events)).toBe('R1');
    expect(freshId('m', new Set(['m1', 'm2', 'm3']))).toBe('m4');
  });

  it('never reuses an id the game has seen, even one no longer on the board', () => {
    const replayed = replayRecord(gameRecord(events));
    if (!replayed.ok) throw new Error(replayed.error);
    const game = replayed.snapshot.context;
    // Both meeples were scored and left the board; their ids stay used.
    expect(game.meeples).toEqual([]);
    expect(freshMeepleId([], game)).toBe('m2');
    expect(freshFeatureId('city', [], game)).toBe('C3');
  });

  it('makes ids the record accepts (1–32 of A-Za-z0-9_-)', () => {
    const used = new Set(Array.from({ length: 150 }, (_, i) => `F${i + 1}`));
    const id = freshFeatureId(
      'field',
      [...used].map((f) => ({ type: 'merge', features: [f, 'x'] }) as GameEvent),
    );
    expect(id).toBe('F151');
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});

describe('ids of a record that goes on', () => {
  it('a record made of the last one and new events adds their ids; one that does not is read whole', () => {
    const first = events.slice(0, 4);
    expect([...usedIds(first)].sort()).toEqual(['C1', 'm1']);
    // The next move's record: the same event objects, then the new ones.
    const next = [...first, ...events.slice(4)];
    expect([...usedIds(next)].sort()).toEqual(['C1', 'C2', 'm1', 'm3']);
    // Undone back to the start of the game's second turn: fewer events, their ids only.
    expect([...usedIds(next.slice(0, 5))].sort()).toEqual(['C1', 'm1']);
    // Another record of the same length (a game reloaded after a conflict): read whole.
    const other: GameEvent[] = [
      ...first.map((event) => ({ ...event })),
      { type: 'draw', tile: 'E' },
      { type: 'place' },
      { type: 'deploy', meeple: 'm7', feature: 'R4', kind: 'road' },
    ];
    expect([...usedIds(first)].sort()).toEqual(['C1', 'm1']);
    expect([...usedIds(other)].sort()).toEqual(['C1', 'R4', 'm1', 'm7']);
    const replaced = [{ type: 'draw', tile: 'E' } as GameEvent, ...other.slice(1)];
    expect([...usedIds(other.slice(0, 3))].sort()).toEqual(['C1', 'm1']);
    expect([...usedIds(replaced)].sort()).toEqual(['C1', 'R4', 'm1', 'm7']);
  });
});
