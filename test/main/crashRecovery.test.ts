import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { type RecoverableWindow, watchRenderer } from '../../src/main/crashRecovery';

function fakeWindow() {
  const window = new EventEmitter() as EventEmitter & RecoverableWindow & { destroyed: boolean };
  const contents = new EventEmitter();
  window.destroyed = false;
  window.isDestroyed = () => window.destroyed;
  window.webContents = Object.assign(contents, {
    reload: vi.fn(),
    forcefullyCrashRenderer: vi.fn(() => {
      // Ending the process makes Chromium report it gone.
      contents.emit('render-process-gone', {}, { reason: 'killed' });
    }),
  }) as unknown as RecoverableWindow['webContents'];
  return window;
}

function watched(options: { now?: () => number } = {}) {
  const window = fakeWindow();
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const onReload = vi.fn();
  const giveUp = vi.fn();
  watchRenderer(window, {
    onReload,
    giveUp,
    now: options.now ?? (() => 0),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const gone = (reason: string) =>
    (window.webContents as unknown as EventEmitter).emit('render-process-gone', {}, { reason });
  const elapse = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.run();
  };
  return { window, onReload, giveUp, gone, elapse, timers };
}

describe('watchRenderer', () => {
  it.each(['crashed', 'oom', 'killed', 'launch-failed', 'abnormal-exit'])(
    'reloads a page whose process is gone (%s)',
    (reason) => {
      const { window, onReload, gone } = watched();
      gone(reason);
      expect(onReload).toHaveBeenCalledExactlyOnceWith('crashed', reason);
      expect(window.webContents.reload).toHaveBeenCalledOnce();
    },
  );

  it('leaves a clean exit alone (the window is closing)', () => {
    const { window, onReload, gone } = watched();
    gone('clean-exit');
    expect(onReload).not.toHaveBeenCalled();
    expect(window.webContents.reload).not.toHaveBeenCalled();
  });

  it('gives a frozen page a grace period, then ends and reloads it, once', () => {
    const { window, onReload, elapse, timers } = watched();
    window.emit('unresponsive');
    window.emit('unresponsive');
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(10_000);
    expect(window.webContents.reload).not.toHaveBeenCalled();
    elapse();
    expect(window.webContents.forcefullyCrashRenderer).toHaveBeenCalledOnce();
    // The process it ended is not reported as a second crash.
    expect(onReload).toHaveBeenCalledExactlyOnceWith('unresponsive', 'unresponsive');
    expect(window.webContents.reload).toHaveBeenCalledOnce();
  });

  it('does nothing when a frozen page answers again within the grace period', () => {
    const { window, onReload, elapse } = watched();
    window.emit('unresponsive');
    window.emit('responsive');
    elapse();
    expect(window.webContents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('stops reloading a page that keeps crashing, and says so once', () => {
    let now = 0;
    const { window, giveUp, gone } = watched({ now: () => now });
    for (let i = 0; i < 3; i++) {
      gone('crashed');
      now += 1000;
    }
    expect(window.webContents.reload).toHaveBeenCalledTimes(3);
    gone('crashed');
    gone('crashed');
    expect(window.webContents.reload).toHaveBeenCalledTimes(3);
    expect(giveUp).toHaveBeenCalledExactlyOnceWith('crashed');
  });

  it('forgets crashes older than a minute', () => {
    let now = 0;
    const { window, giveUp, gone } = watched({ now: () => now });
    for (let i = 0; i < 6; i++) {
      gone('crashed');
      now += 30_000;
    }
    expect(window.webContents.reload).toHaveBeenCalledTimes(6);
    expect(giveUp).not.toHaveBeenCalled();
  });

  it('does not reload a destroyed window', () => {
    const { window, gone } = watched();
    window.destroyed = true;
    gone('crashed');
    expect(window.webContents.reload).not.toHaveBeenCalled();
  });
});
