import { fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, button, draw, endTurn, place, reasonOf, renderTable } from './helpers';

const anniversary = { expansions: ['anniversary' as const] };

describe('Table: place', () => {
  it('places a plain tile with P', async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    expect(screen.queryByText(/Where does its/)).toBeNull();
    fireEvent.keyDown(document.body, { key: 'p' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'place' });
    expect(await screen.findByRole('heading', { name: 'Ana: place a meeple?' })).toBeTruthy();
  });

  it('requires the arrow choice for an arrow tile, then places it open for +2', async () => {
    const { api, session } = await renderTable(gameRecord([draw('arrow-add')], anniversary));
    const placeButton = button('Place') as HTMLButtonElement;
    expect(placeButton.disabled).toBe(true);
    expect(reasonOf(placeButton)).toMatch(/say where the tile's arrow points.*\(A2, A3\)/i);
    // P does nothing while the choice is missing.
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(api.calls).toEqual([]);
    fireEvent.click(button(/At no tile: it stays open, \+2 points/));
    expect(placeButton.disabled).toBe(false);
    fireEvent.click(placeButton);
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'place', ownArrow: 'open' });
    await waitFor(() => expect(session.snapshot().context.players[0]?.score).toBe(2));
  });

  it('an arrow pointing at a neighbour activates its own arrow by default', async () => {
    const { api } = await renderTable(gameRecord([draw('arrow-anywhere')], anniversary));
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(screen.getByText(/This placement activates Its own arrow/)).toBeTruthy();
    fireEvent.click(button('Place'));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'place', ownArrow: 'neighbour', activate: 'own' });
  });

  it('A4: shows the open arrows on the board; one ticked is activated at once', async () => {
    // Ana leaves an open extra arrow; Ben's tile lies where it points.
    const { api } = await renderTable(
      gameRecord(
        [draw('arrow-extra'), place({ ownArrow: 'open' }), endTurn, draw('V')],
        anniversary,
      ),
    );
    expect(screen.queryByRole('button', { name: /Its own arrow/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Open arrow 2/ })).toBeNull();
    const extra = button(/Open arrow 1: take an extra turn/);
    fireEvent.click(extra);
    expect(extra.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByText(/This placement activates The open arrow: take an extra turn/),
    ).toBeTruthy();
    fireEvent.click(button('Place'));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'place', activate: 'extra' });
  });

  it('A4: open arrows not ticked do not point here: nothing is activated', async () => {
    const { api } = await renderTable(
      gameRecord(
        [draw('arrow-extra'), place({ ownArrow: 'open' }), endTurn, draw('V')],
        anniversary,
      ),
    );
    fireEvent.click(button('Place'));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'place' });
  });

  it('A5: several arrows apply: the player chooses one, the rest are spent', async () => {
    const { api } = await renderTable(
      gameRecord(
        [
          draw('arrow-extra'),
          place({ ownArrow: 'open' }),
          endTurn,
          draw('arrow-add'),
          place({ ownArrow: 'open' }),
          endTurn,
          draw('arrow-anywhere'),
        ],
        anniversary,
      ),
    );
    fireEvent.click(button(/Open arrow 1: add a meeple/));
    fireEvent.click(button(/Open arrow 1: take an extra turn/));
    fireEvent.keyDown(document.body, { key: 'n' });
    const placeButton = button('Place') as HTMLButtonElement;
    expect(placeButton.disabled).toBe(true);
    expect(reasonOf(placeButton)).toMatch(/choose which arrow this placement activates \(A5\)/i);
    fireEvent.click(button(/^The open arrow: add a meeple/));
    expect(placeButton.disabled).toBe(false);
    fireEvent.click(placeButton);
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({
      type: 'place',
      ownArrow: 'neighbour',
      activate: 'add',
      spent: ['extra'],
    });
  });

  it('shows a refused save inline, next to the action, and keeps the panel', async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    api.failNext('The disk is full: the move was not saved.');
    fireEvent.click(button('Place'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The disk is full: the move was not saved.',
    );
    expect(screen.getByRole('heading', { name: 'Ana places the tile' })).toBeTruthy();
    expect(api.appended).toEqual([]);
  });

  it('turns the buttons off while a move is being saved', async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    const release = api.holdNext();
    fireEvent.click(button('Place'));
    await waitFor(() =>
      expect((button('Could not be placed') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText('Saving…')).toBeTruthy();
    release();
    await appendedCount(api, 1);
    expect(await screen.findByRole('heading', { name: 'Ana: place a meeple?' })).toBeTruthy();
  });
});
