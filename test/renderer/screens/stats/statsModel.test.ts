import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterEntries,
  houseRuleChoices,
  localDay,
  luckOf,
  NO_HOUSE_RULES,
  playerChoices,
  ratingsOf,
  type StatsEntry,
  seatKey,
  slowFiguresOf,
  statsEntries,
  statsEntriesInSlices,
  statsView,
} from '../../../../src/renderer/src/screens/stats/statsModel';
import { POINTS_CATEGORIES } from '../../../../src/shared/game/results';
import type { Profile, StatsGame, StatsGames } from '../../../../src/shared/ipc/types';
import { ratings } from '../../../../src/shared/ratings/openSkill';
import { COUNTER_KEYS } from '../../../../src/shared/stats/gameFacts';
import { type GameLuck, TILE_GROUPS } from '../../../../src/shared/stats/luck';
import { luckTotals } from '../../../../src/shared/stats/luckTotals';
import { playerStats, playerStatsFromRecords } from '../../../../src/shared/stats/playerStats';
import { packStatsGames, SEAT } from '../../../../src/shared/stats/statsWire';
import {
  countersOf,
  pointsByCategory,
  type StoredGameFacts,
  storedFactsOf,
} from '../../../../src/shared/stats/storedFacts';
import extraTurn from '../../../fixtures/records/extra-turn.json';
import full from '../../../fixtures/records/full-game-every-expansion.json';

/** The statistics screen's sums and filters over stored facts (no replay in the page). */

function game(id: number, record: unknown, created: string, houseRules: string[] = []): StatsGame {
  const outcome = storedFactsOf(record);
  if (!outcome.ok) throw new Error(outcome.error);
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `Game ${id}`,
    created,
    facts: { ...outcome.facts, houseRules },
  };
}

const GAMES = [
  game(1, full, '2025-01-10T19:00:00.000Z'),
  game(2, extraTurn, '2025-02-10T19:00:00.000Z', ['cheap-protection']),
  game(3, full, '2025-03-10T19:00:00.000Z', ['no-aids', 'cheap-protection']),
];

const packed = (games: readonly StatsGame[]): StatsGames => packStatsGames(games, []);
const entries = (): StatsEntry[] => statsEntries(packed(GAMES), []);
const ids = (list: readonly StatsEntry[]) => list.map((e) => Number(e.id.slice(-3)));

describe('stats model', () => {
  it('adds up stored facts exactly as a replay of every record would', () => {
    const view = statsView(entries(), []);
    const replayed = playerStatsFromRecords([full, extraTurn, full]);
    expect(view.table).toEqual(replayed);
  });

  it('reads the numbers by the keys the store sent, whatever their order', () => {
    const data = packed(GAMES);
    const { categories, counters } = data.keys;
    const reversed: StatsGames = {
      ...data,
      keys: { categories: [...categories].reverse(), counters: [...counters].reverse() },
      games: data.games.map((g) => ({
        ...g,
        seats: g.seats.map((seat) => {
          const head = seat.slice(0, SEAT.points);
          const points = seat.slice(SEAT.points, SEAT.points + categories.length);
          const rest = seat.slice(SEAT.points + categories.length);
          return [...head, ...points.reverse(), ...rest.reverse()];
        }),
      })),
    };
    const view = statsView(statsEntries(reversed, []), []);
    expect(view.table).toEqual(statsView(entries(), []).table);
  });

  it('filters by player, night, house rules and days (both ends included)', () => {
    const all = entries();
    expect(filterEntries(all, {})).toBe(all);
    const someone = all[1]?.players[0]?.key ?? '';
    expect(ids(filterEntries(all, { player: someone }))).toEqual(
      ids(all.filter((e) => e.players.some((p) => p.key === someone))),
    );
    expect(ids(filterEntries(all, { player: 'nobody' }))).toEqual([]);
    expect(ids(filterEntries(all, { night: [GAMES[0]?.id ?? '', GAMES[2]?.id ?? ''] }))).toEqual([
      1, 3,
    ]);
    expect(ids(filterEntries(all, { houseRule: 'cheap-protection' }))).toEqual([2, 3]);
    expect(ids(filterEntries(all, { houseRule: 'no-aids' }))).toEqual([3]);
    expect(ids(filterEntries(all, { houseRule: NO_HOUSE_RULES }))).toEqual([1]);
    const day = all[1]?.day ?? '';
    expect(ids(filterEntries(all, { from: day }))).toEqual([2, 3]);
    expect(ids(filterEntries(all, { to: day }))).toEqual([1, 2]);
    expect(ids(filterEntries(all, { from: day, to: day }))).toEqual([2]);
    expect(ids(filterEntries(all, { from: day, houseRule: 'no-aids' }))).toEqual([3]);
  });

  it('offers every player and house rule found', () => {
    const view = statsView(entries(), []);
    expect(playerChoices(view).map((p) => p.name)).toEqual(
      [...view.table.players.map((p) => p.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(houseRuleChoices(entries())).toEqual(['cheap-protection', 'no-aids']);
  });

  it('localDay is the local calendar day, empty for no date', () => {
    const noon = new Date(2025, 5, 7, 12, 0, 0).toISOString();
    expect(localDay(noon)).toBe('2025-06-07');
    expect(localDay('')).toBe('');
  });

  it('reads the games a slice at a time to the same entries', async () => {
    const data = packed([...GAMES, ...GAMES, ...GAMES]);
    expect(await statsEntriesInSlices(data, [], 0)).toEqual(statsEntries(data, []));
  });

  it('counts every one of 2,000 games (no cap)', () => {
    const many = Array.from({ length: 2000 }, (_, i) => GAMES[i % 3] as StatsGame);
    const all = statsEntries(packed(many), []);
    const view = statsView(filterEntries(all, { houseRule: 'cheap-protection' }), []);
    expect(view.table.games).toBe(
      many.filter((g) => g.facts.houseRules.includes('cheap-protection')).length,
    );
  });

  it('the packed answer adds up to what the stored facts give, on random games', async () => {
    await fc.assert(
      fc.asyncProperty(randomGames, fc.boolean(), async (games, withProfile) => {
        const profiles: Profile[] = withProfile ? [PROFILE] : [];
        const shown = statsEntries(packStatsGames(games, []), profiles);
        const expected = referenceEntries(games, profiles);
        expect(statsView(shown, profiles).table).toEqual(
          playerStats(expected, { key: (p) => p.key }),
        );
        expect(shown.map((e) => e.luck)).toEqual(expected.map((e) => e.luck));
        expect(luckOf(shown)).toEqual(
          luckTotals(expected.map((e) => ({ luck: e.luck, seats: e.players }))),
        );
        expect(ratingsOf(shown)).toEqual(ratings(expected.flatMap(referenceRated)));
        expect(await slowFiguresOf(shown, () => false)).toEqual({
          ratings: ratingsOf(shown),
          luck: luckOf(shown),
        });
      }),
      { numRuns: 60 },
    );
  });

  it('a run of the slow figures stops when told', async () => {
    const many = statsEntries(packed(Array.from({ length: 300 }, () => GAMES[0] as StatsGame)), []);
    let asked = 0;
    expect(await slowFiguresOf(many, () => ++asked > 1)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- random stored facts

const PROFILE: Profile = { id: 'prof-ana', name: 'Ana', color: 'purple', created: '2025-01-01' };
const NAMES = ['Ana', ' ana ', 'Ben', 'Cleo', 'Zoë', 'Dan'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'black'];
const tally = fc.record({
  actual: fc.nat(9),
  expected: fc.double({ min: 0, max: 9, noNaN: true }),
});
const seat = fc.record({
  name: fc.constantFrom(...NAMES),
  color: fc.constantFrom(...COLORS),
  profile: fc.option(fc.constantFrom('prof-ana', 'prof-gone'), { nil: undefined }),
  score: fc.integer({ min: -20, max: 200 }),
  rank: fc.integer({ min: 1, max: 5 }),
  points: fc.array(fc.integer({ min: -30, max: 90 }), {
    minLength: POINTS_CATEGORIES.length,
    maxLength: POINTS_CATEGORIES.length,
  }),
  counters: fc.array(fc.nat(60), {
    minLength: COUNTER_KEYS.length,
    maxLength: COUNTER_KEYS.length,
  }),
  longestTurnMs: fc.option(fc.nat(600_000), { nil: null }),
  luck: fc.record({
    revolts: tally,
    meeplesLost: tally,
    draws: fc.nat(70),
    tiles: fc.record(
      Object.fromEntries(TILE_GROUPS.map((g) => [g, tally])) as Record<
        (typeof TILE_GROUPS)[number],
        typeof tally
      >,
      { requiredKeys: [] },
    ),
  }),
});
const oneGame = fc.record({
  seats: fc.array(seat, { minLength: 1, maxLength: 5 }),
  finished: fc.boolean(),
  houseRules: fc.subarray(['cheap-protection', 'no-aids']),
  luck: fc.constantFrom('figures', 'no-aids', 'none'),
  revoltsInPlay: fc.boolean(),
  day: fc.integer({ min: 0, max: 2000 }),
});
const randomGames = fc.array(oneGame, { maxLength: 25 }).map((list) =>
  list.map((g, i): StatsGame => {
    const facts: StoredGameFacts = {
      status: g.finished ? 'finished' : 'playing',
      finished: g.finished,
      players: g.seats.map((s, k) => ({
        id: `p${k + 1}`,
        name: s.name,
        color: s.color,
        ...(s.profile !== undefined ? { profile: s.profile } : {}),
        score: s.score,
        rank: s.rank,
        points: s.points,
        counters: s.counters,
        longestTurnMs: s.longestTurnMs,
      })),
      houseRules: g.houseRules,
      turns: 10,
      revolts: 1,
      ...(g.luck === 'none'
        ? {}
        : {
            luck:
              g.luck === 'no-aids'
                ? { noAids: true }
                : {
                    noAids: false,
                    revoltsInPlay: g.revoltsInPlay,
                    players: g.seats.map((s, k) => ({ id: `p${k + 1}`, name: s.name, ...s.luck })),
                  },
          }),
    };
    const created = new Date(Date.UTC(2022, 0, 1) + g.day * 86_400_000).toISOString();
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `G${i}`,
      created,
      facts,
    };
  }),
);

/** The screen's entries as read straight from the stored facts (what the old answer carried). */
function referenceEntries(games: readonly StatsGame[], profiles: readonly Profile[]): StatsEntry[] {
  const keyOf = seatKey(profiles);
  return games.map((g) => ({
    id: g.id,
    name: g.name,
    day: localDay(g.created),
    houseRules: g.facts.houseRules,
    luck: g.facts.luck as GameLuck | undefined,
    finished: g.facts.finished,
    players: g.facts.players.map((p) => ({
      key: keyOf({ name: p.name, profile: p.profile }),
      id: p.id,
      name: p.name,
      color: p.color,
      score: p.score,
      won: p.rank === 1,
      byCategory: pointsByCategory(p),
      counters: countersOf(p),
      longestTurnMs: p.longestTurnMs,
    })),
  }));
}

function referenceRated(entry: StatsEntry) {
  if (!entry.finished) return [];
  const seats: { key: string; name: string; score: number }[] = [];
  for (const p of entry.players)
    if (!seats.some((s) => s.key === p.key))
      seats.push({ key: p.key, name: p.name.trim(), score: p.score });
  return seats.length >= 2 ? [{ seats }] : [];
}
