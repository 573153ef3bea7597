import * as v from 'valibot';
import { HOUSE_RULES } from '../rules/houseRules';
import { EXPANSIONS } from '../tiles/catalog';
import { AT_MAX_LENGTH, isIsoDateTime } from './timestamp';

export { isIsoDateTime } from './timestamp';

/**
 * The game record of ../shared/spec/game-record.md, version 1. One schema serves the replay
 * command, the session store and every IPC payload that carries a record or an event.
 */

export const RECORD_FORMAT = 'meeple-ledger/record@1';

export const FEATURE_KINDS = ['city', 'road', 'monastery', 'field', 'garden'] as const;
export const ARROW_KINDS = ['add', 'anywhere', 'extra'] as const;

const at = v.optional(
  v.pipe(
    v.string('at must be a string (an ISO 8601 time)'),
    v.check(
      isIsoDateTime,
      `at must be an ISO 8601 date and time with a time zone or Z, at most ${AT_MAX_LENGTH} characters`,
    ),
  ),
);

export const PlayerIdSchema = v.pipe(
  v.string('a player id must be a string'),
  v.regex(/^[a-z0-9-]{1,32}$/, 'a player id is 1 to 32 characters of a-z 0-9 -'),
);

export const PieceIdSchema = v.pipe(
  v.string('an id must be a string'),
  v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'an id is 1 to 32 characters of a-z A-Z 0-9 - _'),
);

/** Far beyond any real game, small enough that sums of points stay exact. */
const LARGEST_COUNT = 1_000_000;

const count = (name: string, min: number, max = LARGEST_COUNT) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

export const PlayerSchema = v.looseObject({
  id: PlayerIdSchema,
  name: v.pipe(
    v.string('a player name must be a string'),
    // Counted in characters as people see them, not in UTF-16 units.
    v.check(
      (name) => name.length > 0 && [...name].length <= 40,
      'a player name is 1 to 40 characters',
    ),
  ),
  color: v.pipe(
    v.string('a colour must be a string'),
    // Free text by the spec; bounded only so a hostile payload cannot be huge.
    v.maxLength(2000, 'a colour is at most 2000 characters'),
  ),
});

export const OptionsSchema = v.looseObject({
  edition: v.optional(
    v.pipe(
      v.picklist(['C3', 'C2', 'C1'], 'edition must be "C3", "C2" or "C1"'),
      // The 2nd edition has the same tiles as the 3rd.
      v.transform((edition): 'C3' | 'C1' => (edition === 'C1' ? 'C1' : 'C3')),
    ),
    'C3',
  ),
  expansions: v.optional(
    v.pipe(
      v.array(v.picklist(EXPANSIONS, `expansions are any of ${EXPANSIONS.join(', ')}`)),
      v.check((list) => new Set(list).size === list.length, 'an expansion is listed twice'),
    ),
    [],
  ),
  houseRules: v.optional(
    v.pipe(
      v.array(
        v.picklist(HOUSE_RULES, `houseRules are any of ${HOUSE_RULES.join(', ')}`),
        'houseRules must be a list',
      ),
      v.check((list) => new Set(list).size === list.length, 'a house rule is listed twice'),
    ),
  ),
});

const kind = v.picklist(FEATURE_KINDS, `kind must be one of ${FEATURE_KINDS.join(', ')}`);

export const DrawSchema = v.strictObject({
  type: v.literal('draw'),
  tile: v.pipe(v.string('tile must be a tile id'), v.maxLength(64, 'tile is not a tile id')),
  at,
});
export const DiscardSchema = v.strictObject({ type: v.literal('discard'), at });
export const PlaceSchema = v.strictObject({
  type: v.literal('place'),
  ownArrow: v.optional(v.picklist(['open', 'neighbour'], 'ownArrow must be "open" or "neighbour"')),
  activate: v.optional(
    v.picklist(['own', ...ARROW_KINDS], 'activate must be "own", "add", "anywhere" or "extra"'),
  ),
  spent: v.optional(
    v.pipe(
      v.array(
        v.picklist(ARROW_KINDS, 'spent lists arrow kinds: "add", "anywhere" or "extra"'),
        'spent must be a list of arrow kinds',
      ),
      // Far more than a board can hold (15 arrow tiles): a bound for hostile payloads.
      v.maxLength(15, 'spent lists at most 15 arrows'),
    ),
  ),
  at,
});
export const EndTurnSchema = v.strictObject({ type: v.literal('endTurn'), at });
export const EndGameSchema = v.strictObject({ type: v.literal('endGame'), at });
export const DeploySchema = v.strictObject({
  type: v.literal('deploy'),
  meeple: PieceIdSchema,
  feature: v.optional(PieceIdSchema),
  kind: v.optional(kind),
  via: v.optional(
    v.picklist(['tile', 'anywhere', 'add'], 'via must be "tile", "anywhere" or "add"'),
  ),
  beside: v.optional(PieceIdSchema),
  protect: v.optional(v.boolean('protect must be true or false')),
  abbot: v.optional(v.boolean('abbot must be true or false')),
  at,
});
export const ProtectSchema = v.strictObject({
  type: v.literal('protect'),
  meeple: PieceIdSchema,
  at,
});
export const RecallSchema = v.strictObject({
  type: v.literal('recall'),
  meeple: PieceIdSchema,
  tiles: count('tiles', 1, 9),
  at,
});
export const ScoreSchema = v.strictObject({
  type: v.literal('score'),
  feature: PieceIdSchema,
  tiles: v.optional(count('tiles', 1)),
  pennants: v.optional(count('pennants', 0)),
  points: v.optional(count('points', 0)),
  at,
});
export const CropCircleSchema = v.strictObject({
  type: v.literal('cropCircle'),
  choice: v.picklist(['deploy', 'remove'], 'choice must be "deploy" or "remove"'),
  at,
});
export const CropDeploySchema = v.strictObject({
  type: v.literal('cropDeploy'),
  player: PlayerIdSchema,
  meeple: PieceIdSchema,
  beside: PieceIdSchema,
  protect: v.optional(v.boolean('protect must be true or false')),
  at,
});
export const CropPassSchema = v.strictObject({
  type: v.literal('cropPass'),
  player: PlayerIdSchema,
  at,
});
export const CropRemoveSchema = v.strictObject({
  type: v.literal('cropRemove'),
  player: PlayerIdSchema,
  meeple: PieceIdSchema,
  at,
});
export const MergeSchema = v.strictObject({
  type: v.literal('merge'),
  features: v.pipe(
    v.array(PieceIdSchema, 'features must be a list of feature ids'),
    v.minLength(2, 'merge needs 2 or more features'),
    v.check((ids) => new Set(ids).size === ids.length, 'a feature is listed twice'),
  ),
  at,
});
export const AdjustSchema = v.strictObject({
  type: v.literal('adjust'),
  player: PlayerIdSchema,
  points: v.pipe(
    v.number('points must be a number'),
    v.integer('points must be a whole number'),
    v.minValue(-LARGEST_COUNT, 'points is out of range'),
    v.maxValue(LARGEST_COUNT, 'points is out of range'),
  ),
  note: v.optional(
    v.pipe(v.string('note must be text'), v.maxLength(2000, 'note is at most 2000 characters')),
  ),
  at,
});
export const ReturnMeepleSchema = v.strictObject({
  type: v.literal('returnMeeple'),
  meeple: PieceIdSchema,
  at,
});
export const FinalScoreSchema = v.strictObject({
  type: v.literal('finalScore'),
  feature: PieceIdSchema,
  tiles: v.optional(count('tiles', 1)),
  pennants: v.optional(count('pennants', 0)),
  cities: v.optional(count('cities', 0)),
  points: v.optional(count('points', 0)),
  at,
});
export const FinishSchema = v.strictObject({ type: v.literal('finish'), at });

const EVENT_SCHEMAS = {
  draw: DrawSchema,
  discard: DiscardSchema,
  place: PlaceSchema,
  endTurn: EndTurnSchema,
  endGame: EndGameSchema,
  deploy: DeploySchema,
  protect: ProtectSchema,
  recall: RecallSchema,
  score: ScoreSchema,
  cropCircle: CropCircleSchema,
  cropDeploy: CropDeploySchema,
  cropPass: CropPassSchema,
  cropRemove: CropRemoveSchema,
  merge: MergeSchema,
  adjust: AdjustSchema,
  returnMeeple: ReturnMeepleSchema,
  finalScore: FinalScoreSchema,
  finish: FinishSchema,
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export const EVENT_TYPES = Object.keys(EVENT_SCHEMAS) as EventType[];

export const GameEventSchema = v.variant('type', [
  DrawSchema,
  DiscardSchema,
  PlaceSchema,
  EndTurnSchema,
  EndGameSchema,
  DeploySchema,
  ProtectSchema,
  RecallSchema,
  ScoreSchema,
  CropCircleSchema,
  CropDeploySchema,
  CropPassSchema,
  CropRemoveSchema,
  MergeSchema,
  AdjustSchema,
  ReturnMeepleSchema,
  FinalScoreSchema,
  FinishSchema,
]);

export type GameEvent = {
  [K in EventType]: v.InferOutput<(typeof EVENT_SCHEMAS)[K]>;
}[EventType];
export type EventOf<K extends EventType> = Extract<GameEvent, { type: K }>;

export const RecordHeaderSchema = v.pipe(
  v.looseObject({
    format: v.literal(RECORD_FORMAT, `format must be "${RECORD_FORMAT}"`),
    players: v.pipe(
      v.array(PlayerSchema, 'players must be a list'),
      v.minLength(2, 'a game has 2 to 6 players'),
      v.maxLength(6, 'a game has 2 to 6 players'),
      v.check(
        (list) => new Set(list.map((p) => p.id)).size === list.length,
        'player ids must be unique',
      ),
    ),
    options: v.optional(OptionsSchema, { edition: 'C3', expansions: [] }),
  }),
);

export type Player = v.InferOutput<typeof PlayerSchema>;
export type GameOptions = v.InferOutput<typeof OptionsSchema>;
export type RecordHeader = v.InferOutput<typeof RecordHeaderSchema>;
export interface GameRecord extends RecordHeader {
  events: GameEvent[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
  if (issue.kind === 'schema' && issue.type.endsWith('_object') && path) {
    if (issue.received === 'undefined') return `${path} is missing`;
    // A strict object reports a key it does not know as expecting `never`.
    if (issue.expected === 'never') return `unknown field ${path}`;
  }
  return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one event's shape (not whether the game allows it: that is the rules engine's call). */
export function parseEvent(input: unknown): Checked<GameEvent> {
  if (!isPlainObject(input)) return { ok: false, error: 'an event must be an object' };
  const { type } = input;
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_SCHEMAS, type)) {
    return {
      ok: false,
      error:
        typeof type === 'string'
          ? `unknown event type "${type.slice(0, 40)}"`
          : 'an event needs a type',
    };
  }
  const result = v.safeParse(EVENT_SCHEMAS[type as EventType], input);
  return result.success
    ? { ok: true, value: result.output as GameEvent }
    : { ok: false, error: `${type}: ${describeIssues(result.issues)}` };
}

export function parseHeader(input: unknown): Checked<RecordHeader> {
  if (!isPlainObject(input)) return { ok: false, error: 'a record must be a JSON object' };
  const result = v.safeParse(RecordHeaderSchema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, error: describeIssues(result.issues) };
}
