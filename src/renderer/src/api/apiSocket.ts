import { fail, IPC_ERROR_CODES, type IpcResult } from '../../../shared/ipc/result';
import { decodeSocketAnswer } from '../../../shared/ipc/socket';

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event?: { code: number }) => void) | null;
  onerror: (() => void) | null;
}

export interface ApiSocketOptions {
  /** Opens the socket (`new WebSocket(url)` in the page). */
  open: () => SocketLike;
  /** The least wait after a close before a request opens it again; doubled at each failure. */
  retryMs?: number;
  maxRetryMs?: number;
  now?: () => number;
}

export interface ApiSocket {
  /**
   * Sends the request over the socket when it is open; undefined when it is not (the caller
   * uses a fetch instead): a page never waits for a socket to open.
   */
  call(channel: string, payload: unknown): Promise<IpcResult<unknown>> | undefined;
  /**
   * Opens it: not as the page starts, where its handshake would race the first screen's own
   * requests (20 ms of the first screen), but once the page is idle.
   */
  start(): void;
  /** Closes it for good. */
  close(): void;
}

const OPEN = 1;
/** The server's close codes: this caller is no longer allowed (a revoked phone). */
const POLICY_VIOLATION = 1008;

/**
 * The page's API socket (src/shared/ipc/socket.ts), opened by `start` and used while open. Once
 * closed, it is opened again only by a request (which itself goes by fetch), and no sooner
 * than `retryMs` after the close, twice that after each failed opening: a page never knocks
 * on a stopped server or a closed door by itself (each refused opening is an error in the
 * browser's console), and a revoked phone (POLICY_VIOLATION) never opens it again. A request
 * still unanswered when the socket drops gets a transport error, as a failed fetch does:
 * whether the server took it is unknown, and the table's `expect` keeps a repeat from storing
 * a move twice.
 */
export function createApiSocket(options: ApiSocketOptions): ApiSocket {
  const retryMs = options.retryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const now = options.now ?? (() => performance.now());
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  let nextId = 1;
  let wait = retryMs;
  /** Closed for good (by the page, or the server's refusal of this caller). */
  let ended = false;
  let socket: SocketLike | undefined;
  let closedAt = 0;
  let started = false;

  const lost = () =>
    fail(IPC_ERROR_CODES.transport, 'The connection to the Meeple Ledger server was lost.');

  const settleAll = () => {
    for (const settle of pending.values()) settle(lost());
    pending.clear();
  };

  function connect(): void {
    let opened: SocketLike;
    try {
      opened = options.open();
    } catch {
      closedAt = now();
      return;
    }
    socket = opened;
    let wasOpen = false;
    opened.onopen = () => {
      wasOpen = true;
      wait = retryMs;
    };
    opened.onmessage = (event) => {
      const answer = decodeSocketAnswer(event.data);
      if (!answer) return;
      const settle = pending.get(answer.id);
      pending.delete(answer.id);
      settle?.(answer.result);
    };
    opened.onerror = () => undefined; // a close follows
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = undefined;
      closedAt = now();
      if (!wasOpen) wait = Math.min(wait * 2, maxRetryMs);
      if (event?.code === POLICY_VIOLATION) ended = true;
      settleAll();
    };
  }

  return {
    start() {
      if (started || ended) return;
      started = true;
      connect();
    },
    call(channel, payload) {
      const open = socket;
      if (ended || !started) return undefined;
      if (!open) {
        if (now() - closedAt >= wait) connect();
        return undefined;
      }
      if (open.readyState !== OPEN) return undefined;
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        try {
          open.send(JSON.stringify({ id, channel, payload }));
        } catch {
          pending.delete(id);
          resolve(lost());
        }
      });
    },
    close() {
      ended = true;
      const open = socket;
      socket = undefined;
      settleAll();
      open?.close();
    },
  };
}
