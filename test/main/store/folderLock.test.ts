import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataFolder } from '../../../src/main/store/folderLock';
import { childScriptArgs } from '../../support/childProcess';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'meeple-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockPath = (dir: string) => join(dir, LOCK_FILE);
const lockText = (dir: string) => readFileSync(lockPath(dir), 'utf8');
const lockOwner = (dir: string) => JSON.parse(lockText(dir)) as { pid: number; host: string };
/** Everything but the lock: temporary files and claims must never be left behind. */
const leftovers = (dir: string) => readdirSync(dir).filter((name) => name !== LOCK_FILE);

/** A pid that surely belongs to no process: one that has just exited. */
function deadPid(): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    child.on('error', fail);
    child.on('exit', () => done(child.pid as number));
  });
}

describe('one process per data folder', () => {
  it('refuses a second lock while the first is held, and allows it once released', () => {
    const dir = folder();
    const first = lockDataFolder(dir);
    expect(lockOwner(dir).pid).toBe(process.pid);
    expect(() => lockDataFolder(dir)).toThrow(
      new RegExp(`in use by another Meeple Ledger \\(process ${process.pid}, started `),
    );
    first.release();
    expect(existsSync(lockPath(dir))).toBe(false);
    lockDataFolder(dir).release();
    expect(leftovers(dir)).toEqual([]);
  });

  it('creates the folder 0700 and the lock 0600', () => {
    const dir = join(folder(), 'new');
    const lock = lockDataFolder(dir);
    if (process.platform !== 'win32') {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(lockPath(dir)).mode & 0o777).toBe(0o600);
    }
    lock.release();
  });

  it.each([
    [
      'its own format',
      (pid: number) => `${JSON.stringify({ pid, host: hostname(), nonce: 'n' })}\n`,
    ],
    ['the first version\'s format ("1234\\n")', (pid: number) => `${pid}\n`],
  ])('takes over a lock left by a process that is gone, in %s', async (_, format) => {
    const dir = folder();
    const pid = await deadPid();
    writeFileSync(lockPath(dir), format(pid));
    const lock = lockDataFolder(dir);
    expect(lock.tookOverFrom?.pid).toBe(pid);
    expect(lockOwner(dir).pid).toBe(process.pid);
    expect(leftovers(dir)).toEqual([]);
    lock.release();
  });

  it('takes over a lock with its own pid that it does not hold (a container restarted)', () => {
    const dir = folder();
    writeFileSync(lockPath(dir), `${process.pid}\n`);
    const lock = lockDataFolder(dir);
    expect(lock.tookOverFrom?.pid).toBe(process.pid);
    lock.release();
  });

  it.each([
    ['empty', ''],
    ['cut short', '{"app":"meeple-ledger","pid":12'],
    ['not a lock', 'hello\n'],
  ])('treats an %s lock as held, says which file to remove and why, and leaves it', (_, text) => {
    const dir = folder();
    writeFileSync(lockPath(dir), text);
    let message = '';
    try {
      lockDataFolder(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`its lock file ${lockPath(dir)} is empty or incomplete`);
    expect(message).toContain(`remove ${lockPath(dir)} and start again`);
    expect(lockText(dir)).toBe(text);
    expect(leftovers(dir)).toEqual([]);
  });

  it('names the file to remove when the holder may be gone (pid reused, another computer)', () => {
    const dir = folder();
    writeFileSync(lockPath(dir), `${JSON.stringify({ pid: 1, host: 'other-pc' })}\n`);
    expect(() => lockDataFolder(dir)).toThrow(
      `in use by Meeple Ledger on another computer (other-pc, process 1); stop it there first. If it is not running there any more, remove ${lockPath(dir)}`,
    );
    const alive = folder();
    writeFileSync(lockPath(alive), `${process.ppid}\n`);
    expect(() => lockDataFolder(alive)).toThrow(
      `If no Meeple Ledger is running as process ${process.ppid} (its number was given to another program after a crash), remove ${lockPath(alive)}`,
    );
  });

  it('says which claim to remove when a takeover died half-way', async () => {
    const dir = folder();
    const pid = await deadPid();
    const stale = `${pid}\n`;
    writeFileSync(lockPath(dir), stale);
    const claimant = await deadPid();
    const { createHash } = await import('node:crypto');
    const generation = createHash('sha256').update(stale).digest('hex').slice(0, 16);
    const claim = join(dir, `${LOCK_FILE}.claim-${generation}`);
    writeFileSync(claim, `${JSON.stringify({ pid: claimant })}\n`);
    expect(() => lockDataFolder(dir)).toThrow(
      `process ${claimant} stopped while taking over its lock and left ${claim} behind`,
    );
    rmSync(claim);
    lockDataFolder(dir).release();
  });

  it('releases only its own lock, never one taken over since', () => {
    const dir = folder();
    const lock = lockDataFolder(dir);
    writeFileSync(lockPath(dir), `${JSON.stringify({ pid: 1, nonce: 'someone else' })}\n`);
    lock.release();
    expect(existsSync(lockPath(dir))).toBe(true);
  });
});

// ----------------------------------------------------------------------- real process races

const ROOT = resolve(__dirname, '../../..');
const CHILD = join(ROOT, 'test/main/store/lockChild.ts');
const PROCESSES = 6;
const ROUNDS = 10;
/** Long enough that a child the loaded machine starts late still finds the lock held. */
const HOLD_MS = 500;

type ChildReport =
  | { got: true; from: number; to: number; tookOver: { pid: number } | null }
  | { got: false; message: string };

let childArgs: string[] = [];
let bundleDir = '';

/** Starts PROCESSES children, lets them all try at the same moment, returns their reports. */
async function race(dir: string): Promise<ChildReport[]> {
  const children = Array.from({ length: PROCESSES }, () =>
    spawn(process.execPath, [...childArgs, dir, String(HOLD_MS)], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
  );
  const lines = children.map(
    (child) =>
      new Promise<string[]>((done, fail) => {
        let out = '';
        let err = '';
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          out += chunk;
        });
        child.stderr.on('data', (chunk: Buffer) => {
          err += chunk.toString();
        });
        child.on('error', fail);
        child.on('exit', (code) =>
          code === 0 ? done(out.trim().split('\n')) : fail(new Error(`child failed: ${err}`)),
        );
      }),
  );
  const ready = children.map(
    (child) =>
      new Promise<void>((done) => {
        const onData = (chunk: Buffer) => {
          if (chunk.toString().includes('"ready"')) {
            child.stdout.off('data', onData);
            done();
          }
        };
        child.stdout.on('data', onData);
      }),
  );
  await Promise.all(ready);
  const startAt = performance.timeOrigin + performance.now() + 40;
  for (const child of children) child.stdin.end(`go ${startAt}\n`);
  const outputs = await Promise.all(lines);
  return outputs.map((out) => JSON.parse(out.at(-1) as string) as ChildReport);
}

/** The safety property: no two children ever held the folder at the same time. */
function overlaps(reports: ChildReport[]): number {
  const held = reports
    .filter((r): r is Extract<ChildReport, { got: true }> => r.got)
    .sort((a, b) => a.from - b.from);
  let count = 0;
  for (let i = 1; i < held.length; i++) {
    if ((held[i] as { from: number }).from < (held[i - 1] as { to: number }).to) count++;
  }
  return count;
}

describe(`the lock race: ${PROCESSES} real processes started at once, ${ROUNDS} times each way`, () => {
  beforeAll(async () => {
    bundleDir = mkdtempSync(join(tmpdir(), 'meeple-lock-child-'));
    childArgs = await childScriptArgs(CHILD, bundleDir);
  });
  afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

  it.each([
    ['without a lock', false],
    ['over a stale lock of a dead process', true],
  ])(
    'never two hold the folder at once, %s',
    async (_, stale) => {
      let winners = 0;
      let single = 0;
      let takeovers = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const dir = folder();
        if (stale) writeFileSync(lockPath(dir), `${await deadPid()}\n`);
        const reports = await race(dir);
        const label = `round ${round}: ${JSON.stringify(reports)}`;
        expect(overlaps(reports), label).toBe(0);
        const won = reports.filter((r) => r.got);
        // One, unless a child started after the winner had let go (then they held it in turn:
        // `overlaps` above is what must never happen).
        expect(won.length, label).toBeGreaterThanOrEqual(1);
        if (won.length === 1) single++;
        winners += won.length;
        takeovers += won.filter((r) => r.got && r.tookOver).length;
        for (const report of reports) {
          if (!report.got) expect(report.message, label).toMatch(/in use by another Meeple Ledger/);
        }
        expect(readdirSync(dir), label).toEqual([]);
      }
      expect(takeovers).toBe(stale ? ROUNDS : 0);
      console.info(
        `lock race ${stale ? 'over a stale lock' : 'without a lock'}: ${ROUNDS} rounds of ${PROCESSES} processes at once, ${single} rounds with one holder, ${winners} holders in all, 0 overlaps`,
      );
    },
    120_000,
  );
});
