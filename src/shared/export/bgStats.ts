import { recordIdentity, type SeatIdentity } from '../ratings/identity';
import { replayRecord } from '../record/replay';
import type { GameRecord } from '../record/schema';
import { factsFromReplay, type GameFacts, parseTimestamp } from '../stats/gameFacts';
import { stableUuid } from './stableId';

/**
 * Plays for BG Stats, in its push-play form: a JSON object passed as `data` to
 * https://app.bgstatsapp.com/createPlay.html, which the phone that has BG Stats opens in its
 * import dialog. `sourcePlayId` is made from what identifies the game (seats, options, start
 * time, tiles drawn), not from its scores: exporting the same game again, even after a
 * correction, gives the same id, and BG Stats updates the play instead of adding another.
 * Kept small on purpose: the link of a 6-player game must fit a QR code and a 2,048-character
 * link (MAX_URL_LENGTH).
 */

export const BG_STATS_CREATE_PLAY = 'https://app.bgstatsapp.com/createPlay.html';
export const BG_STATS_SOURCE_NAME = 'Meeple Ledger';
/** Carcassonne on BoardGameGeek. */
export const CARCASSONNE_BGG_ID = 822;
export const CARCASSONNE_NAME = 'Carcassonne';

export interface BgStatsPlayer {
  name: string;
  /** The seat's identity (a regular's profile, else the name), so BG Stats remembers its match. */
  sourcePlayerId: string;
  score: number;
  winner: boolean;
  startPlayer: boolean;
  /** 1 for the winner; tied players share a rank. */
  rank: number;
}

export interface BgStatsPlay {
  sourceName: string;
  sourcePlayId: string;
  /** When the game started, in UTC: `YYYY-MM-DD HH:mm:ss`. */
  playDate: string;
  /** From the first to the last move, in whole minutes (0 when the record has no times). */
  durationMin: number;
  game: {
    name: string;
    bggId: number;
    highestWins: boolean;
    noPoints: boolean;
  };
  /** In seating order; the first seat took the first turn. */
  players: BgStatsPlayer[];
}

export type PlayOutcome = { ok: true; play: BgStatsPlay } | { ok: false; error: string };

export interface PlayOptions {
  /** ISO 8601 date for a record without `at` times (e.g. the session's creation). */
  fallbackDate?: string;
  identity?: SeatIdentity;
}

/** `YYYY-MM-DD HH:mm:ss` in UTC. */
export function utcDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** What identifies a game, whatever its scores: the seats, the options, the start, the draws. */
export function sourcePlayIdOf(record: GameRecord): string {
  const firstAt = record.events.find((event) => typeof event.at === 'string')?.at ?? null;
  const draws = record.events.flatMap((event) => (event.type === 'draw' ? [event.tile] : []));
  const identity = JSON.stringify([
    record.players.map((p) => [p.id, p.name]),
    record.options.edition ?? 'C3',
    [...(record.options.expansions ?? [])].sort(),
    firstAt,
    draws,
  ]);
  return `meeple-ledger-${stableUuid(identity).toLowerCase()}`;
}

/** The push-play JSON of one finished game, from its facts and its record. */
export function bgStatsPlay(
  record: GameRecord,
  facts: GameFacts,
  options: PlayOptions = {},
): PlayOutcome {
  if (!facts.finished) return { ok: false, error: 'the game is not finished' };
  const identity = options.identity ?? recordIdentity;
  const started = parseTimestamp(facts.startedAt) ?? parseTimestamp(options.fallbackDate);
  if (started === undefined) return { ok: false, error: 'the record has no date (no "at" times)' };
  const ended = parseTimestamp(facts.endedAt);
  const durationMin =
    ended !== undefined && ended > started ? Math.round((ended - started) / 60_000) : 0;
  return {
    ok: true,
    play: {
      sourceName: BG_STATS_SOURCE_NAME,
      sourcePlayId: sourcePlayIdOf(record),
      playDate: utcDateTime(started),
      durationMin,
      game: {
        name: CARCASSONNE_NAME,
        bggId: CARCASSONNE_BGG_ID,
        highestWins: true,
        noPoints: false,
      },
      players: facts.players.map((player) => ({
        name: player.name.trim(),
        sourcePlayerId: identity(player, facts),
        score: player.score,
        winner: player.won,
        startPlayer: player.seat === 0,
        rank: player.rank,
      })),
    },
  };
}

/** Replays a record (parsed JSON) and gives its push-play JSON, or why it cannot. */
export function bgStatsPlayOfRecord(input: unknown, options: PlayOptions = {}): PlayOutcome {
  const outcome = replayRecord(input, { keepHistory: true });
  if (!outcome.ok) return { ok: false, error: outcome.error };
  const facts = factsFromReplay(outcome.record, outcome.history ?? [], outcome.snapshot);
  return bgStatsPlay(outcome.record, facts, options);
}

/** The link that opens the play in BG Stats. */
export function bgStatsLink(play: BgStatsPlay): string {
  return `${BG_STATS_CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(play))}`;
}
