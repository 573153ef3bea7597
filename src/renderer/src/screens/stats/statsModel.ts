import { POINTS_CATEGORIES, type PointsCategory } from '../../../../shared/game/results';
import type { GameNight, Profile, StatsGames } from '../../../../shared/ipc/types';
import { profileIdentity } from '../../../../shared/ratings/identity';
import {
  type RatedGame,
  RatingsRun,
  type RatingsTable,
  ratings,
} from '../../../../shared/ratings/openSkill';
import { COUNTER_KEYS, type Counters } from '../../../../shared/stats/gameFacts';
import type { GameLuck } from '../../../../shared/stats/luck';
import {
  type LuckGame,
  type LuckTable,
  LuckTotalsRun,
  luckTotals,
} from '../../../../shared/stats/luckTotals';
import {
  playerStats,
  type StatsGameFacts,
  type StatsSeat,
  type StatsTable,
} from '../../../../shared/stats/playerStats';
import { longestTurnOf, luckFiguresOf, SEAT } from '../../../../shared/stats/statsWire';
import { inSlices, SLICE_MS } from './slices';

/**
 * The statistics screen's data: every stored game's facts as the store keeps them
 * (src/main/store/factsIndex.ts), each seat given its identity once, then filtered and added up
 * here. Nothing is replayed in the page: 2,000 games are a few milliseconds of sums.
 */

/**
 * Who a seat is: the profile the record names (`profile: <id>`), else the profile of that
 * name, else the name itself. So a regular is one player across every game, however written.
 */
export const seatKey = profileIdentity;

export interface KeyedSeat extends StatsSeat {
  readonly key: string;
  readonly color: string;
}

/** One stored game, ready to filter and add up. */
export interface StatsEntry extends StatsGameFacts<KeyedSeat> {
  readonly id: string;
  readonly name: string;
  /** The local day the game was started, `YYYY-MM-DD` (what the date filter compares). */
  readonly day: string;
  readonly houseRules: readonly string[];
  /** Luck against the odds (missing in facts stored before it was kept). */
  readonly luck?: GameLuck | undefined;
}

/** `YYYY-MM-DD` of a time in the local time zone, '' when it is not a date. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The games as the screen uses them, oldest first; numbers are read by the keys the store sent. */
export function statsEntries(data: StatsGames, profiles: readonly Profile[]): StatsEntry[] {
  const read = entryReader(data, profiles);
  return data.games.map(read);
}

/**
 * The same, a few milliseconds of games per task with a turn of the event loop between two,
 * so 2,000 games never hold the page for one long task.
 */
export async function statsEntriesInSlices(
  data: StatsGames,
  profiles: readonly Profile[],
  budgetMs = SLICE_MS,
): Promise<StatsEntry[]> {
  const read = entryReader(data, profiles);
  const entries: StatsEntry[] = [];
  await inSlices(data.games, (game) => entries.push(read(game)), { budgetMs });
  return entries;
}

function entryReader(
  data: StatsGames,
  profiles: readonly Profile[],
): (game: StatsGames['games'][number]) => StatsEntry {
  const keyOf = seatKey(profiles);
  // The same name and profile recur in every game of a group: each person's key worked out once.
  const keys = data.people.map((p) => keyOf({ name: p.name, profile: p.profile }));
  const counterFrom = SEAT.points + data.keys.categories.length;
  const categoryAt = POINTS_CATEGORIES.map((c) => SEAT.points + data.keys.categories.indexOf(c));
  const counterAt = COUNTER_KEYS.map((k) => counterFrom + data.keys.counters.indexOf(k));
  const at = (figures: readonly number[], index: number, found: boolean) =>
    found ? (figures[index] ?? 0) : 0;
  return (game) => {
    const players = game.seats.map((figures, seat): KeyedSeat => {
      const person = figures[SEAT.person] ?? -1;
      const who = data.people[person] ?? { name: '', color: 'grey' };
      const byCategory = {} as Record<PointsCategory, number>;
      for (let i = 0; i < POINTS_CATEGORIES.length; i++) {
        const index = categoryAt[i] ?? -1;
        byCategory[POINTS_CATEGORIES[i] as PointsCategory] = at(
          figures,
          index,
          index >= SEAT.points,
        );
      }
      const counters = {} as Counters;
      for (let i = 0; i < COUNTER_KEYS.length; i++) {
        const index = counterAt[i] ?? -1;
        counters[COUNTER_KEYS[i] as keyof Counters] = at(figures, index, index >= counterFrom);
      }
      return {
        key: keys[person] ?? who.name,
        id: game.seatIds[seat] ?? '',
        name: who.name,
        color: who.color,
        score: figures[SEAT.score] ?? 0,
        won: figures[SEAT.rank] === 1,
        byCategory,
        counters,
        longestTurnMs: longestTurnOf(figures),
      };
    });
    return {
      id: game.id,
      name: game.name,
      day: localDay(game.created),
      houseRules: game.houseRules ?? NO_RULES,
      luck: gameLuckOf(game.luck, players),
      finished: game.finished,
      players,
    };
  };
}

const NO_RULES: readonly string[] = Object.freeze([]);

function gameLuckOf(
  luck: StatsGames['games'][number]['luck'],
  players: readonly KeyedSeat[],
): GameLuck | undefined {
  if (luck === undefined) return undefined;
  if (luck.noAids) return { noAids: true };
  return {
    noAids: false,
    revoltsInPlay: luck.revoltsInPlay,
    players: luck.seats.map((figures, seat) => ({
      id: players[seat]?.id ?? '',
      name: players[seat]?.name ?? '',
      ...luckFiguresOf(figures),
    })),
  };
}

/** What the statistics are narrowed to; an empty field does not narrow. */
export interface StatsFilter {
  /** A player identity (seatKey): games they played. */
  player?: string;
  /** A game night's sessions. */
  night?: readonly string[];
  /** 'none': games without house rules; a rule's name: games with it. */
  houseRule?: string;
  /** Local days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

export const NO_HOUSE_RULES = 'none';

export function filterEntries(
  entries: readonly StatsEntry[],
  filter: StatsFilter,
): readonly StatsEntry[] {
  const night = filter.night ? new Set(filter.night) : undefined;
  const { player, houseRule, from, to } = filter;
  if (!player && !night && !houseRule && !from && !to) return entries;
  return entries.filter(
    (e) =>
      (!player || e.players.some((p) => p.key === player)) &&
      (!night || night.has(e.id)) &&
      (!houseRule ||
        (houseRule === NO_HOUSE_RULES
          ? e.houseRules.length === 0
          : e.houseRules.includes(houseRule))) &&
      (!from || e.day >= from) &&
      (!to || e.day <= to),
  );
}

export interface StatsView {
  table: StatsTable;
  /** Key → the name to show (a profile's current name) and a colour for its bars. */
  names: Map<string, string>;
  colors: Map<string, string>;
}

/** The statistics of the games given (oldest first: a player shows under their latest name). */
export function statsView(entries: readonly StatsEntry[], profiles: readonly Profile[]): StatsView {
  const table = playerStats(entries, { key: (player) => player.key });
  const colors = new Map<string, string>();
  for (const entry of entries) for (const seat of entry.players) colors.set(seat.key, seat.color);
  const names = new Map(table.players.map((p) => [p.key, p.name]));
  for (const profile of profiles) {
    const k = `profile:${profile.id}`;
    if (names.has(k)) {
      names.set(k, profile.name);
      colors.set(k, profile.color);
    }
  }
  return { table, names, colors };
}

/** Luck against the odds over these games (oldest first; no-aids games left out). */
export const luckOf = (entries: readonly StatsEntry[]): LuckTable =>
  luckTotals(entries.map(luckGameOf));

/** OpenSkill ratings over the finished games among these (oldest first). */
export function ratingsOf(entries: readonly StatsEntry[]): RatingsTable {
  return ratings(entries.flatMap((entry) => ratedGameOf(entry) ?? []));
}

/** What the statistics show after the first figures: a run through every game, in order. */
export interface SlowFigures {
  ratings: RatingsTable;
  luck: LuckTable;
}

/**
 * The ratings and luck of these games (as ratingsOf and luckOf), worked out in slices so the
 * page keeps answering; undefined when `cancelled()` turned true meanwhile (a filter changed).
 */
export async function slowFiguresOf(
  entries: readonly StatsEntry[],
  cancelled: () => boolean,
): Promise<SlowFigures | undefined> {
  const rated = new RatingsRun();
  const luck = new LuckTotalsRun();
  const done = await inSlices(
    entries,
    (entry) => {
      const game = ratedGameOf(entry);
      if (game) rated.add(game);
      luck.add(luckGameOf(entry));
    },
    { cancelled },
  );
  return done ? { ratings: rated.table(), luck: luck.table() } : undefined;
}

const luckGameOf = (entry: StatsEntry): LuckGame => ({ luck: entry.luck, seats: entry.players });

/** What the ratings read of a game (as ratings/openSkill.ts's ratedGameOf, from stored facts). */
function ratedGameOf(entry: StatsEntry): RatedGame | undefined {
  if (!entry.finished) return undefined;
  const seats: RatedGame['seats'][number][] = [];
  for (const player of entry.players) {
    if (seats.some((seat) => seat.key === player.key)) continue;
    seats.push({ key: player.key, name: player.name.trim(), score: player.score });
  }
  return seats.length >= 2 ? { seats } : undefined;
}

/** Every player identity of the games, by name, for the player filter. */
export function playerChoices(view: StatsView): { key: string; name: string }[] {
  return view.table.players
    .map((p) => ({ key: p.key, name: view.names.get(p.key) ?? p.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The house rules any game used, for the house rule filter. */
export function houseRuleChoices(entries: readonly StatsEntry[]): string[] {
  const rules = new Set<string>();
  for (const e of entries) for (const rule of e.houseRules) rules.add(rule);
  return [...rules].sort();
}

/** The nights that have games, newest first, for the night filter. */
export function nightChoices(nights: readonly GameNight[]): GameNight[] {
  return nights.filter((n) => n.sessions.length > 0);
}
