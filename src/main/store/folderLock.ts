import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per data folder: the store appends at the end it knows, so two processes
 * writing one folder would overwrite each other's lines. The app is single-instance; this
 * guards the rest (two `npm run web` on one folder). A lock left by a process that has died
 * is taken over.
 */
export interface FolderLock {
  release(): void;
}

const LOCK_FILE = '.meeple-ledger.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataFolder(folder: string): FolderLock {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new Error(
          `${folder} is in use by another Meeple Ledger (process ${holder}); use another --data folder or stop that one.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not lock ${folder}`);
}
