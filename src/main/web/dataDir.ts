import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Where `npm run web` keeps sessions unless told otherwise: the platform's per-user data
 * folder. Not the desktop app's userData: the two must never write one store at once.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  if (platform === 'win32') {
    return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'meeple-ledger');
  }
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'meeple-ledger');
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.local', 'share'), 'meeple-ledger');
}

export interface WebCliOptions {
  dataDir: string;
  staticDir: string | undefined;
  port: number;
  /** Listen on the local network too, for the phones at the table. */
  lan: boolean;
  /** The address to listen on for it (default: this computer's private IPv4). */
  lanAddress: string | undefined;
  help: boolean;
}

export const WEB_USAGE = `Usage: npm run web -- [--data DIR] [--port N] [--static DIR] [--lan [--lan-address IP]]

  --data DIR         where sessions are kept (default: ${defaultDataDir()})
  --port N           port on 127.0.0.1 (default: a free one)
  --static DIR       the built renderer (default: out/renderer)
  --lan              also listen on the local network, for phones at the table
                     (only on a network the group trusts; off by default)
  --lan-address IP   the address to listen on for --lan (default: this computer's)`;

/** Parses the command line of `npm run web`; throws with a readable message when it is wrong. */
export function parseWebArgs(argv: readonly string[]): WebCliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      data: { type: 'string' },
      port: { type: 'string' },
      static: { type: 'string' },
      lan: { type: 'boolean' },
      'lan-address': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port must be a port number, not ${JSON.stringify(values.port)}`);
  }
  const lanAddress = values['lan-address'];
  if (lanAddress !== undefined && !/^(\d{1,3})(\.\d{1,3}){3}$/.test(lanAddress)) {
    throw new Error(`--lan-address must be an IPv4 address, not ${JSON.stringify(lanAddress)}`);
  }
  return {
    dataDir: resolve(values.data ?? defaultDataDir()),
    staticDir: values.static === undefined ? undefined : resolve(values.static),
    port,
    lan: values.lan ?? false,
    lanAddress: values['lan-address'],
    help: values.help ?? false,
  };
}
