import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSessionStore } from '../../../src/main/store';
import { parseJournal } from '../../../src/main/store/journal';
import type { GameEvent } from '../../../src/shared/record/schema';
import { childScriptArgs } from '../../support/childProcess';
import { makeTempDir, removeDir } from './fixtures';

/**
 * Real crashes: a child process (crashChild.ts) changes a session in a loop and prints `ack`
 * after each call returns; we SIGKILL it at a seeded random moment, reopen the folder, and
 * check that every acknowledged change is there (plus, at most, the one in flight), that the
 * session opens, and that the journal reads back clean. Runs are spread over a few folders so
 * the sessions grow long; each folder's runs go one after another, folders in parallel.
 *
 * The child is bundled once (test/support/childProcess.ts) so that each spawn starts fast.
 */

const ROOT = resolve(__dirname, '../../..');
const CHILD = join(ROOT, 'test/main/store/crashChild.ts');
const FOLDERS = 4;
const RUNS_PER_FOLDER = 26; // 104 kills in all
const PARALLEL = 2;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Op = { op: 'append'; event: GameEvent } | { op: 'undo' } | { op: 'redo' };

/** What the session must hold: the effective events and the redo stack. */
interface Model {
  id: string | undefined;
  events: GameEvent[];
  redo: GameEvent[];
}

function apply(model: Model, op: Op): Model {
  const events = [...model.events];
  const redo = [...model.redo];
  if (op.op === 'append') {
    events.push(op.event);
    redo.length = 0;
  } else if (op.op === 'undo') {
    redo.push(events.pop() as GameEvent);
  } else {
    events.push(redo.pop() as GameEvent);
  }
  return { id: model.id, events, redo };
}

function parseTry(rest: string): Op {
  if (rest === 'undo' || rest === 'redo') return { op: rest };
  if (rest.startsWith('append '))
    return { op: 'append', event: JSON.parse(rest.slice(7)) as GameEvent };
  throw new Error(`unexpected child line: try ${rest}`);
}

interface RunResult {
  id: string | undefined;
  acked: Op[];
  pending: Op | undefined;
  killedAt: string;
}

/** The node arguments that run the child (bundled in beforeAll). */
let childArgs: string[] = [];

/** Spawns the child and kills it by plan; resolves with what it acknowledged. */

function runChild(dir: string, seed: number, random: () => number): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...childArgs, dir, String(seed)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result: RunResult = { id: undefined, acked: [], pending: undefined, killedAt: '' };
    let buffer = '';
    let stderr = '';
    let killed = false;
    const kill = (where: string) => {
      if (killed) return;
      killed = true;
      result.killedAt = where;
      child.kill('SIGKILL');
    };
    // One run in five dies at a random time from spawn (maybe while starting, listing,
    // creating or opening); the others after a random number of acks, a little later.
    const byTime = random() < 0.2;
    const timer = byTime ? setTimeout(() => kill('by time'), 50 + random() * 550) : undefined;
    const ackTarget = Math.floor(random() * 40);
    const delayKind = Math.floor(random() * 3);
    const delayMs = random() * 3;
    const afterAcks = () => {
      const where = `after ${result.acked.length} acks`;
      if (delayKind === 0) kill(where);
      else if (delayKind === 1) setImmediate(() => kill(`${where} + a tick`));
      else setTimeout(() => kill(`${where} + ${delayMs.toFixed(1)} ms`), delayMs);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line.startsWith('ready ')) {
          result.id = line.split(' ')[1];
          if (!byTime && ackTarget === 0) afterAcks();
        } else if (line.startsWith('try ')) {
          result.pending = parseTry(line.slice(4));
        } else if (line === 'ack') {
          if (!result.pending) return reject(new Error('ack without try'));
          result.acked.push(result.pending);
          result.pending = undefined;
          if (!byTime && result.acked.length === ackTarget) afterAcks();
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL' && killed) resolvePromise(result);
      else reject(new Error(`child exited on its own (code ${code}, signal ${signal}): ${stderr}`));
    });
  });
}

/** Reopens the folder after a kill and checks it against the model; returns the new model. */
async function verify(
  dir: string,
  model: Model,
  run: RunResult,
  label: string,
): Promise<{ model: Model; landed: boolean }> {
  const store = await openSessionStore(dir);
  try {
    const { sessions, warnings } = await store.list();
    for (const warning of warnings)
      expect(warning.kind, `${label}: ${warning.message}`).toBe('repaired');
    expect(sessions.length, label).toBeLessThanOrEqual(1);
    expect((await store.listCorrupt()).length, label).toBe(0);
    const id = sessions[0]?.id;
    if (model.id) expect(id, `${label}: the session is gone`).toBe(model.id);
    if (run.id) expect(id, label).toBe(run.id);
    if (!id) {
      // killed before create finished: nothing was acknowledged
      expect(run.acked, label).toEqual([]);
      return { model, landed: false };
    }
    const opened = await store.open(id);
    // A kill between the fsync and the ack is never taken for damage.
    expect(opened.damage, label).toBeUndefined();
    let expected = run.acked.reduce(apply, { ...model, id });
    const withPending = run.pending ? apply(expected, run.pending) : undefined;
    const landed =
      withPending !== undefined &&
      JSON.stringify(opened.record.events) === JSON.stringify(withPending.events);
    if (withPending && landed) expected = withPending; // the change in flight reached the disk
    expect(opened.record.events, `${label}: events`).toEqual(expected.events);
    expect(opened.info.canRedo, `${label}: redo`).toBe(expected.redo.length > 0);
    expect(sessions[0]?.eventCount, `${label}: listed count`).toBe(expected.events.length);
    // the journal reads back clean, ending with a newline
    const bytes = await readFile(join(dir, 'sessions', `${id}.jsonl`));
    expect(bytes.at(-1), label).toBe(0x0a);
    const parsed = parseJournal(bytes);
    expect(parsed.ok && parsed.journal.droppedBytes, label).toBe(0);
    return { model: expected, landed };
  } finally {
    await store.close();
  }
}

describe('crash safety (SIGKILL at random moments)', () => {
  const dirs: string[] = [];
  let bundleDir = '';
  beforeAll(async () => {
    for (let i = 0; i < FOLDERS; i++) dirs.push(await makeTempDir('meeple-crash-'));
    bundleDir = await makeTempDir('meeple-crash-child-');
    childArgs = await childScriptArgs(CHILD, bundleDir);
  });
  afterAll(async () => {
    for (const dir of [...dirs, bundleDir]) await removeDir(dir);
  });

  it(`keeps every acknowledged change through ${FOLDERS * RUNS_PER_FOLDER} kills`, async () => {
    const random = mulberry32(20250301);
    const plans = dirs.map((dir, folder) => ({
      dir,
      folder,
      seeds: Array.from({ length: RUNS_PER_FOLDER }, () => Math.floor(random() * 2 ** 31)),
    }));
    let kills = 0;
    let acked = 0;
    let inFlightLanded = 0;
    const folderLoop = async (plan: (typeof plans)[number]) => {
      let model: Model = { id: undefined, events: [], redo: [] };
      for (const [run, seed] of plan.seeds.entries()) {
        const label = `folder ${plan.folder}, run ${run}, seed ${seed}`;
        const result = await runChild(plan.dir, seed, mulberry32(seed ^ 0x5eed));
        const checked = await verify(
          plan.dir,
          model,
          result,
          `${label} (killed ${result.killedAt})`,
        );
        model = checked.model;
        kills++;
        acked += result.acked.length;
        if (checked.landed) inFlightLanded++;
      }
    };
    const queue = [...plans];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let plan = queue.shift(); plan; plan = queue.shift()) await folderLoop(plan);
      }),
    );
    expect(kills).toBe(FOLDERS * RUNS_PER_FOLDER);
    expect(acked).toBeGreaterThan(500);
    console.info(
      `crash test: ${kills} kills, ${acked} acknowledged changes, ${inFlightLanded} unacknowledged ones on disk`,
    );
  }, 180_000);
});
