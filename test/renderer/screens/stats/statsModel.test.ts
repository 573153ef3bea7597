import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../../src/renderer/src/components/format';
import { swatch } from '../../../../src/renderer/src/components/playerStyle';
import {
  filterGames,
  houseRuleChoices,
  luckOf,
  NO_HOUSE_RULES,
  playerChoices,
  playerColors,
  ratingsOf,
  STATS_PALETTE,
  type StatsData,
  type StatsFilter,
  seatKey,
  slowFiguresOf,
  statsData,
  statsView,
} from '../../../../src/renderer/src/screens/stats/statsModel';
import { POINTS_CATEGORIES } from '../../../../src/shared/game/results';
import type { Profile, StatsGame, StatsGames } from '../../../../src/shared/ipc/types';
import { ratings } from '../../../../src/shared/ratings/openSkill';
import { COUNTER_KEYS } from '../../../../src/shared/stats/gameFacts';
import { type GameLuck, TILE_GROUPS } from '../../../../src/shared/stats/luck';
import { luckTotals } from '../../../../src/shared/stats/luckTotals';
import {
  playerStats,
  playerStatsFromRecords,
  type StatsGameFacts,
  type StatsSeat,
} from '../../../../src/shared/stats/playerStats';
import {
  LUCK_KIND,
  onWire,
  packStatsGames,
  SEAT,
  seatFiguresOf,
} from '../../../../src/shared/stats/statsWire';
import {
  countersOf,
  pointsByCategory,
  type StoredGameFacts,
  storedFactsOf,
} from '../../../../src/shared/stats/storedFacts';
import extraTurn from '../../../fixtures/records/extra-turn.json';
import full from '../../../fixtures/records/full-game-every-expansion.json';

/**
 * The statistics screen's sums and filters over the store's packed facts (no replay in the
 * page), held to what the stored facts give when read one keyed object at a time.
 */

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
const data = (): StatsData => statsData(packed(GAMES), []);
const ids = (d: StatsData, games: ArrayLike<number>) =>
  Array.from(games, (g) => Number(d.ids[g]?.slice(-3)));
const everything = (d: StatsData) => statsView(d, d.all, []);

describe('stats model', () => {
  it('adds up stored facts exactly as a replay of every record would', () => {
    expect(everything(data()).table).toEqual(playerStatsFromRecords([full, extraTurn, full]));
  });

  it('R1: tells whether a game counted had The Peasant Revolts, a no-aids one by its revolts', () => {
    const noAids = {
      ...structuredClone(full),
      options: { ...full.options, houseRules: ['no-aids'] },
    };
    const d = statsData(
      packed([
        game(1, extraTurn, '2025-01-10T19:00:00.000Z'),
        game(2, noAids, '2025-02-10T19:00:00.000Z'),
      ]),
      [],
    );
    // The luck of a no-aids game is not kept, nor whether it had revolts.
    expect(d.luckKind).toEqual([LUCK_KIND.figures, LUCK_KIND.noAids]);
    expect(statsView(d, Int32Array.of(0), []).revolts).toBe(false);
    expect(statsView(d, Int32Array.of(1), []).revolts).toBe(true);
    expect(everything(d).revolts).toBe(true);
    expect(everything(data()).revolts).toBe(true);
  });

  it('reads the numbers by the keys the store sent, whatever their order', () => {
    const wire = packed(GAMES);
    const { categories, counters } = wire.keys;
    const stride = seatFiguresOf(wire.keys);
    const figures: number[] = [];
    for (let at = 0; at < wire.seats.figures.length; at += stride) {
      const seat = wire.seats.figures.slice(at, at + stride);
      const head = seat.slice(0, SEAT.points);
      const points = seat.slice(SEAT.points, SEAT.points + categories.length);
      const rest = seat.slice(SEAT.points + categories.length);
      figures.push(...head, ...points.reverse(), ...rest.reverse());
    }
    const reversed: StatsGames = {
      ...wire,
      keys: { categories: [...categories].reverse(), counters: [...counters].reverse() },
      seats: { ...wire.seats, figures },
    };
    expect(everything(statsData(reversed, [])).table).toEqual(everything(data()).table);
  });

  it('filters by player, night, house rules and days (both ends included)', () => {
    const d = data();
    expect(filterGames(d, {})).toBe(d.all);
    const someone = everything(d).table.players[0]?.key ?? '';
    expect(ids(d, filterGames(d, { player: someone }))).toEqual([1, 2, 3]);
    expect(ids(d, filterGames(d, { player: 'nobody' }))).toEqual([]);
    expect(ids(d, filterGames(d, { night: [GAMES[0]?.id ?? '', GAMES[2]?.id ?? ''] }))).toEqual([
      1, 3,
    ]);
    expect(ids(d, filterGames(d, { houseRule: 'cheap-protection' }))).toEqual([2, 3]);
    expect(ids(d, filterGames(d, { houseRule: 'no-aids' }))).toEqual([3]);
    expect(ids(d, filterGames(d, { houseRule: NO_HOUSE_RULES }))).toEqual([1]);
    const day = d.days[1] ?? '';
    expect(ids(d, filterGames(d, { from: day }))).toEqual([2, 3]);
    expect(ids(d, filterGames(d, { to: day }))).toEqual([1, 2]);
    expect(ids(d, filterGames(d, { from: day, to: day }))).toEqual([2]);
    expect(ids(d, filterGames(d, { from: day, houseRule: 'no-aids' }))).toEqual([3]);
  });

  it('offers every player and house rule found', () => {
    const d = data();
    const view = everything(d);
    expect(playerChoices(view).map((p) => p.name)).toEqual(
      [...view.table.players.map((p) => p.name)].sort((a, b) => a.localeCompare(b)),
    );
    // By name without case or accents.
    const names = ['zed', 'Zoë', 'anna', 'Ángel', 'Zoe'];
    const table = {
      ...view.table,
      players: names.map((name) => ({ ...view.table.players[0], key: name, name })),
    };
    expect(
      playerChoices({ ...view, table: table as typeof view.table, names: new Map() }).map(
        (p) => p.name,
      ),
    ).toEqual(['Ángel', 'anna', 'zed', 'Zoe', 'Zoë']);
    expect(houseRuleChoices(d)).toEqual(['cheap-protection', 'no-aids']);
  });

  it('localDay is the local calendar day, empty for no date', () => {
    const noon = new Date(2025, 5, 7, 12, 0, 0).toISOString();
    expect(localDay(noon)).toBe('2025-06-07');
    expect(localDay('')).toBe('');
  });

  it('counts every one of 2,000 games (no cap)', () => {
    const many = Array.from({ length: 2000 }, (_, i) => GAMES[i % 3] as StatsGame);
    const d = statsData(packed(many), []);
    const view = statsView(d, filterGames(d, { houseRule: 'cheap-protection' }), []);
    expect(view.table.games).toBe(
      many.filter((g) => g.facts.houseRules.includes('cheap-protection')).length,
    );
    expect(everything(d).table.games).toBe(2000);
  });

  it('adds up, filters, rates and sums luck as the stored facts read one by one, on random games', async () => {
    await fc.assert(
      fc.asyncProperty(
        randomGames,
        randomFilter,
        fc.boolean(),
        async (games, filter, withProfile) => {
          const profiles: Profile[] = withProfile ? [PROFILE] : [];
          const d = statsData(packStatsGames(games, []), profiles);
          const expected = referenceEntries(games, profiles);
          expect(statsView(d, d.all, profiles).table).toEqual(
            playerStats(expected, { key: (p) => p.key }),
          );
          const kept = expected.filter((e) => referenceFilter(e, filter));
          const shown = filterGames(d, filter);
          expect(Array.from(shown, (g) => d.ids[g])).toEqual(kept.map((e) => e.id));
          expect(statsView(d, shown, profiles).table).toEqual(
            playerStats(kept, { key: (p) => p.key }),
          );
          for (const [games, entries] of [
            [d.all, expected],
            [shown, kept],
          ] as const) {
            const luck = luckTotals(entries.map((e) => ({ luck: e.luck, seats: e.players })));
            const rated = ratings(entries.flatMap(referenceRated));
            expect(luckOf(d, games)).toEqual(luck);
            expect(ratingsOf(d, games)).toEqual(rated);
            expect(await slowFiguresOf(d, games, () => false)).toEqual({ ratings: rated, luck });
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it("gives players their colours from every game: Dan and Cleo both red are two colours, Eve's stays under a filter", () => {
    const seated = (created: string, id: number, seats: [string, string][]) => {
      const record = structuredClone(full);
      record.players = record.players.map((p, i) => ({
        ...p,
        name: seats[i]?.[0] ?? p.name,
        color: seats[i]?.[1] ?? p.color,
      }));
      return game(id, record, created);
    };
    const d = statsData(
      packed([
        seated('2024-12-10T19:00:00.000Z', 1, [
          ['Ana', 'purple'],
          ['Ben', 'green'],
          ['Cleo', 'red'],
          ['Eve', 'blue'],
        ]),
        seated('2025-01-10T19:00:00.000Z', 2, [
          ['Dan', 'red'],
          ['Ben', 'green'],
          ['Cleo', 'red'],
          ['Eve', 'yellow'],
        ]),
      ]),
      [],
    );
    const colors = (filter: StatsFilter) => {
      const view = statsView(d, filterGames(d, filter), []);
      return Object.fromEntries(view.table.players.map((p) => [p.key, view.colors.get(p.key)]));
    };
    // Cleo has more games than Dan: she keeps red, and Dan takes the first colour no one has.
    expect(colors({})).toEqual({
      ana: 'purple',
      ben: 'green',
      cleo: 'red',
      dan: 'blue',
      eve: 'yellow',
    });
    // December's games (Eve blue in them) change no one's colour.
    expect(colors({ from: '2024-12-01', to: '2024-12-31' })).toEqual({
      ana: 'purple',
      ben: 'green',
      cleo: 'red',
      eve: 'yellow',
    });
    expect(colors({ player: 'dan' })).toMatchObject({ dan: 'blue', cleo: 'red' });
  });

  it('with more players than colours, reuses the palette in a fixed order', () => {
    // 12 players, 4 a game, every one of them red.
    const people = Array.from({ length: STATS_PALETTE.length + 2 }, (_, i) => ({
      name: `P${String(i).padStart(2, '0')}`,
      color: 'red',
    }));
    const wire = packed(
      [0, 1, 2].map((g) => {
        const record = structuredClone(full);
        record.players = record.players.map((p, i) => ({ ...p, ...people[g * 4 + i] }));
        return game(g + 1, record, `2025-01-0${g + 1}T19:00:00.000Z`);
      }),
    );
    const colors = statsData(wire, []).colors;
    // One game each, so in the order of their keys: P00 keeps red, the next nine take the
    // palette's other colours, then the last two reuse it from its start.
    expect(people.map((p) => colors.get(p.name.toLowerCase()))).toEqual([
      ...STATS_PALETTE,
      'red',
      'blue',
    ]);
  });

  it('colours: the same under any filter, every player one, no two drawn alike, their own kept when no one else has it, on random games', () => {
    fc.assert(
      fc.property(randomGames, randomFilter, fc.boolean(), (games, filter, withProfile) => {
        const profiles: Profile[] = withProfile ? [PROFILE] : [];
        const d = statsData(packStatsGames(games, []), profiles);
        const all = statsView(d, d.all, profiles);
        const shown = statsView(d, filterGames(d, filter), profiles);
        for (const p of shown.table.players)
          expect(shown.colors.get(p.key)).toBe(all.colors.get(p.key));
        // Each player's own colour: their profile's, else their latest game's.
        const keyOf = seatKey(profiles);
        const own = new Map<string, string>();
        for (const g of games)
          for (const p of g.facts.players)
            own.set(keyOf({ name: p.name, profile: p.profile }), p.color);
        if (withProfile && own.has(`profile:${PROFILE.id}`))
          own.set(`profile:${PROFILE.id}`, PROFILE.color);
        expect([...all.colors.keys()].sort()).toEqual([...own.keys()].sort());
        expect(playerColors(d.columns, profiles)).toEqual(all.colors);
        const drawn = [...own.keys()].map((key) => swatch(all.colors.get(key) ?? '').fill);
        expect(own.size).toBeLessThanOrEqual(STATS_PALETTE.length);
        expect(new Set(drawn).size).toBe(own.size);
        for (const [key, color] of own) {
          const shared = [...own.values()].filter((c) => c === color).length > 1;
          if (!shared) expect(all.colors.get(key)).toBe(color);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sends what the odds expected to the ten-thousandth: sums stay within 0.1 over 2,000 games, in a third of the characters', () => {
    const games = Array.from({ length: 2000 }, (_, i) => {
      const g = GAMES[i % 2] as StatsGame;
      return { ...g, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` };
    });
    const wire = packed(games);
    const exact = luckTotals(
      referenceEntries(games, []).map((e) => ({
        luck: games.find((g) => g.id === e.id)?.facts.luck as GameLuck,
        seats: e.players,
      })),
    );
    const sent = luckOf(statsData(wire, []), statsData(wire, []).all);
    expect(sent.players.length).toBe(exact.players.length);
    let compared = 0;
    sent.players.forEach((p) => {
      const q = exact.players.find((e) => e.key === p.key);
      for (const [a, b] of [
        [p.revolts, q?.revolts],
        [p.meeplesLost, q?.meeplesLost],
        ...TILE_GROUPS.map((g) => [p.tiles[g], q?.tiles[g]]),
      ] as const) {
        if (!a || !b) continue;
        expect(a.actual).toBe(b.actual);
        expect(Math.abs(a.expected - b.expected)).toBeLessThanOrEqual(0.1);
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(4);
    for (const x of wire.seats.luck)
      if (x !== null) expect(String(x).length).toBeLessThanOrEqual(8);
    const fullPrecision = games[0]?.facts.luck as GameLuck;
    expect(fullPrecision.noAids).toBe(false);
    if (!fullPrecision.noAids)
      expect(String(fullPrecision.players[0]?.meeplesLost.expected).length).toBeGreaterThan(10);
  });

  it('a run of the slow figures stops when told', async () => {
    const d = statsData(packed(Array.from({ length: 300 }, () => GAMES[0] as StatsGame)), []);
    let asked = 0;
    // A clock that runs 5 ms per reading: slices of two games, whatever this machine's speed
    // (on a quick one all 300 fitted in one slice, and the run was never asked midway).
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    try {
      expect(await slowFiguresOf(d, d.all, () => ++asked > 1)).toBeUndefined();
    } finally {
      now.mockRestore();
    }
    expect(asked).toBe(2);
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
  // Often equal, so that ties are tried too.
  score: fc.oneof(fc.integer({ min: -20, max: 200 }), fc.constantFrom(50, 60)),
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
    const created = dayIso(g.day);
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `G${i}`,
      created,
      facts,
    };
  }),
);

interface ReferenceSeat extends StatsSeat {
  key: string;
}
interface ReferenceEntry extends StatsGameFacts<ReferenceSeat> {
  id: string;
  day: string;
  houseRules: readonly string[];
  luck: GameLuck | undefined;
}

const filterFields = {
  player: fc.constantFrom('ana', 'ben', 'profile:prof-ana', 'nobody'),
  night: fc.array(fc.nat(30).map((i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)),
  houseRule: fc.constantFrom(NO_HOUSE_RULES, 'cheap-protection', 'no-aids'),
  from: fc.integer({ min: 0, max: 2000 }).map((d) => localDay(dayIso(d))),
  to: fc.integer({ min: 0, max: 2000 }).map((d) => localDay(dayIso(d))),
};
/** One field at a time (so that games are kept), or several at once. */
const randomFilter: fc.Arbitrary<StatsFilter> = fc.oneof(
  ...Object.entries(filterFields).map(([key, field]) =>
    (field as fc.Arbitrary<unknown>).map((value) => ({ [key]: value }) as StatsFilter),
  ),
  fc.record(filterFields, { requiredKeys: [] }),
);

/** The filter as the screen applied it to keyed entries before games were numbers. */
function referenceFilter(e: ReferenceEntry, filter: StatsFilter): boolean {
  const { player, night, houseRule, from, to } = filter;
  return (
    (!player || e.players.some((p) => p.key === player)) &&
    (!night || night.includes(e.id)) &&
    (!houseRule ||
      (houseRule === NO_HOUSE_RULES
        ? e.houseRules.length === 0
        : e.houseRules.includes(houseRule))) &&
    (!from || e.day >= from) &&
    (!to || e.day <= to)
  );
}

/** A game's luck as the wire carries it: what the odds expected, to the ten-thousandth. */
function luckAsSent(luck: GameLuck | undefined): GameLuck | undefined {
  if (!luck || luck.noAids) return luck;
  const tally = (t: { actual: number; expected: number }) => ({
    actual: t.actual,
    expected: onWire(t.expected),
  });
  return {
    ...luck,
    players: luck.players.map((p) => ({
      ...p,
      revolts: tally(p.revolts),
      meeplesLost: tally(p.meeplesLost),
      tiles: Object.fromEntries(Object.entries(p.tiles).map(([g, t]) => [g, tally(t)])),
    })),
  };
}

/** The screen's entries as read straight from the stored facts (what the old answer carried). */
function referenceEntries(
  games: readonly StatsGame[],
  profiles: readonly Profile[],
): ReferenceEntry[] {
  const keyOf = seatKey(profiles);
  return games.map((g) => ({
    id: g.id,
    day: localDay(g.created),
    houseRules: g.facts.houseRules,
    luck: luckAsSent(g.facts.luck as GameLuck | undefined),
    finished: g.facts.finished,
    players: g.facts.players.map((p) => ({
      key: keyOf({ name: p.name, profile: p.profile }),
      id: p.id,
      name: p.name,
      score: p.score,
      won: p.rank === 1,
      byCategory: pointsByCategory(p),
      counters: countersOf(p),
      longestTurnMs: p.longestTurnMs,
    })),
  }));
}

function referenceRated(entry: ReferenceEntry) {
  if (!entry.finished) return [];
  const seats: { key: string; name: string; score: number }[] = [];
  for (const p of entry.players)
    if (!seats.some((s) => s.key === p.key))
      seats.push({ key: p.key, name: p.name.trim(), score: p.score });
  return seats.length >= 2 ? [{ seats }] : [];
}

function dayIso(day: number): string {
  return new Date(Date.UTC(2022, 0, 1, 19) + day * 86_400_000).toISOString();
}
