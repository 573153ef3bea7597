import type { GameContext } from '../../../shared/game/gameContext';
import type { GameEvent } from '../../../shared/record/schema';

/**
 * Fresh ids for meeples and features. The record spec: ids are 1 to 32 characters of
 * A-Za-z0-9_-, and a meeple id (or a feature id) is never reused in one record. We scan every
 * id the record mentions (and, when given, every id the game has seen) and take the first free
 * number after a short prefix, so the ids stay readable across the table: meeples m1, m2…,
 * features by kind: C3 is a city, R2 a road, M1 a monastery, F4 a field, G1 a garden.
 */

export const FEATURE_PREFIX = {
  city: 'C',
  road: 'R',
  monastery: 'M',
  field: 'F',
  garden: 'G',
} as const;

export type IdKind = keyof typeof FEATURE_PREFIX;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Every meeple and feature id an event names (new or referred to). */
function idsOf(event: GameEvent): string[] {
  const ids: string[] = [];
  const fields = event as Partial<Record<'meeple' | 'feature' | 'beside', unknown>> & {
    features?: unknown;
  };
  for (const key of ['meeple', 'feature', 'beside'] as const) {
    const value = fields[key];
    if (typeof value === 'string') ids.push(value);
  }
  if (Array.isArray(fields.features)) {
    for (const id of fields.features) if (typeof id === 'string') ids.push(id);
  }
  return ids;
}

/**
 * The ids in use, worked out once per record and game state: every deploy button of a turn
 * asks for a fresh id, and each ask read the whole record (600 events at the end of a game).
 */
const known = new WeakMap<
  readonly GameEvent[],
  { game: GameContext | undefined; used: Set<string> }
>();

/**
 * All ids in use: the record's events, plus the game's own memory of meeple and feature ids.
 * Meeple and feature ids share one set: a fresh id is then free in both namespaces.
 */
export function usedIds(events: readonly GameEvent[], game?: GameContext): ReadonlySet<string> {
  const cached = known.get(events);
  if (cached && cached.game === game) return cached.used;
  const used = new Set(idsOfRecord(events));
  if (game) {
    for (const id of game.meepleIds) used.add(id);
    for (const id of game.features.keys()) used.add(id);
    for (const meeple of game.meeples) used.add(meeple.id);
  }
  known.set(events, { game, used });
  return used;
}

/** The first `prefix` + n (n = 1, 2, …) not in `used`. */
export function freshId(prefix: string, used: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}${n}`;
    if (!used.has(id)) {
      if (!ID_PATTERN.test(id)) throw new Error(`cannot make an id from prefix "${prefix}"`);
      return id;
    }
  }
}

/** A meeple id never used in this record. */
export const freshMeepleId = (events: readonly GameEvent[], game?: GameContext): string =>
  freshId('m', usedIds(events, game));

/** A feature id never used in this record, its prefix telling the kind. */
export const freshFeatureId = (
  kind: IdKind,
  events: readonly GameEvent[],
  game?: GameContext,
): string => freshId(FEATURE_PREFIX[kind], usedIds(events, game));

/** Is this a well-formed meeple or feature id (the record spec's pattern)? */
export const isPieceId = (id: string): boolean => ID_PATTERN.test(id);

/**
 * The ids a record's events name. Each move makes a new record, the one before and the events
 * it stored: the ids of the last record asked for are kept, and a record that goes on from it
 * adds its new events' ids only (a whole 600-event record was read again at every move).
 */
let lastRecord: { events: readonly GameEvent[]; ids: ReadonlySet<string> } | undefined;

function idsOfRecord(events: readonly GameEvent[]): ReadonlySet<string> {
  const last = lastRecord;
  if (last?.events === events) return last.ids;
  const from = last && goesOnFrom(events, last.events) ? last : undefined;
  const ids = new Set(from?.ids);
  for (let i = from?.events.length ?? 0; i < events.length; i++)
    for (const id of idsOf(events[i] as GameEvent)) ids.add(id);
  lastRecord = { events, ids };
  return ids;
}

/** Does `events` begin with all of `before` (the same event objects)? */
function goesOnFrom(events: readonly GameEvent[], before: readonly GameEvent[]): boolean {
  if (before.length === 0 || before.length > events.length) return false;
  for (let i = before.length - 1; i >= 0; i--) if (events[i] !== before[i]) return false;
  return true;
}
