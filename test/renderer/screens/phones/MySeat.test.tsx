import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MySeat } from '../../../../src/renderer/src/screens/phones/MySeat';
import { MY_COLOUR_KEY } from '../../../../src/renderer/src/screens/phones/seatChoice';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { createFakeApi, type FakeApi, players, record } from '../fakeApi';

/** The fake API with onSessionChanged, and `changed(id)` to play the host's notification. */
function withChanges(api: FakeApi) {
  const listeners = new Set<(id: string) => void>();
  Object.assign(api, {
    onSessionChanged: vi.fn((listener: (id: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  });
  return (id: string) => {
    for (const listener of listeners) listener(id);
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const me = () => document.querySelector('.ph-me')?.getAttribute('data-player');

describe('My seat across the games of a night', () => {
  it('follows the player picked into the next game with the colours dealt again, and asks in a game without them', async () => {
    const api = createFakeApi();
    const changed = withChanges(api);
    api.add(record(['Ana', 'Ben']), 'First game', '2026-12-04T19:00:00.000Z');
    render(() => <MySeat api={api} storage={window.localStorage} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Ana, red/ }));
    await waitFor(() => expect(me()).toBe('ana'));

    // The second game: Ben has red now, Ana blue.
    const second = api.add(
      {
        ...record([]),
        players: [players('Ben')[0], { ...players('x', 'Ana')[1], id: 'p2' }],
      } as never,
      'Second game',
      '2026-12-04T20:00:00.000Z',
    );
    changed(second);
    await waitFor(() => expect(me()).toBe('p2'));
    expect(document.querySelector('.ph-me__name')?.textContent).toBe('Ana');

    // A game without Ana: the phone asks, it does not show whoever has blue.
    const third = api.add(record(['Cleo', 'Dan']), 'Third game', '2026-12-04T21:00:00.000Z');
    changed(third);
    expect(await screen.findByRole('group', { name: 'Third game: who are you?' })).toBeTruthy();
    expect(me()).toBeUndefined();
  });

  it('says why it went back to the game before: the one it showed was put in the trash elsewhere', async () => {
    const api = createFakeApi();
    const changed = withChanges(api);
    api.add(record(['Ana', 'Ben']), 'First game', '2026-12-04T19:00:00.000Z');
    const second = api.add(record(['Cleo', 'Dan']), 'Second game', '2026-12-04T20:00:00.000Z');
    render(() => <MySeat api={api} storage={window.localStorage} />);
    await screen.findByRole('group', { name: 'Second game: who are you?' });
    await api.sessions.delete(second);
    changed(second);
    await screen.findByRole('group', { name: 'First game: who are you?' });
    expect(screen.getByRole('status').textContent).toBe(
      '“Second game” was put in the trash on another device. Shown now: “First game”, the game played before it.',
    );
    // A new game begun is no news: the line goes.
    const third = api.add(record(['Eve', 'Fil']), 'Third game', '2026-12-04T21:00:00.000Z');
    changed(third);
    await screen.findByRole('group', { name: 'Third game: who are you?' });
    expect(screen.queryByText(/was put in the trash/)).toBeNull();
  });

  it('follows the colour an older version kept, and asks again after "Not me"', async () => {
    window.localStorage.setItem(MY_COLOUR_KEY, 'blue');
    const api = createFakeApi();
    withChanges(api);
    api.add(record(['Ana', 'Ben']), 'Game', '2026-12-04T19:00:00.000Z');
    render(() => <MySeat api={api} storage={window.localStorage} />);
    await waitFor(() => expect(me()).toBe('ben'));
    fireEvent.click(screen.getByRole('button', { name: 'Not me' }));
    expect(await screen.findByRole('group', { name: 'Game: who are you?' })).toBeTruthy();
    expect(window.localStorage.length).toBe(0);
  });
});

describe("My seat: the turn's time", () => {
  it('counts the turn as the table does, from its stamps, outside the live region', async () => {
    vi.useFakeTimers({
      now: new Date('2026-12-04T19:01:00.000Z'),
      toFake: ['Date', 'setInterval'],
    });
    try {
      const api = createFakeApi();
      withChanges(api);
      // Created at 19:00:00 (the fake store dates it by its last play); Ana drew at 19:00:30.
      const events = [{ type: 'draw', tile: 'U', at: '2026-12-04T19:00:30.000Z' }] as GameEvent[];
      api.add(record(['Ana', 'Ben'], events), 'Game', '2026-12-04T19:00:00.000Z');
      window.localStorage.setItem(MY_COLOUR_KEY, 'red');
      render(() => <MySeat api={api} storage={window.localStorage} />);
      const timer = await screen.findByRole('timer', { name: 'Time this turn' });
      expect(timer.textContent).toBe('1:00');
      vi.advanceTimersByTime(5_000);
      expect(timer.textContent).toBe('1:05');
      expect(timer.closest('[aria-live]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs no clock once the game is over, or before a seat is picked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const api = createFakeApi();
      withChanges(api);
      const events = [
        { type: 'draw', tile: 'U' },
        { type: 'place' },
        { type: 'endTurn' },
        { type: 'endGame' },
        { type: 'finish' },
      ] as GameEvent[];
      api.add(record(['Ana', 'Ben'], events), 'Game over');
      render(() => <MySeat api={api} storage={window.localStorage} />);
      // No seat picked yet: the names to pick from, and no clock.
      await screen.findByRole('button', { name: /^Ana/ });
      expect(vi.getTimerCount()).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: /^Ana/ }));
      await screen.findByText(/Game over/);
      expect(screen.queryByRole('timer')).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
