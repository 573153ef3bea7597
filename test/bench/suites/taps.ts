/**
 * Taps at the table (issue 9): a whole 4-player game with every expansion, played in headless
 * Chromium through the real UI by mouse (test/support/tableDriver.ts), every tap counted. The
 * game is the random game of the fixture test/fixtures/records/full-game-every-expansion.json
 * (same seed and generator, merges and score corrections included), except that meeples go
 * only on the kinds of feature their tile shows, as at a real table (the fixture puts monks
 * on tiles with no monastery, which the table does not offer). Prints
 * `taps: plain turn N, scoring turn N, whole game N` (the most taps a plain turn took, the most
 * a turn with a meeple and a completed road or city took, the game), then where the taps went.
 * Counted, not timed: the figures do not depend on the machine's load.
 */
import { join } from 'node:path';
import { buildRenderer, ROOT } from '../../support/buildRenderer';
import { launchChromium } from '../../support/chromium';
import { randomGame } from '../../support/randomGame';
import { playRecord, tapFigures } from '../../support/tableDriver';
import { openNewGame, startTableServer } from '../../support/tableInBrowser';
import { FULL_GAME_SEED } from '../../support/writeFixtures';

const TARGETS = { plain: 2, scoring: 5, whole: 300 };

export async function run(): Promise<void> {
  const problem = buildRenderer((line) => console.log(`taps: ${line}`));
  if (problem) throw new Error(problem);
  const { record } = randomGame({ seed: FULL_GAME_SEED, players: 4, kindsOnTile: true });
  const table = await startTableServer();
  const browser = await launchChromium();
  try {
    const game = await openNewGame(browser, table, record, 'Tap count', {
      width: 1280,
      height: 800,
    });
    const result = await playRecord(record, {
      page: game.page,
      api: table.api,
      sessionId: game.sessionId,
      mode: 'mouse',
      failureShot: join(ROOT, 'test-results/taps-failure.png'),
    });
    const same =
      JSON.stringify(result.stored.players.map((p) => p.score)) ===
      JSON.stringify(result.expected.players.map((p) => p.score));
    if (!same || result.stored.status !== result.expected.status)
      throw new Error(
        `taps: the game played through the UI does not end as the record: ${JSON.stringify(result.stored.players.map((p) => p.score))} vs ${JSON.stringify(result.expected.players.map((p) => p.score))}`,
      );
    if (game.errors.length > 0) throw new Error(`taps: page errors: ${game.errors.join('; ')}`);
    const f = tapFigures(result);
    console.log(`taps: plain turn ${f.plain}, scoring turn ${f.scoring}, whole game ${f.whole}`);
    const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'MISSED');
    const events = record.events;
    const countOf = (type: string) => events.filter((e) => e.type === type).length;
    console.log(
      `taps: targets plain ≤ ${TARGETS.plain} ${verdict(f.plain, TARGETS.plain)}, scoring ≤ ${TARGETS.scoring} ${verdict(f.scoring, TARGETS.scoring)}, whole game ≤ ${TARGETS.whole} ${verdict(f.whole, TARGETS.whole)}; ` +
        `the game: ${result.turns.length} turns, ${events.length} events (${countOf('deploy')} meeples, ${countOf('score')} scores, ${countOf('merge')} merges, ${countOf('adjust') + countOf('returnMeeple')} corrections, ${countOf('cropCircle')} crop circles), same final scores as the record`,
    );
    console.log(
      `taps: a scoring turn with pennants or a meeple laid down takes one tap more each: at most ${f.scoringWithExtras}; ` +
        `turns: ${result.turns.length}, plain ones ${result.turns.filter((t) => t.pattern === 'draw place endTurn').length}`,
    );
    console.log(
      `taps: by purpose ${Object.entries(result.byPurpose)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    await game.context.close();
  } finally {
    await browser.close();
    await table.close();
  }
}
