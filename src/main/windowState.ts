import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';

/**
 * The main window's size and position, remembered across launches in a small JSON file in
 * userData. The file is untrusted input (hand-edited, half-written, from another machine with
 * other screens): it is validated on load and the window is put back on a visible display.
 */

export const WINDOW_SIZE = { width: 1280, height: 800, minWidth: 960, minHeight: 600 } as const;

/** Where the window goes: a remembered position, or just a size. */
export interface WindowPlacement {
  width: number;
  height: number;
  x?: number | undefined;
  y?: number | undefined;
}

export interface WindowState extends WindowPlacement {
  maximized: boolean;
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WINDOW_STATE_FILE = 'window-state.json';

/** How much of the window must be on a display for the position to be kept: a title bar's worth. */
const MIN_VISIBLE = { width: 120, height: 40 } as const;

const coordinate = v.pipe(v.number(), v.integer(), v.minValue(-100_000), v.maxValue(100_000));
const size = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000));

const WindowStateSchema = v.object({
  x: v.optional(coordinate),
  y: v.optional(coordinate),
  width: size,
  height: size,
  maximized: v.optional(v.boolean(), false),
});

export const DEFAULT_WINDOW_STATE: WindowState = {
  width: WINDOW_SIZE.width,
  height: WINDOW_SIZE.height,
  maximized: false,
};

/** The state in `text`, or undefined when it is not valid JSON of the right shape. */
export function parseWindowState(text: string): WindowState | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(WindowStateSchema, value);
  return result.success ? { ...result.output } : undefined;
}

function overlap(a: Area, b: Area): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Puts a remembered state back on screen. `workAreas` are the displays' work areas
 * (`screen.getAllDisplays()`), the primary one first. A position whose window shows less than
 * a title bar on every display is dropped (the system then centres the window); otherwise
 * the window is moved and shrunk to fit inside the display it is most on.
 */
export function fitToDisplays(state: WindowState, workAreas: readonly Area[]): WindowState {
  const limit = { width: WINDOW_SIZE.minWidth, height: WINDOW_SIZE.minHeight };
  const sized = (area: Area | undefined): { width: number; height: number } => ({
    width: clamp(state.width, limit.width, area ? area.width : state.width),
    height: clamp(state.height, limit.height, area ? area.height : state.height),
  });
  const { x, y } = state;
  if (x === undefined || y === undefined) {
    return { ...sized(workAreas[0]), maximized: state.maximized };
  }
  const rect = { x, y, width: state.width, height: state.height };
  let best: Area | undefined;
  let bestArea = 0;
  for (const area of workAreas) {
    const shared = overlap(rect, area);
    const visible =
      shared.width >= Math.min(MIN_VISIBLE.width, rect.width) &&
      shared.height >= Math.min(MIN_VISIBLE.height, rect.height);
    if (visible && shared.width * shared.height > bestArea) {
      best = area;
      bestArea = shared.width * shared.height;
    }
  }
  if (!best) return { ...sized(workAreas[0]), maximized: state.maximized };
  const { width, height } = sized(best);
  return {
    x: clamp(x, best.x, best.x + best.width - width),
    y: clamp(y, best.y, best.y + best.height - height),
    width,
    height,
    maximized: state.maximized,
  };
}

/** Reads and fits the remembered state; the default size when there is none or it is bad. */
export function loadWindowState(file: string, workAreas: readonly Area[]): WindowState {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return fitToDisplays(DEFAULT_WINDOW_STATE, workAreas);
  }
  return fitToDisplays(parseWindowState(text) ?? DEFAULT_WINDOW_STATE, workAreas);
}

/**
 * Writes the state through a temporary file and a rename, so a crash never leaves half a
 * file. Synchronous on purpose: it also runs on `close`, right before the app may quit.
 * Best effort: a window position is not worth an error dialog.
 */
export function saveWindowState(file: string, state: WindowState): boolean {
  try {
    writeFileSync(`${file}.tmp`, `${JSON.stringify(state)}\n`, { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
    return true;
  } catch {
    return false;
  }
}

/** The parts of a BrowserWindow that the tracker uses. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'close', listener: () => void): unknown;
  getNormalBounds(): Area;
  isMaximized(): boolean;
  isMinimized(): boolean;
  isFullScreen(): boolean;
}

/**
 * Saves the window's state after it stops moving or resizing (debounced) and when it closes.
 * The normal (unmaximized) bounds are saved, so that un-maximizing next time restores them.
 */
export function trackWindowState(
  window: TrackedWindow,
  save: (state: WindowState) => void,
  debounceMs = 500,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const current = (): WindowState => ({
    ...window.getNormalBounds(),
    maximized: window.isMaximized(),
  });
  const saveNow = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    // Minimized or full-screen bounds are not where the user wants the window next time.
    if (window.isMinimized() || window.isFullScreen()) return;
    save(current());
  };
  const saveLater = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(saveNow, debounceMs);
  };
  window.on('resize', saveLater);
  window.on('move', saveLater);
  window.on('close', saveNow);
}
