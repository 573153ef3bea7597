import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { ordinal, rate, rating } from 'openskill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { percent } from '../../../src/renderer/src/components';
import { NewGame } from '../../../src/renderer/src/screens/NewGame';
import { ratingsOfSessions } from '../../../src/renderer/src/screens/ratings/sessionRatings';
import { WinChances } from '../../../src/renderer/src/screens/ratings/WinChances';
import { Stats } from '../../../src/renderer/src/screens/Stats';
import { oneDecimal } from '../../../src/renderer/src/screens/stats/GameLineChart';
import { leaderboardPlaces } from '../../../src/renderer/src/screens/stats/Ratings';
import { winChances } from '../../../src/shared/ratings/openSkill';
import type { GameEvent, GameRecord } from '../../../src/shared/record/schema';
import short from '../../fixtures/records/base-game-short.json';
import full from '../../fixtures/records/full-game-every-expansion.json';
import { createFakeApi, type FakeApi, info, record } from './fakeApi';

afterEach(cleanup);

/** base-game-short played to the end: Ana 9, Ben 8. */
const shortFinished = (): GameRecord =>
  ({
    ...structuredClone(short),
    events: [...(short.events as GameEvent[]), { type: 'endGame' }, { type: 'finish' }],
  }) as GameRecord;

const ANA = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Ana',
  color: 'purple',
  created: '2025-01-01T00:00:00.000Z',
};

let api: FakeApi;
let bigGame: string;

beforeEach(() => {
  api = createFakeApi();
  api.profileStore.push({ ...ANA });
  // Oldest first: the 4-player game (Cleo 168, Ana 97, Ben 77, Dan 69), then Ana 9 – Ben 8.
  bigGame = api.add(structuredClone(full) as GameRecord, 'Big game', '2025-11-20T20:00:00.000Z');
  api.add(shortFinished(), 'Short game', '2025-11-27T20:00:00.000Z');
  api.add(record(['Ana', 'Ben']), 'Not finished', '2025-11-29T20:00:00.000Z');
});

/** The package by hand over the two finished games. */
function expected() {
  const [[ana1], [ben1], [cleo], [dan]] = rate([[rating()], [rating()], [rating()], [rating()]], {
    rank: [2, 3, 1, 4],
  });
  const [[ana], [ben]] = rate([[ana1], [ben1]], { rank: [1, 2] });
  return { ana, ben, cleo, dan };
}

describe('ratings on the statistics screen', () => {
  it("a leaderboard by ordinal and each player's rating over the games", async () => {
    render(() => <Stats api={api} onHome={() => {}} />);
    // The ratings come after the figures, worked out a slice at a time: a loaded machine is slow.
    const section = await screen.findByRole('region', { name: 'Ratings' }, { timeout: 5000 });
    const rows = within(section).getAllByRole('row').slice(1);
    const e = expected();
    const order = (Object.entries(e) as [string, { mu: number; sigma: number }][]).sort(
      ([, x], [, y]) => ordinal(y) - ordinal(x),
    );
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      order.map(([key]) => key[0]?.toUpperCase() + key.slice(1)),
    );
    const first = rows[0];
    const [, best] = order[0] ?? [];
    expect(first?.textContent).toContain(oneDecimal(ordinal(best ?? rating())));
    const chart = within(section).getByRole('img', {
      name: /Each player's rating after each of their games/,
    });
    expect(chart.querySelectorAll('[data-player]')).toHaveLength(4);
    // Ana is the regular: her two games make one line, from a new player's rating (0) to her
    // first and then her second; Dan's one game, one step from 0.
    const ana = chart.querySelector(`[data-player="profile:${ANA.id}"] .ml-chart__line`);
    expect(ana?.getAttribute('d')?.match(/[MV][^HV]*/g)).toHaveLength(3);
    const dan = chart.querySelector('[data-player="dan"] .ml-chart__line');
    expect(dan?.getAttribute('d')?.match(/V/g)).toHaveLength(1);
  });
});

describe('the leaderboard places', () => {
  it('players whose ratings read the same share a place; the next comes after both', () => {
    expect(leaderboardPlaces([12.34, 12.31, 10, 9.99, 3])).toEqual([1, 1, 3, 3, 5]);
    expect(leaderboardPlaces([5, 4.9])).toEqual([1, 2]);
  });

  it('two players who tied their only game share first place on the screen', async () => {
    const tied = createFakeApi();
    const game = shortFinished();
    // A last score that brings Ben level with Ana (9 to 9) before the game ends.
    const events = game.events as GameEvent[];
    events.splice(events.length - 2, 0, {
      type: 'adjust',
      player: game.players[1]?.id ?? '',
      points: 1,
      note: 'tie',
    } as GameEvent);
    tied.add(game, 'Tied game', '2025-11-27T20:00:00.000Z');
    render(() => <Stats api={tied} onHome={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Ratings' }, { timeout: 5000 });
    const places = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(places).toEqual(['1', '1']);
  });
});

describe('ratings after one game', () => {
  it('a leaderboard, and a line that the chart over the games starts at the second game', async () => {
    const one = createFakeApi();
    one.add(shortFinished(), 'Short game', '2025-11-27T20:00:00.000Z');
    render(() => <Stats api={one} onHome={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Ratings' }, { timeout: 5000 });
    expect(within(section).getAllByRole('row')).toHaveLength(3);
    expect(within(section).queryByRole('img')).toBeNull();
    expect(section.textContent).toContain('A line over the games shows from the second game on.');
  });
});

describe('chances to win before a game', () => {
  it('from the finished games of the session list, oldest first, leaving one out', () => {
    const sessions = [...api.store.values()].map(info);
    const { table, keyOf } = ratingsOfSessions(sessions, [ANA]);
    expect(table.games).toBe(2);
    expect(keyOf(' ana ')).toBe(`profile:${ANA.id}`);
    const e = expected();
    expect(table.players.find((p) => p.key === `profile:${ANA.id}`)?.mu).toBeCloseTo(e.ana.mu, 12);
    expect(ratingsOfSessions(sessions, [ANA], bigGame).table.games).toBe(1);
  });

  it("shows each seated player's chance; a newcomer counts as average", async () => {
    render(() => <WinChances api={api} names={['Ben', 'Ana', 'Zoe', ' ']} />);
    const section = await screen.findByRole('region', { name: 'Chances to win' });
    const sessions = [...api.store.values()].map(info);
    const { table, keyOf } = ratingsOfSessions(sessions, [ANA]);
    const values = winChances(table, ['Ben', 'Ana', 'Zoe'].map(keyOf));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Ben${percent(values[0] ?? 0)}`,
      `Ana${percent(values[1] ?? 0)}`,
      `Zoe${percent(values[2] ?? 0)}`,
    ]);
    expect(section.textContent).toContain('From the ratings of 2 finished games');
  });

  it('says "1 finished game" in the singular', async () => {
    render(() => <WinChances api={api} names={['Ben', 'Ana']} exclude={bigGame} />);
    const section = await screen.findByRole('region', { name: 'Chances to win' });
    expect(section.textContent).toContain('From the ratings of 1 finished game;');
  });

  it('nothing with fewer than two names or no rated game', async () => {
    render(() => <WinChances api={api} names={['Ana']} />);
    const empty = createFakeApi();
    render(() => <WinChances api={empty} names={['Ana', 'Ben']} />);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Chances to win' })).toBeNull();
  });
});

describe('chances in New game', () => {
  it("shows the seated players' chances, and none once no-aids is chosen (H2)", async () => {
    render(() => <NewGame api={api} onStarted={() => {}} onCancel={() => {}} />);
    fireEvent.input(screen.getByLabelText('Player 1 name'), { target: { value: 'Ana' } });
    fireEvent.input(screen.getByLabelText('Player 2 name'), { target: { value: 'Ben' } });
    const section = await screen.findByRole('region', { name: 'Chances to win' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    const noAids = document.querySelector<HTMLInputElement>('input[value="no-aids"]');
    if (!noAids) throw new Error('no no-aids choice');
    fireEvent.click(noAids);
    expect(screen.queryByRole('region', { name: 'Chances to win' })).toBeNull();
  });
});

describe('the rating chart over 2,000 games', () => {
  it("reads each player's history once, not at every read of the chart's lines", async () => {
    const { Ratings } = await import('../../../src/renderer/src/screens/stats/Ratings');
    const reads = new Map<string, number>();
    class CountedMap<K extends string, V> extends Map<K, V> {
      override get(key: K): V | undefined {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return super.get(key);
      }
    }
    const history = new CountedMap<string, { game: number; ordinal: number }[]>();
    const players = ['ana', 'ben', 'cleo'].map((key, i) => {
      history.set(
        key,
        Array.from({ length: 2000 }, (_, g) => ({ game: g + 1, ordinal: i + g / 1000 })),
      );
      return { key, mu: 25, sigma: 5, ordinal: 10 - i, games: 2000 };
    });
    render(() => (
      <Ratings
        table={{ players, history, games: 2000 } as never}
        nameOf={(key) => key}
        colorOf={() => 'red'}
      />
    ));
    expect(screen.getByRole('img', { name: /rating/i })).toBeTruthy();
    expect([...reads.values()]).toEqual([1, 1, 1]);
  });
});
