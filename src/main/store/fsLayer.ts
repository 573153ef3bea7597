import { readdir, readFile, stat, watch } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { sharedWatches } from './sharedWatch';

/**
 * The few file-system calls the store makes, behind an interface so that tests (and anyone
 * who needs to) can inject failures: a full disk, a read-only disk, a failing fsync.
 * `nodeFs` is the real thing.
 */

export interface StoreFileHandle {
  /** Writes `length` bytes of `buffer` from `offset` at file `position`. */
  write(
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number,
  ): Promise<{ bytesWritten: number }>;
  /** fsync(2). */
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

export interface StoreStat {
  size: number;
  mtimeMs: number;
}

export interface StoreFs {
  /** 'r+': read/write, must exist. 'w': create or truncate. */
  open(path: string, flags: 'r+' | 'w'): Promise<StoreFileHandle>;
  readFile(path: string): Promise<Uint8Array>;
  readText(path: string): Promise<string>;
  /** Not durable: used only for files the store can rebuild (sidecars) or that are advisory. */
  writeText(path: string, text: string): Promise<void>;
  readdir(path: string): Promise<string[]>;
  stat(path: string): Promise<StoreStat>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  mkdirp(path: string): Promise<void>;
  /** fsync of a directory, so that a created, renamed or removed entry is durable. */
  syncDir(path: string): Promise<void>;
  /**
   * Tells of changes to a folder's entries: `changed(name)` with the entry's name, or with
   * undefined when the system cannot say which; `lost()` once the watch stopped working.
   * Throws when the folder cannot be watched. Optional: without it nothing is trusted unread.
   */
  watch?(path: string, changed: (name: string | undefined) => void, lost: () => void): FolderWatch;
}

export interface FolderWatch {
  close(): void;
}

/** A callback-style call as a promise. */
function settled<T>(
  call: (done: (error: NodeJS.ErrnoException | null, value: T) => void) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    call((error, value) => (error ? reject(error) : resolve(value)));
  });
}

/**
 * Games and names are private: folders the store makes are 0700 and files it writes 0600
 * (owner only; Windows ignores both).
 */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

export const nodeFs: StoreFs = {
  async open(path, flags) {
    const handle = await fsp.open(path, flags, FILE_MODE);
    return {
      write: (buffer, offset, length, position) => handle.write(buffer, offset, length, position),
      sync: () => handle.sync(),
      truncate: (length) => handle.truncate(length),
      close: () => handle.close(),
    };
  },
  // Reads and stats through the callback API: fs/promises' readFile and stat took about twice
  // as long here (a list of 500 games reads 1,000 small files and stats 500 journals).
  readFile: (path) => settled<Uint8Array>((done) => readFile(path, done)),
  readText: (path) => settled<string>((done) => readFile(path, 'utf8', done)),
  writeText: (path, text) => fsp.writeFile(path, text, { encoding: 'utf8', mode: FILE_MODE }),
  readdir: (path) => settled<string[]>((done) => readdir(path, done)),
  stat: (path) => settled<StoreStat>((done) => stat(path, done)),
  rename: (from, to) => fsp.rename(from, to),
  unlink: (path) => fsp.unlink(path),
  mkdirp: async (path) => {
    await fsp.mkdir(path, { recursive: true, mode: FOLDER_MODE });
  },
  async syncDir(path) {
    let handle: fsp.FileHandle | undefined;
    try {
      handle = await fsp.open(path, 'r');
      await handle.sync();
    } catch (error) {
      // Windows cannot open or fsync a directory; NTFS makes renames durable on its own.
      if (process.platform !== 'win32') throw error;
    } finally {
      await handle?.close();
    }
  },
  watch: sharedWatches((path, changed, lost) => {
    // Not persistent: a watch never keeps the process alive.
    const watcher = watch(path, { persistent: false }, (_event, name) =>
      changed(typeof name === 'string' ? name : undefined),
    );
    watcher.on('error', () => {
      watcher.close();
      lost();
    });
    return watcher;
  }),
};
