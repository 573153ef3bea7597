import { fireEvent, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, button, draw, place, renderTable } from './helpers';

/**
 * The focused button of the turn panel is let go just before a move is worked into the page
 * (removing a focused element had the browser lay the half-updated page out on the spot), and
 * given back in the frame after when it is still there.
 */
describe('Table: the focus around a move', () => {
  it('a move that removes the focused button lets it go first; the turn panel takes the focus in the frame after', async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    const road = button(/Meeple on the road/);
    road.focus();
    let connectedWhenLetGo: boolean | undefined;
    const blur = road.blur.bind(road);
    road.blur = () => {
      connectedWhenLetGo ??= road.isConnected;
      blur();
    };
    fireEvent.click(road);
    await appendedCount(api, 2);
    expect(connectedWhenLetGo).toBe(true);
    expect(road.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('.tb-turn')));
  });

  it('a button that stays through the move gets its focus back (an undo with End turn focused)', async () => {
    const { session } = await renderTable(gameRecord([draw('U'), place()]));
    const endTurn = document.querySelector<HTMLButtonElement>('[data-end="turn"]');
    expect(endTurn).not.toBeNull();
    endTurn?.focus();
    let letGo = false;
    if (endTurn) {
      const blur = endTurn.blur.bind(endTurn);
      endTurn.blur = () => {
        letGo = true;
        blur();
      };
    }
    expect((await session.undo()).ok).toBe(true);
    expect(letGo).toBe(true);
    expect(session.events()).toHaveLength(1);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await waitFor(() => expect(document.activeElement).toBe(endTurn));
    expect(endTurn?.isConnected).toBe(true);
  });
});
