import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ordinal, rate, rating } from 'openskill';
import { afterAll, describe, expect, it } from 'vitest';
import { everyExpansionGame, threePlayerGame, unfinishedGame } from '../shared/stats/fixtures';
import { runNpmScript } from '../support/npmScript';

/** `npm run --silent ratings -- FILE...`, run as a real process. */

const dir = mkdtempSync(join(tmpdir(), 'ml-ratings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[]) => runNpmScript('ratings', args);

const write = (name: string, value: unknown): string => {
  const file = join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};

describe.concurrent('ratings (a real process)', { timeout: 60_000 }, () => {
  it('prints every player of the finished games, highest ordinal first, matched by profile', async () => {
    const one = write('one.json', {
      ...everyExpansionGame,
      players: everyExpansionGame.players.map((p) =>
        p.id === 'ben' ? { ...p, profile: 'ben-profile' } : p,
      ),
    });
    const two = write('two.json', {
      ...threePlayerGame,
      players: threePlayerGame.players.map((p) =>
        p.id === 'ben' ? { ...p, name: 'Benjamin', profile: 'ben-profile' } : p,
      ),
    });
    const notYet = write('playing.json', unfinishedGame);
    const result = await run([one, notYet, two]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout);
    // Game 1: Ana 2, Ben −2, Cleo 3. Game 2: Ben 5, Dan 1, Ana 3.
    const [[ana1], [ben1], [cleo]] = rate([[rating()], [rating()], [rating()]], {
      rank: [2, 3, 1],
    });
    const [[ben], [dan], [ana]] = rate([[ben1], [rating()], [ana1]], { rank: [1, 3, 2] });
    const expected = [
      { player: 'Ana', r: ana, games: 2 },
      { player: 'Benjamin', r: ben, games: 2 },
      { player: 'Cleo', r: cleo, games: 1 },
      { player: 'Dan', r: dan, games: 1 },
    ].sort((x, y) => ordinal(y.r) - ordinal(x.r));
    expect(rows.map((row: Record<string, unknown>) => Object.keys(row))).toEqual(
      expected.map(() => ['player', 'mu', 'sigma', 'ordinal', 'games']),
    );
    expected.forEach((e, i) => {
      expect(rows[i].player).toBe(e.player);
      expect(rows[i].games).toBe(e.games);
      expect(rows[i].mu).toBeCloseTo(e.r.mu, 12);
      expect(rows[i].sigma).toBeCloseTo(e.r.sigma, 12);
      expect(rows[i].ordinal).toBeCloseTo(ordinal(e.r), 12);
    });
  });

  it('a record that does not replay, or no file: one line, exit 1', async () => {
    const bad = write('bad.json', '{ "format": "meeple-ledger/record@1" ');
    const [broken, none] = await Promise.all([run([bad]), run([])]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toMatch(
      new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: record: not valid JSON .*\\n$`),
    );
    expect(none).toEqual({
      code: 1,
      stdout: '',
      stderr: 'ratings: usage: npm run --silent ratings -- FILE...\n',
    });
  });
});
