import type { SessionInfo } from '../../../../shared/ipc/types';

/**
 * Home's list of games with years of game nights in it: a search by game or player name that
 * answers while typing, and pages of PAGE_SIZE games, newest first, so the page holds a few
 * dozen rows whether 10 or 2,000 games are stored.
 */

export const PAGE_SIZE = 20;

/** No row of the list is shorter than this (px): the first frame draws a window's worth. */
const MIN_ROW_PX = 150;
/** Home's bar, game nights and search always come above the list: at least this (px). */
const ABOVE_THE_LIST_PX = 250;

/**
 * How many rows the list's first frame draws: those a window of this height can show (the
 * rest of the page is drawn when the page is next idle), at least 3, at most a page.
 */
export function rowsOnScreen(windowHeight: number): number {
  if (!Number.isFinite(windowHeight) || windowHeight <= 0) return PAGE_SIZE;
  const rows = Math.ceil((windowHeight - ABOVE_THE_LIST_PX) / MIN_ROW_PX);
  return Math.min(PAGE_SIZE, Math.max(3, rows));
}

/**
 * What a row of the list shows that can change (a move, undo or redo, a rename): a row whose
 * game has the same stays as it is when the list is fetched again (players and options are
 * the game's from its start).
 */
export function rowKey(info: SessionInfo): string {
  return `${info.id} ${info.lastPlayed} ${info.eventCount} ${info.turn} ${info.status} ${info.players.map((p) => p.score).join(',')} ${info.name}`;
}

/** Text as the search compares it: no case, no accents (Zoë, zoe and ZOE are one). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Anything but a letter or a digit: where a word of the search ends ("Jean-Luc", "21:14"). */
const NOT_A_WORD = /[^\p{L}\p{N}]+/gu;

/** The words of a text as the search compares them (searchKey's), cut at spaces and signs. */
export function searchWords(text: string): string[] {
  return searchKey(text).split(NOT_A_WORD).filter(Boolean);
}

/**
 * A game's name, its players' names and the date its row shows ("29 Nov 2024"), as one search
 * key per game (worked out once per list): every word with a space before it, so that a word of
 * the query is looked for at the start of a word (" ana" is in Ana and Maria Ana, not Hana).
 */
export function gameSearchKey(info: Searchable, shownDate = ''): string {
  const words = searchWords([info.name, ...info.players.map((p) => p.name), shownDate].join(' '));
  return ` ${words.join(' ')}`;
}

interface Searchable {
  name: string;
  players: readonly Pick<SessionInfo['players'][number], 'name'>[];
}

/**
 * How the list's rows show each game's date, for the search: `stamp` names what the text
 * depends on (the language, today's date: "today 21:14" is "yesterday 21:14" tomorrow), and the
 * keys are worked out again when it changes.
 */
export interface ShownDates<T> {
  stamp: string;
  text: (item: T) => string;
}

const keysOfList = new WeakMap<object, { stamp: string; keys: readonly string[] }>();

/**
 * The search keys of a list, worked out once per list (and dates' stamp): on its first search,
 * or when the page is idle (2,000 games are tens of ms the list's first paint does not wait for).
 */
export function searchKeysOf<T extends Searchable>(
  list: readonly T[],
  dates?: ShownDates<T>,
): readonly string[] {
  const stamp = dates?.stamp ?? '';
  let known = keysOfList.get(list);
  if (known?.stamp !== stamp) {
    known = { stamp, keys: list.map((item) => gameSearchKey(item, dates?.text(item))) };
    keysOfList.set(list, known);
  }
  return known.keys;
}

/** Whether a query has any word to look for. */
export const hasWords = (query: string): boolean => searchWords(query).length > 0;

/**
 * The games with a word starting with each word of the query (in their name, their players'
 * or their date), in the list's order (newest first); the list itself for a query of no words.
 */
export function findGames<T>(
  list: readonly T[],
  keys: readonly string[],
  query: string,
): readonly T[] {
  const starts = searchWords(query).map((word) => ` ${word}`);
  if (starts.length === 0) return list;
  return list.filter((_, i) => {
    const key = keys[i] ?? '';
    return starts.every((start) => key.includes(start));
  });
}

export interface Page<T> {
  items: readonly T[];
  /** 0-based page shown (clamped to the pages there are). */
  page: number;
  pages: number;
  /** 1-based positions of the first and last game shown; 0 when there is none. */
  from: number;
  to: number;
  total: number;
}

export function pageOf<T>(list: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const at = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  const items = list.slice(at * size, at * size + size);
  return {
    items,
    page: at,
    pages,
    from: items.length > 0 ? at * size + 1 : 0,
    to: at * size + items.length,
    total: list.length,
  };
}
