import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swatch } from '../../../src/renderer/src/components';
import {
  clock,
  Stats,
  seatKey,
  statsData,
  statsView,
} from '../../../src/renderer/src/screens/Stats';
import {
  barWidths,
  CHART_WIDTH,
  fitLabel,
  LABEL_WIDTH,
  stackedScale,
  VALUE_WIDTH,
} from '../../../src/renderer/src/screens/stats/charts';
import { rangeReversed } from '../../../src/renderer/src/screens/stats/StatsFilters';
import { askStatsAhead } from '../../../src/renderer/src/screens/stats/statsAhead';
import { STATS_PART_GAMES } from '../../../src/shared/ipc/limits';
import type { StatsGame } from '../../../src/shared/ipc/types';
import type { GameEvent, GameRecord } from '../../../src/shared/record/schema';
import { statsGamesPart } from '../../../src/shared/stats/statsParts';
import { packStatsGames } from '../../../src/shared/stats/statsWire';
import { storedFactsOf } from '../../../src/shared/stats/storedFacts';
import short from '../../fixtures/records/base-game-short.json';
import extraTurn from '../../fixtures/records/extra-turn.json';
import full from '../../fixtures/records/full-game-every-expansion.json';
import { createFakeApi, type FakeApi } from './fakeApi';

afterEach(cleanup);

const PLOT = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
const ANA_PROFILE = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Ana',
  color: 'purple',
  created: '2025-01-01T00:00:00.000Z',
};

/** base-game-short played to the end (Ana 9, Ben 8), each event 10 s after the one before. */
function shortFinished(): GameRecord {
  const events = [...(short.events as GameEvent[]), { type: 'endGame' }, { type: 'finish' }];
  return {
    ...structuredClone(short),
    events: events.map((event, i) => ({
      ...event,
      at: new Date(Date.UTC(2025, 10, 27, 20, 0, i * 10)).toISOString(),
    })),
  } as GameRecord;
}

function factsOf(record: GameRecord) {
  const outcome = storedFactsOf(record);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.facts;
}

/** The short game, finished, as the store's facts of a session started at `created`. */
function shortGame(id: string, created = '2025-11-01T00:00:00.000Z'): StatsGame {
  return { id, name: 'Short', created, facts: factsOf(shortFinished()) };
}

let api: FakeApi;
let onHome: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  api = createFakeApi();
  api.profileStore.push({ ...ANA_PROFILE });
  api.add(structuredClone(full) as GameRecord, 'Big game', '2025-11-20T20:00:00.000Z');
  api.add(shortFinished(), 'Short game', '2025-11-27T20:00:00.000Z');
  api.add(structuredClone(extraTurn) as GameRecord, 'Unfinished', '2025-11-29T20:00:00.000Z');
  onHome = vi.fn<() => void>();
});

/** The store's answer for these games: the first (and only) part of them. */
const onePart = (...args: Parameters<typeof packStatsGames>) =>
  statsGamesPart(packStatsGames(...args), 0, 1, STATS_PART_GAMES);

const renderStats = () => render(() => <Stats api={api} onHome={onHome} />);
const card = (name: string) => screen.getByRole('region', { name });
const chartIn = (name: string) => within(card(name)).getByRole('img');
const bars = (name: string) =>
  [...chartIn(name).querySelectorAll<SVGRectElement>('.chart__bar')].map((rect) => ({
    key: rect.parentElement?.getAttribute('data-key') ?? '',
    width: Number(rect.getAttribute('width')),
    fill: rect.getAttribute('fill'),
  }));
const labels = (name: string) =>
  [...chartIn(name).querySelectorAll('.chart__label')].map((t) => t.textContent);
const values = (name: string) =>
  [...chartIn(name).querySelectorAll('.chart__value')].map((t) => t.textContent);

describe('Stats screen', () => {
  it('reads every stored game and sums up', async () => {
    renderStats();
    expect(screen.getByRole('status').textContent).toMatch(/Reading every game/);
    await screen.findByText('3 games, 2 finished · 4 players');
    expect(api.stats.games).toHaveBeenCalledTimes(1);
    expect(api.stats.records).not.toHaveBeenCalled();
  });

  it('uses the answers asked for as the Statistics button was pressed, instead of asking again', async () => {
    askStatsAhead(api);
    expect(api.stats.games).toHaveBeenCalledTimes(1);
    renderStats();
    await screen.findByText('3 games, 2 finished · 4 players');
    expect(api.stats.games).toHaveBeenCalledTimes(1);
    expect(api.profiles.list).toHaveBeenCalledTimes(1);
    // Asked again when the screen is opened again: the answer was taken once.
    cleanup();
    renderStats();
    await screen.findByText('3 games, 2 finished · 4 players');
    expect(api.stats.games).toHaveBeenCalledTimes(2);
  });

  it('says when a game changed elsewhere since the figures were read, and reads them again on request', async () => {
    let changed: ((id: string) => void) | undefined;
    vi.mocked(api.onSessionChanged).mockImplementation((listener: (id: string) => void) => {
      changed = listener;
      return () => {
        changed = undefined;
      };
    });
    renderStats();
    await screen.findByText('3 games, 2 finished · 4 players');
    expect(screen.queryByText(/Games have changed/)).toBeNull();
    // A phone finishes another game while the figures are on screen.
    api.add(shortFinished(), 'Finished on a phone', '2025-11-30T20:00:00.000Z');
    changed?.('elsewhere');
    const notice = await screen.findByText(/Games have changed since these figures were read/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // The figures read before stay on screen until the new ones are in.
    expect(screen.getByText('3 games, 2 finished · 4 players')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Read them again' }));
    await screen.findByText('4 games, 3 finished · 4 players');
    expect(screen.queryByText(/Games have changed/)).toBeNull();
    cleanup();
    expect(changed).toBeUndefined();
  });

  it('draws the figures first, then the charts two at a time, each part a task of its own', async () => {
    const charts = () =>
      ['Wins', 'Average score', 'Points by category, per game'].filter(
        (name) => screen.queryByRole('region', { name }) !== null,
      );
    // What the page shows after each change (a mutation record is read after each task).
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const state = `${document.querySelector('.stats__summary') ? 'figures' : '-'} ${charts().join(', ')}`;
      if (seen.at(-1) !== state) seen.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderStats();
      await screen.findByRole('region', { name: 'Points by category, per game' });
    } finally {
      observer.disconnect();
    }
    expect(seen.filter((state) => state.startsWith('figures'))).toEqual([
      'figures ',
      'figures Wins, Average score',
      'figures Wins, Average score, Points by category, per game',
    ]);
  });

  it('draws wins as bars: the most wins the longest, in the player’s colour', async () => {
    renderStats();
    await screen.findByRole('region', { name: 'Wins' });
    expect(labels('Wins')).toEqual(['Cleo', 'Ana', 'Ben', 'Dan']);
    expect(values('Wins')).toEqual(['1 of 1 (100%)', '1 of 2 (50%)', '0 of 2 (0%)', '0 of 1 (0%)']);
    const wins = bars('Wins');
    expect(wins.map((b) => b.width)).toEqual([PLOT, PLOT, 0, 0]);
    // Ana is a profile: her favourite colour, whatever she played.
    expect(wins[1]).toMatchObject({
      key: `profile:${ANA_PROFILE.id}`,
      fill: swatch('purple').fill,
    });
    expect(wins[0]?.fill).toBe(swatch('green').fill);
    expect(chartIn('Wins').getAttribute('aria-label')).toBe(
      'Wins: Cleo 1 of 1 (100%), Ana 1 of 2 (50%), Ben 0 of 2 (0%), Dan 0 of 1 (0%)',
    );
  });

  it('draws average scores, best first, scaled to the best average', async () => {
    renderStats();
    await screen.findByRole('region', { name: 'Average score' });
    expect(labels('Average score')).toEqual(['Cleo', 'Dan', 'Ana', 'Ben']);
    expect(values('Average score')).toEqual([
      '168 (best 168)',
      '69 (best 69)',
      '53 (best 97)',
      '42.5 (best 77)',
    ]);
    const widths = bars('Average score').map((b) => b.width);
    expect(widths[0]).toBe(PLOT);
    expect(widths[1]).toBeCloseTo((69 / 168) * PLOT, 5);
    expect(widths[3]).toBeCloseTo((42.5 / 168) * PLOT, 5);
  });

  it('stacks the points by category per game: gains right of zero, protection costs left', async () => {
    renderStats();
    const region = await screen.findByRole('region', { name: 'Points by category, per game' });
    const chart = within(region).getByRole('img');
    const row = (key: string) =>
      chart.querySelector(`.chart__row[data-key="${key}"]`) as SVGGElement;
    const segments = (key: string) =>
      [...row(key).querySelectorAll<SVGRectElement>('.chart__segment')].map((rect) => ({
        series: rect.getAttribute('data-series'),
        x: Number(rect.getAttribute('x')),
        width: Number(rect.getAttribute('width')),
      }));
    const zero = Number(chart.querySelector('.chart__zero')?.getAttribute('x1'));
    const cleo = segments('cleo');
    expect(cleo.map((s) => s.series)).toEqual([
      'city',
      'road',
      'monastery',
      'garden',
      'revolt',
      'protection',
      'adjustment',
    ]);
    const city = cleo[0];
    const protection = cleo.find((s) => s.series === 'protection');
    expect(city?.x).toBeCloseTo(zero, 5);
    expect(protection && protection.x + protection.width).toBeCloseTo(zero, 5);
    // One scale for every segment: 96 city points are 8 times 12 protection points.
    expect((city?.width ?? 0) / (protection?.width ?? 1)).toBeCloseTo(8, 5);
    const legend = within(region).getByRole('list', { name: 'Colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'City',
      'Road',
      'Monastery',
      'Garden',
      'Revolt',
      'Protection',
      'Arrow',
      'Abbot recall',
      'Adjustment',
    ]);
    expect(chart.getAttribute('aria-label')).toMatch(
      /^Average points per game by category: Cleo 168 \(City 96, Road 26,/,
    );
  });

  it('shows think time when the games carry times', async () => {
    renderStats();
    await screen.findByRole('region', { name: 'Think time, per turn' });
    expect(labels('Think time, per turn').sort()).toEqual(['Ana', 'Ben']);
    expect(
      values('Think time, per turn').every((v) => /^\d+:\d\d \(longest \d+:\d\d\)$/.test(v ?? '')),
    ).toBe(true);
  });

  it('tables the players, what happened at the table, and head to head', async () => {
    renderStats();
    const players = await screen.findByRole('region', { name: 'Players' });
    const row = (region: HTMLElement, name: string) =>
      [...(within(region).getByRole('rowheader', { name }).parentElement?.children ?? [])].map(
        (cell) => cell.textContent,
      );
    expect(row(players, 'Ana')).toEqual(['Ana', '2', '1', '50%', '53', '97', '1']);
    const counters = card('At the table');
    expect(
      within(counters)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Player',
      'Meeples lost to revolts',
      'Protected points',
      'Protection spent',
      'Arrows activated',
      'Extra turns',
      'Crop rounds started',
      'Crop circle followers',
      'Think time',
    ]);
    // Ben started 4 crop rounds and placed 2 followers and took 1 back in them (anyone's round).
    expect(row(counters, 'Ben').slice(0, 8)).toEqual(['Ben', '3', '2', '18', '4', '1', '4', '3']);
    // Think time in the table as in its chart ("0:23" in both, not "23 s" beside "0:23").
    await screen.findByRole('region', { name: 'Think time, per turn' });
    const charted = new Map(
      labels('Think time, per turn').map((name, i) => [
        name,
        values('Think time, per turn')[i]?.split(' ')[0],
      ]),
    );
    for (const name of ['Ana', 'Ben']) expect(row(counters, name)[8]).toBe(charted.get(name));
    const h2h = card('Head to head');
    expect(row(h2h, 'Ana')).toEqual(['Ana', '0–1', '', '2–0', '1–0']);
    expect(
      within(h2h)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cleo', 'Ana', 'Ben', 'Dan']);
  });

  it('says so when there is no game yet', async () => {
    api.store.clear();
    renderStats();
    await screen.findByText(/No games yet. Statistics appear here/);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('counts the games the store could not read (every other game is counted, no cap)', async () => {
    vi.mocked(api.stats.games).mockResolvedValueOnce({
      ok: true,
      value: onePart(
        [shortGame('00000000-0000-4000-8000-00000000000f')],
        [
          {
            sessionId: '00000000-0000-4000-8000-00000000bad0',
            kind: 'unreadable',
            message: '“Broken” is left out of the statistics: event 0: no tile in hand.',
          },
        ],
      ),
    });
    renderStats();
    await screen.findByText(/1 game could not be counted/);
    await waitFor(() => expect(labels('Wins')).toEqual(['Ana', 'Ben']));
  });

  it('filters by player, house rules and dates, and clears the filters', async () => {
    const games = [
      shortGame('00000000-0000-4000-8000-000000000001', '2025-01-05T20:00:00.000Z'),
      {
        ...shortGame('00000000-0000-4000-8000-000000000002', '2025-03-05T20:00:00.000Z'),
        facts: { ...factsOf(shortFinished()), houseRules: ['no-aids'] },
      },
    ];
    vi.mocked(api.stats.games).mockResolvedValueOnce({
      ok: true,
      value: onePart(games, []),
    });
    renderStats();
    await screen.findByText('2 games, 2 finished · 2 players');
    const rules = screen.getByLabelText('House rules') as HTMLSelectElement;
    expect([...rules.options].map((o) => o.textContent)).toEqual(['Any', 'None', 'No aids (H2)']);
    const gamesColumn = () =>
      [...card('Players').querySelectorAll('tbody tr')].map(
        (row) => `${row.querySelector('th')?.textContent} ${row.querySelector('td')?.textContent}`,
      );
    await waitFor(() => expect(gamesColumn()).toEqual(['Ana 2', 'Ben 2']));
    expect(values('Wins')).toEqual(['2 of 2 (100%)', '0 of 2 (0%)']);
    fireEvent.change(rules, { target: { value: 'no-aids' } });
    await screen.findByText('1 game, 1 finished · 2 players');
    expect(screen.getByText('1 of 2 games')).toBeTruthy();
    // The same rows and bars, their figures redrawn.
    expect(gamesColumn()).toEqual(['Ana 1', 'Ben 1']);
    expect(values('Wins').sort()).toEqual(['0 of 1 (0%)', '1 of 1 (100%)']);
    fireEvent.change(rules, { target: { value: 'none' } });
    await screen.findByText('1 game, 1 finished · 2 players');
    fireEvent.change(rules, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-01' } });
    await screen.findByText('1 of 2 games');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-02' } });
    await screen.findByText('No game matches these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('2 games, 2 finished · 2 players');
    const player = screen.getByLabelText('Games with') as HTMLSelectElement;
    expect([...player.options].map((o) => o.textContent)).toEqual(['Anyone', 'Ana', 'Ben']);
  });

  it('gives each player a colour of their own, from every game: a filter changes none (Eve stays yellow)', async () => {
    /** The short game with these two players (names and meeple colours), the first winning. */
    const pair = (id: number, created: string, a: [string, string], b: [string, string]) => {
      const facts = factsOf(shortFinished());
      const players = facts.players.map((p, i) => {
        const [name, color] = i === 0 ? a : b;
        return { ...p, name, color };
      });
      return {
        ...shortGame(`00000000-0000-4000-8000-00000000000${id}`, created),
        facts: { ...facts, players },
      };
    };
    vi.mocked(api.stats.games).mockResolvedValueOnce({
      ok: true,
      value: onePart(
        [
          pair(1, '2024-12-05T20:00:00.000Z', ['Cleo', 'red'], ['Eve', 'blue']),
          pair(2, '2025-01-05T20:00:00.000Z', ['Dan', 'red'], ['Eve', 'yellow']),
          pair(3, '2025-01-06T20:00:00.000Z', ['Cleo', 'red'], ['Eve', 'yellow']),
        ],
        [],
      ),
    });
    renderStats();
    await screen.findByText('3 games, 3 finished · 3 players');
    await screen.findByRole('region', { name: 'Wins' });
    const fills = () => Object.fromEntries(bars('Wins').map((b) => [b.key, b.fill]));
    // Dan and Cleo are both red in their games: Cleo, with more games, keeps red; Eve is
    // yellow, as in her latest games.
    await waitFor(() =>
      expect(fills()).toEqual({
        cleo: swatch('red').fill,
        dan: swatch('blue').fill,
        eve: swatch('yellow').fill,
      }),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-12-31' } });
    await screen.findByText('1 game, 1 finished · 2 players');
    // December's game had Eve blue: she stays yellow.
    await waitFor(() =>
      expect(fills()).toEqual({ cleo: swatch('red').fill, eve: swatch('yellow').fill }),
    );
    fireEvent.change(screen.getByLabelText('Games with'), { target: { value: 'dan' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await screen.findByText('1 game, 1 finished · 2 players');
    await waitFor(() =>
      expect(fills()).toEqual({ dan: swatch('blue').fill, eve: swatch('yellow').fill }),
    );
  });

  it('says so when the From date is after the To date, rather than only "0 games"', async () => {
    renderStats();
    await screen.findByText('3 games, 2 finished · 4 players');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2025-11-29' } });
    await screen.findByText('1 of 3 games');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(to, { target: { value: '2025-11-01' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The From date is after the To date, so no game can match. Swap the two dates or clear one.',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(alert.id);
    expect(to.getAttribute('aria-describedby')).toBe(alert.id);
    // The same day at both ends is a range: no message.
    fireEvent.change(to, { target: { value: '2025-11-29' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(from.getAttribute('aria-invalid')).toBeNull();
    // Reversed again, then the filters cleared: gone too.
    fireEvent.change(from, { target: { value: '2025-12-01' } });
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('3 games, 2 finished · 4 players');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the revolt and protection columns only when a game counted had The Peasant Revolts (R3, R7)', async () => {
    const base = {
      ...shortGame('00000000-0000-4000-8000-000000000002', '2025-03-05T20:00:00.000Z'),
      facts: { ...factsOf(shortFinished()), houseRules: ['no-aids'] },
    };
    const revolts = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Big game',
      created: '2025-01-05T20:00:00.000Z',
      facts: factsOf(structuredClone(full) as GameRecord),
    };
    vi.mocked(api.stats.games).mockResolvedValueOnce({
      ok: true,
      value: onePart([revolts, base], []),
    });
    renderStats();
    const headers = async () =>
      within(await screen.findByRole('region', { name: 'At the table' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    const REVOLT_COLUMNS = ['Meeples lost to revolts', 'Protected points', 'Protection spent'];
    expect(await headers()).toEqual(expect.arrayContaining(REVOLT_COLUMNS));
    fireEvent.change(screen.getByLabelText('House rules'), { target: { value: 'no-aids' } });
    await screen.findByText('1 game, 1 finished · 2 players');
    await waitFor(async () =>
      expect(await headers()).toEqual([
        'Player',
        'Arrows activated',
        'Extra turns',
        'Crop rounds started',
        'Crop circle followers',
        'Think time',
      ]),
    );
  });

  it('says why the games could not be read, and tries again', async () => {
    vi.mocked(api.stats.games).mockResolvedValueOnce({
      ok: false,
      error: { code: 'IO', message: 'The disk is unhappy.' },
    });
    renderStats();
    await screen.findByText(/could not be read: The disk is unhappy/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('3 games, 2 finished · 4 players');
  });

  it('goes back home with Back or Escape', async () => {
    renderStats();
    await screen.findByText('3 games, 2 finished · 4 players');
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(onHome).toHaveBeenCalledTimes(2));
    // From a filter's menu too (closed: an open one keeps the key).
    const filter = screen.getAllByRole('combobox')[0] as HTMLSelectElement;
    filter.focus();
    fireEvent.keyDown(filter, { key: 'Escape' });
    await waitFor(() => expect(onHome).toHaveBeenCalledTimes(3));
    // And from a date field.
    const from = screen.getByLabelText('From');
    from.focus();
    fireEvent.keyDown(from, { key: 'Escape' });
    await waitFor(() => expect(onHome).toHaveBeenCalledTimes(4));
  });
});

describe('chart helpers', () => {
  it('barWidths scales to the largest value, or the floor', () => {
    expect(barWidths([2, 1, 0])).toEqual([PLOT, PLOT / 2, 0]);
    expect(barWidths([0, 0], 1)).toEqual([0, 0]);
    expect(barWidths([0.5], 1)).toEqual([PLOT / 2]);
    expect(barWidths([-3, 3])).toEqual([0, PLOT]);
  });

  it('stackedScale fits the largest gains and the largest losses', () => {
    const bar = (values: number[]) => ({
      key: 'x',
      label: 'x',
      segments: values.map((value, i) => ({ key: String(i), value })),
    });
    const { zero, unit } = stackedScale([bar([30, 10, -10]), bar([20, -30])]);
    expect(unit).toBeCloseTo(PLOT / 70, 10);
    expect(zero).toBeCloseTo(30 * unit, 10);
    expect(stackedScale([bar([0])])).toEqual({ zero: 0, unit: 0 });
  });

  it('fitLabel cuts long names', () => {
    expect(fitLabel('Ana')).toBe('Ana');
    expect(fitLabel('Bartholomew the Great')).toBe('Bartholomew the…');
  });
});

describe('stats helpers', () => {
  it('seatKey: the profile named in the record, else by name, else the name', () => {
    const key = seatKey([ANA_PROFILE]);
    expect(key({ name: 'Whoever', profile: ANA_PROFILE.id })).toBe(`profile:${ANA_PROFILE.id}`);
    expect(key({ name: ' ANA ' })).toBe(`profile:${ANA_PROFILE.id}`);
    expect(key({ name: 'Ben', profile: 'deleted-profile' })).toBe('ben');
  });

  it('statsView shows a profile under its current name', () => {
    const record = { ...shortFinished() };
    record.players = [
      { ...record.players[0], name: 'Anita', profile: ANA_PROFILE.id },
      record.players[1],
    ] as GameRecord['players'];
    const facts = storedFactsOf(record);
    if (!facts.ok) throw new Error(facts.error);
    const games = packStatsGames([{ id: 'x', name: 'x', created: '', facts: facts.facts }], []);
    const data = statsData(games, [ANA_PROFILE]);
    const view = statsView(data, data.all, [ANA_PROFILE]);
    const key = `profile:${ANA_PROFILE.id}`;
    expect(view.names.get(key)).toBe('Ana');
    expect(view.colors.get(key)).toBe('purple');
    expect(view.table.players.find((p) => p.key === key)?.wins).toBe(1);
  });

  it('rangeReversed: a From after the To, both given', () => {
    expect(rangeReversed({ from: '2025-02-01', to: '2025-01-31' })).toBe(true);
    expect(rangeReversed({ from: '2025-01-31', to: '2025-01-31' })).toBe(false);
    expect(rangeReversed({ from: '2025-02-01' })).toBe(false);
    expect(rangeReversed({ to: '2025-01-31' })).toBe(false);
  });

  it('clock', () => {
    expect(clock(63_400)).toBe('1:03');
    expect(clock(42_400)).toBe('0:42');
    expect(clock(null)).toBe('–');
  });
});
