import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bgStatsPlayOfRecord } from '../../src/shared/export/bgStats';
import { everyExpansionGame, unfinishedGame } from '../shared/stats/fixtures';
import { REPO_ROOT, runNpmScript } from '../support/npmScript';

/** `npm run --silent export -- --format bgstats FILE...`, run as a real process. */

const FULL_GAME = join(REPO_ROOT, 'test/fixtures/records/full-game-every-expansion.json');
const dir = mkdtempSync(join(tmpdir(), 'ml-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[]) => runNpmScript('export', args);

describe.concurrent('export --format bgstats (a real process)', { timeout: 60_000 }, () => {
  it('prints one push-play JSON per record, in order; a record without times takes the file date', async () => {
    const timed = join(dir, 'timed.json');
    writeFileSync(timed, JSON.stringify(everyExpansionGame));
    const undated = join(dir, 'undated.json');
    writeFileSync(undated, `\uFEFF${readFileSync(FULL_GAME, 'utf8')}`);
    const modified = new Date('2026-02-03T04:05:06Z');
    utimesSync(undated, modified, modified);
    const result = await run(['--format', 'bgstats', timed, undated]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line));
    const expected = bgStatsPlayOfRecord(everyExpansionGame);
    expect(expected.ok && first).toEqual(expected.ok && expected.play);
    expect(second.playDate).toBe('2026-02-03 04:05:06');
    expect(second.game.bggId).toBe(822);
  });

  it('an unfinished record, a missing file and a bad format: one line, exit 1', async () => {
    const unfinished = join(dir, 'unfinished.json');
    writeFileSync(unfinished, JSON.stringify(unfinishedGame));
    const [notDone, missing, format] = await Promise.all([
      run(['--format', 'bgstats', FULL_GAME, unfinished]),
      run(['--format', 'bgstats', join(dir, 'nowhere.json')]),
      run(['--format', 'csv', FULL_GAME]),
    ]);
    expect(notDone).toEqual({
      code: 1,
      stdout: '',
      stderr: `${unfinished}: the game is not finished\n`,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`${join(dir, 'nowhere.json')}: cannot read (ENOENT)\n`);
    expect(format).toEqual({
      code: 1,
      stdout: '',
      stderr: 'export: unknown format "csv" (known: bgstats)\n',
    });
  });
});
