import type { PowerSaveBlocker } from 'electron';

/**
 * Keeps the display on while something needs it (the presenter on the TV): a game night
 * is long stretches of nobody touching the computer. Counted, so two holders need two
 * releases; the blocker is started on the first hold and stopped on the last release.
 */
export interface WakeLock {
  /** Returns the release; calling it again does nothing. */
  hold(): () => void;
  /** Whether the display is kept awake now. */
  active(): boolean;
}

export function createWakeLock(
  blocker: Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'>,
): WakeLock {
  let holders = 0;
  let id: number | undefined;
  return {
    hold() {
      holders++;
      if (id === undefined || !blocker.isStarted(id)) id = blocker.start('prevent-display-sleep');
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holders--;
        if (holders === 0 && id !== undefined) {
          blocker.stop(id);
          id = undefined;
        }
      };
    },
    active: () => id !== undefined && blocker.isStarted(id),
  };
}
