import type { PowerSaveBlocker } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createWakeLock } from '../../src/main/keepAwake';

function blocker() {
  const started = new Set<number>();
  let next = 1;
  return {
    started,
    start: vi.fn((_type: Parameters<PowerSaveBlocker['start']>[0]) => {
      started.add(next);
      return next++;
    }),
    stop: vi.fn((id: number) => started.delete(id)),
    isStarted: vi.fn((id: number) => started.has(id)),
  };
}

describe('createWakeLock', () => {
  it('keeps the display awake from the first hold to the last release', () => {
    const power = blocker();
    const lock = createWakeLock(power);
    expect(lock.active()).toBe(false);
    const releaseA = lock.hold();
    const releaseB = lock.hold();
    expect(power.start).toHaveBeenCalledExactlyOnceWith('prevent-display-sleep');
    releaseA();
    releaseA();
    expect(lock.active()).toBe(true);
    releaseB();
    expect(lock.active()).toBe(false);
    expect(power.stop).toHaveBeenCalledOnce();
    expect(power.started.size).toBe(0);
  });

  it('starts again when the system stopped the blocker meanwhile', () => {
    const power = blocker();
    const lock = createWakeLock(power);
    lock.hold();
    power.started.clear();
    lock.hold();
    expect(power.start).toHaveBeenCalledTimes(2);
    expect(lock.active()).toBe(true);
  });
});
