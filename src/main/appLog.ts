import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The app's own small log, `logs/meeple-ledger.log` in the data folder (Help › About points
 * to it): starts, quits, crashes, imports, unexpected errors. It holds no personal data
 * beyond what the games already name: file names only, error messages with the home folder
 * written as `~` (it carries the account name), never a stack or a record. It is rotated: past `maxBytes` the file becomes
 * `meeple-ledger.1.log` (the one before that is dropped), so the two never pass 2 × maxBytes.
 * Writing is best effort and synchronous (a crash report must reach the disk before a quit);
 * a log that cannot be written never stops the app.
 */
export interface AppLog {
  /** The current log file. */
  readonly file: string;
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const LOG_FOLDER = 'logs';
export const LOG_FILE = 'meeple-ledger.log';
export const OLD_LOG_FILE = 'meeple-ledger.1.log';
export const LOG_MAX_BYTES = 512 * 1024;
/** One line at most this long: a runaway message never fills the log at once. */
const MAX_LINE = 2000;

export interface AppLogOptions {
  maxBytes?: number;
  now?: () => Date;
  /** Written as `~` wherever it appears. */
  home?: string;
}

/** The message of an error without its stack (which names folders of the disk). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return `${error.name}${code ? ` ${code}` : ''}: ${error.message}`;
  }
  return String(error);
}

export function openAppLog(dataFolder: string, options: AppLogOptions = {}): AppLog {
  const folder = join(dataFolder, LOG_FOLDER);
  const file = join(folder, LOG_FILE);
  const maxBytes = options.maxBytes ?? LOG_MAX_BYTES;
  const now = options.now ?? (() => new Date());
  const home = options.home ?? homedir();

  const write = (level: 'info' | 'error', message: string): void => {
    let text = message.replace(/\s*\n\s*/g, ' | ');
    if (home.length > 1) text = text.replaceAll(home, '~');
    text = text.slice(0, MAX_LINE);
    const line = `${now().toISOString()} ${level} ${text}\n`;
    try {
      mkdirSync(folder, { recursive: true });
      let size = 0;
      try {
        size = statSync(file).size;
      } catch {
        // No log yet.
      }
      if (size > 0 && size + Buffer.byteLength(line) > maxBytes) {
        rmSync(join(folder, OLD_LOG_FILE), { force: true });
        renameSync(file, join(folder, OLD_LOG_FILE));
      }
      appendFileSync(file, line, { mode: 0o600 });
    } catch {
      // Best effort: see above.
    }
  };

  return {
    file,
    info: (message) => write('info', message),
    error: (message, error) =>
      write('error', error === undefined ? message : `${message}: ${describeError(error)}`),
  };
}
