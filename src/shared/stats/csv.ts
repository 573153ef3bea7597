import { POINTS_CATEGORIES, type PointsCategory } from '../game/results';
import type { Counters, GameFacts } from './gameFacts';
import type { StatsTable } from './playerStats';

/**
 * CSV export (RFC 4180): a header row, CRLF after every row, a field quoted when it holds a
 * comma, a double quote, CR or LF (quotes doubled). Text that a spreadsheet would run as a
 * formula (starting with = + - @, tab or CR) gets a leading apostrophe; a plain negative number
 * stays a number.
 */

export type CsvCell = string | number | boolean | null | undefined;

export const CATEGORY_LABELS: Readonly<Record<PointsCategory, string>> = {
  city: 'City',
  road: 'Road',
  monastery: 'Monastery',
  garden: 'Garden',
  field: 'Field',
  revolt: 'Revolt',
  protection: 'Protection',
  arrow: 'Arrow',
  'abbot-recall': 'Abbot recall',
  adjustment: 'Adjustment',
};

export const COUNTER_LABELS: Readonly<Record<keyof Counters, string>> = {
  turnsPlayed: 'Turns played',
  extraTurns: 'Extra turns',
  revoltsDrawn: 'Revolts drawn',
  revoltChecks: 'Revolt checks',
  meeplesLostToRevolts: 'Meeples lost to revolts',
  protectedMeeplesRewarded: 'Protected meeples rewarded',
  revoltPoints: 'Revolt points',
  protectionsNew: 'Protections (4)',
  protectionsStanding: 'Protections (2)',
  protectionPointsNew: 'Points spent on protection (4)',
  protectionPointsStanding: 'Points spent on protection (2)',
  openArrows: 'Open arrows',
  openArrowPoints: 'Open arrow points',
  activatedAdd: 'Add arrows activated',
  activatedAnywhere: 'Anywhere arrows activated',
  activatedExtra: 'Extra turn arrows activated',
  cropRoundsDeploy: 'Crop rounds chosen: deploy',
  cropRoundsRemove: 'Crop rounds chosen: remove',
  cropDeployed: 'Crop followers deployed',
  cropRemoved: 'Crop followers removed',
  cropPasses: 'Crop passes',
  timedTurns: 'Timed turns',
  thinkTimeMs: 'Think time (s)',
};

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NEGATIVE_NUMBER = /^-\d+(?:\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, guarded against formula injection and quoted as RFC 4180 needs. */
export function csvField(value: CsvCell): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else {
    text = value;
    if (FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text: fields joined by commas, every row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

const round = (value: number | null, places: number): number | null =>
  value === null ? null : Number(value.toFixed(places));

/**
 * One game's results: rank, player, score and points by category, best first. With `about`,
 * each row starts with the game's name and the day it was played (YYYY-MM-DD): the files of a
 * season's games pasted into one sheet still tell which game a row is from.
 */
export function gameResultsCsv(game: GameFacts, about?: { name: string; date: string }): string {
  const which = about ? [about.name, about.date] : [];
  const header = [
    ...(about ? ['Game', 'Date'] : []),
    'Rank',
    'Player',
    'Score',
    ...POINTS_CATEGORIES.map((c) => CATEGORY_LABELS[c]),
  ];
  const rows = [...game.players]
    .sort((x, y) => x.rank - y.rank || x.seat - y.seat)
    .map((p) => [
      ...which,
      p.rank,
      p.name,
      p.score,
      ...POINTS_CATEGORIES.map((c) => p.byCategory[c]),
    ]);
  return toCsv([header, ...rows]);
}

/**
 * The statistics table, one row per player: games, wins, win rate (0 to 1), average and best
 * score, points by category (totals, then averages per game), the counters, average and longest
 * think time in seconds. Empty cells where there is nothing to average.
 */
export function playerStatsCsv(table: StatsTable): string {
  const counterKeys = Object.keys(COUNTER_LABELS) as (keyof Counters)[];
  const header = [
    'Player',
    'Games',
    'Unfinished games',
    'Wins',
    'Win rate',
    'Average score',
    'Best score',
    ...POINTS_CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} points`),
    ...POINTS_CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} average`),
    ...counterKeys.map((k) => COUNTER_LABELS[k]),
    'Average think time (s)',
    'Longest turn (s)',
  ];
  const seconds = (ms: number | null) => (ms === null ? null : round(ms / 1000, 1));
  const rows = table.players.map((p) => [
    p.name,
    p.games,
    p.unfinishedGames,
    p.wins,
    round(p.winRate, 4),
    round(p.averageScore, 2),
    p.bestScore,
    ...POINTS_CATEGORIES.map((c) => p.pointsByCategory[c]),
    ...POINTS_CATEGORIES.map((c) => round(p.averageByCategory?.[c] ?? null, 2)),
    ...counterKeys.map((k) => (k === 'thinkTimeMs' ? seconds(p.counters[k]) : p.counters[k])),
    seconds(p.averageThinkMs),
    seconds(p.longestTurnMs),
  ]);
  return toCsv([header, ...rows]);
}

/** Head to head, one row per pair that met in a finished game. */
export function headToHeadCsv(table: StatsTable): string {
  const names = new Map(table.players.map((p) => [p.key, p.name]));
  const rows = table.headToHead.map((h) => [
    names.get(h.a) ?? h.a,
    names.get(h.b) ?? h.b,
    h.games,
    h.aWins,
    h.bWins,
    h.ties,
  ]);
  return toCsv([['Player', 'Opponent', 'Games', 'Player wins', 'Opponent wins', 'Ties'], ...rows]);
}
