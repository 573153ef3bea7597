import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ordinal, Results } from '../../../src/renderer/src/screens/Results';
import { statusOf } from '../../../src/shared/game/gameSnapshot';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent } from '../../../src/shared/record/schema';
import { tilesRemaining } from '../../../src/shared/rules/deckOdds';
import { createFakeApi, record } from './fakeApi';

afterEach(cleanup);

/** Ana and Ben tie on 4 (a city, a road); Cleo has 3 (an unfinished monastery and a correction). */
const events: GameEvent[] = [
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'U' },
  { type: 'place' },
  { type: 'deploy', meeple: 'b1', feature: 'r1', kind: 'road' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'B' },
  { type: 'place' },
  { type: 'deploy', meeple: 'c1', feature: 'k1', kind: 'monastery' },
  { type: 'score', feature: 'c1', tiles: 2, pennants: 0 },
  { type: 'endTurn' },
  { type: 'draw', tile: 'U' },
  { type: 'place' },
  { type: 'score', feature: 'r1', tiles: 4 },
  { type: 'adjust', player: 'cleo', points: 1, note: 'forgot a point' },
  { type: 'endTurn' },
  { type: 'endGame' },
  { type: 'finalScore', feature: 'k1', tiles: 2 },
  { type: 'finish' },
];

function finishedGame() {
  const replayed = replayRecord(record(['Ana', 'Ben', 'Cleo'], events));
  if (!replayed.ok) throw new Error(replayed.error);
  expect(statusOf(replayed.snapshot)).toBe('finished');
  return replayed.snapshot.context;
}

function renderResults() {
  const onHome = vi.fn();
  const onExport = vi.fn();
  const onTable = vi.fn();
  render(() => (
    <Results
      game={finishedGame()}
      name="Friday"
      finished
      onHome={onHome}
      onExport={onExport}
      onTable={onTable}
    />
  ));
  return { onHome, onExport, onTable };
}

/** Results of the stored game `id` ("Friday"), with Rematch and a way to open another game. */
function renderStoredResults(
  api: ReturnType<typeof createFakeApi>,
  id: string,
  on: { onRematch?: () => Promise<undefined>; onOpenGame?: (id: string) => void } = {},
) {
  render(() => (
    <Results
      game={finishedGame()}
      name="Friday"
      finished
      onHome={vi.fn()}
      onExport={vi.fn()}
      onRematch={on.onRematch ?? vi.fn(async () => undefined)}
      onOpenGame={on.onOpenGame ?? vi.fn()}
      stored={{ api, game: { id, name: 'Friday', created: '2025-11-29T20:00:00.000Z' } }}
    />
  ));
}

describe('Results', () => {
  it('H1, H2: says which house rules the game was played with', () => {
    const game = {
      ...finishedGame(),
      expansions: ['peasant-revolts'] as const,
      houseRules: ['cheap-protection', 'no-aids'] as const,
    };
    render(() => (
      <Results game={game} name="Friday" finished onHome={vi.fn()} onExport={vi.fn()} />
    ));
    expect(
      screen.getByText('Played with house rules: Cheap protection (H1) and No aids (H2)'),
    ).toBeTruthy();
  });

  it('H1, Ruling 9: does not tell of cheap protection in a game without The Peasant Revolts', () => {
    const game = { ...finishedGame(), houseRules: ['cheap-protection', 'no-aids'] as const };
    render(() => (
      <Results game={game} name="Friday" finished onHome={vi.fn()} onExport={vi.fn()} />
    ));
    expect(screen.getByRole('note').textContent).toBe('Played with house rules: No aids (H2)');
    cleanup();
    const only = { ...finishedGame(), houseRules: ['cheap-protection'] as const };
    render(() => (
      <Results game={only} name="Friday" finished onHome={vi.fn()} onExport={vi.fn()} />
    ));
    expect(screen.queryByText(/house rules/)).toBeNull();
  });

  it('ranks the players, tied players sharing a rank', () => {
    renderResults();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results');
    const ranking = screen.getAllByRole('list')[0] as HTMLElement;
    const rows = within(ranking).getAllByRole('listitem');
    const cells = rows.map((row) => [
      row.querySelector('.ranking__rank')?.textContent,
      row.querySelector('.ranking__name')?.textContent,
      row.querySelector('.ranking__score')?.textContent,
    ]);
    expect(cells).toEqual([
      ['=1st', 'Ana', '4 points'],
      ['=1st', 'Ben', '4 points'],
      ['3rd', 'Cleo', '3 points'],
    ]);
    expect(within(rows[0] as HTMLElement).getByText('shared win')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText(/win/)).toBeNull();
  });

  it('says a game ended before the last tile was ended early, with the tiles left', () => {
    renderResults();
    const game = finishedGame();
    const left = tilesRemaining(game.deck);
    expect(left).toBeGreaterThan(1);
    expect(screen.getByTestId('ended-early').textContent).toBe(
      `Ended early, with ${left} tiles still to draw.`,
    );
  });

  it('adds up the points by category for each player', () => {
    renderResults();
    const table = screen.getByRole('table', { name: 'Points by category' });
    const line = (category: string) =>
      [
        ...(table.querySelector(`tr[data-category="${category}"]`)?.querySelectorAll('td') ?? []),
      ].map((td) => td.textContent);
    expect(line('city')).toEqual(['4', '0', '0']);
    expect(line('road')).toEqual(['0', '4', '0']);
    expect(line('monastery')).toEqual(['0', '0', '2']);
    expect(line('adjustment')).toEqual(['0', '0', '1']);
    // Gardens come with the 2nd/3rd edition; revolts only with their expansion.
    expect(line('garden')).toEqual(['0', '0', '0']);
    expect(table.querySelector('tr[data-category="revolt"]')).toBeNull();
    const totals = [...(table.querySelector('tfoot tr')?.querySelectorAll('td') ?? [])].map(
      (td) => td.textContent,
    );
    expect(totals).toEqual(['4', '4', '3']);
  });

  it('draws the score chart with its laps and the score track', () => {
    renderResults();
    expect(screen.getByRole('img', { name: /Score over \d+ turns/ })).toBeTruthy();
    // The axis fits the scores (4, 4, 3): no 50-point lap line on a low-scoring game.
    expect(document.querySelector('.ml-chart__lap[data-value="50"]')).toBeNull();
    expect(document.querySelector('.ml-chart__top')?.textContent).toBe('5');
    expect(screen.getByRole('img', { name: 'Score track, 50 spaces' })).toBeTruthy();
  });

  it('goes home, exports and returns to the table by button or key', () => {
    const { onHome, onExport, onTable } = renderResults();
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(screen.getByRole('button', { name: /Back to the table/ }));
    fireEvent.keyDown(document.body, { key: 'e' });
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(onHome).toHaveBeenCalledTimes(2);
    expect(onExport).toHaveBeenCalledTimes(2);
    expect(onTable).toHaveBeenCalledTimes(1);
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });
});

/** "Start a rematch?", while it is asked. */
const asked = () =>
  screen.queryByRole('group', { name: /^Start a new game with the same players/ });

describe('Results of a finished game: rematch and winners', () => {
  it('offers a rematch of any finished game, by button or by R, asked first', async () => {
    const onRematch = vi.fn(async () => undefined);
    const onHome = vi.fn();
    render(() => (
      <Results
        game={finishedGame()}
        name="Friday"
        finished
        onHome={onHome}
        onExport={vi.fn()}
        onRematch={onRematch}
      />
    ));
    const rematch = screen.getByRole('button', { name: /^Rematch/ });
    fireEvent.click(rematch);
    // Ana opened this game: Ben opens the rematch.
    const question = screen.getByRole('group', {
      name: 'Start a new game with the same players? Ben goes first; it joins the game night.',
    });
    expect(rematch.getAttribute('aria-expanded')).toBe('true');
    const yes = within(question).getByRole('button', { name: 'Yes, start the rematch' });
    // Yes has the focus: Enter starts the rematch.
    await waitFor(() => expect(document.activeElement).toBe(yes));
    expect(onRematch).not.toHaveBeenCalled();
    fireEvent.click(yes);
    await vi.waitFor(() => expect(onRematch).toHaveBeenCalledTimes(1));
    expect(asked()).toBeNull();
    fireEvent.keyDown(window, { key: 'r' });
    fireEvent.keyDown(window, { key: 'R' });
    expect(asked()).not.toBeNull();
    expect(onRematch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start the rematch' }));
    await vi.waitFor(() => expect(onRematch).toHaveBeenCalledTimes(2));
    expect(onHome).not.toHaveBeenCalled();
  });

  it('R asks; Escape or Cancel take the question back, not the screen', async () => {
    const onRematch = vi.fn(async () => undefined);
    const onHome = vi.fn();
    render(() => (
      <Results
        game={finishedGame()}
        name="Friday"
        finished
        onHome={onHome}
        onExport={vi.fn()}
        onRematch={onRematch}
      />
    ));
    fireEvent.keyDown(window, { key: 'r' });
    expect(asked()).not.toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(asked()).toBeNull();
    expect(onHome).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Rematch/ }));
    fireEvent.keyDown(window, { key: 'r' });
    fireEvent.click(screen.getByRole('button', { name: /^Cancel/ }));
    expect(asked()).toBeNull();
    expect(onRematch).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('once the rematch is started, opens it (button or R) instead of starting another', async () => {
    const api = createFakeApi();
    const id = api.add(record(['Ana', 'Ben', 'Cleo'], events), 'Friday');
    const rematched = await api.nights.rematch(id);
    if (!rematched.ok) throw new Error(rematched.error.message);
    const onRematch = vi.fn(async () => undefined);
    const onOpenGame = vi.fn();
    renderStoredResults(api, id, { onRematch, onOpenGame });
    const open = await screen.findByRole('button', { name: /^Open the rematch/ });
    expect(screen.queryByRole('button', { name: /^Rematch/ })).toBeNull();
    fireEvent.click(open);
    fireEvent.keyDown(window, { key: 'r' });
    expect(onOpenGame.mock.calls).toEqual([[rematched.value.id], [rematched.value.id]]);
    expect(asked()).toBeNull();
    expect(onRematch).not.toHaveBeenCalled();
  });

  it('asks for a rematch of a game in no night saying that a night is started for both', async () => {
    const api = createFakeApi();
    const id = api.add(record(['Ana', 'Ben', 'Cleo'], events), 'Friday');
    renderStoredResults(api, id);
    await waitFor(() => expect(api.nights.list).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 0));
    fireEvent.click(screen.getByRole('button', { name: /^Rematch/ }));
    expect(
      screen.getByRole('group', {
        name: 'Start a new game with the same players? Ben goes first; a game night is started for this game and the new one.',
      }),
    ).toBeTruthy();
  });

  it('a rematch started on another device meanwhile: Rematch opens it', async () => {
    const api = createFakeApi();
    let changed: ((id: string) => void) | undefined;
    vi.mocked(api.onSessionChanged).mockImplementation((listener: (id: string) => void) => {
      changed = listener;
      return () => undefined;
    });
    const id = api.add(record(['Ana', 'Ben', 'Cleo'], events), 'Friday');
    const onOpenGame = vi.fn();
    renderStoredResults(api, id, { onOpenGame });
    await screen.findByRole('button', { name: /^Rematch/ });
    const rematched = await api.nights.rematch(id);
    if (!rematched.ok) throw new Error(rematched.error.message);
    changed?.(rematched.value.id);
    fireEvent.click(await screen.findByRole('button', { name: /^Open the rematch/ }));
    expect(onOpenGame).toHaveBeenCalledWith(rematched.value.id);
  });

  it('offers a rematch when the games after this one in its night are not its rematch', async () => {
    const api = createFakeApi();
    const id = api.add(record(['Ana', 'Ben', 'Cleo'], events), 'Friday');
    // After it: the same seats, or the rematch's seats with other options; before it, the
    // rematch's seats. None is its rematch.
    const same = api.add(record(['Ana', 'Ben', 'Cleo'], []), 'Friday · game 2');
    const others = api.add(record(['Ben', 'Cleo', 'Ana'], [], ['abbot']), 'Friday · game 3');
    const before = api.add(record(['Ben', 'Cleo', 'Ana'], []), 'Friday · game 0');
    api.nightStore.push({
      id: '00000000-0000-4000-8000-00000000aaaa',
      name: 'Friday',
      created: '2025-11-29T19:00:00.000Z',
      sessions: [before, id, same, others],
    });
    renderStoredResults(api, id);
    await waitFor(() => expect(api.nights.list).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 0));
    expect(screen.getByRole('button', { name: /^Rematch/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Open the rematch/ })).toBeNull();
  });

  it('says why a rematch could not start', async () => {
    render(() => (
      <Results
        game={finishedGame()}
        name="Friday"
        finished
        onHome={vi.fn()}
        onExport={vi.fn()}
        onRematch={async () => 'The rematch could not start: the disk is full'}
      />
    ));
    fireEvent.click(screen.getByRole('button', { name: /^Rematch/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start the rematch' }));
    expect(await screen.findByText('The rematch could not start: the disk is full')).toBeTruthy();
  });

  it('gives no rematch while the game is still going', () => {
    render(() => (
      <Results
        game={finishedGame()}
        name="Friday"
        finished={false}
        onHome={vi.fn()}
        onExport={vi.fn()}
        onRematch={vi.fn()}
      />
    ));
    expect(screen.queryByRole('button', { name: /^Rematch/ })).toBeNull();
  });

  it('names no winner in a 0–0 game', () => {
    const replayed = replayRecord(
      record(['Ana', 'Ben'], [{ type: 'endGame' }, { type: 'finish' }]),
    );
    if (!replayed.ok) throw new Error(replayed.error);
    render(() => (
      <Results
        game={replayed.snapshot.context}
        name="Quick"
        finished
        onHome={vi.fn()}
        onExport={vi.fn()}
      />
    ));
    expect(screen.queryByText('Winner')).toBeNull();
    expect(screen.queryByText('Shared win')).toBeNull();
    expect(screen.getByText('Nobody scored: no winner.')).toBeTruthy();
  });
});
