import { describe, expect, it } from 'vitest';
import {
  filterEntries,
  houseRuleChoices,
  localDay,
  NO_HOUSE_RULES,
  playerChoices,
  type StatsEntry,
  statsEntries,
  statsView,
} from '../../../../src/renderer/src/screens/stats/statsModel';
import type { StatsGame } from '../../../../src/shared/ipc/types';
import { playerStatsFromRecords } from '../../../../src/shared/stats/playerStats';
import { FACTS_KEYS, storedFactsOf } from '../../../../src/shared/stats/storedFacts';
import extraTurn from '../../../fixtures/records/extra-turn.json';
import full from '../../../fixtures/records/full-game-every-expansion.json';

/** The statistics screen's sums and filters over stored facts (no replay in the page). */

const KEYS = { categories: [...FACTS_KEYS.categories], counters: [...FACTS_KEYS.counters] };

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

const entries = (): StatsEntry[] => statsEntries({ games: GAMES, keys: KEYS, warnings: [] }, []);
const ids = (list: readonly StatsEntry[]) => list.map((e) => Number(e.id.slice(-3)));

describe('stats model', () => {
  it('adds up stored facts exactly as a replay of every record would', () => {
    const view = statsView(entries(), []);
    const replayed = playerStatsFromRecords([full, extraTurn, full]);
    expect(view.table).toEqual(replayed);
  });

  it('reads the numbers by the keys the store sent, whatever their order', () => {
    const reversed = {
      categories: [...KEYS.categories].reverse(),
      counters: [...KEYS.counters].reverse(),
    };
    const games = GAMES.map((g) => ({
      ...g,
      facts: {
        ...g.facts,
        players: g.facts.players.map((p) => ({
          ...p,
          points: [...p.points].reverse(),
          counters: [...p.counters].reverse(),
        })),
      },
    }));
    const view = statsView(statsEntries({ games, keys: reversed, warnings: [] }, []), []);
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

  it('counts every one of 2,000 games (no cap)', () => {
    const many = Array.from({ length: 2000 }, (_, i) => GAMES[i % 3] as StatsGame);
    const all = statsEntries({ games: many, keys: KEYS, warnings: [] }, []);
    const view = statsView(filterEntries(all, { houseRule: 'cheap-protection' }), []);
    expect(view.table.games).toBe(
      many.filter((g) => g.facts.houseRules.includes('cheap-protection')).length,
    );
  });
});
