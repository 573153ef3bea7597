import { describe, expect, it } from 'vitest';
import { joinedToOccupied, kindsTileCanJoin } from '../../src/shared/rules/tileJoins';
import { featureKindsOn, tileType } from '../../src/shared/tiles/catalog';
import { randomGame } from './randomGame';
import { FULL_GAME_SEED } from './writeFixtures';

/** What a generated game holds, turn by turn. */
function facts(profile: 'table' | 'stress', seed: number) {
  const game = randomGame({ seed, players: 4, kindsOnTile: true, profile });
  const events = game.record.events;
  const count = (type: string) => events.filter((e) => e.type === type).length;
  let turns = 0;
  let withMeeple = 0;
  let deployed = false;
  for (const event of events) {
    if (event.type === 'deploy') deployed = true;
    if (event.type === 'endTurn' || event.type === 'endGame') {
      turns++;
      if (deployed) withMeeple++;
      deployed = false;
    }
  }
  return { game, events, count, turns, withMeeple };
}

describe('the random game generator: the table profile is a game as a group plays it', () => {
  it('about half the turns place a meeple, about 30 scores, a handful of merges, two corrections', () => {
    for (const seed of [FULL_GAME_SEED, 1, 2, 3]) {
      const { game, count, turns, withMeeple } = facts('table', seed);
      expect(game.refusals).toEqual([]);
      expect(game.snapshots.at(-1)?.status).toBe('done');
      expect(withMeeple / turns).toBeGreaterThan(0.35);
      expect(withMeeple / turns).toBeLessThan(0.6);
      expect(count('score')).toBeGreaterThanOrEqual(15);
      expect(count('score')).toBeLessThanOrEqual(45);
      expect(count('merge')).toBeGreaterThanOrEqual(1);
      expect(count('merge')).toBeLessThanOrEqual(10);
      expect(count('adjust') + count('returnMeeple')).toBeLessThanOrEqual(2);
      expect(count('adjust')).toBeGreaterThanOrEqual(1);
    }
  });

  it('B2: merges only cities, roads and fields of a kind the tile can join', () => {
    for (const seed of [FULL_GAME_SEED, 1, 2, 3]) {
      const { game, events } = facts('table', seed);
      events.forEach((event, i) => {
        const before = game.snapshots[i]?.context;
        const tile = tileType(before?.turn.tile ?? '');
        if (!before || !tile || event.type !== 'merge') return;
        // No roads on L, W or X, no cities on E or H: the turn panel offers none of those.
        const joins = kindsTileCanJoin(tile);
        for (const id of event.features) {
          const kind = before.features.get(id)?.kind ?? 'monastery';
          expect(['city', 'road', 'field']).toContain(kind);
          expect(joins.has(kind)).toBe(true);
        }
      });
    }
  });

  it('scores only the roads and cities of the tile, never by points typed over', () => {
    const { game, events } = facts('table', FULL_GAME_SEED);
    events.forEach((event, i) => {
      const before = game.snapshots[i]?.context;
      if (!before) throw new Error('no snapshot');
      const tile = tileType(before.turn.tile ?? '');
      const shown = new Set<string>(tile ? featureKindsOn(tile) : []);
      if (event.type === 'score') {
        const kind = before.features.get(event.feature)?.kind ?? '';
        if (kind === 'road' || kind === 'city') expect(shown.has(kind)).toBe(true);
        expect(event.points).toBeUndefined();
      }
    });
  });

  it('B2: never deploys on the tile where the tile just joined its only city or road to one with meeples', () => {
    for (const profile of ['table', 'stress'] as const)
      for (const seed of [FULL_GAME_SEED, 1, 2, 3]) {
        const { game, events } = facts(profile, seed);
        let turnStart = 0;
        events.forEach((event, i) => {
          if (event.type === 'draw') turnStart = i + 1;
          if (event.type !== 'deploy' || event.via === 'anywhere' || event.via === 'add') return;
          const before = game.snapshots[i]?.context;
          const tile = tileType(before?.turn.tile ?? '');
          if (!before || !tile || !event.kind) return;
          expect(joinedToOccupied(before, tile, event.kind, events.slice(turnStart, i))).toBe(
            false,
          );
        });
      }
  });

  it('B2: the stress game merges no monastery or garden (the table lists none to merge)', () => {
    for (const seed of [FULL_GAME_SEED, 1, 2, 3]) {
      const { game, events } = facts('stress', seed);
      events.forEach((event, i) => {
        if (event.type !== 'merge') return;
        for (const id of event.features)
          expect(['city', 'road', 'field']).toContain(
            game.snapshots[i]?.context.features.get(id)?.kind,
          );
      });
    }
  });

  it('keeps the stress game the bench plays (the default profile)', () => {
    const { events, count } = facts('stress', FULL_GAME_SEED);
    expect(events).toHaveLength(509);
    expect(count('merge')).toBe(33);
    expect(randomGame({ seed: FULL_GAME_SEED, players: 4, kindsOnTile: true }).record).toEqual(
      randomGame({ seed: FULL_GAME_SEED, players: 4, kindsOnTile: true, profile: 'stress' }).record,
    );
  });
});
