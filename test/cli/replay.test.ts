import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../src/shared/game/gameSnapshot';
import { replayRecord, replayText } from '../../src/shared/record/replay';
import { type GameSummary, summarize } from '../../src/shared/record/summary';
import { EXAMPLE_RECORD } from '../support/specFiles';
import { expectSpecSummary } from '../support/specSummary';

/**
 * The replay command of ../shared/spec/game-record.md, run as a real process
 * (`npm run --silent replay -- FILE`, `-` for standard input). Each spawn costs most of a
 * second, so only a handful run, side by side; the fixtures themselves are checked in process.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { digest: digestOf } = createRequire(import.meta.url)('../../scripts/digest.cjs') as {
  digest: (bytes: Uint8Array) => string;
};
const RECORDS = join(ROOT, 'test/fixtures/records');
const EXAMPLE = EXAMPLE_RECORD;
const fixture = (name: string) => join(RECORDS, name);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function replay(file: string, input?: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '--silent', 'replay', '--', file], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** What the command must print for this record text: summarize() of an in-process replay. */
function expectedSummary(text: string): GameSummary {
  const outcome = replayText(text);
  if (!outcome.ok) throw new Error(outcome.error);
  return summarize(outcome.snapshot);
}

/** A refused record: exit 1, nothing on standard output, one line on standard error, no stack trace. */
function expectOneErrorLine(run: Run): string {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.slice(0, -1).split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  const [line = ''] = lines;
  expect(line).toMatch(/^(record: |event \d+: )/);
  expect(line).not.toMatch(/\bat .+:\d+:\d+|Error:/);
  return line;
}

const scratch = mkdtempSync(join(tmpdir(), 'meeple-ledger-replay-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the code cache's digest (scripts/digest.cjs)", () => {
  it('changes when any one byte changes, at any offset and alignment, and with the length', () => {
    const bytes = new Uint8Array(1031).map((_, index) => (index * 7) % 256);
    const whole = digestOf(bytes);
    for (const at of [0, 1, 2, 3, 512, 1027, 1028, 1030]) {
      const changed = bytes.slice();
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(digestOf(changed), `byte ${at}`).not.toBe(whole);
    }
    expect(digestOf(bytes.subarray(0, 1030))).not.toBe(whole);
    // Two changes do not cancel out: the top bit of two words (FNV's multiply missed these).
    const twice = bytes.slice();
    twice[3] = (twice[3] ?? 0) ^ 0x80;
    twice[1023] = (twice[1023] ?? 0) ^ 0x80;
    expect(digestOf(twice)).not.toBe(whole);
    const unaligned = new Uint8Array(1032);
    unaligned.set(bytes, 1);
    expect(digestOf(unaligned.subarray(1))).toBe(whole);
  });
});

// Generous: a loaded 2-core machine can take seconds to start five npm + tsx processes at once.
describe.concurrent('npm run replay (a real process)', { timeout: 60_000 }, () => {
  it('replays the 4-player every-expansion game from a file: exit 0, stdout is its summary as JSON', async () => {
    const file = fixture('full-game-every-expansion.json');
    const run = await replay(file);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as GameSummary;
    expect(printed).toEqual(expectedSummary(readFileSync(file, 'utf8')));
    expect(printed.status).toBe('finished');
    expect(printed.deck).toEqual({ remaining: 0, next: {} });
  });

  it('a torn or corrupt code cache is ignored: the same summary, and a whole cache is made again', async () => {
    const file = fixture('full-game-every-expansion.json');
    const cache = join(ROOT, 'out/cli/replay.cache');
    const expected = expectedSummary(readFileSync(file, 'utf8'));
    expect(JSON.parse((await replay(file)).stdout)).toEqual(expected); // builds and caches
    const bytes = readFileSync(cache);
    bytes.fill(0x5a, bytes.length >> 1, (bytes.length >> 1) + 64);
    writeFileSync(cache, bytes);
    const run = await replay(file);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expected);
    const made = readFileSync(cache);
    const lineEnd = made.indexOf(10);
    const digest = made.subarray(0, lineEnd).toString('latin1').split(' ')[2];
    expect(digest).toBe(digestOf(made.subarray(lineEnd + 1)));
  });

  it('starts Node without the extra CA certificates of NODE_EXTRA_CA_CERTS (it opens no connection)', async () => {
    // Node loads that file at start-up, before any code runs (some 40 ms for a system bundle),
    // and warns when it cannot: with a file it cannot read, each Node that got it says so.
    // npm is one (its warning cannot be silenced); the replay's own Node must not be another.
    const file = fixture('full-game-every-expansion.json');
    const missing = join(scratch, 'no-such-ca-bundle.pem');
    const run = await replay(file, undefined, { ...process.env, NODE_EXTRA_CA_CERTS: missing });
    const lines = run.stderr.split('\n').filter((line) => line !== '');
    expect(lines.length, run.stderr).toBeLessThanOrEqual(1);
    for (const line of lines) expect(line).toMatch(/^Warning: Ignoring extra certs from/);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expectedSummary(readFileSync(file, 'utf8')));
  });

  it('reads the spec example record from standard input (-) and prints its summary', async () => {
    const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as {
      record: unknown;
      summary: GameSummary;
    };
    const text = JSON.stringify(example.record);
    const run = await replay('-', text);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as GameSummary;
    expect(printed).toEqual(expectedSummary(text));
    // The spec's own summary, its probabilities rounded to 6 places.
    expectSpecSummary(printed, example.summary);
  });

  it('a malformed JSON file: exit 1 and one line "record: not valid JSON (…)"', async () => {
    const file = join(scratch, 'malformed.json');
    writeFileSync(file, '{ "format": "meeple-ledger/record@1", "players": [ \n');
    expect(expectOneErrorLine(await replay(file))).toMatch(/^record: not valid JSON \(/);
  });

  it('a missing file: exit 1 and one line "record: cannot read …"', async () => {
    const file = join(scratch, 'no-such-record.json');
    expect(expectOneErrorLine(await replay(file))).toBe(`record: cannot read ${file}: ENOENT`);
  });

  it('a wrong format, from standard input: exit 1 and the expected "record:" line', async () => {
    const text = readFileSync(fixture('invalid-format.json'), 'utf8');
    const line = expectOneErrorLine(await replay('-', text));
    expect(line).toBe(readFileSync(fixture('invalid-format.expected'), 'utf8').trim());
  });

  it('an impossible event (A6, a third meeple added by an arrow): exit 1 and the expected "event N:" line', async () => {
    const line = expectOneErrorLine(await replay(fixture('invalid-third-add.json')));
    expect(line).toBe(readFileSync(fixture('invalid-third-add.expected'), 'utf8').trim());
  });
});

describe('the example records (in process)', () => {
  const invalid = readdirSync(RECORDS).filter((name) => /^invalid-.*\.json$/.test(name));

  it('there are invalid records, each with its .expected line', () => {
    expect(invalid.length).toBeGreaterThanOrEqual(8);
    for (const name of invalid)
      expect(existsSync(fixture(name.replace(/\.json$/, '.expected'))), name).toBe(true);
  });

  it.each(invalid)('%s is refused with exactly its .expected line', (name) => {
    const outcome = replayText(readFileSync(fixture(name), 'utf8'));
    const expected = readFileSync(fixture(name.replace(/\.json$/, '.expected')), 'utf8').trim();
    expect(outcome.ok ? 'accepted' : outcome.error).toBe(expected);
  });

  it('full-game-every-expansion.json is a finished 4-player game with every expansion and every kind of event', () => {
    const outcome = replayText(readFileSync(fixture('full-game-every-expansion.json'), 'utf8'));
    if (!outcome.ok) throw new Error(outcome.error);
    expect(statusOf(outcome.snapshot)).toBe('finished');
    expect(outcome.record.players).toHaveLength(4);
    expect([...outcome.record.options.expansions].sort()).toEqual(
      ['abbot', 'anniversary', 'crop-circles-1', 'crop-circles-2', 'peasant-revolts'].sort(),
    );
    const types = new Set(outcome.record.events.map((e) => e.type));
    for (const type of [
      'draw',
      'discard',
      'place',
      'deploy',
      'protect',
      'recall',
      'score',
      'cropCircle',
      'cropDeploy',
      'cropPass',
      'cropRemove',
      'merge',
      'adjust',
      'returnMeeple',
      'finalScore',
      'finish',
    ]) {
      expect(types, type).toContain(type);
    }
    expect(outcome.snapshot.context.turn.number).toBeGreaterThan(100);
    expect(outcome.record.events.length).toBeGreaterThan(450);
  });

  it('base-game-short.json: B4 majority and ties, a discard (B3) and a merge', () => {
    const outcome = replayRecord(JSON.parse(readFileSync(fixture('base-game-short.json'), 'utf8')));
    if (!outcome.ok) throw new Error(outcome.error);
    const summary = summarize(outcome.snapshot);
    expect(summary.status).toBe('playing');
    expect(summary.turn).toEqual({ number: 10, player: 'ben', extra: false });
    // Ana: city of 2 tiles (4) + shared road of 5 (5); Ben: road of 3 (3) + shared road (5).
    expect(summary.players).toEqual([
      { id: 'ana', score: 9, supply: 6, abbot: 'none', revoltRisk: 0 },
      { id: 'ben', score: 8, supply: 6, abbot: 'none', revoltRisk: 0 },
    ]);
    expect(summary.meeples.map((m) => `${m.id}@${m.feature}`)).toEqual(['b2@m1', 'a2@fa1']);
    expect(summary.deck.remaining).toBe(71 - 10);
  });

  it('extra-turn.json: A8 one extra turn, never a third in a row; A2 an open arrow scores 2; A4 placing on it activates it', () => {
    const outcome = replayRecord(JSON.parse(readFileSync(fixture('extra-turn.json'), 'utf8')), {
      keepHistory: true,
    });
    if (!outcome.ok) throw new Error(outcome.error);
    const turns = [...(outcome.history ?? []), outcome.snapshot]
      .map((s) => s.context.turn)
      .filter((t, i, all) => all[i - 1]?.number !== t.number)
      .map((t) => `${t.number}:${outcome.record.players[t.player]?.id}${t.extra ? '+' : ''}`);
    expect(turns).toEqual(['1:ana', '2:ana+', '3:ben', '4:cleo', '5:cleo+', '6:ana']);
    const summary = summarize(outcome.snapshot);
    expect(summary.players.map((p) => p.score)).toEqual([0, 2, 0]);
    expect(summary.openArrows).toEqual({ add: 0, anywhere: 0, extra: 0 });
  });
});
