import type { RenderProcessGoneDetails } from 'electron';

/**
 * A page that crashed or froze is reloaded, and says so once it is back (an `app:notice`).
 * Nothing is lost: every move is in the store, in main, before the page shows it, and the
 * reload keeps the address (so the same screen and game come back).
 *
 * A frozen page gets a grace period first (`unresponsive` fires after a few seconds of no
 * answer; a long garbage collection may still end); if it answers meanwhile nothing happens.
 * A page that keeps crashing is not reloaded for ever: after `maxReloads` within
 * `windowMs`, `giveUp` is called instead (main shows an error dialog).
 */

export type RecoveryReason = 'crashed' | 'unresponsive';

/** The parts of a BrowserWindow (and its webContents) recovery uses. */
export interface RecoverableWindow {
  isDestroyed(): boolean;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  webContents: {
    on(
      event: 'render-process-gone',
      listener: (event: unknown, details: Pick<RenderProcessGoneDetails, 'reason'>) => void,
    ): unknown;
    reload(): void;
    forcefullyCrashRenderer(): void;
  };
}

export interface RecoveryOptions {
  /** Called with the reason right before the reload (log it, queue the notice). */
  onReload: (reason: RecoveryReason, detail: string) => void;
  giveUp: (detail: string) => void;
  graceMs?: number;
  maxReloads?: number;
  windowMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const UNRESPONSIVE_GRACE_MS = 10_000;

export function watchRenderer(window: RecoverableWindow, options: RecoveryOptions): void {
  const graceMs = options.graceMs ?? UNRESPONSIVE_GRACE_MS;
  const maxReloads = options.maxReloads ?? 3;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const reloads: number[] = [];
  let frozen: unknown;
  let gaveUp = false;
  /** The page's process was ended here (frozen): its `render-process-gone` is expected. */
  let ending = false;

  const reload = (reason: RecoveryReason, detail: string): void => {
    if (window.isDestroyed() || gaveUp) return;
    const at = now();
    while (reloads.length > 0 && (reloads[0] ?? 0) <= at - windowMs) reloads.shift();
    if (reloads.length >= maxReloads) {
      gaveUp = true;
      options.giveUp(detail);
      return;
    }
    reloads.push(at);
    options.onReload(reason, detail);
    window.webContents.reload();
  };

  window.webContents.on('render-process-gone', (_event, details) => {
    // clean-exit: the window is closing, or the page was reloaded on purpose.
    if (details.reason === 'clean-exit') return;
    if (ending) {
      ending = false;
      return;
    }
    if (frozen !== undefined) clearTimer(frozen);
    frozen = undefined;
    reload('crashed', details.reason);
  });
  window.on('unresponsive', () => {
    if (frozen !== undefined) return;
    frozen = setTimer(() => {
      frozen = undefined;
      if (window.isDestroyed()) return;
      // A frozen page does not reload by itself: end its process, then load it anew.
      ending = true;
      window.webContents.forcefullyCrashRenderer();
      reload('unresponsive', 'unresponsive');
    }, graceMs);
  });
  window.on('responsive', () => {
    if (frozen !== undefined) clearTimer(frozen);
    frozen = undefined;
  });
}
