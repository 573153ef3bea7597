import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import { appendedCount, button, deploy, draw, endTurn, place, renderTable } from './helpers';

/** Ana: a farmer on F1; Ben: a knight on C1; Ana: a monk on M1; then the game is ended. */
const ended: GameEvent[] = [
  draw('U'),
  place(),
  deploy('a1', 'F1', 'field'),
  endTurn,
  draw('E'),
  place(),
  deploy('b1', 'C1', 'city'),
  endTurn,
  draw('B'),
  place(),
  deploy('a2', 'M1', 'monastery'),
  endTurn,
  { type: 'endGame' },
];

const region = (name: string) => screen.getByRole('region', { name });

/** A button of a count pad in a region: its value first, then the points it makes. */
const padButton = (scope: HTMLElement, n: number) =>
  within(scope).getByRole('button', { name: new RegExp(`^${n}\\b`) }) as HTMLButtonElement;

describe('FinalScoring', () => {
  it('the Deck tab gives no odds once the game has ended', async () => {
    await renderTable(gameRecord(ended));
    fireEvent.click(screen.getByRole('tab', { name: 'Deck' }));
    expect(screen.getByText('The game has ended: no more tiles are drawn.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Next tile: chance by type' })).toBeNull();
  });

  it('scores a field by the completed cities it touches, the rest, then finishes', async () => {
    const { api, session, onResults } = await renderTable(gameRecord(ended));
    expect(screen.getByRole('heading', { name: 'Final scoring', level: 2 })).toBeTruthy();
    expect(screen.getByText('3 features left to score')).toBeTruthy();

    const field = region('Score field 1');
    expect(within(field).getByText('Ana wins the majority.')).toBeTruthy();
    expect(padButton(field, 2).textContent).toBe('2 +6');
    fireEvent.click(padButton(field, 2));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'finalScore', feature: 'F1', cities: 2 });
    await waitFor(() => expect(session.snapshot().context.players[0]?.score).toBe(6));

    const city = region('Score city 1');
    fireEvent.click(within(city).getByRole('radio', { name: '1' }));
    expect(padButton(city, 3).textContent).toBe('3 +4');
    fireEvent.click(padButton(city, 3));
    await appendedCount(api, 2);
    expect(api.appended[1]).toEqual({ type: 'finalScore', feature: 'C1', tiles: 3, pennants: 1 });

    const monastery = region('Score monastery 1');
    fireEvent.click(padButton(monastery, 6));
    await appendedCount(api, 3);
    expect(api.appended[2]).toEqual({ type: 'finalScore', feature: 'M1', tiles: 6 });

    expect(await screen.findByText('Every feature is scored')).toBeTruthy();
    expect(session.snapshot().context.players.map((p) => p.score)).toEqual([12, 4]);
    expect(onResults).not.toHaveBeenCalled();
    fireEvent.click(button('Finish the game'));
    await appendedCount(api, 4);
    expect(api.appended[3]).toEqual({ type: 'finish' });
    await waitFor(() => expect(onResults).toHaveBeenCalledTimes(1));
  });

  it('B5: lists the board by kind, farmers last, not in the order the meeples went down', async () => {
    await renderTable(gameRecord(ended));
    const scorers = screen.getAllByRole('region', { name: /^Score / });
    expect(
      ['Score city 1', 'Score monastery 1', 'Score field 1'].map((name) =>
        scorers.indexOf(region(name)),
      ),
    ).toEqual([0, 1, 2]);
  });

  it('keeps the pennants chosen in one calculator while another feature is scored', async () => {
    const { api } = await renderTable(gameRecord(ended));
    fireEvent.click(within(region('Score city 1')).getByRole('radio', { name: '2' }));
    fireEvent.click(padButton(region('Score monastery 1'), 9));
    await appendedCount(api, 1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Score monastery 1' })).toBeNull(),
    );
    expect(
      within(region('Score city 1')).getByRole('radio', { name: '2' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('says what the Other number box takes, tied to the box: a whole number from the least up', async () => {
    const { api } = await renderTable(gameRecord(ended));
    const city = region('Score city 1');
    const box = within(city).getByRole('textbox', { name: 'Other number' }) as HTMLInputElement;
    // B5: an incomplete city has a tile at least; −3 is a number, just not one it takes.
    for (const typed of ['-3', 'abc', '2.5', '0', '1000']) {
      fireEvent.input(box, { target: { value: typed } });
      expect(box.getAttribute('aria-describedby')).toBeNull();
      fireEvent.keyDown(box, { key: 'Enter' });
      const alert = await within(city).findByRole('alert');
      expect(alert.textContent).toBe('Type a whole number from 1 to 999, then Enter.');
      expect(box.getAttribute('aria-describedby')).toBe(alert.id);
      expect(box.getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.calls).toEqual([]);
    fireEvent.input(box, { target: { value: '14' } });
    expect(within(city).queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'finalScore', feature: 'C1', tiles: 14, pennants: 0 });
  });

  it('asks before finishing with features left unscored', async () => {
    const { api, onResults } = await renderTable(gameRecord(ended));
    fireEvent.click(button('Finish the game'));
    expect(screen.getByText(/3 features still have meeples and are not scored/)).toBeTruthy();
    expect(api.calls).toEqual([]);
    fireEvent.click(button('Yes'));
    await appendedCount(api, 1);
    await waitFor(() => expect(onResults).toHaveBeenCalled());
  });
});

describe('FinalScoring: where the focus goes (keyboard, screen readers)', () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it('on the panel when it opens, then from a feature scored to the next in its place, then to Finish; never on the page body', async () => {
    const { api } = await renderTable(gameRecord(ended));
    await frame();
    expect(document.activeElement?.matches('.fs')).toBe(true);

    // Order on screen: city 1, monastery 1, field 1 (farmers last, B5).
    const city = region('Score city 1');
    const first = padButton(city, 3);
    first.focus();
    fireEvent.click(first);
    await appendedCount(api, 1);
    await waitFor(() => expect(document.activeElement).toBe(region('Score monastery 1')));

    const monastery = region('Score monastery 1');
    padButton(monastery, 6).focus();
    fireEvent.click(padButton(monastery, 6));
    await appendedCount(api, 2);
    await waitFor(() => expect(document.activeElement).toBe(region('Score field 1')));

    const field = region('Score field 1');
    padButton(field, 2).focus();
    fireEvent.click(padButton(field, 2));
    await appendedCount(api, 3);
    await waitFor(() => expect(document.activeElement?.matches('[data-finish]')).toBe(true));
  });
});
