import { fileSlug } from '../../../shared/export/fileName';
import type { GameContext } from '../../../shared/game/gameContext';
import { standings } from '../../../shared/game/results';
import { gameResultsCsv } from '../../../shared/stats/csv';
import { emptyCategories, emptyCounters, type GameFacts } from '../../../shared/stats/gameFacts';
import { localDay } from '../components/format';

/** Sharing the results: the file names, the CSV and the browser download. */

/** "results-friday-night.csv": the session's name made safe for a file name. */
export function resultsFileName(name: string, extension: 'csv' | 'png'): string {
  return `results-${fileSlug(name) || 'game'}.${extension}`;
}

/**
 * The results part of a game's facts, from the game's state: what gameResultsCsv reads (rank,
 * name, seat, score, points by category). The counters, turns and revolts stay empty: they
 * need the whole replay, and the results CSV does not show them.
 */
export function resultsFacts(game: GameContext, finished: boolean): GameFacts {
  const ranking = new Map(standings(game).map((s) => [s.player, s]));
  return {
    status: finished ? 'finished' : 'playing',
    finished,
    players: game.players.map((p, seat) => {
      const standing = ranking.get(p.id);
      const rank = standing?.rank ?? 1;
      return {
        id: p.id,
        name: p.name,
        color: p.color,
        seat,
        entry: { id: p.id, name: p.name, color: p.color },
        score: p.score,
        rank,
        won: standing?.won ?? false,
        byCategory: standing?.byCategory ?? emptyCategories(),
        counters: emptyCounters(),
        longestTurnMs: null,
      };
    }),
    turns: [],
    revolts: [],
  };
}

/** A byte order mark: spreadsheets (Excel above all) then read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * The results as a CSV file: one row per player, best first, each with the game's name and
 * the day it began (`played`, ISO 8601), UTF-8 with a BOM.
 */
export function resultsCsvBlob(
  game: GameContext,
  finished: boolean,
  about: { name: string; played: string },
): Blob {
  const text = gameResultsCsv(resultsFacts(game, finished), {
    name: about.name,
    date: localDay(about.played),
  });
  return new Blob([UTF8_BOM, text], { type: 'text/csv;charset=utf-8' });
}
