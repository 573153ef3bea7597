import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, button, draw, endTurn, place, renderTable } from './helpers';

const anniversary = { expansions: ['anniversary' as const] };
const extraArrow = [
  draw('arrow-extra'),
  place({ ownArrow: 'neighbour' as const, activate: 'own' as const }),
];

describe('Table: end of turn', () => {
  it('announces the extra turn, and E starts it for the same player', async () => {
    const { api } = await renderTable(gameRecord(extraArrow, anniversary));
    expect(screen.getByText(/Extra turn!/).closest('p')?.textContent).toContain(
      'Ana plays again after this turn (A8)',
    );
    expect(screen.getByText(/Next:/).textContent).toContain('(extra turn)');
    fireEvent.keyDown(document.body, { key: 'e' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'endTurn' });
    expect(await screen.findByRole('heading', { name: 'Ana draws a tile' })).toBeTruthy();
    const header = document.querySelector('.tb-top') as HTMLElement;
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Turn 2: Ana');
    expect(within(header).getByText(/Extra turn/)).toBeTruthy();
  });

  it('announces no extra turn during an extra turn (A8), and passes to the next player', async () => {
    const { api } = await renderTable(
      gameRecord([...extraArrow, endTurn, ...extraArrow], anniversary),
    );
    expect(screen.queryByText(/Extra turn!/)).toBeNull();
    expect(screen.getByText(/no effect during an extra turn/)).toBeTruthy();
    expect(screen.getByText(/Next:/).textContent).toContain('Ben');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await appendedCount(api, 1);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Turn 3: Ben'),
    );
  });

  it('an ordinary turn passes to the player on the left', async () => {
    const { api } = await renderTable(gameRecord([draw('V'), place()]));
    expect(screen.queryByText(/Extra turn/)).toBeNull();
    fireEvent.click(button(/^End turn/));
    await appendedCount(api, 1);
    expect(await screen.findByRole('heading', { name: 'Ben draws a tile' })).toBeTruthy();
  });

  it("the next player's tile ends the turn: place, endTurn and draw stored in order, one tap", async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    const next = document.querySelector('.tb-next-tile') as HTMLElement;
    expect(within(next).getByRole('heading').textContent).toContain(
      'Or tap the tile Ben drew next',
    );
    fireEvent.click(next.querySelector('button[data-tile="E"]') as HTMLElement);
    await appendedCount(api, 3);
    expect(api.appended).toEqual([{ type: 'place' }, endTurn, draw('E')]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Turn 2: Ben'),
    );
  });

  it("a turn begun from the next player's tile starts afresh, on the same panel: no choice of the last turn is kept", async () => {
    const { api } = await renderTable(
      gameRecord([draw('V')], { expansions: ['peasant-revolts' as const] }),
    );
    const panel = document.querySelector('.tb-play');
    fireEvent.keyDown(document.body, { key: 'l' }); // lying meeples, for this turn only
    expect(screen.getByRole('button', { name: /Meeple on the road \(lying/ })).toBeTruthy();
    const next = document.querySelector('.tb-next-tile') as HTMLElement;
    const search = within(next).getByRole('searchbox') as HTMLInputElement;
    fireEvent.input(search, { target: { value: 'E' } });
    fireEvent.click(next.querySelector('button[data-tile="E"]') as HTMLElement);
    await appendedCount(api, 3);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Turn 2: Ben'),
    );
    // Updated in place, not built again (half of the cost of such a tap).
    expect(document.querySelector('.tb-play')).toBe(panel);
    expect(screen.queryByRole('button', { name: /\(lying/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Meeple on the city/ })).toBeTruthy();
    expect(search.value).toBe('');
    // The focus is on the new turn's heading, not on the tile tapped for it (nor the whole
    // panel, which a screen reader read from top to bottom).
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Ben plays the tile' }),
    );
  });

  it('offers the next tile only once the turn can end: its arrow chosen, no crop circle round due', async () => {
    await renderTable(gameRecord([draw('arrow-extra')], anniversary));
    expect(document.querySelector('.tb-next-tile')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'n' });
    const next = document.querySelector('.tb-next-tile') as HTMLElement;
    // The extra turn the arrow earns (A8): Ana draws again.
    expect(within(next).getByRole('heading').textContent).toContain('the tile Ana drew next');
    cleanup();
    await renderTable(gameRecord([draw('crop1-thief')], { expansions: ['crop-circles-1'] }));
    expect(document.querySelector('.tb-next-tile')).toBeNull();
  });
});
