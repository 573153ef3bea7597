import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, draw, place, renderTable } from './helpers';

/** A real key press as the browser sends it: to the focused element, bubbling to the window. */
const key = (name: string) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name });

describe('Table: the keyboard', () => {
  it('typing a tile letter and Enter picks the exact match: E is E, not Eg', async () => {
    const { api } = await renderTable(gameRecord([]));
    const box = screen.getByRole('searchbox', { name: /Find tile/ });
    fireEvent.input(box, { target: { value: 'E' } });
    expect(screen.getByText(/Enter picks E$/)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'draw', tile: 'E' });
  });

  it('a plain turn in three keys: U, Enter (draws), Enter (places and ends the turn)', async () => {
    const { api, session } = await renderTable(gameRecord([]));
    const box = screen.getByRole('searchbox', { name: /Find tile/ });
    // The search takes the keys in the task after the table's first frame.
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.input(box, { target: { value: 'U' } });
    key('Enter');
    await appendedCount(api, 1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ana plays the tile' })));
    key('Enter');
    await appendedCount(api, 3);
    expect(api.appended.map((e) => e.type)).toEqual(['draw', 'place', 'endTurn']);
    await waitFor(() => expect(session.snapshot().context.turn.number).toBe(2));
  });

  it("with the tile in hand, / goes to the next tile's search: its letters no longer place meeples", async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    (document.activeElement as HTMLElement | null)?.blur();
    key('/');
    const box = screen.getByRole('searchbox', { name: /Find tile/ });
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: 'r' });
    expect(api.appended).toEqual([]);
    expect(screen.getByText(/Press \/ to find the tile by its letter/)).toBeTruthy();
  });

  it('while a question is open no shortcut acts behind it; Escape says no and gives the focus back', async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    (document.activeElement as HTMLElement | null)?.blur();
    key('x');
    const question = await screen.findByRole('group', { name: /Take this tile out/ });
    key('r'); // the thief's key: it must not place the tile behind "Discard it?"
    key('e');
    expect(api.appended).toEqual([]);
    key('Escape');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: /Take this tile out/ })).toBeNull(),
    );
    expect(question.isConnected).toBe(false);
    const discard = document.querySelector('[data-discard="tile"]');
    expect(document.activeElement).toBe(discard);
    key('r'); // the question gone, the keys act again
    await appendedCount(api, 2);
    expect(api.appended.map((e) => e.type)).toEqual(['place', 'deploy']);
  });

  it('keys pressed while a move is being saved are applied in order, never dropped', async () => {
    const { api, session } = await renderTable(gameRecord([draw('U')]));
    const release = api.holdNext();
    key('r'); // a thief on the road: place + deploy, held on the way to disk
    await waitFor(() => expect(session.pending()).toBe(true));
    key('e'); // End turn, pressed while the deploy is still being saved
    release();
    await appendedCount(api, 3);
    expect(api.appended.map((e) => e.type)).toEqual(['place', 'deploy', 'endTurn']);
    await waitFor(() => expect(session.snapshot().context.turn.number).toBe(2));
  });

  it('the top bar names the phase the panel shows, and a new turn moves the focus to the panel', async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    const phase = () => document.querySelector('.tb-top__phase')?.textContent;
    expect(phase()).toBe('tile drawn');
    key('r');
    await appendedCount(api, 2);
    await waitFor(() => expect(phase()).toBe('scoring'));
    key('e');
    await appendedCount(api, 3);
    await waitFor(() => expect(phase()).toBe('start of turn'));
    const turn = document.querySelector('.tb-turn') as HTMLElement;
    await waitFor(() => expect(turn.contains(document.activeElement)).toBe(true));
  });

  it('the score strip lists every score, the active player marked', async () => {
    await renderTable(gameRecord([draw('U')]));
    const strip = screen.getByRole('list', { name: 'Scores' });
    const seats = within(strip).getAllByRole('listitem');
    expect(seats.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Ana'),
      expect.stringContaining('Ben'),
    ]);
    expect(seats[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('the score strip (kept at the top of a phone) carries Undo, in reach after a mis-tap', async () => {
    const { api } = await renderTable(gameRecord([draw('U'), place()]));
    const strip = document.querySelector('.tb-strip') as HTMLElement;
    const undo = within(strip).getByRole('button', {
      name: 'Undo the last move',
    }) as HTMLButtonElement;
    await waitFor(() => expect(undo.disabled).toBe(false));
    fireEvent.click(undo);
    await waitFor(() => expect(api.calls).toContain('undo'));
  });
});
