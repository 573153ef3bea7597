import { readFileSync } from 'node:fs';
import { recordIdentity } from '../shared/ratings/identity';
import { ratingsOfFacts } from '../shared/ratings/openSkill';
import { replayText } from '../shared/record/replay';
import { factsFromReplay, type GameFacts } from '../shared/stats/gameFacts';

/**
 * `npm run --silent ratings -- FILE...`: the OpenSkill ratings of the players of these records,
 * as JSON `[{ "player", "mu", "sigma", "ordinal", "games" }]`, highest ordinal first. The
 * games are rated in the order given (oldest first); games not finished count for nothing.
 * Players are matched by the profile their seat names, else by name (trimmed,
 * case-insensitive); `player` is the name as written in their latest game. A file that cannot
 * be read or replayed stops the command with one line on standard error, exit status 1.
 */
function main(files: string[]): number {
  if (files.length === 0) return fail('ratings: usage: npm run --silent ratings -- FILE...');
  const games: GameFacts[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return fail(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    const outcome = replayText(text, { keepHistory: true });
    if (!outcome.ok) return fail(`${file}: ${outcome.error}`);
    games.push(factsFromReplay(outcome.record, outcome.history ?? [], outcome.snapshot));
  }
  const table = ratingsOfFacts(games, recordIdentity);
  const rows = table.players.map((p) => ({
    player: p.name,
    mu: p.mu,
    sigma: p.sigma,
    ordinal: p.ordinal,
    games: p.games,
  }));
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  return 0;
}

function fail(line: string): number {
  process.stderr.write(`${line.replace(/\s+/g, ' ')}\n`);
  return 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`ratings: failed (${(error as Error).message})\n`);
  process.exitCode = 1;
}
