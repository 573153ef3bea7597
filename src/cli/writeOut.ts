import { writeSync } from 'node:fs';

/**
 * Writes all of `text` to a file descriptor (1 standard output, 2 standard error) at once.
 * `process.stdout` would do, but its first use loads Node's streams: about a tenth of the
 * command's time. A pipe the reader leaves full answers EAGAIN; the write is tried again.
 */
export function writeOut(fd: 1 | 2, text: string): void {
  let rest = Buffer.from(text, 'utf8');
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
}
