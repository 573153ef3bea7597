import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from '../../../src/main/store/folderLock';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'meeple-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one process per data folder', () => {
  it('refuses a second lock while the first is held, and allows it once released', () => {
    const dir = folder();
    const first = lockDataFolder(dir);
    expect(readFileSync(join(dir, '.meeple-ledger.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataFolder(dir)).toThrow(/in use by another Meeple Ledger/);
    first.release();
    lockDataFolder(dir).release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = folder();
    // Far above any pid this machine hands out.
    writeFileSync(join(dir, '.meeple-ledger.lock'), '2147483646\n');
    const lock = lockDataFolder(dir);
    expect(readFileSync(join(dir, '.meeple-ledger.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
