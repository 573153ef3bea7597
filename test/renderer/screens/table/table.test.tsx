import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, button, deploy, draw, endTurn, place, renderTable } from './helpers';

describe('Table', () => {
  it('shows whose turn it is round the seating ring, with scores and supply', async () => {
    await renderTable(
      gameRecord([draw('E'), place(), deploy('a1', 'C1', 'city', { protect: true }), endTurn], {
        players: ['ana', 'ben', 'cleo'],
        expansions: ['peasant-revolts', 'abbot'],
      }),
    );
    const ring = screen.getByRole('list', { name: 'Players in seating order' });
    const seats = within(ring).getAllByRole('listitem');
    expect(seats.map((s) => s.querySelector('.ml-ring__name')?.textContent)).toEqual([
      'Ana',
      'Ben',
      'Cleo',
    ]);
    expect(seats[1]?.getAttribute('aria-current')).toBe('true');
    expect(seats[0]?.textContent).toContain('−4');
    expect(seats[0]?.textContent).toContain('1 lying meeple');
    expect(seats[0]?.textContent).toContain('Abbot in supply');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Turn 2: Ben');
  });

  it('Ruling 9: a game without The Peasant Revolts counts no lying meeples round the ring', async () => {
    await renderTable(
      gameRecord([draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn], {
        players: ['ana', 'ben', 'cleo'],
      }),
    );
    const ring = screen.getByRole('list', { name: 'Players in seating order' });
    expect(ring.textContent).not.toContain('lying');
    expect(ring.textContent).not.toContain('to lose a meeple');
  });

  it('has side panels for the board, the deck and the score track', async () => {
    await renderTable(gameRecord([draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn]));
    const board = screen.getByRole('region', { name: 'Meeples on the board' });
    expect(within(board).getByRole('heading', { name: /^City 1/ })).toBeTruthy();
    expect(board.textContent).not.toContain('C1');
    fireEvent.click(screen.getByRole('tab', { name: 'Deck' }));
    expect(screen.getByText(/tiles left to draw/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Score track' }));
    expect(screen.queryByRole('region', { name: 'Meeples on the board' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Score track' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('takes a phone to the side panels in one tap, the focus on the open tab', async () => {
    await renderTable(gameRecord([draw('U')]));
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      fireEvent.click(
        screen.getByRole('button', {
          name: 'Go to the board, deck, score track, history and corrections',
        }),
      );
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
    expect(scrolled).toEqual([document.querySelector('.tb-side')]);
    expect(document.activeElement?.getAttribute('role')).toBe('tab');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
  });

  it('leaves shortcut keys alone while someone types in a field', async () => {
    const { api } = await renderTable(gameRecord([draw('V'), place()]));
    fireEvent.click(screen.getByRole('tab', { name: 'Corrections' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.keyDown(note, { key: 'e' });
    fireEvent.keyDown(document.body, { key: 'e', ctrlKey: true });
    expect(api.calls).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'e' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'endTurn' });
  });

  it('shows each shortcut on its button', async () => {
    await renderTable(gameRecord([draw('V')]));
    const end = button(/^End turn/);
    expect(end.getAttribute('aria-keyshortcuts')).toBe('E');
    expect(end.textContent).toContain('E');
    expect(button(/^Meeple on the road/).getAttribute('aria-keyshortcuts')).toBe('R');
    expect(button('Could not be placed').getAttribute('aria-keyshortcuts')).toBe('X');
  });

  it('goes home, and to the results once the game is over', async () => {
    const { api, onHome, onResults } = await renderTable(gameRecord([{ type: 'endGame' }]));
    fireEvent.click(button(/Games/));
    expect(onHome).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'finish' });
    await waitFor(() => expect(onResults).toHaveBeenCalledTimes(1));
  });

  it('shows the results button on a finished game', async () => {
    const { onResults } = await renderTable(gameRecord([{ type: 'endGame' }, { type: 'finish' }]));
    expect(screen.getByRole('heading', { name: 'The game is over' })).toBeTruthy();
    fireEvent.click(button('See the results'));
    expect(onResults).toHaveBeenCalledTimes(1);
  });
});
