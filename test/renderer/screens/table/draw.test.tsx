import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { drawableTiles } from '../../../../src/shared/tiles/catalog';
import { gameRecord } from './fakeApi';
import { appendedCount, button, draw, endTurn, place, quietTurn, renderTable } from './helpers';

describe('Table: draw', () => {
  it('picks the drawn tile from the grid and the store receives the draw event', async () => {
    const { api, session } = await renderTable(gameRecord([]));
    expect(screen.getByRole('heading', { name: 'Ana draws a tile' })).toBeTruthy();
    // One region by that name, the panel; its grid of tiles has a name of its own.
    expect(screen.getAllByRole('region', { name: 'Ana draws a tile' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Tiles to draw' })).toBeTruthy();
    const tile = screen.getByRole('button', { name: /^Tile U\s*:/ });
    expect(tile.textContent).toMatch(/7 left/);
    fireEvent.click(tile);
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'draw', tile: 'U' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Ana plays the tile' })).toBeTruthy(),
    );
    // The session stamps each event with when it was played (think time in statistics).
    expect(session.events()).toEqual([{ type: 'draw', tile: 'U', at: api.stamps[0] }]);
    expect(Date.parse(api.stamps[0] ?? '')).not.toBeNaN();
  });

  it('has the filter box focused: typing the letter and Enter draws that tile', async () => {
    const { api } = await renderTable(gameRecord([]));
    const box = screen.getByRole('searchbox', { name: /Find tile/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.input(box, { target: { value: 'x' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'draw', tile: 'X' });
  });

  it('disables tiles the deck has no more of, with the reason', async () => {
    // C has 1 copy; once drawn there is none left.
    await renderTable(gameRecord([draw('C'), place(), endTurn]));
    const c = screen.getByRole('button', { name: /^Tile C\s*:/ }) as HTMLButtonElement;
    expect(c.disabled).toBe(true);
    expect(c.textContent).toMatch(/none left/);
  });

  it('ends the game early only after a confirmation', async () => {
    const { api } = await renderTable(gameRecord([...quietTurn()]));
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      fireEvent.click(button('End the game now'));
      await Promise.resolve();
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
    expect(api.appended).toHaveLength(0);
    const question = screen.getByText(/End the game now and go to final scoring\?/);
    const group = question.closest('fieldset') as HTMLElement;
    // The whole question is brought into view (under the grid, its answers were cut off).
    expect(scrolled).toContain(group);
    fireEvent.click(within(group).getByRole('button', { name: 'Yes' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'endGame' });
    expect(await screen.findByRole('heading', { name: 'Final scoring', level: 2 })).toBeTruthy();
  });

  it('after a discarded tile offers another draw (B3)', async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    fireEvent.click(button('Could not be placed'));
    // One tap (or the X key) must not throw a tile out: it asks first.
    expect(api.appended).toHaveLength(0);
    const question = screen.getByText(/Take this tile out of the game\? .*\(B3\)/);
    fireEvent.click(
      within(question.closest('fieldset') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'discard' });
    expect(await screen.findByRole('heading', { name: 'Ana draws again' })).toBeTruthy();
    expect(screen.getByText(/could not be placed and left the game \(B3\)/)).toBeTruthy();
    // The end of the turn is not offered while tiles remain.
    expect(screen.queryByRole('button', { name: /End turn/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Tile V\s*:/ }));
    await appendedCount(api, 2);
    expect(api.appended[1]).toEqual({ type: 'draw', tile: 'V' });
  });

  it('when the last tile could not be placed, ends the turn into final scoring', async () => {
    const events: GameEvent[] = [];
    for (const [tile, n] of Object.entries(drawableTiles('C3', []))) {
      for (let i = 0; i < n; i++) events.push(draw(tile), { type: 'discard' });
    }
    const { api } = await renderTable(gameRecord(events));
    expect(screen.getByText(/The deck is empty: end the turn/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Tile / })).toBeNull();
    expect(screen.getByText(/That was the last tile/)).toBeTruthy();
    fireEvent.click(button(/End turn/));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'endTurn' });
    expect(await screen.findByRole('heading', { name: 'Final scoring', level: 2 })).toBeTruthy();
  });
});
