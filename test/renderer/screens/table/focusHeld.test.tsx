import { fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import { gameRecord } from './fakeApi';
import {
  appendedCount,
  button,
  deploy,
  draw,
  endTurn,
  place,
  quietTurn,
  renderTable,
  turnPanel,
} from './helpers';

/**
 * The focused button of the turn panel is let go just before a move is worked into the page
 * (removing a focused element had the browser lay the half-updated page out on the spot), and
 * given back in the frame after when it is still there.
 */
describe('Table: the focus around a move', () => {
  it('a move that removes the focused button lets it go first; the first control where it stood takes the focus in the frame after', async () => {
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
    // The first control where it stood: the turn's next question (did the tile complete the
    // road?), not the whole panel, which a screen reader read out from its top.
    await waitFor(() =>
      expect(document.activeElement).toBe(document.querySelector('.tb-turn [data-feature="R1"]')),
    );
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
  it('Undo outside the panel keeps the focus through its undo: a second undo is one more press', async () => {
    const { session } = await renderTable(
      gameRecord([...quietTurn('V'), draw('U'), place(), deploy('b1', 'R1', 'road')]),
    );
    const undo = screen.getAllByRole('button', { name: 'Undo the last move' })[0] as HTMLElement;
    undo.focus();
    fireEvent.click(undo);
    // The meeple and the place it led go together: the tile is in hand again.
    await waitFor(() => expect(session.events()).toHaveLength(4));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(undo);
  });

  it('an undo back to the draw panel gives the tile search the keys (Undo in the header let go)', async () => {
    const { session } = await renderTable(gameRecord([...quietTurn('V'), draw('U')]));
    const undo = screen.getAllByRole('button', { name: 'Undo the last move' })[0] as HTMLElement;
    undo.focus();
    fireEvent.click(undo);
    await waitFor(() => expect(session.events()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: /Find tile/ });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });
});

describe('Table: keys held while a move is saved, and the focus', () => {
  it('a held Enter reaches the button that keeps the focus, once the frame has given it back (not End turn’s Enter)', async () => {
    const { api, session } = await renderTable(
      gameRecord([
        draw('E'),
        place(),
        deploy('b1', 'C1', 'city'),
        endTurn,
        draw('U'),
        place(),
        deploy('a1', 'R1', 'road'),
        endTurn,
        draw('V'),
        place(),
      ]),
    );
    // Frames as late as a browser's (the focus comes back in one), not at once.
    const frames = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation(
        (callback) => setTimeout(() => callback(performance.now()), 30) as unknown as number,
      );
    try {
      const roadRow = document.querySelector<HTMLButtonElement>('.tb-features [data-feature="R1"]');
      expect(roadRow).not.toBeNull();
      roadRow?.focus();
      const release = api.holdNext();
      const scoring = session.dispatch({ type: 'score', feature: 'C1', tiles: 2, pennants: 0 });
      await waitFor(() => expect(session.pending()).toBe(true));
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
      release();
      expect(await scoring).toEqual({ ok: true });
      // Enter pressed the road's row (its scorer opens); it did not end the turn.
      await waitFor(() =>
        expect(document.querySelector('.tb-scorer[data-feature="R1"]')).not.toBeNull(),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(api.appended.map((e) => e.type)).toEqual(['score']);
    } finally {
      frames.mockRestore();
    }
  });
});
