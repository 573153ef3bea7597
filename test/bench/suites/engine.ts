/**
 * The rules engine's speed on the 4-player every-expansion game of
 * test/fixtures/records/full-game-every-expansion.json: a whole replay, one event at the end of
 * the game, and the deck odds. Prints figures beside their targets; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GameSnapshot, step } from '../../../src/shared/game/gameSnapshot';
import { revoltRisk } from '../../../src/shared/game/revoltRisk';
import { replayRecord } from '../../../src/shared/record/replay';
import { type GameEvent, RECORD_FORMAT } from '../../../src/shared/record/schema';
import {
  nextTileOdds,
  revoltChanceWithin,
  tilesRemaining,
} from '../../../src/shared/rules/deckOdds';

import { explorePlayModel } from '../../support/playModel';

const GAME = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/records/full-game-every-expansion.json',
);

const TARGET_REPLAY_MS = 10;
const TARGET_EVENT_MS = 0.5;
const TARGET_ODDS_MS = 0.1;
const TARGET_RISK_MS = 2;
const TARGET_GRAPH_MS = 3000;

/**
 * The start of a 6-player game with every expansion: three rounds in which every player put an
 * unprotected meeple on a city, a road and a monastery, so that every revolt of the next round
 * takes someone's meeples (the risk's whole tree of outcomes, 4^6 rounds of draws, is walked).
 */
function sixPlayerStart(): GameSnapshot {
  const players = ['ana', 'ben', 'cleo', 'dan', 'eva', 'fil'];
  // Tiles with a city, a road, a monastery, enough copies of each for six players.
  const kinds = [
    ['EEEJJJ', 'city'],
    ['UUUUUU', 'road'],
    ['BBBBAA', 'monastery'],
  ] as const;
  const events: GameEvent[] = kinds.flatMap(([tiles, kind], round) =>
    players.flatMap((player, seat): GameEvent[] => [
      { type: 'draw', tile: tiles[seat] as string },
      { type: 'place' },
      { type: 'deploy', meeple: `${player}${round}`, feature: `${player}f${round}`, kind },
      { type: 'endTurn' },
    ]),
  );
  const outcome = replayRecord({
    format: RECORD_FORMAT,
    players: players.map((id) => ({ id, name: id, color: 'grey' })),
    options: {
      edition: 'C3',
      expansions: ['peasant-revolts', 'anniversary', 'crop-circles-1', 'crop-circles-2', 'abbot'],
    },
    events,
  });
  if (!outcome.ok) throw new Error(`the 6-player start does not replay: ${outcome.error}`);
  return outcome.snapshot;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] as number;
}

/** Times `fn` `runs` times (after `warmup` untimed runs), each sample the mean of `batch` calls, in ms. */
function sample(fn: () => void, runs: number, warmup: number, batch = 1): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    for (let b = 0; b < batch; b++) fn();
    times.push((performance.now() - start) / batch);
  }
  return times.sort((a, b) => a - b);
}

/** 4.1 ms, 37 µs, 820 ns: three significant figures in a fitting unit. */
export function formatMs(ms: number): string {
  if (ms >= 1) return `${ms.toPrecision(3)} ms`;
  if (ms >= 0.001) return `${(ms * 1000).toPrecision(3)} µs`;
  return `${(ms * 1e6).toPrecision(3)} ns`;
}

const verdict = (ms: number, target: number) => {
  const limit =
    target >= 1 ? `${target} ms` : target >= 0.001 ? `${target * 1000} µs` : `${target * 1e6} ns`;
  return `(target < ${limit}${ms < target ? '' : ': MISSED'})`;
};

export async function run(): Promise<void> {
  const text = readFileSync(GAME, 'utf8');
  const record = JSON.parse(text) as { players: unknown[]; events: GameEvent[] };
  const full = replayRecord(record, { keepHistory: true });
  if (!full.ok) throw new Error(`the bench game does not replay: ${full.error}`);
  const history = full.history as GameSnapshot[];
  const events = full.record.events;
  const turns = full.snapshot.context.turn.number;
  const game = `4p every-expansion game (${turns} turns, ${events.length} events)`;

  // A whole replay: schema checks and every transition, as the replay command and a session load do.
  // Warm-up matters: the first replays run before the JIT has compiled xstate's hot paths.
  const replays = sample(() => replayRecord(record), 100, 40);
  const median = quantile(replays, 0.5);
  console.log(
    `engine: replay ${game}: median ${formatMs(median)}, p95 ${formatMs(quantile(replays, 0.95))}, ` +
      `fastest ${formatMs(replays[0] as number)} ${verdict(median, TARGET_REPLAY_MS)}`,
  );
  const withText = sample(() => replayRecord(JSON.parse(text)), 20, 5);
  console.log(
    `engine: replay with JSON.parse of the ${(text.length / 1024).toFixed(0)} KiB file: median ${formatMs(quantile(withText, 0.5))}`,
  );

  // One event at the end of the game: step from the snapshot before it, for the last 60 events
  // (final scoring included), each timed over a batch; the median over those events.
  const last = Math.min(60, events.length);
  const perEvent: number[] = [];
  for (let i = events.length - last; i < events.length; i++) {
    const before = history[i] as GameSnapshot;
    const event = events[i] as GameEvent;
    perEvent.push(
      quantile(
        sample(() => step(before, event), 5, 3, 20),
        0.5,
      ),
    );
  }
  perEvent.sort((a, b) => a - b);
  const eventMedian = quantile(perEvent, 0.5);
  console.log(
    `engine: one event at the end of the game (step, last ${last} events): median ${formatMs(eventMedian)}, ` +
      `slowest ${formatMs(perEvent.at(-1) as number)} ${verdict(eventMedian, TARGET_EVENT_MS)}`,
  );

  // Each player's revolt risk at the start of a 6-player game with every expansion (what the
  // table recomputes after every move), next to the cost of one event at the same point.
  const start = sixPlayerStart();
  const risk = sample(() => revoltRisk(start), 50, 20, 5);
  const riskMedian = quantile(risk, 0.5);
  const draw: GameEvent = { type: 'draw', tile: 'V' };
  const startEvent = quantile(
    sample(() => step(start, draw), 50, 20, 20),
    0.5,
  );
  const chances = revoltRisk(start).map((r) => `${(r.chance * 100).toFixed(1)}%`);
  console.log(
    `engine: revolt risk at the start of a 6p every-expansion game (${tilesRemaining(start.context.deck)} tiles left, ` +
      `every player exposed; risks ${chances.join(' ')}): median ${formatMs(riskMedian)} ${verdict(riskMedian, TARGET_RISK_MS)}; ` +
      `one event (draw) there: median ${formatMs(startEvent)}`,
  );

  // Every reachable state of the small model of play the statechart test walks (xstate/graph).
  const graph = sample(() => explorePlayModel(), 3, 1);
  const graphMedian = quantile(graph, 0.5);
  console.log(
    `engine: xstate/graph walk of the small model of play (${explorePlayModel().paths.length} states): ` +
      `median ${formatMs(graphMedian)} ${verdict(graphMedian, TARGET_GRAPH_MS)}`,
  );

  // The deck odds at mid-game: what the deck panel recomputes after every draw.
  const mid = history[Math.floor(events.length / 2)] as GameSnapshot;
  const deck = mid.context.deck;
  const odds = sample(
    () => {
      nextTileOdds(deck);
      revoltChanceWithin(deck, 5);
    },
    200,
    200,
    50,
  );
  const oddsMedian = quantile(odds, 0.5);
  console.log(
    `engine: deck odds at mid-game (nextTileOdds + revoltChanceWithin, ${tilesRemaining(deck)} tiles left): ` +
      `median ${formatMs(oddsMedian)} ${verdict(oddsMedian, TARGET_ODDS_MS)}`,
  );
}
