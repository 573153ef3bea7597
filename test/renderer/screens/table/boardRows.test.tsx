import { waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { deploy, draw, endTurn, place, renderTable } from './helpers';

const row = (feature: string) =>
  document.querySelector<HTMLElement>(`.tb-side .ml-board__feature[data-feature="${feature}"]`);

describe('Table: the board list across a move', () => {
  it('a score that takes the first meeples off the board keeps the other rows as they are (the same elements, the right owners)', async () => {
    const { session } = await renderTable(
      gameRecord([
        draw('E'),
        place(),
        deploy('a1', 'C1', 'city'),
        endTurn,
        draw('U'),
        place(),
        deploy('b1', 'R1', 'road'),
        endTurn,
        draw('U'),
        place(),
        deploy('a2', 'R2', 'road'),
        endTurn,
        draw('V'),
        place(),
      ]),
    );
    const [road1, road2] = [row('R1'), row('R2')];
    expect(row('C1')).not.toBeNull();
    expect(road1?.textContent).toContain('Ben');
    expect(road2?.textContent).toContain('Ana');
    const outcome = await session.dispatch({ type: 'score', feature: 'C1', tiles: 2, pennants: 0 });
    expect(outcome).toEqual({ ok: true });
    await waitFor(() => expect(row('C1')).toBeNull());
    expect(row('R1')).toBe(road1);
    expect(row('R2')).toBe(road2);
    expect(road1?.textContent).toContain('Ben');
    expect(road1?.textContent).not.toContain('Ana');
    expect(road2?.textContent).toContain('Ana');
  });
});
