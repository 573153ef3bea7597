import { presenterHash } from '../shared/presenterRoute';

/**
 * The presenter view: a second window for a TV, showing the game read-only. It is the same app
 * page (same preload, same CSP, same guards) made by the same window builder as the main
 * window (windowOptions.ts), loaded with `#presenter` (following the latest game) or
 * `#presenter/<id>` (the table's Presenter button: that game). One at a time: asking again
 * brings the open one forward, on the game asked for.
 */

/** A presenter window starts at 720p; View › Toggle Full Screen fills the TV. */
export const PRESENTER_SIZE = { width: 1280, height: 720 } as const;

/** The parts of a BrowserWindow the controller uses. */
export interface PresenterWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  close(): void;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
}

export interface PresenterDeps<W extends PresenterWindow> {
  /** Makes the window with the app's secure options (createMainWindow). */
  createWindow: () => W;
  /** Loads the app page with the `#presenter` hash into it. */
  load: (window: W, hash: string) => void | Promise<void>;
}

export interface PresenterController<W extends PresenterWindow> {
  /** Opens the presenter (on one game, or following the latest), or brings the open one forward. */
  open(sessionId?: string): W;
  /** Closes it if open (e.g. when the main window closes). */
  close(): void;
  /** The open presenter window, if any. */
  current(): W | undefined;
}

export function createPresenterController<W extends PresenterWindow>(
  deps: PresenterDeps<W>,
): PresenterController<W> {
  let window: W | undefined;
  const current = () => (window && !window.isDestroyed() ? window : undefined);
  return {
    current,
    open(sessionId) {
      const hash = presenterHash(sessionId);
      const open = current();
      if (open) {
        // A game asked for by name is shown; the menu's plain "Presenter view" keeps the page.
        if (sessionId) void Promise.resolve(deps.load(open, hash)).catch(() => undefined);
        if (open.isMinimized()) open.restore();
        open.show();
        open.focus();
        return open;
      }
      const created = deps.createWindow();
      window = created;
      created.once('ready-to-show', () => created.show());
      created.on('closed', () => {
        if (window === created) window = undefined;
      });
      void Promise.resolve(deps.load(created, hash)).catch(() => undefined);
      return created;
    },
    close() {
      current()?.close();
      window = undefined;
    },
  };
}
