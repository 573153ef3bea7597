import { describe, expect, it } from 'vitest';
import { sameEvent } from '../../../src/shared/record/sameEvent';
import type { GameEvent } from '../../../src/shared/record/schema';

const event = (value: object) => value as GameEvent;

describe('sameEvent', () => {
  it('is the same move whatever the order of its fields', () => {
    const at = '2026-12-05T07:00:00.000Z';
    expect(
      sameEvent(
        event({ type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city', at, protect: true }),
        event({ type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city', protect: true, at }),
      ),
    ).toBe(true);
    expect(
      sameEvent(
        event({ type: 'merge', features: ['c1', 'c2'] }),
        event({ features: ['c1', 'c2'], type: 'merge' }),
      ),
    ).toBe(true);
    // A field left undefined is a field not there (a spread of an optional one).
    expect(
      sameEvent(
        event({ type: 'draw', tile: 'D', at: undefined }),
        event({ type: 'draw', tile: 'D' }),
      ),
    ).toBe(true);
  });

  it('tells apart another value, a missing or an extra field, another order of a list', () => {
    const deploy = { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' };
    expect(sameEvent(event(deploy), event({ ...deploy, protect: true }))).toBe(false);
    expect(sameEvent(event({ ...deploy, protect: true }), event(deploy))).toBe(false);
    expect(sameEvent(event(deploy), event({ ...deploy, kind: 'road' }))).toBe(false);
    expect(
      sameEvent(
        event({ type: 'merge', features: ['c1', 'c2'] }),
        event({ type: 'merge', features: ['c2', 'c1'] }),
      ),
    ).toBe(false);
    expect(sameEvent(event({ type: 'x', list: [] }), event({ type: 'x', list: {} }))).toBe(false);
    expect(sameEvent(event(deploy), undefined)).toBe(false);
    expect(sameEvent(undefined, undefined)).toBe(true);
  });
});
