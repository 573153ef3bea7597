import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Home } from '../../../src/renderer/src/screens/Home';
import {
  findGames,
  gameSearchKey,
  hasWords,
  PAGE_SIZE,
  pageOf,
  rowsOnScreen,
  searchKey,
  searchKeysOf,
  searchWords,
} from '../../../src/renderer/src/screens/home/gameList';
import { earlyListIn, listEarly, takeEarlyList } from '../../../src/renderer/src/state/earlyList';
import { createFakeApi, type FakeApi, record } from './fakeApi';

/** Home with years of games: pages of a few dozen rows, newest first, and a search while typing. */

afterEach(cleanup);

const NAMES = ['Ana', 'Ben', 'Zoë', 'Dan'];
let api: FakeApi;

beforeEach(() => {
  api = createFakeApi();
  for (let i = 0; i < 45; i++) {
    const seats = [NAMES[i % 4] as string, NAMES[(i + 1) % 4] as string];
    // In the time zone the rows show: Night n is on day n of 2024 (1 Jan to 14 Feb).
    const day = new Date(2024, 0, 1 + i, 20).toISOString();
    const game = record(seats);
    game.players = game.players.map((p, seat) => ({ ...p, id: `p${seat}` }));
    api.add(game, `Night ${i + 1}`, day);
  }
});

const renderHome = () => render(() => <Home api={api} onResume={vi.fn()} onNewGame={vi.fn()} />);
const names = () =>
  [...document.querySelectorAll('[data-session] h3')].map((h) => h.textContent ?? '');
/** The whole list is on screen once its pages are (the first page comes before it). */
const wholeList = () => screen.findByRole('navigation', { name: 'Pages of games' });

describe('Home list with many games', () => {
  it('shows one page of the newest games and turns pages both ways', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(names()[0]).toBe('Night 45');
    expect(screen.getByText(`1–${PAGE_SIZE} of 45`)).toBeTruthy();
    const pages = await wholeList();
    expect(names()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`1–${PAGE_SIZE} of 45`)).toBeTruthy();
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

  it('finds games by the start of words in their name, players and date, accents and case aside', async () => {
    renderHome();
    await wholeList();
    const search = screen.getByLabelText('Find a game');
    fireEvent.input(search, { target: { value: 'night 4' } });
    // Every word matches the start of a word on its own: "4" is Night 4 and 40 to 45, and the
    // date of Night 35 (4 Feb 2024); not Night 14, 24 or 34.
    expect(names()).toEqual([45, 44, 43, 42, 41, 40, 35, 4].map((n) => `Night ${n}`));
    fireEvent.input(search, { target: { value: 'ZOE feb 1' } });
    // Zoë sits in Night n when n % 4 is 2 or 3; February is Night 32 on; "1" is 1 Feb and 10 Feb
    // to 14 Feb (Nights 32, 41 to 45).
    expect(names()).toEqual(['Night 43', 'Night 42']);
    expect(screen.queryByRole('navigation', { name: 'Pages of games' })).toBeNull();
    fireEvent.input(search, { target: { value: 'nobody' } });
    expect(names()).toEqual([]);
    expect(screen.getByText('No game matches “nobody”.')).toBeTruthy();
    fireEvent.input(search, { target: { value: '' } });
    expect(names()).toHaveLength(PAGE_SIZE);
  });
});

describe('Home search by word start (user report: "Ana" listed every game with Hana)', () => {
  const GAMES: [name: string, seats: string[], day: Date][] = [
    ['Friday', ['Ana Maria', 'Zoë'], new Date(2024, 0, 5, 20)],
    ['Saturday', ['Maria Ana', 'Dan'], new Date(2024, 1, 6, 20)],
    ['Game night 149', ['Ben', 'Dan'], new Date(2024, 2, 7, 20)],
    ['Game night 48', ['Ana', 'Ben'], new Date(2024, 10, 3, 20)],
    ['Sunday', ['Andrei', 'Hana'], new Date(2024, 11, 1, 20)],
    ['Game night 49', ['Hana', 'Ben'], new Date(2024, 11, 29, 20)],
  ];

  beforeEach(() => {
    api = createFakeApi();
    for (const [name, seats, day] of GAMES) api.add(game(seats), name, day.toISOString());
  });

  /** A game of these players (ids of their own: "Ana Maria" is no id). */
  const game = (seats: string[]) => {
    const made = record(seats);
    made.players = made.players.map((p, seat) => ({ ...p, id: `p${seat}` }));
    return made;
  };

  const findAs = (query: string) => {
    fireEvent.input(screen.getByLabelText('Find a game'), { target: { value: query } });
    return names();
  };

  it('matches names and game names at the start of a word, not inside one', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Game night 49' });
    expect(findAs('Ana')).toEqual(['Game night 48', 'Saturday', 'Friday']);
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    expect(findAs('an')).toEqual(['Sunday', 'Game night 48', 'Saturday', 'Friday']);
    expect(findAs('hana')).toEqual(['Game night 49', 'Sunday']);
    expect(findAs('ana maria')).toEqual(['Saturday', 'Friday']);
    expect(findAs('night 49')).toEqual(['Game night 49']);
    expect(findAs('49')).toEqual(['Game night 49']);
    expect(findAs('ight')).toEqual([]);
  });

  it('matches the date a row shows, and its month’s whole name', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Game night 49' });
    expect(findAs('Dec')).toEqual(['Game night 49', 'Sunday']);
    expect(findAs('December')).toEqual(['Game night 49', 'Sunday']);
    expect(findAs('29 dec')).toEqual(['Game night 49']);
    expect(findAs('nov 2024')).toEqual(['Game night 48']);
    findAs('2024');
    expect(screen.getByText(`1–${GAMES.length} of ${GAMES.length}`)).toBeTruthy();
    expect(findAs('2023')).toEqual([]);
  });

  it('finds a game played today as its row says it: "today"', async () => {
    api.add(game(['Ben', 'Dan']), 'Tonight', new Date().toISOString());
    renderHome();
    await screen.findByRole('heading', { name: 'Tonight' });
    expect(findAs('today')).toEqual(['Tonight']);
    expect(findAs('yesterday')).toEqual([]);
  });
});

describe('Home’s first page, then the whole list', () => {
  it('shows the newest page with the count of every game, then the whole list after it', async () => {
    const newest = vi.spyOn(api.sessions, 'listNewest');
    const list = vi.spyOn(api.sessions, 'list');
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(newest).toHaveBeenCalledWith(PAGE_SIZE);
    // The first page alone: the rows a window shows first, how many games there are, no
    // pages to turn yet; then the rest of the page, then the whole list.
    const firstRows = rowsOnScreen(window.innerHeight);
    expect(firstRows).toBeLessThan(PAGE_SIZE);
    expect(names()).toEqual(Array.from({ length: firstRows }, (_, k) => `Night ${45 - k}`));
    expect(screen.getByText(`1–${PAGE_SIZE} of 45`)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of games' })).toBeNull();
    const newestRow = document.querySelector('[data-session]');
    await wholeList();
    expect(names()).toEqual(Array.from({ length: PAGE_SIZE }, (_, k) => `Night ${45 - k}`));
    expect(list).toHaveBeenCalledTimes(1);
    // The rows drawn from the first page stay as they were (and keep the focus).
    expect(document.querySelector('[data-session]')).toBe(newestRow);
  });

  it('shows the whole list as the store has it, over a first page out of date', async () => {
    const head = await api.sessions.listNewest(PAGE_SIZE);
    vi.spyOn(api.sessions, 'listNewest').mockResolvedValueOnce(head);
    const newestId = head.ok ? head.value.sessions[0]?.id : undefined;
    const newest = api.store.get(newestId ?? '');
    if (!newest) throw new Error('no games');
    newest.name = 'Renamed elsewhere';
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(await screen.findByRole('heading', { name: 'Renamed elsewhere' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Night 45' })).toBeNull();
  });

  it('checks a first page that is every game against the whole list too', async () => {
    for (const id of [...api.store.keys()].slice(2)) api.store.delete(id);
    const head = await api.sessions.listNewest(PAGE_SIZE);
    expect(head.ok && head.value.total).toBe(2);
    vi.spyOn(api.sessions, 'listNewest').mockResolvedValueOnce(head);
    const [first] = head.ok ? head.value.sessions : [];
    const changed = api.store.get(first?.id ?? '');
    if (!changed) throw new Error('no games');
    changed.name = 'Renamed elsewhere';
    renderHome();
    await screen.findByRole('heading', { name: first?.name ?? '' });
    expect(await screen.findByRole('heading', { name: 'Renamed elsewhere' })).toBeTruthy();
  });

  it('answers a search typed before the whole list once it is there, over every game', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    fireEvent.input(screen.getByLabelText('Find a game'), { target: { value: 'night 1' } });
    expect(screen.getByText('Loading your games…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Night 1' });
    expect(names()).toContain('Night 10');
    expect(screen.queryByText('Loading your games…')).toBeNull();
  });

  it('keeps a rename made while the whole list was on its way: it is asked for again', async () => {
    const before = await api.sessions.list();
    let answer = (_value: typeof before) => {};
    const list = vi
      .spyOn(api.sessions, 'list')
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    list.mockClear(); // the call above
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    const row = screen.getByRole('heading', { name: 'Night 45' }).closest('[data-session]');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /Rename/ }));
    const field = within(row as HTMLElement).getByRole('textbox');
    fireEvent.input(field, { target: { value: 'Night forty-five' } });
    fireEvent.submit(field.closest('form') as Element);
    await screen.findByRole('heading', { name: 'Night forty-five' });
    answer(before); // the list asked for before the rename: still "Night 45"
    await wholeList();
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Night forty-five' })).toBeTruthy();
  });
});

describe('gameList helpers', () => {
  it('searchKey drops case, accents and extra spaces', () => {
    expect(searchKey('  Zoë   ŁUKASZ ')).toBe('zoe łukasz');
  });

  it('searchWords cuts at spaces and signs', () => {
    expect(searchWords(' Jean-Luc, O’Brien  21:14 #49 ')).toEqual([
      'jean',
      'luc',
      'o',
      'brien',
      '21',
      '14',
      '49',
    ]);
    expect(searchWords(' - ')).toEqual([]);
  });

  it('findGames keeps games with a word starting with every word, in order; all for no words', () => {
    const list = [
      { name: 'Friday', players: [{ name: 'Ana' }, { name: 'Ben' }] },
      { name: 'Saturday', players: [{ name: 'Zoë' }, { name: 'Hana' }] },
      { name: 'Game night 149', players: [{ name: 'Jean-Luc' }] },
    ];
    const keys = list.map((game) => gameSearchKey(game));
    expect(findGames(list, keys, '  ')).toBe(list);
    expect(findGames(list, keys, ' - ')).toBe(list);
    expect(findGames(list, keys, 'ana fri').map((g) => g.name)).toEqual(['Friday']);
    expect(findGames(list, keys, 'ANA').map((g) => g.name)).toEqual(['Friday']);
    expect(findGames(list, keys, 'zoe').map((g) => g.name)).toEqual(['Saturday']);
    expect(findGames(list, keys, 'ana zoe')).toEqual([]);
    expect(findGames(list, keys, 'day')).toEqual([]);
    expect(findGames(list, keys, '49')).toEqual([]);
    expect(findGames(list, keys, 'night 14').map((g) => g.name)).toEqual(['Game night 149']);
    expect(findGames(list, keys, 'luc').map((g) => g.name)).toEqual(['Game night 149']);
  });

  it('gameSearchKey takes in the date a row shows', () => {
    const game = { name: 'Friday', players: [{ name: 'Ana' }] };
    const keys = [gameSearchKey(game, '29 Dec 2024 December')];
    expect(findGames([game], keys, 'dec 29')).toEqual([game]);
    expect(findGames([game], keys, 'decem')).toEqual([game]);
    expect(findGames([game], keys, 'ember')).toEqual([]);
  });

  it('searchKeysOf works the keys of a list out once; hasWords tells a query with words', () => {
    const list = [{ name: 'Friday', players: [{ name: 'Zoë' }] }];
    const keys = searchKeysOf(list);
    expect(keys).toEqual(list.map((game) => gameSearchKey(game)));
    expect(searchKeysOf(list)).toBe(keys);
    expect(searchKeysOf([...list])).not.toBe(keys);
    expect(hasWords('  ')).toBe(false);
    expect(hasWords(' - ')).toBe(false);
    expect(hasWords(' Zoë ')).toBe(true);
  });

  it('searchKeysOf works the keys out again when the dates shown change (language, day)', () => {
    const list = [{ name: 'Friday', players: [{ name: 'Zoë' }] }];
    const text = vi.fn(() => 'today 21:14');
    const today = searchKeysOf(list, { stamp: 'en Mon Dec 29 2025', text });
    expect(searchKeysOf(list, { stamp: 'en Mon Dec 29 2025', text })).toBe(today);
    expect(text).toHaveBeenCalledTimes(1);
    text.mockReturnValue('yesterday 21:14');
    const tomorrow = searchKeysOf(list, { stamp: 'en Tue Dec 30 2025', text });
    expect(findGames(list, today, 'today')).toEqual(list);
    expect(findGames(list, tomorrow, 'today')).toEqual([]);
    expect(findGames(list, tomorrow, 'yesterday')).toEqual(list);
  });

  it('rowsOnScreen draws a window’s worth of rows first: 3 to a page', () => {
    expect(rowsOnScreen(800)).toBe(4);
    expect(rowsOnScreen(2160)).toBe(13);
    expect(rowsOnScreen(300)).toBe(3);
    expect(rowsOnScreen(10_000)).toBe(PAGE_SIZE);
    expect(rowsOnScreen(0)).toBe(PAGE_SIZE);
    expect(rowsOnScreen(Number.NaN)).toBe(PAGE_SIZE);
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
  it('shows the first page asked for at boot, and asks anew on a later visit', async () => {
    const newest = vi.spyOn(api.sessions, 'listNewest');
    listEarly(api);
    expect(newest).toHaveBeenCalledTimes(1);
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(newest).toHaveBeenCalledTimes(1);
    await wholeList();
    cleanup();
    renderHome();
    await screen.findByRole('heading', { name: 'Night 45' });
    expect(newest).toHaveBeenCalledTimes(2);
  });

  it('lets the first screen wait for that answer, a moment at most, or not at all when none was asked', async () => {
    vi.useFakeTimers();
    try {
      const settled = vi.fn();
      // None asked: at once.
      await earlyListIn(80).then(settled);
      expect(settled).toHaveBeenCalledTimes(1);
      // Asked and answered: when the answer is in, before the moment is over.
      let answer: (value: Awaited<ReturnType<FakeApi['sessions']['listNewest']>>) => void =
        () => {};
      vi.spyOn(api.sessions, 'listNewest').mockReturnValue(new Promise((r) => (answer = r)));
      listEarly(api);
      void earlyListIn(80).then(settled);
      await vi.advanceTimersByTimeAsync(30);
      expect(settled).toHaveBeenCalledTimes(1);
      answer({ ok: true, value: { sessions: [], total: 0, warnings: [] } });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toHaveBeenCalledTimes(2);
      takeEarlyList(api);
      // Asked and never answered: after the moment, and the answer is still Home's to take.
      vi.spyOn(api.sessions, 'listNewest').mockReturnValue(new Promise(() => {}));
      listEarly(api);
      void earlyListIn(80).then(settled);
      await vi.advanceTimersByTimeAsync(79);
      expect(settled).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledTimes(3);
      expect(takeEarlyList(api)).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('left at once for another screen, asks neither for the whole list nor to load what comes next', async () => {
    vi.useFakeTimers();
    try {
      const list = vi.spyOn(api.sessions, 'list');
      const onListed = vi.fn();
      const { unmount } = render(() => (
        <Home api={api} onResume={vi.fn()} onNewGame={vi.fn()} onListed={onListed} />
      ));
      await vi.advanceTimersByTimeAsync(0);
      expect(document.querySelector('[data-session]')).not.toBeNull();
      unmount();
      await vi.advanceTimersByTimeAsync(5000);
      expect(list).not.toHaveBeenCalled();
      expect(onListed).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the whole list a moment after the first page, or at once when the search is used', async () => {
    vi.useFakeTimers();
    try {
      const list = vi.spyOn(api.sessions, 'list');
      const { unmount } = render(() => (
        <Home api={api} onResume={vi.fn()} onNewGame={vi.fn()} wholeListAfterMs={700} />
      ));
      await vi.advanceTimersByTimeAsync(300);
      expect(document.querySelector('[data-session]')).not.toBeNull();
      expect(list).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(list).toHaveBeenCalledTimes(1);
      unmount();

      list.mockClear();
      render(() => (
        <Home api={api} onResume={vi.fn()} onNewGame={vi.fn()} wholeListAfterMs={700} />
      ));
      await vi.advanceTimersByTimeAsync(300);
      expect(list).not.toHaveBeenCalled();
      fireEvent.focus(screen.getByRole('searchbox'));
      expect(list).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(list).toHaveBeenCalledTimes(1); // not asked twice
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the trash once the first page is drawn, not beside it', async () => {
    vi.useFakeTimers();
    try {
      const trash = vi.spyOn(api.sessions, 'listTrash');
      const newest = vi.spyOn(api.sessions, 'listNewest');
      renderHome();
      await vi.advanceTimersByTimeAsync(0);
      expect(newest).toHaveBeenCalledTimes(1);
      expect(trash).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(trash).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not taken by another API than the one it was asked of', () => {
    listEarly(createFakeApi());
    expect(takeEarlyList(api)).toBeUndefined();
  });
});
