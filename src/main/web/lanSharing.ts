import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { IPC_ERROR_CODES } from '../../shared/ipc/result';
import type { LanSharing } from '../../shared/ipc/types';
import { IpcRefusal } from '../ipc/handlers';

/**
 * Listening on the local network as well, for the phones at the table: never by default, only
 * while the host shares (`--lan`, or "Phones at the table…"). A second listener on the
 * computer's LAN address serves the same requests as the loopback one; the Host and Origin
 * checks then accept exactly that address and port (hosts()) and nothing else.
 */
export interface LanSharingControl {
  /** Starts listening (once; later calls answer the same address). */
  start(): Promise<LanSharing>;
  /** Stops listening and drops every connection made to it (the phones' streams end). */
  stop(): Promise<void>;
  current(): LanSharing | null;
  /** `address:port` while sharing, for the Host and Origin checks. */
  hosts(): string[];
}

export interface LanSharingOptions {
  handler: RequestListener;
  /** The address to listen on; tests give 127.0.0.2. Default: the first private IPv4. */
  address?: () => string | undefined;
  /** Tried first (the loopback port, so both addresses read alike); any free port otherwise. */
  preferredPort?: () => number;
  configure?: (server: Server) => void;
}

const PRIVATE_IPV4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./];

/** The computer's address on the local network: a private IPv4 first, any external IPv4 next. */
export function pickLanAddress(
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string | undefined {
  const candidates = Object.values(interfaces)
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry?.address ?? '');
  return candidates.find((a) => PRIVATE_IPV4.some((range) => range.test(a))) ?? candidates[0];
}

interface Listening {
  server: Server;
  info: LanSharing;
  /**
   * Every connection made to it, kept to be ended on stop: a phone's API socket (a WebSocket)
   * leaves the HTTP server's own count once upgraded, and went on taking moves after Stop
   * sharing (newcomer finding).
   */
  sockets: Set<Socket>;
}

export function createLanSharing(options: LanSharingOptions): LanSharingControl {
  let running: Listening | undefined;
  let starting: Promise<LanSharing> | undefined;

  async function listen(address: string): Promise<Listening> {
    const preferred = options.preferredPort?.() ?? 0;
    for (const port of preferred ? [preferred, 0] : [0]) {
      const server = createServer(options.handler);
      const sockets = new Set<Socket>();
      server.on('connection', (socket: Socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      });
      options.configure?.(server);
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, address, () => {
            server.off('error', reject);
            resolve();
          });
        });
      } catch (error) {
        if (port !== 0 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
        throw error;
      }
      const bound = (server.address() as AddressInfo).port;
      return {
        server,
        info: { address, port: bound, url: `http://${address}:${bound}/` },
        sockets,
      };
    }
    throw new Error('no port to listen on');
  }

  return {
    start() {
      if (running) return Promise.resolve(running.info);
      if (starting) return starting;
      const address = (options.address ?? pickLanAddress)();
      if (!address) {
        return Promise.reject(
          new IpcRefusal(
            IPC_ERROR_CODES.noNetwork,
            'This computer is not on a local network: connect it to the Wi-Fi the phones use.',
          ),
        );
      }
      starting = listen(address)
        .then((started) => {
          running = started;
          return started.info;
        })
        .finally(() => {
          starting = undefined;
        });
      return starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      const stopping = running;
      running = undefined;
      if (!stopping) return;
      await new Promise<void>((resolve) => {
        stopping.server.close(() => resolve());
        stopping.server.closeAllConnections();
        for (const socket of stopping.sockets) socket.destroy();
      });
    },
    current: () => (running ? { ...running.info } : null),
    hosts: () => (running ? [`${running.info.address}:${running.info.port}`] : []),
  };
}
