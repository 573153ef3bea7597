import { fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import {
  keptTileGridOf,
  prepareTileGridForNewGame,
} from '../../../../src/renderer/src/screens/table/keptTileGrid';
import { gameRecord } from './fakeApi';
import { draw, endTurn, place, renderTable } from './helpers';

/** The draw grid is built once per game and updated, not rebuilt, at each new draw. */

const grid = () => document.querySelector('.ml-tilegrid');
const tileButton = (id: string) =>
  document.querySelector<HTMLButtonElement>(`.ml-tilegrid button[data-tile="${id}"]`);

describe('Table: the draw grid is kept between turns', () => {
  it('the same grid and buttons come back at the next draw, with the counts updated', async () => {
    const { session } = await renderTable(gameRecord([]));
    const first = grid();
    const u = tileButton('U');
    expect(first).not.toBeNull();
    expect(u?.textContent).toMatch(/7 left/);
    fireEvent.input(screen.getByRole('searchbox', { name: /Find tile/ }), {
      target: { value: 'u' },
    });
    for (const event of [draw('U'), place(), endTurn]) {
      const outcome = await session.dispatch(event);
      expect(outcome.ok).toBe(true);
    }
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Ben draws a tile' })).toBeTruthy(),
    );
    expect(grid()).toBe(first);
    expect(tileButton('U')).toBe(u);
    expect(u?.textContent).toMatch(/6 left/);
    // A new draw starts with the filter box empty and focused, every tile shown.
    const box = screen.getByRole('searchbox', { name: /Find tile/ }) as HTMLInputElement;
    expect(box.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(box)); // in the frame after the draw
    expect(tileButton('V')).not.toBeNull();
  });

  it("after a draw the same grid offers the next player's tile, its counts brought up to date after the draw's own frame", async () => {
    const { session } = await renderTable(gameRecord([]));
    const first = grid();
    const u = tileButton('U');
    expect(u?.textContent).toMatch(/7 left/);
    expect((await session.dispatch(draw('U'))).ok).toBe(true);
    await waitFor(() => expect(document.querySelector('.tb-turn > .tb-next-tile')).not.toBeNull());
    expect(grid()).toBe(first);
    await waitFor(() => expect(u?.textContent).toMatch(/6 left/));
  });

  it('the grid stays in place under the panels: hidden (its layout kept) while no panel offers it, the same node when End turn brings the draw back', async () => {
    // An arrow tile in hand: no next tile beside the turn until its arrow is chosen.
    const { session } = await renderTable(
      gameRecord([draw('arrow-add')], { expansions: ['anniversary'] }),
    );
    const host = () => document.querySelector('.tb-turn > .tb-tiles') as HTMLElement;
    const built = grid();
    expect(host().getAttribute('aria-hidden')).toBe('true');
    expect(host().hasAttribute('inert')).toBe(true);
    expect(host().contains(built)).toBe(true);
    expect(screen.queryByRole('searchbox', { name: /Find tile/ })).toBeNull();
    expect(keptTileGridOf(session)).toBe(built);
    for (const event of [place({ ownArrow: 'open' }), endTurn])
      expect((await session.dispatch(event)).ok).toBe(true);
    await waitFor(() => expect(host().getAttribute('aria-hidden')).toBeNull());
    expect(host().classList.contains('tb-draw-tiles')).toBe(true);
    expect(host().hasAttribute('inert')).toBe(false);
    expect(grid()).toBe(built);
    expect(tileButton('U')?.textContent).toMatch(/7 left/);
    // The draw panel's own handler and reasons: a tap draws.
    tileButton('V')?.click();
    await waitFor(() => expect(session.events().at(-1)).toMatchObject({ type: 'draw', tile: 'V' }));
    // The tile in hand: the same grid, now the next player's, below the turn's panel.
    await waitFor(() => expect(host().classList.contains('tb-next-tile')).toBe(true));
    expect(grid()).toBe(built);
    expect(host().getAttribute('aria-labelledby')).toBe('tb-next-tile-title');
  });

  it('another game takes the grid over once it is off the page: the same node, its own counts and taps', async () => {
    const one = await renderTable(gameRecord([]));
    const first = grid();
    one.unmount();
    const two = await renderTable(gameRecord([draw('U'), place(), endTurn]));
    expect(grid()).toBe(first);
    expect(tileButton('U')?.textContent).toMatch(/6 left/);
    tileButton('V')?.click();
    await waitFor(() => expect(two.session.events().at(-1)).toMatchObject({ tile: 'V' }));
    expect(one.session.events()).toHaveLength(0);
  });

  it("New game builds the whole catalogue's grid while idle: the game it starts shows it, with its own deck only", async () => {
    const leftOver = await renderTable(gameRecord([draw('U')])); // a grid off the page
    leftOver.unmount();
    prepareTileGridForNewGame();
    await waitFor(() => expect(keptTileGridOf(undefined)).toBeInstanceOf(HTMLElement), {
      timeout: 3000,
    });
    const built = keptTileGridOf(undefined) as HTMLElement;
    expect(built.querySelector('button[data-tile^="revolt-"]')).not.toBeNull();
    await renderTable(gameRecord([]));
    expect(grid()).toBe(built);
    expect(tileButton('U')?.textContent).toMatch(/7 left/);
    expect(document.querySelector('.ml-tilegrid button[data-tile^="revolt-"]')).toBeNull();
  });

  it('while it is on the page, another game gets a grid of its own', async () => {
    await renderTable(gameRecord([]));
    const first = grid();
    const second = await renderTable(gameRecord([draw('U'), place(), endTurn]));
    const grids = second.container.querySelectorAll('.ml-tilegrid');
    expect(grids).toHaveLength(1);
    expect(grids[0]).not.toBe(first);
    expect(first?.isConnected).toBe(true);
  });
});

describe('Table: a draw does not ask the draw panel’s questions of the state after it', () => {
  it('no tile is checked for a draw once one is drawn, nor is a reason put on a tile and taken off', async () => {
    const { session } = await renderTable(gameRecord([]));
    const asked: unknown[] = [];
    const check = session.check;
    (session as { check: typeof session.check }).check = (event) => {
      if (event.type === 'draw') asked.push(event);
      return check(event);
    };
    const reasonsShown: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains('ml-tilegrid__why'))
            reasonsShown.push(node.closest('button')?.dataset.tile ?? '?');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    expect((await session.dispatch(draw('U'))).ok).toBe(true);
    await waitFor(() =>
      expect(document.querySelector('.tb-play[data-phase="place"]')).not.toBeNull(),
    );
    observer.disconnect();
    // The panel went with the draw: in the state after it every draw is refused (a tile is in
    // hand), and asking showed that on all the tiles for the length of the update.
    expect(asked).toEqual([]);
    expect(reasonsShown).toEqual([]);
  });
});
