import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/renderer/src/App';
import type { GameSession } from '../../../src/renderer/src/state/gameSession';
import type { GameEvent } from '../../../src/shared/record/schema';
import { createFakeApi, type FakeApi, record } from './fakeApi';

// The table is another screen's business here.
vi.mock('../../../src/renderer/src/screens/Table', () => ({
  Table: (props: { session: GameSession }) => (
    <main>
      <h1>Table</h1>
      <p data-testid="players">
        {props.session
          .snapshot()
          .context.players.map((p) => p.name)
          .join(', ')}
      </p>
    </main>
  ),
}));

const finished: GameEvent[] = [
  { type: 'draw', tile: 'U' },
  { type: 'place' },
  { type: 'endTurn' },
  { type: 'endGame' },
  { type: 'finish' },
];

let api: FakeApi;
let done: string;

beforeEach(() => {
  api = createFakeApi();
  done = api.add(record(['Ana', 'Ben', 'Cleo'], [...finished]), 'Game 1', '2025-11-29T20:00:00Z');
  api.nightStore.push({
    id: '00000000-0000-4000-8000-00000000aaaa',
    name: 'Friday',
    created: '2025-11-29T19:00:00.000Z',
    sessions: [done],
  });
});

afterEach(cleanup);

describe('App: game nights and statistics', () => {
  it('Rematch on Home opens the new game on the table, the next player first', async () => {
    render(() => <App api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rematch of Game 1' }));
    await screen.findByRole('heading', { name: 'Table' });
    expect(screen.getByTestId('players').textContent).toBe('Ben, Cleo, Ana');
  });

  it('Results of a game whose rematch is started opens that rematch, not a new one', async () => {
    const rematch = await api.nights.rematch(done);
    if (!rematch.ok) throw new Error(rematch.error.message);
    render(() => <App api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Results Game 1' }));
    // A lazy screen: its chunk loads on first use (seconds on a busy machine).
    fireEvent.click(
      await screen.findByRole('button', { name: /^Open the rematch/ }, { timeout: 10_000 }),
    );
    await screen.findByRole('heading', { name: 'Table' });
    expect(screen.getByTestId('players').textContent).toBe('Ben, Cleo, Ana');
    expect(api.nights.rematch).toHaveBeenCalledTimes(1);
    expect(api.sessions.open).toHaveBeenLastCalledWith(rematch.value.id);
  });

  it('Statistics opens the statistics screen (loaded when needed), and Back comes home', async () => {
    render(() => <App api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Statistics' }));
    // A lazy screen: its chunk loads on first use (seconds on a busy machine).
    await screen.findByRole('heading', { name: 'Statistics', level: 1 }, { timeout: 10_000 });
    await screen.findByText('1 game, 1 finished · 3 players');
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Meeple Ledger', level: 1 })).toBeTruthy(),
    );
  });
});
