import { join } from 'node:path';
import type { StoreFs } from './fsLayer';
import { JOURNAL_SUFFIX, TEMP_SUFFIX } from './layout';

/**
 * The rolling backup of each session: the last few versions of its journal, in
 * `sessions/backups/<id>.<n>.jsonl`, 1 the newest. A new version (each time a session is read
 * from disk, or rewritten) is written whole to a temporary file, the older ones move down a
 * slot, then it is renamed into slot 1: each slot holds a complete journal. Slot 1 then follows
 * the journal line by line (`append`, at the same offset), so it always holds every move. They guard against a journal damaged from
 * outside, not against a power cut (the fsynced journal does that), so they are not fsynced:
 * a move costs one fsync. Best effort: a failure never fails the change already in the journal.
 */
export const BACKUP_VERSIONS = 3;

export class SessionBackups {
  readonly dir: string;
  readonly #fs: StoreFs;

  constructor(fs: StoreFs, dir: string) {
    this.#fs = fs;
    this.dir = dir;
  }

  /** The file of version `n` (1 = newest). */
  path(id: string, n: number): string {
    return join(this.dir, `${id}.${n}${JOURNAL_SUFFIX}`);
  }

  /** Relative to the data folder, for messages (no absolute paths reach the page). */
  shownPath(id: string, n: number): string {
    return `sessions/backups/${id}.${n}${JOURNAL_SUFFIX}`;
  }

  /** Saves `bytes` as the newest version. Returns false when it could not. */
  async save(id: string, bytes: Uint8Array): Promise<boolean> {
    const temp = `${this.path(id, 1)}${TEMP_SUFFIX}`;
    try {
      const handle = await this.#fs.open(temp, 'w');
      try {
        let done = 0;
        while (done < bytes.length) {
          const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, done);
          if (bytesWritten <= 0) throw new Error('short write');
          done += bytesWritten;
        }
      } finally {
        await handle.close();
      }
      for (let n = BACKUP_VERSIONS - 1; n >= 1; n--) {
        await this.#fs.rename(this.path(id, n), this.path(id, n + 1)).catch(() => undefined);
      }
      await this.#fs.rename(temp, this.path(id, 1));
      return true;
    } catch {
      await this.#fs.unlink(temp).catch(() => undefined);
      return false;
    }
  }

  /** Adds a line written to the journal at `position` to the newest version, at the same place. */
  async append(id: string, position: number, bytes: Uint8Array): Promise<boolean> {
    try {
      const handle = await this.#fs.open(this.path(id, 1), 'r+');
      try {
        const { bytesWritten } = await handle.write(bytes, 0, bytes.length, position);
        if (bytesWritten !== bytes.length) throw new Error('short write');
      } finally {
        await handle.close();
      }
      return true;
    } catch {
      return false;
    }
  }

  /** The versions that exist, newest first, with their bytes. */
  async versions(id: string): Promise<{ n: number; bytes: Uint8Array }[]> {
    const found: { n: number; bytes: Uint8Array }[] = [];
    for (let n = 1; n <= BACKUP_VERSIONS; n++) {
      const bytes = await this.#fs.readFile(this.path(id, n)).catch(() => undefined);
      if (bytes) found.push({ n, bytes });
    }
    return found;
  }

  async remove(id: string): Promise<void> {
    for (let n = 1; n <= BACKUP_VERSIONS; n++) {
      await this.#fs.unlink(this.path(id, n)).catch(() => undefined);
    }
  }
}
