import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../../../src/renderer/src/state/gameSession';
import { gameRecord } from './fakeApi';
import { draw, place, renderTable } from './helpers';

/** A second device on the same store: its own session, as another tab or phone opens one. */
async function otherDevice(api: Awaited<ReturnType<typeof renderTable>>['api'], id: string) {
  const opened = await api.sessions.open(id);
  if (!opened.ok) throw new Error(opened.error.message);
  const record = opened.value.record;
  return createRoot(() => createGameSession(api, id, record, opened.value.info));
}

const news = () => document.querySelector<HTMLElement>('.tb-elsewhere');

describe('Table: another device changed the game first', () => {
  it('says what it did above the turn (an alert), not under the tile tapped, and takes the news back on Dismiss', async () => {
    const { api, id, session } = await renderTable(gameRecord([]));
    const phone = await otherDevice(api, id);
    expect(await phone.dispatch(draw('V'))).toEqual({ ok: true });

    // This table had not seen the phone's draw: its own tap is refused, the game shown anew.
    fireEvent.click(document.querySelector('[data-tile="B"]') as HTMLButtonElement);
    await waitFor(() => expect(news()).not.toBeNull());
    const box = news() as HTMLElement;
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.classList.contains('tb-elsewhere--warning')).toBe(true);
    expect(box.textContent).toMatch(
      /Another device played a move first: .+V.+your tap was not saved/,
    );
    // Above the turn panel in the page, where the table scrolls it into view.
    const turn = document.querySelector('.tb-turn') as HTMLElement;
    expect(box.compareDocumentPosition(turn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing said beside the tile grid any more.
    expect(within(turn).queryByText(/Another device/)).toBeNull();
    expect(api.appended).toEqual([draw('V')]);

    await waitFor(() => expect(session.pending()).toBe(false)); // taps wait for the store
    fireEvent.click(within(box).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(news()).toBeNull());
  });

  it('a newer refusal replaces the older one, and the next move here takes it away', async () => {
    const { api, id, session } = await renderTable(gameRecord([]));
    const phone = await otherDevice(api, id);
    await phone.dispatch(draw('V'));
    fireEvent.click(document.querySelector('[data-tile="B"]') as HTMLButtonElement);
    await waitFor(() => expect(news()?.textContent).toMatch(/V/));
    await phone.dispatch(place());
    expect((await session.dispatch(place())).ok).toBe(false);
    await waitFor(() => expect(news()?.textContent).not.toMatch(/drew/));
    expect(screen.getAllByRole('alert').filter((el) => el.matches('.tb-elsewhere'))).toHaveLength(
      1,
    );

    expect(await session.dispatch({ type: 'endTurn' })).toEqual({ ok: true });
    await waitFor(() => expect(news()).toBeNull());
  });

  it('says news of a move made elsewhere politely, not as a warning', async () => {
    const { session } = await renderTable(gameRecord([]));
    session.tellElsewhere({ text: 'Another device played a move: Ben drew U' });
    await waitFor(() => expect(news()).not.toBeNull());
    expect(news()?.getAttribute('role')).toBe('status');
    expect(news()?.classList.contains('tb-elsewhere--warning')).toBe(false);
  });

  it('offers the way on it is given (Restore, for a game put in the trash elsewhere)', async () => {
    const { session } = await renderTable(gameRecord([]));
    let restored = 0;
    session.tellElsewhere({
      text: 'This game was moved to the trash on another device or window. Restore it to go on playing.',
      action: { label: 'Restore', run: () => restored++ },
    });
    await waitFor(() => expect(news()).not.toBeNull());
    fireEvent.click(within(news() as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(restored).toBe(1);
  });
});
