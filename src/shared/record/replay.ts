import { GameRunner, type GameSnapshot, newGame } from '../game/gameSnapshot';
import { type GameEvent, type GameRecord, parseEvent, parseHeader } from './schema';

export type ReplayOutcome =
  | { ok: true; record: GameRecord; snapshot: GameSnapshot; history: GameSnapshot[] | undefined }
  | { ok: false; error: string; eventIndex?: number };

export interface ReplayOptions {
  /** Keep the snapshot before every event (for undo, history and going back to a turn). */
  keepHistory?: boolean;
}

/**
 * Replays a record (already parsed from JSON) and returns the state it leads to, or the first
 * problem as `record: REASON` or `event N: REASON` (N from 0), as the record spec words it.
 */
export function replayRecord(input: unknown, options: ReplayOptions = {}): ReplayOutcome {
  const header = parseHeader(input);
  if (!header.ok) return { ok: false, error: `record: ${header.error}` };
  const rawEvents = (input as { events?: unknown }).events;
  if (rawEvents === undefined) return { ok: false, error: 'record: events is missing' };
  if (!Array.isArray(rawEvents)) return { ok: false, error: 'record: events must be a list' };
  const history: GameSnapshot[] | undefined = options.keepHistory ? [] : undefined;
  const events: GameEvent[] = [];
  const runner = new GameRunner(newGame(header.value));
  try {
    for (let index = 0; index < rawEvents.length; index++) {
      const parsed = parseEvent(rawEvents[index]);
      if (!parsed.ok)
        return { ok: false, error: `event ${index}: ${parsed.error}`, eventIndex: index };
      const before = runner.snapshot;
      const next = runner.play(parsed.value);
      if (!next.ok) return { ok: false, error: `event ${index}: ${next.error}`, eventIndex: index };
      history?.push(before);
      events.push(parsed.value);
    }
    return { ok: true, record: { ...header.value, events }, snapshot: runner.snapshot, history };
  } finally {
    runner.stop();
  }
}

/** Parses record text (JSON) and replays it. */
export function replayText(text: string, options: ReplayOptions = {}): ReplayOutcome {
  let input: unknown;
  try {
    // Some editors save a byte order mark at the start of UTF-8 files.
    input = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return { ok: false, error: `record: not valid JSON (${(error as Error).message})` };
  }
  return replayRecord(input, options);
}
