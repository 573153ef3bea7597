import { screen } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { renderTable } from './helpers';

const why = 'event 2: protection exists only in a game with The Peasant Revolts (Ruling 9)';

describe('Table: a stored game that the rules now refuse', () => {
  it('Ruling 9: opens read-only with the message, every move turned off', async () => {
    const { api } = await renderTable(gameRecord([]), why);
    expect(screen.getByText(/^Read-only: the rules as they stand now refuse a move/)).toBeTruthy();
    expect(
      screen.getByText(/\(Ruling 9\)\)\. It is shown as it was before that move/),
    ).toBeTruthy();
    const tile = document.querySelector('[data-tile="E"]') as HTMLButtonElement;
    expect(tile.disabled).toBe(true);
    expect(tile.title).toMatch(/read-only: event 2: .*\(Ruling 9\)/i);
    expect(api.appended).toEqual([]);
  });
});
