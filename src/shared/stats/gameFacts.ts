import type { GameContext } from '../game/gameContext';
import { type GameSnapshot, type GameStatus, statusOf } from '../game/gameSnapshot';
import { POINTS_CATEGORIES, type PointsCategory, standings } from '../game/results';
import { replayRecord } from '../record/replay';
import type { GameEvent, GameRecord, Player } from '../record/schema';
import type { RevoltSymbol } from '../tiles/tileTypes';
import { type GameLuck, luckFromReplay } from './luck';
import { timeWithoutBreaks } from './thinkTime';

/**
 * The facts of one game, per player: the score and where it came from, and what only a
 * scorekeeper that saw every event knows (revolts, protection, arrows, extra turns, crop circle
 * rounds, think time). Worked out from the record's replay with history; works for a game in
 * any state (statistics count only finished games for wins and scores).
 */

/** What happened to one player over a game: plain counts, so many games add up key by key. */
export interface Counters {
  /** Turns in which the player drew a tile (extra turns included). */
  turnsPlayed: number;
  /** A8: extra turns the player drew in. */
  extraTurns: number;
  /** R2: revolts started by this player's draw. */
  revoltsDrawn: number;
  /** R3, R4: times the player was checked in a revolt. */
  revoltChecks: number;
  /** R3: the player's unprotected meeples sent back to supply by revolts. */
  meeplesLostToRevolts: number;
  /** R3: the player's protected meeples that scored in revolts (2 points each). */
  protectedMeeplesRewarded: number;
  /** R3, R5: points won from protected meeples in revolts. */
  revoltPoints: number;
  /** R7, R10: meeples protected as they were placed (4 points each). */
  protectionsNew: number;
  /** R7: meeples already on the board protected (2 points each). */
  protectionsStanding: number;
  /** Points spent on 4-point protections (a positive number). */
  protectionPointsNew: number;
  /** Points spent on 2-point protections (a positive number). */
  protectionPointsStanding: number;
  /** A2: arrow tiles placed pointing at nothing. */
  openArrows: number;
  /** A2: points from open arrows (2 each). */
  openArrowPoints: number;
  /**
   * A3, A4: arrows the player activated, by kind: every `place` with an `activate`, as the
   * history tells it, even one that brings nothing (an extra turn arrow in an extra turn, A8;
   * an add arrow with no meeple to add beside or none in supply, A6).
   */
  activatedAdd: number;
  activatedAnywhere: number;
  activatedExtra: number;
  /** C2: crop circle rounds the player started as active player, by choice. */
  cropRoundsDeploy: number;
  cropRoundsRemove: number;
  /** C3: followers the player deployed, removed, or passes, as a participant (active player included). */
  cropDeployed: number;
  cropRemoved: number;
  cropPasses: number;
  /** Turns with a measured think time, and their total in milliseconds. */
  timedTurns: number;
  thinkTimeMs: number;
}

export const COUNTER_KEYS: readonly (keyof Counters)[] = [
  'turnsPlayed',
  'extraTurns',
  'revoltsDrawn',
  'revoltChecks',
  'meeplesLostToRevolts',
  'protectedMeeplesRewarded',
  'revoltPoints',
  'protectionsNew',
  'protectionsStanding',
  'protectionPointsNew',
  'protectionPointsStanding',
  'openArrows',
  'openArrowPoints',
  'activatedAdd',
  'activatedAnywhere',
  'activatedExtra',
  'cropRoundsDeploy',
  'cropRoundsRemove',
  'cropDeployed',
  'cropRemoved',
  'cropPasses',
  'timedTurns',
  'thinkTimeMs',
];

export const emptyCounters = (): Counters =>
  Object.fromEntries(COUNTER_KEYS.map((key) => [key, 0])) as unknown as Counters;

export interface PlayerFacts {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  /** Index in seating order. */
  readonly seat: number;
  /** The player's entry in the record, unknown fields included (for a profile key later). */
  readonly entry: Readonly<Player>;
  readonly score: number;
  /** 1 for the leader; tied players share a rank. */
  readonly rank: number;
  /** Rank 1 (ties all win). In a game that is not finished: leading so far; see `finished`. */
  readonly won: boolean;
  readonly byCategory: Readonly<Record<PointsCategory, number>>;
  readonly counters: Readonly<Counters>;
  /** The longest measured turn in milliseconds, or null when no turn was timed. */
  readonly longestTurnMs: number | null;
}

export interface TurnFacts {
  readonly number: number;
  /** Player id. */
  readonly player: string;
  readonly extra: boolean;
  /** `at` of the turn's first event, when valid. */
  readonly startedAt?: string;
  /**
   * The span the table's clock shows for the turn (turnTimePlayed in the renderer's
   * TurnTimer.tsx): from the turn's start, the `endTurn` that ended the turn before (the first
   * turn: the game's start when given, else its first event), over every move of the turn, to
   * its own `endTurn`; a pause of over 5 minutes between two moves is a break, left out
   * (thinkTime.ts). Undefined when the start or the end carries no valid `at`, or the turn is
   * not over.
   */
  readonly thinkMs?: number;
}

export interface RevoltFacts {
  readonly turn: number;
  readonly tile: string;
  readonly symbol: RevoltSymbol;
  /** Player id of the drawer. */
  readonly drawer: string;
  /** R4: in the order the revolt visited them. */
  readonly checks: readonly {
    readonly player: string;
    readonly returned: number;
    readonly rewarded: number;
  }[];
}

export interface GameFacts {
  readonly status: GameStatus;
  readonly finished: boolean;
  /** In seating order. */
  readonly players: readonly PlayerFacts[];
  /** Every turn in which a tile was drawn, in order. */
  readonly turns: readonly TurnFacts[];
  /** Every revolt of the game, in order. */
  readonly revolts: readonly RevoltFacts[];
  /** The earliest and the latest valid `at` of the record, as written. */
  readonly startedAt?: string;
  readonly endedAt?: string;
  /** What happened against what the odds expected, per player (./luck.ts). */
  readonly luck?: GameLuck;
}

export type FactsOutcome = { ok: true; facts: GameFacts } | { ok: false; error: string };

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?$/;

/**
 * The time of an `at` in milliseconds since the epoch, or undefined when it is missing or not
 * an ISO 8601 date and time (a date alone gives no time of a turn). Without an offset, local time.
 */
export function parseTimestamp(at: unknown): number | undefined {
  if (typeof at !== 'string') return undefined;
  const match = ISO_8601.exec(at);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  if (date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) return undefined;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return undefined;
  const ms = Date.parse(at);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * Replays a record (parsed JSON) and works out its facts, or says why the record is invalid.
 * `started`: when the game began (ISO 8601, its creation), which the record does not hold: the
 * first turn's think time counts from it, as the table's clock does; without it, from the first
 * turn's first event.
 */
export function gameFacts(record: unknown, started?: string): FactsOutcome {
  const outcome = replayRecord(record, { keepHistory: true });
  if (!outcome.ok) return { ok: false, error: outcome.error };
  return {
    ok: true,
    facts: factsFromReplay(outcome.record, outcome.history ?? [], outcome.snapshot, started),
  };
}

interface TurnInProgress {
  number: number;
  seat: number;
  extra: boolean;
  drew: boolean;
  /** The first turn of the game: no `endTurn` came before it. */
  first: boolean;
  /** The valid `at` of the `endTurn` that ended the turn before; undefined in the first turn. */
  startAt?: number;
  firstAtText?: string;
  /** The valid stamps of the turn's events, in order. */
  stamps: number[];
  /** The valid `at` of the turn's own `endTurn`. */
  endAt?: number;
  ended: boolean;
}

/**
 * The facts of a game already replayed: `history[i]` is the snapshot before `record.events[i]`
 * (as `replayRecord(record, { keepHistory: true })` gives it) and `final` the one after the last.
 */
export function factsFromReplay(
  record: GameRecord,
  history: readonly GameSnapshot[],
  final: GameSnapshot,
  /** When the game began (its creation), for the first turn's think time: see `gameFacts`. */
  started?: string,
): GameFacts {
  const game = final.context;
  const seats = game.players.map((p) => p.id);
  const seatOf = new Map(seats.map((id, seat) => [id, seat]));
  const counters = seats.map(() => emptyCounters());
  const add = (player: string | undefined, key: keyof Counters, amount = 1) => {
    const seat = player === undefined ? undefined : seatOf.get(player);
    const own = seat === undefined ? undefined : counters[seat];
    if (own) own[key] += amount;
  };

  const revolts: RevoltFacts[] = [];
  const turns: TurnInProgress[] = [];
  let current: TurnInProgress | undefined;
  /** The last `endTurn` so far: undefined before the first, else its valid `at`, if any. */
  let lastEndTurn: { at: number | undefined } | undefined;
  let startedAt: string | undefined;
  let endedAt: string | undefined;
  let firstMs = Number.POSITIVE_INFINITY;
  let lastMs = Number.NEGATIVE_INFINITY;

  const events = record.events;
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as GameEvent;
    const before = (history[index] ?? final).context;
    const after = (history[index + 1] ?? final).context;
    const at = parseTimestamp(event.at);
    if (at !== undefined) {
      if (at < firstMs) [firstMs, startedAt] = [at, event.at];
      if (at >= lastMs) [lastMs, endedAt] = [at, event.at];
    }

    // Which turn the event belongs to; endGame and final scoring belong to none.
    const inTurn = statusOf(history[index] ?? final) === 'playing' && event.type !== 'endGame';
    if (!current || !inTurn || current.number !== before.turn.number) {
      current = undefined;
      if (inTurn) {
        // A turn starts where the table's clock starts it: at the endTurn before it.
        const startAt = lastEndTurn?.at;
        current = {
          number: before.turn.number,
          seat: before.turn.player,
          extra: before.turn.extra,
          drew: false,
          first: lastEndTurn === undefined,
          ...(startAt !== undefined ? { startAt } : {}),
          ...(at !== undefined ? { firstAtText: event.at } : {}),
          stamps: [],
          ended: false,
        };
        turns.push(current);
      }
    }
    if (current && at !== undefined) current.stamps.push(at);
    if (current && event.type === 'endTurn') {
      current.ended = true;
      if (at !== undefined) current.endAt = at;
      lastEndTurn = { at };
    }

    const active = seats[before.turn.player];
    switch (event.type) {
      case 'draw': {
        if (current) current.drew = true;
        const revolt = after.revolt;
        if (revolt && revolt !== before.revolt) {
          const drawer = seats[revolt.order[0] ?? before.turn.player] ?? '';
          add(drawer, 'revoltsDrawn');
          for (const check of revolt.checks) {
            add(check.player, 'revoltChecks');
            add(check.player, 'meeplesLostToRevolts', check.returned.length);
            add(check.player, 'protectedMeeplesRewarded', check.rewarded.length);
          }
          revolts.push({
            turn: revolt.turn,
            tile: revolt.tile,
            symbol: revolt.symbol,
            drawer,
            checks: revolt.checks.map((check) => ({
              player: check.player,
              returned: check.returned.length,
              rewarded: check.rewarded.length,
            })),
          });
        }
        break;
      }
      case 'place': {
        // Every activation the history reports counts (A3, A4), whatever it brings: an add arrow
        // with nothing to add beside (A6) as an extra turn arrow in an extra turn (A8).
        const kind = after.turn.activated;
        if (kind === 'add') add(active, 'activatedAdd');
        else if (kind === 'anywhere') add(active, 'activatedAnywhere');
        else if (kind === 'extra') add(active, 'activatedExtra');
        break;
      }
      case 'cropCircle':
        add(active, event.choice === 'deploy' ? 'cropRoundsDeploy' : 'cropRoundsRemove');
        break;
      case 'cropDeploy':
        add(event.player, 'cropDeployed');
        break;
      case 'cropRemove':
        add(event.player, 'cropRemoved');
        break;
      case 'cropPass':
        add(event.player, 'cropPasses');
        break;
      default:
        break;
    }
  }

  awardFacts(game, add);

  const played = turns.filter((t) => t.drew);
  const gameStart = parseTimestamp(started);
  const turnFacts: TurnFacts[] = played.map((t) => {
    const player = seats[t.seat] ?? '';
    const thinkMs = turnTime(t, gameStart);
    return {
      number: t.number,
      player,
      extra: t.extra,
      ...(t.firstAtText !== undefined ? { startedAt: t.firstAtText } : {}),
      ...(thinkMs !== undefined ? { thinkMs } : {}),
    };
  });
  const longest = seats.map((): number | null => null);
  for (const t of turnFacts) {
    add(t.player, 'turnsPlayed');
    if (t.extra) add(t.player, 'extraTurns');
    if (t.thinkMs === undefined) continue;
    add(t.player, 'timedTurns');
    add(t.player, 'thinkTimeMs', t.thinkMs);
    const seat = seatOf.get(t.player);
    if (seat !== undefined) longest[seat] = Math.max(longest[seat] ?? 0, t.thinkMs);
  }

  const ranking = new Map(standings(game).map((s) => [s.player, s]));
  const status = statusOf(final);
  return {
    status,
    finished: status === 'finished',
    players: game.players.map((p, seat) => {
      const standing = ranking.get(p.id);
      const rank = standing?.rank ?? 1;
      return {
        id: p.id,
        name: p.name,
        color: p.color,
        seat,
        entry: record.players[seat] ?? { id: p.id, name: p.name, color: p.color },
        score: p.score,
        rank,
        won: standing?.won ?? false,
        byCategory: standing?.byCategory ?? emptyCategories(),
        counters: counters[seat] ?? emptyCounters(),
        longestTurnMs: longest[seat] ?? null,
      };
    }),
    turns: turnFacts,
    revolts,
    ...(startedAt !== undefined ? { startedAt } : {}),
    ...(endedAt !== undefined ? { endedAt } : {}),
    luck: luckFromReplay(record, history, final),
  };
}

/**
 * A turn's think time, as the table's clock counts it (turnTimePlayed): the instants from the
 * turn's start to its `endTurn`, breaks left out. The first turn starts with the game when its
 * start is known and not after the first move (an imported game is created after its moves),
 * else with its first stamped event. Undefined when the start or the end is not known.
 */
function turnTime(turn: TurnInProgress, gameStart: number | undefined): number | undefined {
  if (!turn.ended || turn.endAt === undefined) return undefined;
  const firstStamp = turn.stamps[0];
  let start = turn.startAt;
  if (turn.first) {
    start =
      gameStart !== undefined && firstStamp !== undefined && gameStart <= firstStamp
        ? gameStart
        : firstStamp;
  }
  if (start === undefined || turn.endAt < start) return undefined;
  return timeWithoutBreaks([start, ...turn.stamps]);
}

/** Facts that the score awards tell: revolt points, protection costs, open arrows. */
function awardFacts(
  game: GameContext,
  add: (player: string, key: keyof Counters, amount?: number) => void,
): void {
  for (const award of game.awards) {
    switch (award.reason) {
      case 'revolt-protected':
        add(award.player, 'revoltPoints', award.points);
        break;
      case 'protect-new':
        add(award.player, 'protectionsNew');
        add(award.player, 'protectionPointsNew', -award.points);
        break;
      case 'protect-standing':
        add(award.player, 'protectionsStanding');
        add(award.player, 'protectionPointsStanding', -award.points);
        break;
      case 'open-arrow':
        add(award.player, 'openArrows');
        add(award.player, 'openArrowPoints', award.points);
        break;
      default:
        break;
    }
  }
}

export const emptyCategories = (): Record<PointsCategory, number> =>
  Object.fromEntries(POINTS_CATEGORIES.map((c) => [c, 0])) as Record<PointsCategory, number>;
