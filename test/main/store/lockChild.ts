/**
 * The child of folderLock.test.ts: `node lockChild.mjs DIR HOLD_MS`. Prints `ready`, waits for
 * `go START_AT` on stdin, then waits until the wall clock reaches START_AT (so that every child
 * tries at the same moment), tries to lock DIR, holds the lock HOLD_MS and prints one JSON
 * line: when it held the lock (high-resolution wall-clock ms), or the refusal's message.
 */
import { readSync } from 'node:fs';
import { lockDataFolder } from '../../../src/main/store/folderLock';

const [dir = '', holdMs = '0'] = process.argv.slice(2);
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const clock = () => performance.timeOrigin + performance.now();
const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

say('ready');
let input = '';
const buffer = Buffer.alloc(64);
while (!input.includes('\n')) {
  const read = readSync(0, buffer, 0, buffer.length, null);
  if (read === 0) process.exit(1);
  input += buffer.toString('utf8', 0, read);
}
const startAt = Number(input.trim().split(' ')[1]);
// Sleep until just before the start, then spin the last milliseconds for a sharp start.
const early = startAt - clock() - 2;
if (early > 0) sleep(early);
while (clock() < startAt) {
  // spin
}
try {
  const lock = lockDataFolder(dir);
  const from = clock();
  sleep(Number(holdMs));
  const to = clock();
  lock.release();
  say({ got: true, from, to, tookOver: lock.tookOverFrom ?? null });
} catch (error) {
  say({ got: false, message: (error as Error).message });
}
