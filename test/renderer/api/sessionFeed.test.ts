import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionFeed,
  type EventSourceLike,
  POLL_MS,
} from '../../../src/renderer/src/api/sessionFeed';
import { ok } from '../../../src/shared/ipc/result';
import type { SessionInfo } from '../../../src/shared/ipc/types';

const A = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
const B = '1c7c3d5f-6b9a-4d2e-8f3a-4b5c6d7e8f90';

/** An EventSource stand-in: `send(type, data)` plays an event, `fail(closed)` an error. */
class FakeSource implements EventSourceLike {
  static made: FakeSource[] = [];
  readyState = 1;
  closed = false;
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();

  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }

  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  send(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }

  fail(closed: boolean): void {
    this.readyState = closed ? 2 : 0;
    this.send('error');
  }
}

const line = (id: string, lastPlayed: string, eventCount: number): SessionInfo =>
  ({ id, name: 'Game', lastPlayed, eventCount, canRedo: false }) as SessionInfo;

afterEach(() => {
  FakeSource.made = [];
  vi.useRealTimers();
});

describe('createSessionFeed with Server-Sent Events', () => {
  const feed = (list = vi.fn(async () => ok({ sessions: [] as SessionInfo[], warnings: [] }))) => ({
    subscribe: createSessionFeed({
      url: '/api/events?token=t',
      createEventSource: (url) => new FakeSource(url),
      list,
    }),
    list,
  });

  it('opens one stream for every listener and hands on well-formed ids only', () => {
    const { subscribe, list } = feed();
    const one = vi.fn();
    const two = vi.fn();
    const stopOne = subscribe(one);
    const stopTwo = subscribe(two);
    expect(FakeSource.made).toHaveLength(1);
    const source = FakeSource.made[0] as FakeSource;
    expect(source.url).toBe('/api/events?token=t');
    source.send('session-changed', A);
    source.send('session-changed', 'not an id');
    source.send('message', B);
    expect(one).toHaveBeenCalledExactlyOnceWith(A);
    expect(two).toHaveBeenCalledExactlyOnceWith(A);
    stopOne();
    source.send('session-changed', B);
    expect(one).toHaveBeenCalledOnce();
    expect(two).toHaveBeenLastCalledWith(B);
    expect(source.closed).toBe(false);
    // After a move: the id and, on the next line, what the session now is.
    const change = { eventCount: 5, canUndo: true, canRedo: false };
    source.send('session-changed', `${B}\n${JSON.stringify(change)}`);
    expect(two).toHaveBeenLastCalledWith(B, change);
    // A change it cannot read still says the session changed; anything else is no notice.
    source.send('session-changed', `${B}\n{"eventCount":-1,"canUndo":true,"canRedo":false}`);
    source.send('session-changed', `${B}\nnot json`);
    expect(two.mock.calls.slice(-2)).toEqual([[B], [B]]);
    source.send('session-changed', `${B}\n${JSON.stringify(change)}\nmore`);
    source.send('session-changed', `not an id\n${JSON.stringify(change)}`);
    expect(two).toHaveBeenCalledTimes(5);
    stopTwo();
    expect(source.closed).toBe(true);
    expect(list).not.toHaveBeenCalled();
  });

  it('tells every session, as "look again", each time the stream opens (nothing is heard before)', async () => {
    const sessions = [line(A, '2025-11-29T20:00:00Z', 4), line(B, '2025-11-29T20:00:00Z', 2)];
    const list = vi.fn(async () => ok({ sessions, warnings: [] }));
    const { subscribe } = feed(list);
    const listener = vi.fn();
    subscribe(listener);
    const source = FakeSource.made[0] as FakeSource;
    expect(list).not.toHaveBeenCalled();
    source.send('open');
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    expect(listener.mock.calls.map((call) => call.length)).toEqual([1, 1]); // no change: look
    expect(listener.mock.calls.map(([id]) => id).sort()).toEqual([A, B].sort());
    source.fail(false); // the browser reconnects…
    source.send('open'); // …and the stream is back
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(4));
  });

  it('lets the browser reconnect a dropped stream, and polls when it is refused for good', async () => {
    vi.useFakeTimers();
    let sessions = [line(A, '2025-11-29T20:00:00Z', 4)];
    const list = vi.fn(async () => ok({ sessions, warnings: [] }));
    const { subscribe } = feed(list);
    const listener = vi.fn();
    const stop = subscribe(listener);
    const source = FakeSource.made[0] as FakeSource;
    source.fail(false); // connecting again: nothing to do
    expect(source.closed).toBe(false);
    source.fail(true); // 403 or 503: the browser gave up
    expect(source.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(list).toHaveBeenCalledOnce(); // the baseline
    // What changed while nothing listened is unknown: every session is looked at again.
    expect(listener).toHaveBeenCalledExactlyOnceWith(A);
    sessions = [line(A, '2025-11-29T20:01:00Z', 5)];
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(A);
    stop();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('createSessionFeed without EventSource', () => {
  it('polls the session list every 1.5 s and tells what changed, appeared or went', async () => {
    vi.useFakeTimers();
    let sessions = [line(A, '2025-11-29T20:00:00Z', 4), line(B, '2025-11-28T20:00:00Z', 9)];
    const list = vi.fn(async () => ok({ sessions, warnings: [] }));
    const subscribe = createSessionFeed({ url: 'unused', createEventSource: undefined, list });
    const listener = vi.fn();
    const stop = subscribe(listener);
    await vi.advanceTimersByTimeAsync(0);
    // The baseline: anything may have changed before it, every session is told once.
    expect(listener.mock.calls.map(([id]) => id).sort()).toEqual([A, B].sort());
    listener.mockClear();

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(listener).not.toHaveBeenCalled(); // nothing changed

    sessions = [line(A, '2025-11-29T20:00:00Z', 4), line(B, '2025-11-29T21:00:00Z', 8)];
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(listener).toHaveBeenCalledExactlyOnceWith(B);

    const C = '2d8d4e6a-7c0b-4e3f-9a4b-5c6d7e8f9a01';
    sessions = [line(C, '2025-11-29T22:00:00Z', 0), line(A, '2025-11-29T20:00:00Z', 4)];
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(
      listener.mock.calls
        .slice(1)
        .map(([id]) => id)
        .sort(),
    ).toEqual([B, C].sort());

    stop();
    const calls = list.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 4);
    expect(list).toHaveBeenCalledTimes(calls);
  });

  it('skips a failed look and carries on', async () => {
    vi.useFakeTimers();
    const list = vi
      .fn()
      .mockResolvedValueOnce(ok({ sessions: [line(A, 'a', 1)], warnings: [] }))
      .mockResolvedValueOnce({ ok: false, error: { code: 'TRANSPORT', message: 'down' } })
      .mockResolvedValue(ok({ sessions: [line(A, 'b', 2)], warnings: [] }));
    const listener = vi.fn();
    createSessionFeed({ url: 'unused', createEventSource: undefined, list })(listener);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    // The baseline's look again, then the change after the failed look.
    expect(listener.mock.calls).toEqual([[A], [A]]);
  });
});

describe('createSessionFeed: a page whose key is refused', () => {
  it('stops polling once the server refuses its key (a revoked phone asked every 1.5 s for hours)', async () => {
    vi.useFakeTimers();
    const list = vi
      .fn()
      .mockResolvedValueOnce(ok({ sessions: [line(A, 'a', 1)], warnings: [] }))
      .mockResolvedValue({ ok: false, error: { code: 'FORBIDDEN', message: 'No access.' } });
    createSessionFeed({ url: 'unused', createEventSource: undefined, list }).onConnection(
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('createSessionFeed: whether the page hears the server', () => {
  it('says lost when the stream drops (the browser reconnecting) and live when it opens again; listening alone starts the feed', () => {
    const heard: boolean[] = [];
    const feed = createSessionFeed({
      url: '/api/events?token=t',
      createEventSource: (url) => new FakeSource(url),
      list: vi.fn(async () => ok({ sessions: [] as SessionInfo[], warnings: [] })),
    });
    const stop = feed.onConnection((live) => heard.push(live));
    const source = FakeSource.made[0] as FakeSource;
    expect(source).toBeDefined();
    source.fail(false);
    source.fail(false); // said once, not at every retry
    source.readyState = 1;
    source.send('open');
    expect(heard).toEqual([false, true]);
    source.fail(false);
    // A view that starts listening while the server is out of reach hears so at once.
    const late: boolean[] = [];
    const stopLate = feed.onConnection((live) => late.push(live));
    expect(late).toEqual([false]);
    stopLate();
    stop();
    expect(source.closed).toBe(true);
  });

  it('when polling, a look the network fails is lost, the next answer live again (a refusal is no lost connection)', async () => {
    vi.useFakeTimers();
    const list = vi
      .fn()
      .mockResolvedValueOnce(ok({ sessions: [], warnings: [] }))
      .mockResolvedValueOnce({ ok: false, error: { code: 'TRANSPORT', message: 'down' } })
      .mockResolvedValueOnce({ ok: false, error: { code: 'FORBIDDEN', message: 'no' } })
      .mockResolvedValue(ok({ sessions: [], warnings: [] }));
    const heard: boolean[] = [];
    createSessionFeed({ url: 'unused', createEventSource: undefined, list }).onConnection((live) =>
      heard.push(live),
    );
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(heard).toEqual([false, true]);
  });
});
