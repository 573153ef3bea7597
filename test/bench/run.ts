/**
 * `npm run bench`: runs every suite in test/bench/suites/, in file-name order. A suite is a
 * module exporting `async function run(): Promise<void>` that prints its own lines. Timings are
 * reported, never asserted (`BENCH_SUITES=a,b` picks suites by file name); a suite that throws
 * is reported and makes the exit status 1.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SUITES = join(dirname(fileURLToPath(import.meta.url)), 'suites');

/** BENCH_SUITES=scale,taps runs only those suites, e.g. while working on one screen. */
const only = process.env.BENCH_SUITES?.split(',').map((name) => name.trim());
const files = readdirSync(SUITES)
  .filter((name) => /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts'))
  .filter((name) => !only || only.includes(name.replace(/\.[^.]+$/, '')))
  .sort();

let failed = 0;
for (const name of files) {
  try {
    const suite = (await import(pathToFileURL(join(SUITES, name)).href)) as {
      run?: () => Promise<void>;
    };
    if (typeof suite.run !== 'function') throw new Error('exports no run() function');
    await suite.run();
  } catch (error) {
    // No browser here (and not CI): the suite is skipped, with the line saying how to enable it.
    if ((error as Error).name === 'BrowserUnavailable') {
      console.log(`bench: suite ${name} skipped: ${(error as Error).message}`);
      continue;
    }
    failed++;
    console.error(`bench: suite ${name} failed: ${(error as Error).stack ?? error}`);
  }
}
if (files.length === 0) console.error(`bench: no suites in ${SUITES}`);
process.exitCode = failed > 0 || files.length === 0 ? 1 : 0;
