import { fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, button, deploy, draw, endTurn, place, renderTable } from './helpers';

const anniversary = { expansions: ['anniversary' as const] };
const endTurnButton = () => button(/^End turn/) as HTMLButtonElement;

describe('Table: the tile in hand (placement implied by the next tap)', () => {
  it('a plain turn is one more tap: End turn stores place, then endTurn', async () => {
    const { api, session } = await renderTable(gameRecord([draw('V')]));
    expect(screen.getByRole('heading', { name: 'Ana plays the tile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Place/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /No meeple/ })).toBeNull();
    expect(screen.queryByText(/Where does its/)).toBeNull();
    fireEvent.click(endTurnButton());
    await appendedCount(api, 2);
    expect(api.appended).toEqual([{ type: 'place' }, { type: 'endTurn' }]);
    await waitFor(() => expect(session.snapshot().context.turn.number).toBe(2));
  });

  it('E ends a plain turn from the keyboard', async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    fireEvent.keyDown(document.body, { key: 'e' });
    await appendedCount(api, 2);
    expect(api.appended.map((e) => e.type)).toEqual(['place', 'endTurn']);
  });

  it('an arrow tile asks where its arrow points before anything else; open scores +2', async () => {
    const { api, session } = await renderTable(gameRecord([draw('arrow-add')], anniversary));
    expect(endTurnButton().disabled).toBe(true);
    expect(screen.getAllByText('Say where its arrow points first.').length).toBeGreaterThan(0);
    // E does nothing while the choice is missing.
    fireEvent.keyDown(document.body, { key: 'e' });
    expect(api.calls).toEqual([]);
    fireEvent.click(
      button(/At an empty square: \+2 points, added with your next choice this turn/),
    );
    expect(endTurnButton().disabled).toBe(false);
    fireEvent.click(endTurnButton());
    await appendedCount(api, 2);
    expect(api.appended[0]).toEqual({ type: 'place', ownArrow: 'open' });
    await waitFor(() => expect(session.snapshot().context.players[0]?.score).toBe(2));
  });

  it('an arrow pointing at a neighbour activates its own arrow by default', async () => {
    const { api } = await renderTable(gameRecord([draw('arrow-anywhere')], anniversary));
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(screen.getByText(/This placement activates its own arrow/)).toBeTruthy();
    fireEvent.click(endTurnButton());
    await appendedCount(api, 2);
    expect(api.appended[0]).toEqual({ type: 'place', ownArrow: 'neighbour', activate: 'own' });
  });

  it('A6: an add arrow with no meeple of the player on the board says at placement that it adds nothing', async () => {
    await renderTable(gameRecord([draw('arrow-add')], anniversary));
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(
      screen.getByText(
        'This placement activates its own arrow: add a meeple beside one of yours. It adds nothing: Ana has no meeple on the board to add one beside (A6).',
      ),
    ).toBeTruthy();
  });

  it('A6: an add arrow with a meeple of the player on the board promises the add', async () => {
    await renderTable(
      gameRecord(
        [
          ...[draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn],
          ...[draw('V'), place(), endTurn, draw('arrow-add')],
        ],
        anniversary,
      ),
    );
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(
      screen.getByText('This placement activates its own arrow: add a meeple beside one of yours.'),
    ).toBeTruthy();
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
      screen.getByText(/This placement activates the open arrow: take an extra turn/),
    ).toBeTruthy();
    fireEvent.click(endTurnButton());
    await appendedCount(api, 2);
    expect(api.appended[0]).toEqual({ type: 'place', activate: 'extra' });
  });

  it('A4: H ticks the first open arrow from the keyboard (it points here), as every choice here has its key', async () => {
    await renderTable(
      gameRecord(
        [draw('arrow-extra'), place({ ownArrow: 'open' }), endTurn, draw('V')],
        anniversary,
      ),
    );
    const extra = button(/Open arrow 1: take an extra turn/);
    expect(extra.getAttribute('aria-keyshortcuts')).toBe('H');
    fireEvent.keyDown(document.body, { key: 'h' });
    await waitFor(() => expect(extra.getAttribute('aria-pressed')).toBe('true'));
  });

  it('A4: open arrows not ticked do not point here: nothing is activated', async () => {
    const { api } = await renderTable(
      gameRecord(
        [draw('arrow-extra'), place({ ownArrow: 'open' }), endTurn, draw('V')],
        anniversary,
      ),
    );
    fireEvent.click(endTurnButton());
    await appendedCount(api, 2);
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
    expect(endTurnButton().disabled).toBe(true);
    expect(screen.getAllByText(/choose which arrow this placement activates \(A5\)/i).length).toBe(
      1,
    );
    fireEvent.click(button(/^The open arrow: add a meeple/));
    expect(endTurnButton().disabled).toBe(false);
    fireEvent.click(endTurnButton());
    await appendedCount(api, 2);
    expect(api.appended[0]).toEqual({
      type: 'place',
      ownArrow: 'neighbour',
      activate: 'add',
      spent: ['extra'],
    });
  });

  it('a meeple tap stores place, then the deploy; the panel stays on the same turn', async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    fireEvent.click(button(/^Meeple on the road/));
    await appendedCount(api, 2);
    expect(api.appended).toEqual([
      { type: 'place' },
      { type: 'deploy', meeple: 'm1', feature: 'R1', kind: 'road' },
    ]);
    await waitFor(() =>
      expect(document.querySelector('[data-done="meeple"]')?.textContent).toMatch(
        /meeple on a road/,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Ana plays the tile' })).toBeTruthy();
    // The road just taken is listed first (key 1), its scorer closed: on a phone an open pad
    // pushed the next player's tiles a screen down at every turn with a meeple.
    expect(screen.queryByRole('region', { name: 'Score road 1' })).toBeNull();
    const rows = [...document.querySelectorAll('.tb-features:not(.tb-features--others) li')];
    expect(rows[0]?.querySelector('[data-feature="R1"]')).toBeTruthy();
    fireEvent.click(button(/^Road 1/));
    expect(screen.getByRole('region', { name: 'Score road 1' })).toBeTruthy();
  });

  it('shows a refused save inline, next to the action, and keeps the panel', async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    api.failNext('The disk is full: the move was not saved.');
    fireEvent.click(endTurnButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The disk is full: the move was not saved.',
    );
    expect(screen.getByRole('heading', { name: 'Ana plays the tile' })).toBeTruthy();
    expect(api.appended).toEqual([]);
  });

  it('marks the table busy from the tap on, so a second tap lands nowhere until the move is on it', async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    const release = api.holdNext();
    const table = document.querySelector('.tb-table') as HTMLElement;
    expect(table.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button(/^Meeple on the field/));
    expect(table.getAttribute('aria-busy')).toBe('true');
    // No busy look yet for a quick save: the buttons are not redrawn.
    expect(screen.queryByText('Saving…')).toBeNull();
    // A second tap meanwhile is stopped before its handler: End turn stays on the screen.
    const endTurn = endTurnButton();
    expect(fireEvent.click(endTurn)).toBe(false);
    release();
    await appendedCount(api, 2);
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBeNull());
    expect(api.appended.map((event) => event.type)).toEqual(['place', 'deploy']);
  });

  it('turns the buttons off while a move is being saved', async () => {
    const { api } = await renderTable(gameRecord([draw('V')]));
    const release = api.holdNext();
    fireEvent.click(button(/^Meeple on the field/));
    await waitFor(() =>
      expect((button('Could not be placed') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText('Saving…')).toBeTruthy();
    release();
    await appendedCount(api, 2);
    expect(screen.queryByRole('button', { name: 'Could not be placed' })).toBeNull();
  });
});
