import { screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import * as checks from '../../../../src/shared/game/checks';
import { gameRecord } from './fakeApi';
import { draw, endTurn, place, renderTable } from './helpers';

// Counted: which draws the rules are asked about, and when.
vi.mock('../../../../src/shared/game/checks', async (importOriginal) => {
  const original = await importOriginal<typeof checks>();
  return { ...original, checkDraw: vi.fn(original.checkDraw) };
});

const asked = () => vi.mocked(checks.checkDraw).mock.calls.length;
const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Table: the next tile's refusals are worked out while the store writes the move", () => {
  it('asks the rules about the next draw before the move is stored, and not again when it shows', async () => {
    const { api, session } = await renderTable(gameRecord([draw('V'), place(), endTurn]));
    const release = api.holdNext();
    const drawn = session.dispatch(draw('E'));
    await macrotask();
    await macrotask();
    const aheadOfTheStore = asked();
    release();
    expect(await drawn).toEqual({ ok: true });
    expect(
      await screen.findByRole('heading', { name: /Or tap the tile Ana drew next/ }),
    ).toBeTruthy();
    // Asked while the store held the move: a tile with some left, once each; nothing after it.
    expect(aheadOfTheStore).toBeGreaterThan(10);
    await waitFor(() => expect(asked()).toBe(aheadOfTheStore));
  });

  it('asks once per state: an undo and a redo come back to states whose answers are kept', async () => {
    const { session } = await renderTable(gameRecord([draw('V'), place(), endTurn]));
    expect(await session.dispatch(draw('E'))).toEqual({ ok: true });
    expect(
      await screen.findByRole('heading', { name: /Or tap the tile Ana drew next/ }),
    ).toBeTruthy();
    const once = asked();
    expect(await session.undo()).toEqual({ ok: true });
    expect(await screen.findByRole('heading', { name: 'Ben draws a tile' })).toBeTruthy();
    expect(await session.redo()).toEqual({ ok: true });
    expect(
      await screen.findByRole('heading', { name: /Or tap the tile Ana drew next/ }),
    ).toBeTruthy();
    expect(asked()).toBe(once);
  });
});
