import { readFileSync, statSync } from 'node:fs';
import { bgStatsPlayOfRecord } from '../shared/export/bgStats';

/**
 * `npm run --silent export -- --format bgstats FILE...`: the BG Stats push-play JSON of each
 * record, one line each, in the order given. A record without `at` times is dated by its
 * file's modification time. Any file that cannot be read, replayed or exported (a game not
 * finished) stops the command with one line on standard error, exit status 1.
 */
const USAGE = 'export: usage: npm run --silent export -- --format bgstats FILE...';

function main(args: string[]): number {
  const [flag, format, ...files] = args;
  if (flag !== '--format' || format === undefined) return fail(USAGE);
  if (format !== 'bgstats') return fail(`export: unknown format "${format}" (known: bgstats)`);
  if (files.length === 0) return fail(USAGE);
  const lines: string[] = [];
  for (const file of files) {
    let text: string;
    let modified: string | undefined;
    try {
      text = readFileSync(file, 'utf8');
      modified = statSync(file).mtime.toISOString();
    } catch (error) {
      return fail(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    let input: unknown;
    try {
      input = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
    } catch (error) {
      return fail(`${file}: record: not valid JSON (${(error as Error).message})`);
    }
    const outcome = bgStatsPlayOfRecord(input, { fallbackDate: modified });
    if (!outcome.ok) return fail(`${file}: ${outcome.error}`);
    lines.push(JSON.stringify(outcome.play));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

function fail(line: string): number {
  process.stderr.write(`${line.replace(/\s+/g, ' ')}\n`);
  return 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`export: failed (${(error as Error).message})\n`);
  process.exitCode = 1;
}
