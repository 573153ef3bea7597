import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Home } from '../../../src/renderer/src/screens/Home';
import {
  findGames,
  gameSearchKey,
  hasWords,
  PAGE_SIZE,
  pageOf,
  searchKey,
  searchKeysOf,
} from '../../../src/renderer/src/screens/home/gameList';
import { listEarly, takeEarlyList } from '../../../src/renderer/src/state/earlyList';
import { createFakeApi, type FakeApi, record } from './fakeApi';

/** Home with years of games: pages of a few dozen rows, newest first, and a search while typing. */

afterEach(cleanup);

const NAMES = ['Ana', 'Ben', 'Zoë', 'Dan'];
let api: FakeApi;

beforeEach(() => {
  api = createFakeApi();
  for (let i = 0; i < 45; i++) {
    const seats = [NAMES[i % 4] as string, NAMES[(i + 1) % 4] as string];
    const day = new Date(Date.UTC(2024, 0, 1 + i, 20)).toISOString();
    const game = record(seats);
    game.players = game.players.map((p, seat) => ({ ...p, id: `p${seat}` }));
    api.add(game, `Night ${i + 1}`, day);
  }
});

const renderHome = () => render(() => <Home api={api} onResume={vi.fn()} onNewGame={vi.fn()} />);
const names = () =>
  [...document.querySelectorAll('[data-session] h3')].map((h) => h.textContent ?? '');

describe('Home list with many games', () => {
  it('shows one page of the newest games and turns pages both ways', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(names()).toHaveLength(PAGE_SIZE);
    expect(names()[0]).toBe('Night 45');
    expect(screen.getByText(`1–${PAGE_SIZE} of 45`)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of games' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(
      (within(pages).getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(names()).toEqual(['Night 5', 'Night 4', 'Night 3', 'Night 2', 'Night 1']);
    expect(screen.getByText('41–45 of 45')).toBeTruthy();
    expect(
      (within(pages).getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Newer' }));
    expect(names()[0]).toBe('Night 25');
  });

  it('finds games by game or player name while typing, accents and case aside', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    const search = screen.getByLabelText('Find a game');
    const newestFirst = Array.from({ length: 45 }, (_, k) => 45 - k);
    fireEvent.input(search, { target: { value: 'night 4' } });
    // Every word matches on its own: "4" is in Night 4, 14, 24, 34 and 40 to 45.
    expect(names()).toEqual(
      newestFirst.filter((n) => String(n).includes('4')).map((n) => `Night ${n}`),
    );
    fireEvent.input(search, { target: { value: 'ZOE night 1' } });
    // Zoë sits in Night n when n % 4 is 2 or 3.
    expect(names()).toEqual(
      newestFirst
        .filter((n) => String(n).includes('1') && [2, 3].includes(n % 4))
        .map((n) => `Night ${n}`),
    );
    expect(screen.queryByRole('navigation', { name: 'Pages of games' })).toBeNull();
    fireEvent.input(search, { target: { value: 'nobody' } });
    expect(names()).toEqual([]);
    expect(screen.getByText('No game matches “nobody”.')).toBeTruthy();
    fireEvent.input(search, { target: { value: '' } });
    expect(names()).toHaveLength(PAGE_SIZE);
  });
});

describe('gameList helpers', () => {
  it('searchKey drops case, accents and extra spaces', () => {
    expect(searchKey('  Zoë   ŁUKASZ ')).toBe('zoe łukasz');
  });

  it('findGames keeps games matching every word, in order; all of them for no words', () => {
    const list = [
      { name: 'Friday', players: [{ name: 'Ana' }, { name: 'Ben' }] },
      { name: 'Saturday', players: [{ name: 'Zoë' }] },
    ];
    const keys = list.map(gameSearchKey);
    expect(findGames(list, keys, '  ')).toBe(list);
    expect(findGames(list, keys, 'ana fri').map((g) => g.name)).toEqual(['Friday']);
    expect(findGames(list, keys, 'zoe').map((g) => g.name)).toEqual(['Saturday']);
    expect(findGames(list, keys, 'ana zoe')).toEqual([]);
  });

  it('searchKeysOf works the keys of a list out once; hasWords tells a query with words', () => {
    const list = [{ name: 'Friday', players: [{ name: 'Zoë' }] }];
    const keys = searchKeysOf(list);
    expect(keys).toEqual(list.map(gameSearchKey));
    expect(searchKeysOf(list)).toBe(keys);
    expect(searchKeysOf([...list])).not.toBe(keys);
    expect(hasWords('  ')).toBe(false);
    expect(hasWords(' Zoë ')).toBe(true);
  });

  it('pageOf clamps the page and counts from 1', () => {
    const list = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(list, 0)).toMatchObject({ page: 0, pages: 3, from: 1, to: 20, total: 45 });
    expect(pageOf(list, 9)).toMatchObject({
      page: 2,
      from: 41,
      to: 45,
      items: [40, 41, 42, 43, 44],
    });
    expect(pageOf(list, -1).page).toBe(0);
    expect(pageOf([], 0)).toMatchObject({ items: [], pages: 1, from: 0, to: 0, total: 0 });
  });
});

describe('Home’s list asked for as the page starts', () => {
  it('shows the answer asked for at boot, and asks anew on a later visit', async () => {
    const list = vi.spyOn(api.sessions, 'list');
    listEarly(api);
    expect(list).toHaveBeenCalledTimes(1);
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(list).toHaveBeenCalledTimes(1);
    cleanup();
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('is not taken by another API than the one it was asked of', () => {
    listEarly(createFakeApi());
    expect(takeEarlyList(api)).toBeUndefined();
  });
});
