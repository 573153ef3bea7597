import type { GameNight, Profile, StatsGames } from '../../../../shared/ipc/types';
import { profileIdentity } from '../../../../shared/ratings/identity';
import {
  type RatedGame,
  RatingsRun,
  type RatingsTable,
  ratings,
} from '../../../../shared/ratings/openSkill';
import type { GameLuck } from '../../../../shared/stats/luck';
import {
  type LuckGame,
  type LuckTable,
  LuckTotalsRun,
  luckTotals,
} from '../../../../shared/stats/luckTotals';
import type { StatsTable } from '../../../../shared/stats/playerStats';
import {
  aggregate,
  allGames,
  columnsOf,
  FIGURE,
  FIGURE_COUNT,
  type StatsColumns,
} from '../../../../shared/stats/statsColumns';
import { LUCK_FIGURES, LUCK_KIND, luckFiguresOf } from '../../../../shared/stats/statsWire';
import { localDay } from '../../components/format';
import { swatch } from '../../components/playerStyle';
import { searchKey } from '../home/gameList';
import { inSlices } from './slices';

/**
 * The statistics screen's data: every stored game's facts as the store keeps them
 * (src/main/store/factsIndex.ts), each seat given its identity once, then filtered and added up
 * here. Nothing is replayed in the page: 2,000 games are a few milliseconds of sums
 * (src/shared/stats/statsColumns.ts), and a filter is a list of game numbers.
 */

/**
 * Who a seat is: the profile the record names (`profile: <id>`), else the profile of that
 * name, else the name itself. So a regular is one player across every game, however written.
 */
export const seatKey = profileIdentity;

/** Every stored game, ready to filter and add up; games are numbered from 0, oldest first. */
export interface StatsData {
  readonly columns: StatsColumns;
  readonly ids: readonly string[];
  /** The local day each game was started, `YYYY-MM-DD` (what the date filter compares). */
  readonly days: readonly string[];
  readonly houseRules: readonly (readonly string[])[];
  /** Luck against the odds as sent: each game's LUCK_KIND, each seat's LUCK_FIGURES numbers. */
  readonly luckKind: readonly number[];
  readonly luck: readonly (number | null)[];
  /** Every game: the selection without a filter. */
  readonly all: Int32Array;
  /** Each player's colour, from every game (see playerColors): the same under every filter. */
  readonly colors: ReadonlyMap<string, string>;
}

/** A selection of games: their numbers, oldest first. */
export type GameSelection = Readonly<ArrayLike<number>>;

/** The store's answer as the screen uses it. */
export function statsData(wire: StatsGames, profiles: readonly Profile[]): StatsData {
  const keyOf = seatKey(profiles);
  const columns = columnsOf(wire, (person) => keyOf(person));
  // Games of one evening share their day: each distinct time stamp's day worked out once.
  const dayOf = new Map<string, string>();
  const days = wire.games.created.map((created) => {
    let day = dayOf.get(created);
    if (day === undefined) {
      day = localDay(created);
      dayOf.set(created, day);
    }
    return day;
  });
  return {
    columns,
    ids: wire.games.id,
    days,
    houseRules: wire.games.houseRules,
    luckKind: wire.games.luck,
    luck: wire.seats.luck,
    all: allGames(columns),
    colors: playerColors(columns, profiles),
  };
}

/**
 * The colours a player is given in the statistics when their own is another's: the boxes'
 * (the New game screen's), then others every chart draws on both themes; grey last, as it is
 * also the colour of no colour.
 */
export const STATS_PALETTE = [
  'red',
  'blue',
  'green',
  'yellow',
  'black',
  'purple',
  'orange',
  'pink',
  'brown',
  'grey',
] as const;

/** One colour however written ("Red", "#d0312d"): the fill it is drawn with. */
const drawnAs = (color: string): string => swatch(color).fill.toLowerCase();

/**
 * Each player's colour in the statistics, decided from every stored game, never from the games a
 * filter keeps: a filter changes no one's colour (Eve was yellow, then blue in December's games,
 * when the colours came from the games shown).
 *
 * A player's own colour is their profile's, else the meeple colour of their latest game. No two
 * players share one as far as the palette allows (Dan and Cleo, both red in their games, were
 * two red bars): players in a fixed order (most games first, then by key) each keep their own
 * colour unless one before them has it; those left take, in that order, the colours of
 * STATS_PALETTE no one keeps. With more players than colours, the players left once the free
 * colours are taken reuse STATS_PALETTE from its start, in that same order.
 */
export function playerColors(
  columns: StatsColumns,
  profiles: readonly Profile[],
): Map<string, string> {
  const own = new Map<string, string>();
  const seats = new Map<string, number>();
  // Seats are in game order, oldest first: the last one written is the latest game's.
  for (let seat = 0; seat < columns.seatKey.length; seat++) {
    const key = columns.keys[columns.seatKey[seat] as number];
    if (key === undefined) continue;
    own.set(key, columns.people[columns.seatPerson[seat] as number]?.color || 'grey');
    seats.set(key, (seats.get(key) ?? 0) + 1);
  }
  for (const profile of profiles) {
    const key = `profile:${profile.id}`;
    if (own.has(key) && profile.color) own.set(key, profile.color);
  }
  const order = [...own.keys()].sort(
    (a, b) => (seats.get(b) ?? 0) - (seats.get(a) ?? 0) || compareText(a, b),
  );
  const colors = new Map<string, string>();
  const kept = new Set<string>();
  for (const key of order) {
    const color = own.get(key) as string;
    if (kept.has(drawnAs(color))) continue;
    kept.add(drawnAs(color));
    colors.set(key, color);
  }
  const free = STATS_PALETTE.filter((color) => !kept.has(drawnAs(color)));
  let given = 0;
  for (const key of order) {
    if (colors.has(key)) continue;
    colors.set(
      key,
      free[given] ?? (STATS_PALETTE[(given - free.length) % STATS_PALETTE.length] as string),
    );
    given++;
  }
  return colors;
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

/** The games the filter keeps (`data.all` itself when it keeps every game). */
export function filterGames(data: StatsData, filter: StatsFilter): GameSelection {
  const night = filter.night ? new Set(filter.night) : undefined;
  const { player, houseRule, from, to } = filter;
  if (!player && !night && !houseRule && !from && !to) return data.all;
  const { columns } = data;
  const playerKey = player ? columns.keys.indexOf(player) : -1;
  const kept: number[] = [];
  for (let g = 0; g < columns.games; g++) {
    if (player) {
      let found = false;
      const end = columns.seatStart[g + 1] as number;
      for (let seat = columns.seatStart[g] as number; seat < end && !found; seat++)
        found = columns.seatKey[seat] === playerKey;
      if (!found) continue;
    }
    if (night && !night.has(data.ids[g] as string)) continue;
    const rules = data.houseRules[g] as readonly string[];
    if (houseRule && (houseRule === NO_HOUSE_RULES ? rules.length > 0 : !rules.includes(houseRule)))
      continue;
    const day = data.days[g] as string;
    if ((from && day < from) || (to && day > to)) continue;
    kept.push(g);
  }
  return Int32Array.from(kept);
}

export interface StatsView {
  table: StatsTable;
  /** Key → the name to show (a profile's current name). */
  names: Map<string, string>;
  /** Key → the player's colour: StatsData's, whatever the games shown. */
  colors: ReadonlyMap<string, string>;
  /** The Peasant Revolts was played in one of the games: revolts and protection have figures. */
  revolts: boolean;
}

/** The statistics of the games given (oldest first: a player shows under their latest name). */
export function statsView(
  data: StatsData,
  games: GameSelection,
  profiles: readonly Profile[],
): StatsView {
  const { columns } = data;
  const table = aggregate(columns, games);
  const names = new Map(table.players.map((p) => [p.key, p.name]));
  for (const profile of profiles) {
    const k = `profile:${profile.id}`;
    if (names.has(k)) names.set(k, profile.name);
  }
  return { table, names, colors: data.colors, revolts: revoltsIn(data, games, table) };
}

/**
 * Whether The Peasant Revolts was in any of these games. The stored facts do not name the
 * expansions: a game's luck kind says it, and for a no-aids game (or facts older than luck) a
 * revolt tile drawn or a meeple protected does; a Revolts game showing neither has nothing in
 * these columns anyway.
 */
function revoltsIn(data: StatsData, games: GameSelection, table: StatsTable): boolean {
  for (let at = 0; at < games.length; at++)
    if (data.luckKind[games[at] as number] === LUCK_KIND.figuresWithRevolts) return true;
  return table.players.some(
    ({ counters: c }) =>
      c.revoltsDrawn + c.meeplesLostToRevolts + c.protectionsNew + c.protectionsStanding > 0,
  );
}

/** Luck against the odds over these games (oldest first; no-aids games left out). */
export const luckOf = (data: StatsData, games: GameSelection): LuckTable =>
  luckTotals(Array.from(games, (g) => luckGameOf(data, g)));

/** OpenSkill ratings over the finished games among these (oldest first). */
export function ratingsOf(data: StatsData, games: GameSelection): RatingsTable {
  return ratings(Array.from(games, (g) => ratedGameOf(data.columns, g) ?? []).flat());
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
  data: StatsData,
  games: GameSelection,
  cancelled: () => boolean,
): Promise<SlowFigures | undefined> {
  const rated = new RatingsRun();
  const luck = new LuckTotalsRun();
  const done = await inSlices(
    Array.from(games),
    (g) => {
      const game = ratedGameOf(data.columns, g);
      if (game) rated.add(game);
      luck.add(luckGameOf(data, g));
    },
    { cancelled },
  );
  return done ? { ratings: rated.table(), luck: luck.table() } : undefined;
}

/** A seat's identity and name as written. */
function seatOf(columns: StatsColumns, seat: number): { key: string; name: string } {
  return {
    key: columns.keys[columns.seatKey[seat] as number] as string,
    name: columns.people[columns.seatPerson[seat] as number]?.name ?? '',
  };
}

function luckGameOf(data: StatsData, g: number): LuckGame {
  const { columns } = data;
  const first = columns.seatStart[g] as number;
  const end = columns.seatStart[g + 1] as number;
  const seats: { key: string; name: string }[] = [];
  for (let seat = first; seat < end; seat++) seats.push(seatOf(columns, seat));
  const kind = data.luckKind[g];
  let luck: GameLuck | undefined;
  if (kind === LUCK_KIND.noAids) luck = { noAids: true };
  else if (kind === LUCK_KIND.figures || kind === LUCK_KIND.figuresWithRevolts)
    luck = {
      noAids: false,
      revoltsInPlay: kind === LUCK_KIND.figuresWithRevolts,
      players: seats.map((seat, i) => ({
        id: columns.seatIds[first + i] ?? '',
        name: seat.name,
        ...luckFiguresOf(data.luck, (first + i) * LUCK_FIGURES),
      })),
    };
  return { luck, seats };
}

/** What the ratings read of a game (as ratings/openSkill.ts's ratedGameOf, from stored facts). */
function ratedGameOf(columns: StatsColumns, g: number): RatedGame | undefined {
  if (columns.finished[g] !== 1) return undefined;
  const seats: RatedGame['seats'][number][] = [];
  for (
    let seat = columns.seatStart[g] as number;
    seat < (columns.seatStart[g + 1] as number);
    seat++
  ) {
    const { key, name } = seatOf(columns, seat);
    if (seats.some((s) => s.key === key)) continue;
    seats.push({
      key,
      name: name.trim(),
      score: columns.figures[seat * FIGURE_COUNT + FIGURE.score] as number,
    });
  }
  return seats.length >= 2 ? { seats } : undefined;
}

/** Every player identity of the games, by name, for the player filter. */
export function playerChoices(view: StatsView): { key: string; name: string }[] {
  // By name without case or accents (Zoë beside Zoe), not localeCompare: its first call loads
  // the collation tables, tens of ms the statistics' first paint need not wait for.
  const order = (name: string) => searchKey(name);
  return view.table.players
    .map((p) => ({ key: p.key, name: view.names.get(p.key) ?? p.name }))
    .map((p) => ({ ...p, order: order(p.name) }))
    .sort((a, b) => compareText(a.order, b.order) || compareText(a.name, b.name))
    .map(({ key, name }) => ({ key, name }));
}

const compareText = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

/** The house rules any game used, for the house rule filter. */
export function houseRuleChoices(data: StatsData): string[] {
  const rules = new Set<string>();
  for (const list of data.houseRules) for (const rule of list) rules.add(rule);
  return [...rules].sort();
}

/** The nights that have games, newest first, for the night filter. */
export function nightChoices(nights: readonly GameNight[]): GameNight[] {
  return nights.filter((n) => n.sessions.length > 0);
}
