import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The port browser mode listened on last time, kept in the data folder: the next start tries
 * it first. A phone keeps its key per address (host and port): on a new port every phone had
 * to join again with a new code, and the host's Devices list showed each phone twice
 * (newcomer finding). `--port` still decides when it is given.
 */
export const LAST_PORT_FILE = 'web-port.txt';

/** The port to try first, or undefined when none was kept (or the file says nothing sane). */
export async function readLastPort(dataDir: string): Promise<number | undefined> {
  try {
    const text = (await readFile(join(dataDir, LAST_PORT_FILE), 'utf8')).trim();
    const port = Number(text);
    return /^\d+$/.test(text) && port >= 1024 && port <= 65_535 ? port : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the port for the next start; a folder it cannot write to only loses that. */
export async function keepLastPort(dataDir: string, port: number): Promise<void> {
  try {
    await writeFile(join(dataDir, LAST_PORT_FILE), `${port}\n`, { mode: 0o600 });
  } catch {
    // The next start takes any free port, as before.
  }
}
