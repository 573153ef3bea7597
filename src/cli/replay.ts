import { readFileSync } from 'node:fs';
import { replayText } from '../shared/record/replay';
import { summarize } from '../shared/record/summary';
import { writeOut } from './writeOut';

/** `npm run --silent replay -- FILE` (or `-` for standard input): prints the summary JSON. */
function main(args: string[]): number {
  const file = args[0];
  if (!file || args.length > 1) {
    writeOut(2, 'record: usage: npm run --silent replay -- FILE (or - for standard input)\n');
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    writeOut(
      2,
      `record: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}\n`,
    );
    return 1;
  }
  const outcome = replayText(text);
  if (!outcome.ok) {
    writeOut(2, `${outcome.error.replace(/\s+/g, ' ')}\n`);
    return 1;
  }
  writeOut(1, `${JSON.stringify(summarize(outcome.snapshot), null, 2)}\n`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  writeOut(2, `record: could not be replayed (${(error as Error).message})\n`);
  process.exitCode = 1;
}
