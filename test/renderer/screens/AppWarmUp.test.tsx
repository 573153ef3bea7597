import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../../src/renderer/src/App';
import { createFakeApi } from './fakeApi';

// The table New game draws ahead (state/warmUp.tsx) is New game's: asked while it is open only.
const warm = vi.hoisted(() => ({ drawn: 0 }));
vi.mock('../../../src/renderer/src/state/warmUp', () => ({
  warmUpTableOnce: () => {
    warm.drawn++;
  },
}));

beforeAll(async () => {
  await Promise.all([
    import('../../../src/renderer/src/screens/NewGame'),
    import('../../../src/renderer/src/state/warmUp'),
  ]);
}, 120_000);

beforeEach(() => {
  warm.drawn = 0;
});
afterEach(cleanup);

const openNewGame = async () => {
  render(() => <App api={createFakeApi()} />);
  fireEvent.click(await screen.findByRole('button', { name: /New game/ }));
  await screen.findByLabelText('Player 1 name', {}, { timeout: 10_000 });
};

it('draws the table ahead once the page is idle while New game is open', async () => {
  await openNewGame();
  await waitFor(() => expect(warm.drawn).toBe(1), { timeout: 3000 });
});

it('does not draw it once New game has closed (a table may be up by then)', async () => {
  await openNewGame();
  fireEvent.click(screen.getByRole('button', { name: /Back/ }));
  await screen.findByRole('button', { name: /New game/ });
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(warm.drawn).toBe(0);
});
