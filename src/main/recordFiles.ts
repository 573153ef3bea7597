import { readFile, stat } from 'node:fs/promises';
import { basename, extname, isAbsolute, resolve } from 'node:path';
import type { AppNotice } from '../shared/ipc/channelList';
import { MAX_IMPORT_TEXT_LENGTH } from '../shared/ipc/limits';
import { describeError } from './appLog';

/**
 * Game records as files: `.meeple` is the record's own extension (the same JSON as an
 * export). A record opened from the system (double click, the command line, `open-file` on
 * macOS, a second launch elsewhere) or from File › Import… is imported as a new session and
 * the page is told (an `app:notice`). Files are imported one at a time, in the order opened.
 */

export const RECORD_EXTENSION = 'meeple';

/** What File › Import… and the installer's association offer. */
export const RECORD_FILE_FILTERS = [
  { name: 'Meeple Ledger game records', extensions: [RECORD_EXTENSION, 'json'] },
];

/** The `.meeple` files named on a command line (Windows and Linux pass them as arguments). */
export function recordPathsIn(argv: readonly string[], cwd: string): string[] {
  return argv
    .filter((arg) => !arg.startsWith('-') && extname(arg).toLowerCase() === `.${RECORD_EXTENSION}`)
    .map((arg) => (isAbsolute(arg) ? arg : resolve(cwd, arg)));
}

export interface RecordImport {
  /** Imports one record's text (`file`: its file's name, which names the game); resolves to the new session's id. */
  importText(text: string, file?: string): Promise<string>;
  /** Tells the page (queued by main until the page is there). */
  notify(notice: AppNotice): void;
  /** A session was added: windows showing sessions refresh. */
  changed(id: string): void;
  log: { info(message: string): void; error(message: string, error?: unknown): void };
}

export interface RecordOpener {
  /** Opens these files now, or once `ready` was called. */
  open(paths: readonly string[]): void;
  /** The store is open: imports what was waiting, then every later file at once. */
  ready(importer: RecordImport): void;
  /** Resolves when every file asked for so far is done. */
  idle(): Promise<void>;
}

/** A record's text as the Home screen reads a file: at most the import limit, BOM dropped. */
export async function readRecordFile(path: string): Promise<string> {
  // UTF-8 takes at most 3 bytes per UTF-16 unit of the text.
  if ((await stat(path)).size > MAX_IMPORT_TEXT_LENGTH * 3) throw new TooLarge();
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  if (text.length > MAX_IMPORT_TEXT_LENGTH) throw new TooLarge();
  return text;
}

class TooLarge extends Error {
  constructor() {
    super('This file is too large to be a game record.');
  }
}

/** The store's duplicate refusal (code DUPLICATE, with the stored session's id). */
function duplicateOf(error: unknown): string | undefined {
  const { code, sessionId } = (error ?? {}) as { code?: unknown; sessionId?: unknown };
  return code === 'DUPLICATE' && typeof sessionId === 'string' ? sessionId : undefined;
}

/** Why a file was not imported, as the people at the table should read it. */
function reasonOf(error: unknown): string {
  if (error instanceof TooLarge) return error.message;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'The file is not there any more.';
  if (code === 'EACCES' || code === 'EPERM') return 'Meeple Ledger may not read this file.';
  if (code === 'EISDIR') return 'This is a folder, not a game record.';
  if (error instanceof Error && error.name === 'StoreError') return error.message;
  return 'The file could not be read.';
}

export function createRecordOpener(
  read: (path: string) => Promise<string> = readRecordFile,
): RecordOpener {
  let importer: RecordImport | undefined;
  const waiting: string[] = [];
  let queue: Promise<void> = Promise.resolve();

  const importOne = async (to: RecordImport, path: string): Promise<void> => {
    const file = basename(path);
    try {
      const id = await to.importText(await read(path), file);
      to.log.info(`imported ${file}`);
      to.changed(id);
      to.notify({ kind: 'imported', id, file });
    } catch (error) {
      const stored = duplicateOf(error);
      if (stored) {
        to.log.info(`${file} is already stored`);
        to.notify({ kind: 'duplicate', id: stored, file });
        return;
      }
      to.log.error(`import of ${file} failed`, error);
      to.notify({ kind: 'importFailed', file, message: reasonOf(error) });
    }
  };

  const run = (paths: readonly string[]): void => {
    const to = importer;
    if (!to) return;
    for (const path of paths) {
      queue = queue
        .then(() => importOne(to, path))
        .catch((error: unknown) => {
          to.log.error('record import', describeError(error));
        });
    }
  };

  return {
    open(paths) {
      if (importer) run(paths);
      else waiting.push(...paths);
    },
    ready(next) {
      importer = next;
      run(waiting.splice(0));
    },
    idle: () => queue,
  };
}
