import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameNights, nightName, ranked } from '../../../src/renderer/src/screens/GameNights';
import { Home } from '../../../src/renderer/src/screens/Home';
import type { GameEvent, GameRecord } from '../../../src/shared/record/schema';
import short from '../../fixtures/records/base-game-short.json';
import { createFakeApi, type FakeApi, record } from './fakeApi';

afterEach(cleanup);

/** base-game-short played to the end: Ana 9, Ben 8 before final scoring. */
const finished = (): GameRecord =>
  ({
    ...structuredClone(short),
    events: [...structuredClone(short.events), { type: 'endGame' }, { type: 'finish' }],
  }) as GameRecord;

let api: FakeApi;
let onOpen: ReturnType<typeof vi.fn<(id: string) => void>>;
let first: string;
let second: string;

beforeEach(() => {
  api = createFakeApi();
  onOpen = vi.fn<(id: string) => void>();
  first = api.add(finished(), 'Friday · game 1', '2025-11-29T20:00:00.000Z');
  // Game 1's rematch: Ben first, then Ana, each in their colour.
  const [ana, ben] = short.players;
  second = api.add(
    { ...record([], short.events.slice(0, 4) as GameEvent[]), players: [ben, ana] } as GameRecord,
    'Friday · game 2',
    '2025-11-29T21:00:00.000Z',
  );
});

const tonight = (sessions: string[] = [first, second]) =>
  api.nightStore.push({
    id: '00000000-0000-4000-8000-00000000aaaa',
    name: 'Friday',
    created: '2025-11-29T19:00:00.000Z',
    sessions,
  });

const renderNights = () =>
  render(() => <GameNights api={api} onOpen={onOpen} now={() => new Date(2025, 10, 29, 19)} />);

const section = () => screen.getByRole('region', { name: 'Game nights' });
const standingRows = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

describe('GameNights', () => {
  it('shows the night going on: standings over its games, then its games in order', async () => {
    tonight();
    renderNights();
    await screen.findByRole('heading', { name: 'Friday' });
    expect(within(section()).getByText(/2 games/)).toBeTruthy();
    const rows = standingRows().map((tr) =>
      [...tr.cells].map((cell) => cell.textContent?.trim() ?? ''),
    );
    // Ana won the finished game (9 to 8); the second game is in play.
    expect(rows[0]?.slice(0, 5)).toEqual(['1', 'AAna', '1', '9', '1']);
    expect(rows[1]?.slice(0, 5)).toEqual(['2', 'BBen', '0', '8', '1']);
    // Nobody has points in the game going on yet: no In play column.
    expect(screen.queryByRole('columnheader', { name: 'In play' })).toBeNull();
    const games = within(screen.getByRole('list', { name: 'Games of Friday' })).getAllByRole(
      'listitem',
    );
    expect(games.map((g) => g.querySelector('.night__game-name')?.textContent)).toEqual([
      'Friday · game 1',
      'Friday · game 2',
    ]);
    expect(within(games[0] as HTMLElement).getByText('Finished')).toBeTruthy();
    expect(within(games[1] as HTMLElement).getByText(/^Playing · turn/)).toBeTruthy();
  });

  it('shows a long night’s newest games, numbered as played, and the earlier ones on request', async () => {
    const more = Array.from({ length: 6 }, (_, k) =>
      api.add(finished(), `Friday · game ${k + 3}`, `2025-11-30T0${k}:30:00.000Z`),
    );
    tonight([first, second, ...more]);
    renderNights();
    await screen.findByRole('heading', { name: 'Friday' });
    const list = () => screen.getByRole('list', { name: 'Games of Friday' });
    const names = () =>
      within(list())
        .getAllByRole('listitem')
        .map((g) => g.querySelector('.night__game-name')?.textContent);
    expect(names()).toEqual([4, 5, 6, 7, 8].map((n) => `Friday · game ${n}`));
    expect(list().getAttribute('start')).toBe('4');
    const more3 = screen.getByRole('button', { name: 'Show 3 earlier games' });
    expect(more3.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more3);
    expect(names()).toHaveLength(8);
    expect(names()[0]).toBe('Friday · game 1');
    expect(list().getAttribute('start')).toBe('1');
    const hide = screen.getByRole('button', { name: 'Hide the earlier games' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(hide.getAttribute('aria-controls')).toBe(list().id);
  });

  it('ranks nobody before a game of the night is finished, and shows 0 in play as 0', async () => {
    // Ana has scored a city in the game going on; Ben nothing yet.
    const playing = api.add(
      record(['Ana', 'Ben'], short.events.slice(0, 12) as GameEvent[]),
      'Friday · game 1',
      '2025-11-29T20:00:00.000Z',
    );
    tonight([playing]);
    renderNights();
    await screen.findByRole('heading', { name: 'Friday' });
    const rows = standingRows().map((tr) =>
      [...tr.cells].map((cell) => cell.textContent?.trim() ?? ''),
    );
    expect(screen.getByRole('columnheader', { name: 'In play' })).toBeTruthy();
    expect(rows).toEqual([
      ['–', 'AAna', '0', '0', '0', '4'],
      ['–', 'BBen', '0', '0', '0', '0'],
    ]);
    expect(document.querySelector('.standings__lead')).toBeNull();
  });

  it('Rematch on a finished game starts the next game in the night and opens it', async () => {
    tonight([first]);
    renderNights();
    const button = await screen.findByRole('button', { name: 'Rematch of Friday · game 1' });
    expect(screen.queryByRole('button', { name: 'Rematch of Friday · game 2' })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    const id = onOpen.mock.calls[0]?.[0] ?? '';
    expect(api.nights.rematch).toHaveBeenCalledWith(first);
    const created = api.store.get(id);
    expect(created?.record.players.map((p) => p.id)).toEqual(['ben', 'ana']);
    expect(created?.record.events).toEqual([]);
    expect(api.nightStore[0]?.sessions).toEqual([first, id]);
  });

  it('Resume and Results open the game', async () => {
    tonight();
    renderNights();
    fireEvent.click(await screen.findByRole('button', { name: 'Results: Friday · game 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resume: Friday · game 2' }));
    expect(onOpen.mock.calls).toEqual([[first], [second]]);
  });

  it('starts a night named after the date, and ends it', async () => {
    renderNights();
    await screen.findByText(/No game night going/);
    fireEvent.click(screen.getByRole('button', { name: 'Start a game night' }));
    const started = await screen.findByRole('heading', { name: 'Game night 29 Nov' });
    expect(api.nights.create).toHaveBeenCalledWith(nightName(new Date(2025, 10, 29)));
    // The button pressed is gone: the focus is on the night it started, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(started));
    expect(screen.getByText(/Nothing played in this night yet/)).toBeTruthy();
    const end = screen.getByRole('button', { name: 'End the night' }) as HTMLButtonElement;
    await waitFor(() => expect(end.disabled).toBe(false));
    fireEvent.click(end);
    // Asked first: an ended night stays ended.
    expect(api.nights.end).not.toHaveBeenCalled();
    expect(screen.getByText(/End Game night 29 Nov\? Its games and standings stay/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, end the night' }));
    await screen.findByText(/No game night going/);
    fireEvent.click(screen.getByRole('button', { name: 'Earlier nights (1)' }));
    expect(screen.getByRole('heading', { name: 'Game night 29 Nov' })).toBeTruthy();
  });

  it('asks before ending a night with a game still on the table, and names it', async () => {
    tonight();
    renderNights();
    await screen.findByRole('heading', { name: 'Friday' });
    const end = screen.getByRole('button', { name: 'End the night' }) as HTMLButtonElement;
    await waitFor(() => expect(end.disabled).toBe(false));
    fireEvent.click(end);
    expect(screen.getByText('Not finished yet: Friday · game 2.')).toBeTruthy();
    expect(api.nights.end).not.toHaveBeenCalled();
  });

  it('says why when the nights cannot be listed, and tries again', async () => {
    vi.mocked(api.nights.list).mockResolvedValueOnce({
      ok: false,
      error: { code: 'IO', message: 'The disk is unhappy.' },
    });
    renderNights();
    const alert = await screen.findByText(/could not be listed: The disk is unhappy/);
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/No game night going/);
  });

  it('offers to open the rematch of a game already rematched, not to start a second one', async () => {
    // Game 2 seats Ben first, then Ana, with game 1's options: its rematch.
    tonight();
    renderNights();
    const open = await screen.findByRole('button', { name: 'Open the rematch of Friday · game 1' });
    expect(screen.queryByRole('button', { name: 'Rematch of Friday · game 1' })).toBeNull();
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(second);
    expect(api.nights.rematch).not.toHaveBeenCalled();
  });

  it('shows a rematch refused by the store', async () => {
    tonight([first]);
    vi.mocked(api.nights.rematch).mockResolvedValueOnce({
      ok: false,
      error: { code: 'DISK_FULL', message: 'The disk is full.' },
    });
    renderNights();
    fireEvent.click(await screen.findByRole('button', { name: 'Rematch of Friday · game 1' }));
    await screen.findByText('The rematch could not be started: The disk is full.');
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('GameNights: a game started before the night joins it', () => {
  const addButton = () => screen.findByRole('button', { name: 'Add a game already started' });

  it('offers the newest games that are in no night, and adds one to the night going on', async () => {
    tonight([first]);
    const elsewhere = api.add(finished(), 'Thursday · game 1', '2025-11-28T20:00:00.000Z');
    api.nightStore.push({
      id: '00000000-0000-4000-8000-00000000bbbb',
      name: 'Thursday',
      created: '2025-11-28T19:00:00.000Z',
      ended: '2025-11-28T23:00:00.000Z',
      sessions: [elsewhere],
    });
    renderNights();
    const open = await addButton();
    expect(api.sessions.listNewest).not.toHaveBeenCalled(); // asked for only when opened
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const offered = await screen.findByRole('list', { name: 'Recent games in no night' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.night__game-name')?.textContent),
    ).toEqual(['Friday · game 2']);
    fireEvent.click(within(offered).getByRole('button', { name: 'Add Friday · game 2 to Friday' }));
    await waitFor(() =>
      expect(api.nights.addSession).toHaveBeenCalledWith(
        '00000000-0000-4000-8000-00000000aaaa',
        second,
      ),
    );
    const games = await screen.findByRole('list', { name: 'Games of Friday' });
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(2));
    await screen.findByText('Every recent game is part of a night already.');
    // The focus stays in the section, on the button that opened the list.
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('says why when the store refuses the game', async () => {
    tonight([first]);
    vi.mocked(api.nights.addSession).mockResolvedValueOnce({
      ok: false,
      error: { code: 'EXISTS', message: 'This game is already part of the night “Thursday”.' },
    });
    renderNights();
    fireEvent.click(await addButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Add Friday · game 2 to Friday' }));
    await screen.findByText(
      'The game could not be added: This game is already part of the night “Thursday”.',
    );
  });

  it('Send to BG Stats loads its panel when asked for (not with Home) and lists the finished game', async () => {
    tonight();
    renderNights();
    await screen.findByRole('heading', { name: 'Friday' });
    expect(screen.queryByRole('heading', { name: 'Send to BG Stats' })).toBeNull();
    fireEvent.click(within(section()).getByRole('button', { name: 'Send to BG Stats: Friday' }));
    await screen.findByRole('heading', { name: 'Send to BG Stats' });
    // Only game 1 is finished: one link to send, game 2 named as not sent.
    expect(await screen.findAllByLabelText('Link')).toHaveLength(1);
  });
});

describe('ranked', () => {
  it('gives equal wins and points one rank', () => {
    const row = (key: string, wins: number, points: number) => ({
      key,
      name: key,
      color: 'red',
      games: 2,
      wins,
      points,
      inPlay: 0,
    });
    expect(
      ranked([row('a', 2, 90), row('b', 1, 80), row('c', 1, 80), row('d', 0, 10)]).map(
        (r) => r.rank,
      ),
    ).toEqual([1, 2, 2, 4]);
  });

  it('gives no rank to a player with no finished game, and lists them after the ranked', () => {
    const row = (key: string, games: number, wins: number, points: number) => ({
      key,
      name: key,
      color: 'red',
      games,
      wins,
      points,
      inPlay: 0,
    });
    expect(ranked([row('a', 0, 0, 0), row('b', 0, 0, 0)]).map((r) => r.rank)).toEqual([
      undefined,
      undefined,
    ]);
    // Cleo joined in the game going on; Ben lost protection points in the one finished.
    expect(
      ranked([row('ana', 1, 1, 12), row('cleo', 0, 0, 0), row('ben', 1, 0, -2)]).map((r) => [
        r.key,
        r.rank,
      ]),
    ).toEqual([
      ['ana', 1],
      ['ben', 2],
      ['cleo', undefined],
    ]);
  });
});

describe('Home with game nights', () => {
  it('shows the Game nights section and its standings above the games; Statistics opens', async () => {
    tonight([first]);
    const onStats = vi.fn();
    const onStatsPressed = vi.fn();
    render(() => (
      <Home
        api={api}
        onResume={onOpen}
        onNewGame={() => undefined}
        onStats={onStats}
        onStatsPressed={onStatsPressed}
      />
    ));
    await screen.findByRole('heading', { name: 'Friday' });
    const nights = screen.getByRole('region', { name: 'Game nights' });
    const games = screen.getByRole('region', { name: 'Your games' });
    expect(nights.compareDocumentPosition(games) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(nights).getByRole('table')).toBeTruthy();
    const statistics = screen.getByRole('button', { name: 'Statistics' });
    // Pressed: its answers are asked for before the click (a right press asks nothing).
    fireEvent.pointerDown(statistics, { button: 2 });
    expect(onStatsPressed).not.toHaveBeenCalled();
    fireEvent.pointerDown(statistics, { button: 0 });
    expect(onStatsPressed).toHaveBeenCalledTimes(1);
    expect(onStats).not.toHaveBeenCalled();
    fireEvent.click(statistics);
    expect(onStats).toHaveBeenCalledTimes(1);
  });

  it('reads the nights again when a game of the night goes to the trash', async () => {
    tonight([first]);
    render(() => <Home api={api} onResume={onOpen} onNewGame={() => undefined} />);
    await screen.findByRole('button', { name: 'Rematch of Friday · game 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Friday · game 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Rematch of Friday · game 1' })).toBeNull(),
    );
    expect(screen.getByText(/Nothing played in this night yet/)).toBeTruthy();
  });
});
