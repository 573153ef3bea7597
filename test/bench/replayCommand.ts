/**
 * The replay command against `npm run` starting an empty script, in the same run (issue 10):
 * both spawned as a person types them, interleaved, medians of `runs`. The first replay is not
 * counted: it builds the bundle when a source is newer (scripts/replay.cjs). `env` is the
 * environment of both (the bench's own, or one without a variable that costs every Node).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/buildRenderer';
import { median } from './suites/ui';

export function replayAgainstEmptyScript(
  runs: number,
  env: NodeJS.ProcessEnv = process.env,
): { replay: number; empty: number } {
  const dir = mkdtempSync(join(tmpdir(), 'meeple-scale-npm-'));
  writeFileSync(
    join(dir, 'package.json'),
    '{"name":"empty","private":true,"scripts":{"empty":""}}',
  );
  const record = join(ROOT, 'test/fixtures/records/full-game-every-expansion.json');
  const time = (args: string[], cwd: string) => {
    const t0 = performance.now();
    const run = spawnSync('npm', args, { cwd, encoding: 'utf8', env });
    if (run.status !== 0) throw new Error(`scale bench: npm ${args.join(' ')}: ${run.stderr}`);
    return performance.now() - t0;
  };
  try {
    time(['run', '--silent', 'replay', '--', record], ROOT);
    const replay: number[] = [];
    const empty: number[] = [];
    for (let i = 0; i < runs; i++) {
      empty.push(time(['run', '--silent', 'empty'], dir));
      replay.push(time(['run', '--silent', 'replay', '--', record], ROOT));
    }
    return { replay: median(replay), empty: median(empty) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
