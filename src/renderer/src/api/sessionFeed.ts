import type { SessionChangedListener } from '../../../shared/ipc/api';
import type { SessionChange } from '../../../shared/ipc/channelList';
import { decodeSessionChanged, SESSION_CHANGED_EVENT } from '../../../shared/ipc/http';
import type { IpcResult } from '../../../shared/ipc/result';
import type { SessionInfo, SessionList } from '../../../shared/ipc/types';

/**
 * Browser mode's onSessionChanged: the server's Server-Sent Events (`GET /api/events`), one
 * stream shared by every listener of the page, opened with the first and closed with the last.
 * After a move, undo or redo the stream says what the session is now, and the listeners hear it.
 * When the page has no EventSource, or the server refuses the stream for good, it falls back
 * to asking for the session list every 1.5 s and comparing each session's last change.
 *
 * Nothing is heard while the feed is not listening (before the stream opens, while the browser
 * reconnects it, before polling's first look): each time it starts listening again, every
 * listener hears every session, without a change, as "look again" (the open game is compared
 * with the store once; a move stored from a phone in that gap is not lost).
 */

/** The parts of EventSource the feed uses. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export interface SessionFeedOptions {
  /** The events URL, token included. */
  url: string;
  /** Makes the stream; undefined when the page has no EventSource (polling only). */
  createEventSource: ((url: string) => EventSourceLike) | undefined;
  /** `sessions:list`, for polling. */
  list: () => Promise<IpcResult<SessionList>>;
  pollMs?: number;
}

export const POLL_MS = 1500;

/** EventSource.OPEN: the stream is up. */
const OPEN = 1;
/** EventSource.CLOSED: the browser gave up on the stream and will not reconnect. */
const CLOSED = 2;

type Listener = SessionChangedListener;

/** What changes in a session's list line when anything is done to it. */
const signature = (s: SessionInfo): string =>
  `${s.lastPlayed}|${s.eventCount}|${s.name}|${s.canRedo}`;

/** The feed: listened to for session changes, and for whether the page hears the server. */
export interface SessionFeed {
  (listener: Listener): () => void;
  /**
   * Calls `listener` with false when the stream drops or a poll fails, and with true when the
   * stream opens again or a poll answers (only on a change; at once with false while the
   * server is out of reach); listening starts the feed too.
   */
  onConnection(listener: (live: boolean) => void): () => void;
}

export function createSessionFeed(options: SessionFeedOptions): SessionFeed {
  const listeners = new Set<Listener>();
  const watchers = new Set<(live: boolean) => void>();
  let live = true;
  const hear = (now: boolean): void => {
    if (now === live) return;
    live = now;
    for (const watcher of [...watchers]) watcher(now);
  };
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let known: Map<string, string> | undefined;
  let polling = false;

  const emit = (id: string, change?: SessionChange): void => {
    for (const listener of [...listeners]) {
      if (change) listener(id, change);
      else listener(id);
    }
  };

  /** The feed listens again: what changed meanwhile is unknown, so every session is told. */
  async function lookAgain(): Promise<void> {
    const result = await options.list();
    if (!result.ok || listeners.size === 0) return;
    for (const s of result.value.sessions) emit(s.id);
  }

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      const result = await options.list();
      hear(result.ok || result.error.code !== 'TRANSPORT');
      if (!result.ok && result.error.code === 'FORBIDDEN' && timer !== undefined) {
        // The page's key is refused (a phone revoked): nothing answers it until it joins
        // again, which loads the page afresh. A revoked phone asked every 1.5 s for hours.
        clearInterval(timer);
        timer = undefined;
        return;
      }
      if (!result.ok || timer === undefined) return;
      const now = new Map(result.value.sessions.map((s) => [s.id, signature(s)]));
      const before = known;
      known = now;
      // The first look is the baseline, and what changed before it is unknown: look again.
      if (!before) {
        for (const id of now.keys()) emit(id);
        return;
      }
      for (const [id, sig] of now) if (before.get(id) !== sig) emit(id);
      for (const id of before.keys()) if (!now.has(id)) emit(id);
    } finally {
      polling = false;
    }
  }

  function startPolling(): void {
    if (timer !== undefined) return;
    timer = setInterval(() => void poll(), options.pollMs ?? POLL_MS);
    void poll();
  }

  function start(): void {
    const create = options.createEventSource;
    let stream: EventSourceLike | undefined;
    try {
      stream = create?.(options.url);
    } catch {
      stream = undefined;
    }
    if (!stream) {
      startPolling();
      return;
    }
    source = stream;
    stream.addEventListener(SESSION_CHANGED_EVENT, (event) => {
      const notice = source === stream ? decodeSessionChanged(event.data) : undefined;
      if (notice) emit(notice.id, notice.change);
    });
    stream.addEventListener('open', () => {
      if (source !== stream) return;
      hear(true);
      void lookAgain();
    });
    stream.addEventListener('error', () => {
      // A dropped connection is retried by the browser; a refused one (403, 503) is final.
      if (source !== stream) return;
      if (stream.readyState !== OPEN) hear(false);
      if (stream.readyState !== CLOSED) return;
      stream.close();
      source = undefined;
      startPolling();
    });
  }

  function stop(): void {
    source?.close();
    source = undefined;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    known = undefined;
  }

  /** The feed runs while anyone listens, to sessions or to the connection. */
  const listening = () => listeners.size + watchers.size;
  const feed = ((listener: Listener) => {
    listeners.add(listener);
    if (listening() === 1) start();
    return () => {
      if (!listeners.delete(listener)) return;
      if (listening() === 0) stop();
    };
  }) as SessionFeed;
  feed.onConnection = (watcher) => {
    watchers.add(watcher);
    if (listening() === 1) start();
    // A view opened while the server is out of reach hears so at once.
    if (!live) watcher(false);
    return () => {
      if (!watchers.delete(watcher)) return;
      if (listening() === 0) stop();
    };
  };
  return feed;
}
