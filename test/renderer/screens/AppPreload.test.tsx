import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { App } from '../../../src/renderer/src/App';
import { tileImagesLoadedAhead } from '../../../src/renderer/src/state/tileImagesAhead';
import { createFakeApi } from './fakeApi';

// What New game loads ahead of the tap on Start: the table's chunk and its draw grid.
const loaded = vi.hoisted(() => ({ table: 0, grid: 0 }));
vi.mock('../../../src/renderer/src/screens/Table', () => {
  loaded.table++;
  return { Table: () => <h1>Table</h1> };
});
vi.mock('../../../src/renderer/src/screens/table/keptTileGrid', () => ({
  prepareTileGridForNewGame: () => {
    loaded.grid++;
  },
}));

beforeAll(async () => {
  await import('../../../src/renderer/src/screens/NewGame');
}, 120_000);

afterEach(cleanup);

it('loads the table, builds its draw grid and loads the tile images while New game is open, before Start', async () => {
  const api = createFakeApi();
  render(() => <App api={api} />);
  await screen.findByRole('button', { name: /New game/ });
  // Home stays light: the table is not loaded for it.
  expect(loaded).toEqual({ table: 0, grid: 0 });
  expect(tileImagesLoadedAhead()).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: /New game/ }));
  await screen.findByLabelText('Player 1 name', {}, { timeout: 10_000 });
  await waitFor(() => expect(loaded).toEqual({ table: 1, grid: 1 }));
  await waitFor(() => expect(tileImagesLoadedAhead()).toBeGreaterThan(0));
  expect(api.sessions.create).not.toHaveBeenCalled();
});
