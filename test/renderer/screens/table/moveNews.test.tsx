import { fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, button, draw, renderTable } from './helpers';

const news = () => screen.getByTestId('move-news');

describe('Table: what a move did, told to a screen reader', () => {
  it('says each move the table stores, in a polite status, and nothing for the game as opened', async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    expect(news().getAttribute('role')).toBe('status');
    expect(news().textContent).toBe('');
    fireEvent.click(button(/Meeple on the road/));
    await appendedCount(api, 2);
    // The tile placed and the meeple on it: both moves of the tap, each a sentence.
    await waitFor(() => expect(news().textContent).toMatch(/placed .*\. .*road.*\.$/i));
  });

  it('takes back what it said when the move is undone: the page no longer says it happened', async () => {
    const { api, session } = await renderTable(gameRecord([draw('U')]));
    fireEvent.click(button(/Meeple on the road/));
    await appendedCount(api, 2);
    await waitFor(() => expect(news().textContent).toMatch(/road/i));
    expect((await session.undo()).ok).toBe(true);
    await waitFor(() => expect(news().textContent).toBe(''));
  });
});
