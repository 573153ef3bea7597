import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process per data folder: the store appends at the end it knows, so two processes
 * writing one folder would overwrite each other's lines. The desktop app and browser mode both
 * take this lock before they open the store.
 *
 * Taken atomically: the lock's whole text is written to a temporary file and fsynced, then
 * `link`ed into place, so the lock file never exists half-written and of two processes exactly
 * one link succeeds. A lock file that is empty or cut short was not made this way (an older
 * version, or damage): it is treated as held, and the message says which file to remove.
 *
 * A lock whose process has died is taken over in two atomic steps: first claim the right to
 * replace that one lock (link a claim file named after its exact content: one claimant wins),
 * check under the claim that the lock is still the stale one, then rename the new lock over
 * it. A live lock is never removed, so two processes never both hold the folder.
 */
export interface FolderLock {
  /** The lock file. */
  readonly path: string;
  /** Set when a lock left by a process that no longer exists was taken over. */
  readonly tookOverFrom?: { pid: number; started?: string };
  /** Removes the lock if it is still this process's (idempotent). */
  release(): void;
}

export const LOCK_FILE = '.meeple-ledger.lock';

/** What a lock file says. `pid` alone is the first version's format (`"1234\n"`). */
interface LockOwner {
  pid: number;
  host?: string;
  started?: string;
  nonce?: string;
}

type LockReading =
  | { state: 'absent' }
  | { state: 'damaged'; text: string }
  | { state: 'owned'; owner: LockOwner; text: string };

/** Tests replace these to stage a race or a dead holder. */
export interface FolderLockDeps {
  isAlive(pid: number): boolean;
  pid: number;
  host: string;
  now(): Date;
}

const defaultDeps: FolderLockDeps = {
  isAlive,
  pid: process.pid,
  host: hostname(),
  now: () => new Date(),
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How often a claim or a vanishing lock is retried (about 5 ms apart) before giving up. */
const ATTEMPTS = 400;

/** The texts of the locks this process holds: a second lock in one process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the data folder's lock, or throws an Error whose message says who holds it and, when
 * that may be wrong, which file to remove and why.
 */
export function lockDataFolder(folder: string, deps: Partial<FolderLockDeps> = {}): FolderLock {
  const env = { ...defaultDeps, ...deps };
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const path = join(folder, LOCK_FILE);
  const nonce = randomBytes(12).toString('hex');
  const text = `${JSON.stringify({
    app: 'meeple-ledger',
    pid: env.pid,
    host: env.host,
    started: env.now().toISOString(),
    nonce,
  })}\n`;
  const temp = join(folder, `${LOCK_FILE}.${nonce}.tmp`);
  writeDurably(temp, text);
  try {
    let tookOverFrom: FolderLock['tookOverFrom'];
    for (let attempt = 0; ; attempt++) {
      if (attempt >= ATTEMPTS)
        throw new Error(`Could not lock ${folder}: the lock keeps changing.`);
      if (tryLink(temp, path)) break;
      const reading = readLock(path);
      if (reading.state === 'absent') continue; // released meanwhile: try again
      if (reading.state === 'damaged') throw damagedLock(folder, path);
      const { owner } = reading;
      if (owner.host !== undefined && owner.host !== env.host) {
        throw heldElsewhere(folder, path, owner);
      }
      // Our own pid on a lock we do not hold: a dead process that had the same number (the
      // first process of a container always does).
      const live = owner.pid === env.pid ? heldHere.has(reading.text) : env.isAlive(owner.pid);
      if (live) throw heldBy(folder, path, owner);
      const outcome = takeOver(folder, path, reading.text, temp, env);
      if (outcome === 'taken') {
        tookOverFrom = { pid: owner.pid, ...(owner.started ? { started: owner.started } : {}) };
        break;
      }
      // 'changed': the lock is not the stale one any more; look again.
    }
    return heldLock(path, text, tookOverFrom);
  } finally {
    unlinkQuietly(temp);
  }
}

function heldLock(
  path: string,
  text: string,
  tookOverFrom: FolderLock['tookOverFrom'],
): FolderLock {
  let held = true;
  heldHere.add(text);
  return {
    path,
    ...(tookOverFrom ? { tookOverFrom } : {}),
    release() {
      if (!held) return;
      held = false;
      heldHere.delete(text);
      // Only this process's own lock: never one another process has taken since.
      const now = readLock(path);
      if (now.state === 'owned' && now.text === text) unlinkQuietly(path);
    },
  };
}

/**
 * Replaces the stale lock whose text is `staleText` with ours. The claim file is named after
 * the stale lock's content, so every process that found the same stale lock competes for the
 * same claim, and `link` lets exactly one have it. The winner checks that the lock still is
 * the stale one (nobody else can change it while the claim exists), then renames over it.
 */
function takeOver(
  folder: string,
  path: string,
  staleText: string,
  temp: string,
  env: FolderLockDeps,
): 'taken' | 'changed' {
  const generation = createHash('sha256').update(staleText).digest('hex').slice(0, 16);
  const claim = join(folder, `${LOCK_FILE}.claim-${generation}`);
  if (!tryLink(temp, claim)) {
    const claimant = readLock(claim);
    if (claimant.state === 'absent') return 'changed'; // finished meanwhile
    if (
      claimant.state === 'owned' &&
      claimant.owner.pid !== env.pid &&
      !env.isAlive(claimant.owner.pid)
    ) {
      throw deadClaim(folder, claim, claimant.owner);
    }
    // Another process is taking over right now: the lock will be theirs.
    waitBriefly();
    return 'changed';
  }
  const current = readLock(path);
  if (current.state !== 'owned' || current.text !== staleText) {
    unlinkQuietly(claim);
    return 'changed';
  }
  // The claim is a second name for our lock's content: renaming it over the stale lock both
  // puts our lock in place and frees the claim, in one atomic step.
  renameSync(claim, path);
  syncDirQuietly(folder);
  return 'taken';
}

function readLock(path: string): LockReading {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'absent' };
    throw error;
  }
  if (!text.endsWith('\n')) return { state: 'damaged', text };
  const line = text.trim();
  if (/^[1-9][0-9]*$/.test(line)) return { state: 'owned', owner: { pid: Number(line) }, text };
  try {
    const value = JSON.parse(line) as Record<string, unknown>;
    if (Number.isSafeInteger(value.pid) && (value.pid as number) > 0) {
      return {
        state: 'owned',
        owner: {
          pid: value.pid as number,
          ...(typeof value.host === 'string' ? { host: value.host } : {}),
          ...(typeof value.started === 'string' ? { started: value.started } : {}),
          ...(typeof value.nonce === 'string' ? { nonce: value.nonce } : {}),
        },
        text,
      };
    }
  } catch {
    // not JSON: damaged
  }
  return { state: 'damaged', text };
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function writeDurably(path: string, text: string): void {
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

function syncDirQuietly(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Windows cannot fsync a directory; the lock still works
  }
}

/** A few milliseconds without a timer: the lock is taken before anything else starts. */
function waitBriefly(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
}

// ------------------------------------------------------------------------------- messages

const since = (owner: LockOwner) => (owner.started ? `, started ${owner.started}` : '');

function heldBy(folder: string, path: string, owner: LockOwner): Error {
  return new Error(
    `${folder} is in use by another Meeple Ledger (process ${owner.pid}${since(owner)}); use another --data folder or stop that one. If no Meeple Ledger is running as process ${owner.pid} (its number was given to another program after a crash), remove ${path} and start again.`,
  );
}

function heldElsewhere(folder: string, path: string, owner: LockOwner): Error {
  return new Error(
    `${folder} is in use by Meeple Ledger on another computer (${owner.host}, process ${owner.pid}${since(owner)}); stop it there first. If it is not running there any more, remove ${path} and start again.`,
  );
}

function damagedLock(folder: string, path: string): Error {
  return new Error(
    `${folder} may be in use: its lock file ${path} is empty or incomplete, so it cannot say which process holds it. If no other Meeple Ledger (desktop or browser mode) is using this folder, remove ${path} and start again.`,
  );
}

function deadClaim(folder: string, claim: string, owner: LockOwner): Error {
  return new Error(
    `${folder} cannot be locked: process ${owner.pid} stopped while taking over its lock and left ${claim} behind. No Meeple Ledger is running as that process any more: remove ${claim} and start again.`,
  );
}
