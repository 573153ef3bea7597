import { type GameSnapshot, newGame, step } from '../../shared/game/gameSnapshot';
import { LATER_RULINGS } from '../../shared/game/problems';
import type { GameEvent, RecordHeader } from '../../shared/record/schema';
import type { JournalEntry, ParsedJournal } from './journal';

/**
 * A session in memory: the effective record (the events after undo and redo), the engine's
 * state after each of them, and the redo stack. Built from a journal by `buildSession`, then
 * kept up to date by the store, one durable entry at a time.
 */
export interface SessionModel {
  id: string;
  name: string;
  created: string;
  header: RecordHeader;
  /** The effective events, in order: exactly what `export` writes. */
  events: GameEvent[];
  /** history[i] is the state before events[i] (undo goes back to it with no engine work). */
  history: GameSnapshot[];
  snapshot: GameSnapshot;
  /** Undone events, the next one to redo last. A new event empties it. */
  redo: GameEvent[];
  /**
   * Set when the rules refuse an event that an earlier version accepted (a ruling read after
   * the game was stored), as `event N: …`: the game opens read-only at the state before that
   * event and the journal is never written again.
   */
  refused?: string;
}

export type BuildOutcome = { ok: true; model: SessionModel } | { ok: false; reason: string };

/**
 * The effective events of a journal: events push, `undo` moves the last event to the redo
 * stack, `redo` moves it back, a new event clears the redo stack, `rename` sets the name.
 */
export function effectiveEntries(
  initialName: string,
  entries: readonly JournalEntry[],
):
  | { ok: true; events: GameEvent[]; lines: number[]; redo: GameEvent[]; name: string }
  | { ok: false; reason: string } {
  const events: GameEvent[] = [];
  const lines: number[] = [];
  const redo: { event: GameEvent; line: number }[] = [];
  let name = initialName;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as JournalEntry;
    const line = i + 2;
    switch (entry.op) {
      case 'event':
        events.push(entry.event);
        lines.push(line);
        redo.length = 0;
        break;
      case 'undo': {
        const event = events.pop();
        const from = lines.pop();
        if (!event || from === undefined)
          return { ok: false, reason: `line ${line}: undo with nothing to undo` };
        redo.push({ event, line: from });
        break;
      }
      case 'redo': {
        const undone = redo.pop();
        if (!undone) return { ok: false, reason: `line ${line}: redo with nothing to redo` };
        events.push(undone.event);
        lines.push(undone.line);
        break;
      }
      case 'rename':
        name = entry.name;
        break;
    }
  }
  return { ok: true, events, lines, redo: redo.map((r) => r.event), name };
}

/**
 * Replays a parsed journal with the rules engine; a refused event makes it unreadable, except
 * one that only a later ruling refuses (LATER_RULINGS): that stops the replay there, and the
 * session keeps the state before it and says why (read-only, nothing on disk is touched).
 */
export function buildSession(journal: ParsedJournal): BuildOutcome {
  const { header, entries } = journal;
  const effective = effectiveEntries(header.session.name, entries);
  if (!effective.ok) return effective;
  const history: GameSnapshot[] = [];
  let snapshot: GameSnapshot;
  try {
    snapshot = newGame(header.record);
  } catch (error) {
    return { ok: false, reason: `the game cannot start (${(error as Error).message})` };
  }
  for (let i = 0; i < effective.events.length; i++) {
    const event = effective.events[i] as GameEvent;
    const next = step(snapshot, event);
    if (!next.ok && !LATER_RULINGS.has(next.problem.code)) {
      return { ok: false, reason: `event ${i} (line ${effective.lines[i]}): ${next.error}` };
    }
    if (!next.ok) {
      return {
        ok: true,
        model: {
          id: header.session.id,
          name: effective.name,
          created: header.session.created,
          header: header.record,
          events: effective.events.slice(0, i),
          history,
          snapshot,
          redo: [],
          refused: `event ${i}: ${next.error}`,
        },
      };
    }
    history.push(snapshot);
    snapshot = next.snapshot;
  }
  return {
    ok: true,
    model: {
      id: header.session.id,
      name: effective.name,
      created: header.session.created,
      header: header.record,
      events: effective.events,
      history,
      snapshot,
      redo: effective.redo,
    },
  };
}

/**
 * The shortest journal entries that give the same session: the effective events, then the
 * redo stack as events taken back again (so redo still works, in the same order). Undo, redo
 * and rename lines that cannot matter any more are left out; the name goes in the header.
 */
export function compactEntries(model: Pick<SessionModel, 'events' | 'redo'>): JournalEntry[] {
  const entries: JournalEntry[] = model.events.map((event) => ({ op: 'event', event }));
  for (let i = model.redo.length - 1; i >= 0; i--) {
    entries.push({ op: 'event', event: model.redo[i] as GameEvent });
  }
  for (let i = 0; i < model.redo.length; i++) entries.push({ op: 'undo' });
  return entries;
}
