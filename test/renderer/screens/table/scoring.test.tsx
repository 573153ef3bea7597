import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import {
  appendedCount,
  button,
  deploy,
  draw,
  endTurn,
  place,
  reasonOf,
  renderTable,
} from './helpers';

/** Ana has two knights on C1 (after a merge), Ben one; Ana has a farmer on F1. */
const board: GameEvent[] = [
  draw('E'),
  place(),
  deploy('a1', 'C1', 'city'),
  endTurn,
  draw('E'),
  place(),
  deploy('b1', 'C2', 'city'),
  endTurn,
  draw('E'),
  place(),
  deploy('a2', 'C3', 'city'),
  endTurn,
  draw('U'),
  place(),
  { type: 'merge', features: ['C1', 'C2', 'C3'] },
  endTurn,
  draw('U'),
  place(),
  deploy('a3', 'F1', 'field'),
  endTurn,
  draw('V'),
  place(),
];

const scorer = () => screen.getByRole('region', { name: 'Score city 1' });

describe('Table: scoring', () => {
  it('shows the points and the majority winners before confirming', async () => {
    const { api, session } = await renderTable(gameRecord(board));
    fireEvent.click(button('No meeple: on to scoring'));
    fireEvent.click(await screen.findByRole('button', { name: /^City 1/ }));
    const score = within(scorer()).getByRole('button', {
      name: /Score city 1/,
    }) as HTMLButtonElement;
    expect(score.disabled).toBe(true);
    expect(reasonOf(score)).toBe('Enter the number of tiles');

    const tiles = within(scorer()).getByRole('spinbutton', { name: 'Tiles' });
    fireEvent.input(tiles, { target: { value: '4' } });
    fireEvent.click(within(scorer()).getByRole('button', { name: 'Pennants: one more' }));
    expect(within(scorer()).getByTestId('points').textContent).toBe('10');
    const owners = within(scorer()).getAllByRole('listitem');
    expect(owners.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Ana2 meeples.*Majority: \+10$/),
      expect.stringMatching(/Ben1 meeple\s*scores nothing$/),
    ]);
    expect(within(scorer()).getByText('Ana scores 10 points.')).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(api.calls).toEqual([]);

    fireEvent.click(score);
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'score', feature: 'C1', tiles: 4, pennants: 1 });
    await waitFor(() => expect(session.snapshot().context.players[0]?.score).toBe(10));
    expect(screen.queryByRole('region', { name: 'Score city 1' })).toBeNull();
  });

  it('says a tie scores everyone tied', async () => {
    const tied = board.map((e) =>
      e.type === 'merge' ? ({ type: 'merge', features: ['C1', 'C2'] } as GameEvent) : e,
    );
    await renderTable(gameRecord(tied));
    fireEvent.click(button('No meeple: on to scoring'));
    fireEvent.keyDown(document.body, { key: '1' });
    fireEvent.input(within(scorer()).getByRole('spinbutton', { name: 'Tiles' }), {
      target: { value: '2' },
    });
    expect(within(scorer()).getByText('Ana and Ben tie and each score 4 points.')).toBeTruthy();
  });

  it('keeps fields out of scoring during play, with the reason (B5)', async () => {
    await renderTable(gameRecord(board));
    fireEvent.click(button('No meeple: on to scoring'));
    const field = (await screen.findByRole('button', { name: /^Field 1/ })) as HTMLButtonElement;
    expect(field.disabled).toBe(true);
    expect(screen.getByText('A field cannot be scored before the end (B5)')).toBeTruthy();
  });

  it('merges features a tile joined', async () => {
    const separate = board.filter((e) => e.type !== 'merge');
    const { api } = await renderTable(gameRecord(separate));
    fireEvent.click(button('No meeple: on to scoring'));
    const merge = screen.getByRole('group', { name: /Merge features a tile joined/ });
    fireEvent.click(within(merge).getByRole('checkbox', { name: /City 2/ }));
    fireEvent.click(within(merge).getByRole('checkbox', { name: /Field 1/ }));
    const go = within(merge).getByRole('button', {
      name: /Merge city 2 and field 1/,
    }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(reasonOf(go)).toBe('Merged features must all be of one kind');
    fireEvent.click(within(merge).getByRole('checkbox', { name: /Field 1/ }));
    fireEvent.click(within(merge).getByRole('checkbox', { name: /City 1/ }));
    fireEvent.click(
      within(merge).getByRole('button', { name: 'Merge city 2 and city 1 into city 2' }),
    );
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'merge', features: ['C2', 'C1'] });
  });
});
