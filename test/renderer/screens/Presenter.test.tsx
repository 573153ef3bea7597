import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENTER_PAGE_CLASS, Presenter } from '../../../src/renderer/src/screens/Presenter';
import { presenterView } from '../../../src/renderer/src/screens/presenterModel';
import { statusOf } from '../../../src/shared/game/gameSnapshot';
import { standings } from '../../../src/shared/game/results';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent } from '../../../src/shared/record/schema';
import { revoltChanceWithin, tilesRemaining } from '../../../src/shared/rules/deckOdds';
import { createFakeApi, type FakeApi, record } from './fakeApi';
import { deploy, draw, endTurn, place } from './table/helpers';

/** Ana has a protected thief, Ben an unprotected one; Cleo draws a road revolt in turn 3. */
const revoltGame: GameEvent[] = [
  draw('U'),
  place(),
  deploy('a1', 'R1', 'road', { protect: true }),
  endTurn,
  draw('U'),
  place(),
  deploy('b1', 'R2', 'road'),
  endTurn,
  draw('revolt-road'),
];

/** The fake API plus onSessionChanged, with `changed(id)` to play main's notification. */
function withChanges(api: FakeApi) {
  const listeners = new Set<(id: string) => void>();
  const onSessionChanged = vi.fn((listener: (id: string) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  });
  Object.assign(api, { onSessionChanged });
  return {
    listeners,
    onSessionChanged,
    changed: (id: string) => {
      for (const listener of listeners) listener(id);
    },
  };
}

let api: FakeApi;
let changes: ReturnType<typeof withChanges>;
let friday: string;

beforeEach(() => {
  api = createFakeApi();
  changes = withChanges(api);
  friday = api.add(
    record(['Ana', 'Ben', 'Cleo'], [...revoltGame], ['peasant-revolts']),
    'Friday',
    '2025-11-29T20:00:00.000Z',
  );
  api.add(record(['Dan', 'Eve'], []), 'Older game', '2025-11-20T20:00:00.000Z');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const region = (name: string) => screen.getByRole('region', { name });

function renderPresenter(sessionId?: string) {
  const onLeave = vi.fn();
  const result = render(() => <Presenter api={api} sessionId={sessionId} onLeave={onLeave} />);
  return { onLeave, ...result };
}

const seats = () =>
  within(region('Scoreboard'))
    .getAllByRole('listitem')
    .map((li) => ({
      player: li.getAttribute('data-player'),
      score: li.querySelector('.pr-seat__score')?.textContent,
      current: li.getAttribute('aria-current'),
    }));

describe('Presenter', () => {
  it('shows the most recently played game: scoreboard, turn, last revolt and deck odds', async () => {
    renderPresenter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday' })).toBeTruthy();
    expect(api.sessions.open).toHaveBeenCalledWith(friday);

    // The scoreboard in seating order, with badges and big scores; Cleo's turn.
    expect(seats()).toEqual([
      { player: 'ana', score: '−2 points', current: null },
      { player: 'ben', score: '0 points', current: null },
      { player: 'cleo', score: '0 points', current: 'true' },
    ]);
    expect(within(region('Scoreboard')).getByRole('img', { name: /^Ana, red, / })).toBeTruthy();

    const turn = region('Turn');
    expect(turn.getAttribute('aria-live')).toBe('polite');
    expect(turn.textContent).toContain('Turn 3');
    expect(turn.textContent).toContain('Cleo to play');
    expect(within(turn).getByRole('img', { name: /^Tile Revolt road/ })).toBeTruthy();

    // The revolt: from Cleo (the drawer) to Ana, who scores, to Ben, where it stops.
    const revolt = region('Last revolt');
    expect(revolt.textContent).toContain('Turn 3: revolt on road meeples, drawn by Cleo');
    const checks = within(
      within(revolt).getByRole('list', { name: 'Players checked, in order' }),
    ).getAllByRole('listitem');
    expect(checks.map((li) => li.getAttribute('data-player'))).toEqual(['cleo', 'ana', 'ben']);
    expect(checks[0]?.textContent).toContain('nothing on a road');
    expect(checks[1]?.textContent).toContain('+2 for 1 protected meeple');
    expect(checks[2]?.textContent).toContain('lost 1 meeple');
    expect(revolt.textContent).toContain('Stopped at Ben.');

    // The deck: tiles left, the revolt chance within a round of draws (one per player, the
    // seats' horizon too), the likeliest next tiles.
    const replayed = replayRecord(api.store.get(friday)?.record);
    if (!replayed.ok) throw new Error(replayed.error);
    const deck = replayed.snapshot.context.deck;
    const round = replayed.snapshot.context.players.length;
    expect(round).toBe(3);
    const odds = region('Deck');
    expect(odds.querySelector('.pr-deck__count')?.textContent).toBe(String(tilesRemaining(deck)));
    expect(odds.textContent).toContain('Revolt within the next 3 draws:');
    const chance = revoltChanceWithin(deck, round);
    expect(odds.querySelector('.pr-deck__revolt strong')?.textContent).toBe(
      `${Math.round(chance * 1000) / 10}%`,
    );
    const next = within(
      within(odds).getByRole('list', { name: 'Likeliest next tiles' }),
    ).getAllByRole('listitem');
    expect(next).toHaveLength(5);
    const view = presenterView(replayed.snapshot.context, statusOf(replayed.snapshot));
    expect(next.map((li) => li.getAttribute('data-tile'))).toEqual(
      view.deck?.topTiles.map((t) => t.id),
    );
  });

  it('is read-only and dark: its one control leaves', async () => {
    const { onLeave } = renderPresenter();
    await screen.findByRole('heading', { level: 1, name: 'Friday' });
    expect(document.documentElement.classList.contains(PRESENTER_PAGE_CLASS)).toBe(true);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Leave presenter view']);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    // Keys do nothing to the game.
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(api.sessions.undo).not.toHaveBeenCalled();
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onLeave).toHaveBeenCalledOnce();
    cleanup();
    expect(document.documentElement.classList.contains(PRESENTER_PAGE_CLASS)).toBe(false);
  });

  it('updates when the table changes the game', async () => {
    renderPresenter();
    await screen.findByRole('heading', { level: 1, name: 'Friday' });
    expect(changes.onSessionChanged).toHaveBeenCalledOnce();

    // Cleo places the tile and ends the turn at the table: main says the session changed.
    await api.sessions.append(friday, { type: 'place' });
    await api.sessions.append(friday, { type: 'endTurn' });
    changes.changed(friday);
    await waitFor(() => expect(region('Turn').textContent).toContain('Ana to play'));
    expect(region('Turn').textContent).toContain('Turn 4');
    expect(seats().map((s) => s.current)).toEqual(['true', null, null]);

    // An undo shows again what was undone.
    await api.sessions.undo(friday);
    changes.changed(friday);
    await waitFor(() => expect(region('Turn').textContent).toContain('Cleo to play'));
  });

  it('moves on to a game played more recently', async () => {
    renderPresenter();
    await screen.findByRole('heading', { level: 1, name: 'Friday' });
    const saturday = api.add(
      record(['Gus', 'Hal'], [draw('U')]),
      'Saturday',
      '2025-11-30T20:00:00.000Z',
    );
    changes.changed(saturday);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday' })).toBeTruthy();
    expect(seats().map((s) => s.player)).toEqual(['gus', 'hal']);
    // No revolts in that game: no revolt panel.
    expect(screen.queryByRole('region', { name: 'Last revolt' })).toBeNull();
    expect(region('Deck').textContent).not.toContain('Revolt within');
  });

  it('stays on a game chosen by id, and ignores the others', async () => {
    const older = [...api.store.values()].find((s) => s.name === 'Older game')?.id ?? '';
    renderPresenter(older);
    expect(await screen.findByRole('heading', { level: 1, name: 'Older game' })).toBeTruthy();
    vi.mocked(api.sessions.open).mockClear();
    // The chances before the game read the list once, on opening; following never does.
    vi.mocked(api.sessions.list).mockClear();
    changes.changed(friday);
    await Promise.resolve();
    expect(api.sessions.open).not.toHaveBeenCalled();
    await api.sessions.append(older, { type: 'draw', tile: 'U' });
    changes.changed(older);
    await waitFor(() => expect(region('Turn').querySelector('[data-tile="U"]')).toBeTruthy());
    expect(api.sessions.list).not.toHaveBeenCalled();
  });

  it('says when there is no game yet, then shows the first one', async () => {
    api.store.clear();
    renderPresenter();
    expect(
      (await screen.findByText(/No game yet: start one at the table/)).getAttribute('role'),
    ).toBe('status');
    const id = api.add(record(['Ana', 'Ben'], []), 'New', '2025-12-01T20:00:00.000Z');
    changes.changed(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'New' })).toBeTruthy();
  });

  it('keeps the last good state when a refresh fails, and says so', async () => {
    renderPresenter();
    await screen.findByRole('heading', { level: 1, name: 'Friday' });
    vi.mocked(api.sessions.list).mockResolvedValueOnce({
      ok: false,
      error: { code: 'TRANSPORT', message: 'Could not reach the Meeple Ledger server.' },
    });
    changes.changed(friday);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not up to date: Could not reach the Meeple Ledger server.',
    );
    expect(region('Scoreboard')).toBeTruthy();
    changes.changed(friday);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the winners of a finished game', async () => {
    const done = api.add(
      record(
        ['Ana', 'Ben'],
        [
          draw('U'),
          place(),
          deploy('a1', 'R1', 'road'),
          { type: 'score', feature: 'R1', tiles: 3 },
          endTurn,
          { type: 'endGame' },
          { type: 'finish' },
        ],
      ),
      'Done',
      '2025-12-02T20:00:00.000Z',
    );
    renderPresenter(done);
    await screen.findByRole('heading', { level: 1, name: 'Done' });
    expect(region('Turn').textContent).toContain('Game over · Ana wins');
    expect(seats().every((s) => s.current === null)).toBe(true);
    // The deck's odds say nothing once the game is over (newcomer finding: "76 tiles left").
    expect(document.querySelector('.pr-deck')).toBeNull();
  });

  /** After the revolt, Cleo places, then the scores are corrected: Eli 10, Ana and Ben level. */
  const revoltThenCorrected = (final: GameEvent[]): GameEvent[] => [
    ...revoltGame,
    place(),
    endTurn,
    { type: 'adjust', player: 'eli', points: 10 },
    { type: 'adjust', player: 'ben', points: -2 },
    ...final,
  ];

  it('ranks the players of a finished game, and drops the stale revolt (newcomer finding)', async () => {
    const done = api.add(
      record(
        ['Ana', 'Ben', 'Eli'],
        revoltThenCorrected([{ type: 'endGame' }, { type: 'finish' }]),
        ['peasant-revolts'],
      ),
      'Done',
      '2025-12-02T20:00:00.000Z',
    );
    renderPresenter(done);
    await screen.findByRole('heading', { level: 1, name: 'Done' });
    expect(region('Turn').textContent).toContain('Game over · Eli wins');

    // Eli, seated last, is listed first; Ana and Ben, level, keep the results' order.
    const rows = within(region('Scoreboard')).getAllByRole('listitem');
    expect(rows.map((li) => li.getAttribute('data-player'))).toEqual(['eli', 'ana', 'ben']);
    expect(rows.map((li) => li.querySelector('.pr-seat__rank')?.textContent)).toEqual([
      '1st',
      '=2nd',
      '=2nd',
    ]);
    expect(seats().map((s) => s.score)).toEqual(['10 points', '−2 points', '−2 points']);
    const replayed = replayRecord(api.store.get(done)?.record);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(rows.map((li) => li.getAttribute('data-player'))).toEqual(
      standings(replayed.snapshot.context).map((s) => s.player),
    );

    // The revolt of turn 3 and the deck say nothing any more: the ranking has the board.
    expect(screen.queryByRole('region', { name: 'Last revolt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Deck' })).toBeNull();
    expect(document.querySelector('.pr-board')?.classList.contains('pr-board--over')).toBe(true);
  });

  it('keeps the seating order during final scoring, without the revolt', async () => {
    const scoring = api.add(
      record(['Ana', 'Ben', 'Eli'], revoltThenCorrected([{ type: 'endGame' }]), [
        'peasant-revolts',
      ]),
      'Scoring',
      '2025-12-02T20:00:00.000Z',
    );
    renderPresenter(scoring);
    await screen.findByRole('heading', { level: 1, name: 'Scoring' });
    expect(region('Turn').textContent).toContain('Final scoring');
    expect(seats().map((s) => s.player)).toEqual(['ana', 'ben', 'eli']);
    expect(screen.queryByRole('region', { name: 'Last revolt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Deck' })).toBeNull();
  });

  it('keeps the seating order and the last revolt while the game is played', async () => {
    const playing = api.add(
      record(['Ana', 'Ben', 'Eli'], revoltThenCorrected([]), ['peasant-revolts']),
      'Playing',
      '2025-12-02T20:00:00.000Z',
    );
    renderPresenter(playing);
    await screen.findByRole('heading', { level: 1, name: 'Playing' });
    expect(seats().map((s) => s.player)).toEqual(['ana', 'ben', 'eli']);
    expect(region('Last revolt').textContent).toContain('Turn 3: revolt on road meeples');
    expect(region('Deck')).toBeTruthy();
    expect(document.querySelector('.pr-board')?.classList.contains('pr-board--over')).toBe(false);
  });

  it('unsubscribes when it closes', async () => {
    const { unmount } = renderPresenter();
    await screen.findByRole('heading', { level: 1, name: 'Friday' });
    expect(changes.listeners.size).toBe(1);
    unmount();
    expect(changes.listeners.size).toBe(0);
  });
});
