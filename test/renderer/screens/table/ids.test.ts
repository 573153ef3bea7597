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
