/**
 * Taps at the table (issue 9): whole 4-player games with every expansion, played in headless
 * Chromium through the real UI by mouse (test/support/tableDriver.ts), every tap counted. Two
 * games of the random game generator (test/support/randomGame.ts), same seed, meeples only on
 * the kinds of feature their tile shows, as at a real table:
 *
 * - the table game (`profile: 'table'`): a game as a group plays it (about half the turns place
 *   a meeple, a handful of merges, one or two corrections; the rates and why are TABLE_PLAY in
 *   the generator). Its line is the issue's: `taps: plain turn N, scoring turn N, whole game N`
 *   (the most taps a plain turn took, the most a turn with a meeple and a completed road or city
 *   took, the game), checked against the targets;
 * - the stress game (`profile: 'stress'`, the game of the fixture
 *   test/fixtures/records/full-game-every-expansion.json): every kind of event packed in (a
 *   meeple nearly every turn, a merge every third turn, score corrections). Its total is
 *   printed too, so nothing is hidden; it has no target.
 *
 * Then where the taps went in each. Counted, not timed: the figures do not depend on the load.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { GameRecord } from '../../../src/shared/record/schema';
import { buildRenderer, ROOT } from '../../support/buildRenderer';
import { launchChromium } from '../../support/chromium';
import { randomGame } from '../../support/randomGame';
import { type PlayResult, playRecord, tapFigures } from '../../support/tableDriver';
import { openNewGame, startTableServer, type TableServer } from '../../support/tableInBrowser';
import { FULL_GAME_SEED } from '../../support/writeFixtures';

const TARGETS = { plain: 2, scoring: 5, whole: 300 };

async function playThrough(
  browser: Browser,
  table: TableServer,
  record: GameRecord,
  name: string,
): Promise<PlayResult> {
  const game = await openNewGame(browser, table, record, name, { width: 1280, height: 800 });
  try {
    const result = await playRecord(record, {
      page: game.page,
      api: table.api,
      sessionId: game.sessionId,
      mode: 'mouse',
      failureShot: join(ROOT, `test-results/taps-failure-${name.replace(/\W+/g, '-')}.png`),
    });
    const scores = (summary: PlayResult['stored']) =>
      JSON.stringify(summary.players.map((p) => p.score));
    if (
      scores(result.stored) !== scores(result.expected) ||
      result.stored.status !== result.expected.status
    )
      throw new Error(
        `taps: ${name} played through the UI does not end as the record: ${scores(result.stored)} vs ${scores(result.expected)}`,
      );
    if (game.errors.length > 0) throw new Error(`taps: page errors: ${game.errors.join('; ')}`);
    return result;
  } finally {
    await game.context.close();
  }
}

/** "106 turns, 457 events (56 meeples, …)": what the game holds. */
function gameFacts(record: GameRecord, result: PlayResult): string {
  const events = record.events;
  const countOf = (type: string) => events.filter((e) => e.type === type).length;
  const plain = result.turns.filter((t) => t.pattern === 'draw place endTurn').length;
  const withMeeple = result.turns.filter((t) => t.pattern.includes('deploy')).length;
  return (
    `${result.turns.length} turns (${withMeeple} with a meeple, ${plain} plain), ${events.length} events (${countOf('deploy')} meeples, ` +
    `${countOf('score')} scores, ${countOf('merge')} merges, ${countOf('adjust') + countOf('returnMeeple')} corrections, ` +
    `${countOf('cropCircle')} crop circles)`
  );
}

const byPurpose = (result: PlayResult) =>
  Object.entries(result.byPurpose)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

export async function run(): Promise<void> {
  const problem = buildRenderer((line) => console.log(`taps: ${line}`));
  if (problem) throw new Error(problem);
  const options = { seed: FULL_GAME_SEED, players: 4, kindsOnTile: true } as const;
  const tableGame = randomGame({ ...options, profile: 'table' }).record;
  const stressGame = randomGame({ ...options, profile: 'stress' }).record;
  const table = await startTableServer();
  const browser = await launchChromium();
  try {
    const played = await playThrough(browser, table, tableGame, 'Tap count');
    const f = tapFigures(played);
    console.log(`taps: plain turn ${f.plain}, scoring turn ${f.scoring}, whole game ${f.whole}`);
    const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'MISSED');
    console.log(
      `taps: targets plain ≤ ${TARGETS.plain} ${verdict(f.plain, TARGETS.plain)}, scoring ≤ ${TARGETS.scoring} ${verdict(f.scoring, TARGETS.scoring)}, whole game ≤ ${TARGETS.whole} ${verdict(f.whole, TARGETS.whole)}; ` +
        `the table game (as a group plays it): ${gameFacts(tableGame, played)}, same final scores as the record`,
    );
    console.log(
      `taps: a scoring turn with pennants or a meeple laid down takes one tap more each: at most ${f.scoringWithExtras}`,
    );
    console.log(`taps: by purpose ${byPurpose(played)}`);

    const stressed = await playThrough(browser, table, stressGame, 'Tap count, stress');
    const s = tapFigures(stressed);
    console.log(
      `taps: stress game (every kind of event packed in, no target): whole game ${s.whole}, plain turn ${s.plain}, scoring turn ${s.scoring}; ` +
        `${gameFacts(stressGame, stressed)}, same final scores as the record`,
    );
    console.log(`taps: stress game by purpose ${byPurpose(stressed)}`);
  } finally {
    await browser.close();
    await table.close();
  }
}
