/**
 * The rules engine's speed on the 4-player every-expansion game of
 * test/fixtures/records/full-game-every-expansion.json: a whole replay, one event at the end of
 * the game, and the deck odds. Prints figures beside their targets; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GameSnapshot, step } from '../../../src/shared/game/gameSnapshot';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent } from '../../../src/shared/record/schema';
import {
  nextTileOdds,
  revoltChanceWithin,
  tilesRemaining,
} from '../../../src/shared/rules/deckOdds';

const GAME = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/records/full-game-every-expansion.json',
);

const TARGET_REPLAY_MS = 10;
const TARGET_EVENT_MS = 0.5;
const TARGET_ODDS_MS = 0.1;

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
