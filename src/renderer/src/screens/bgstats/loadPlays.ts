import { type BgStatsPlay, bgStatsPlayOfRecord } from '../../../../shared/export/bgStats';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';

/** The plays of some stored games for BG Stats, read from their exported records. */

export interface GameToSend {
  id: string;
  name: string;
  /** ISO 8601: dates a record that has no `at` times (games stored before they were kept). */
  created: string;
}

export interface PlayToSend {
  id: string;
  name: string;
  play: BgStatsPlay;
}

export interface PlaysLoad {
  plays: PlayToSend[];
  /** A line per game that could not be sent: "Friday: the game is not finished". */
  problems: string[];
}

/** Reads each game's record (as `export` writes it) and builds its push-play JSON, in order. */
export async function loadBgStatsPlays(
  api: MeepleLedgerApi,
  games: readonly GameToSend[],
): Promise<PlaysLoad> {
  const answers = await Promise.all(games.map((game) => api.sessions.export(game.id)));
  const plays: PlayToSend[] = [];
  const problems: string[] = [];
  games.forEach((game, index) => {
    const answer = answers[index];
    if (!answer?.ok) {
      problems.push(`${game.name}: ${answer?.error.message ?? 'no answer'}`);
      return;
    }
    let record: unknown;
    try {
      record = JSON.parse(answer.value);
    } catch (error) {
      problems.push(`${game.name}: ${(error as Error).message}`);
      return;
    }
    const outcome = bgStatsPlayOfRecord(record, { fallbackDate: game.created });
    if (outcome.ok) plays.push({ id: game.id, name: game.name, play: outcome.play });
    else problems.push(`${game.name}: ${outcome.error}`);
  });
  return { plays, problems };
}
