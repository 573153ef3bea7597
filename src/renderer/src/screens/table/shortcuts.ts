import { createContext, createEffect, onCleanup, useContext } from 'solid-js';

/**
 * One-key shortcuts for the table. Panels register the keys of the buttons they show; one
 * keydown listener on the table runs the most recently registered handler for a key. Keys are
 * not taken while someone types in a field, with Ctrl/Cmd/Alt held (App owns Ctrl+Z and
 * Ctrl+Shift+Z), or when Enter would press a focused control anyway.
 */
export interface Shortcuts {
  /** Adds a handler for `key` ("p", "Enter", "1"; may change over time); returns its removal. */
  register(key: KeySource, run: () => void): () => void;
  /**
   * An open question ("Discard it?"): while one is open no shortcut runs (a digit would score
   * behind it) and Escape closes the newest. Returns its removal.
   */
  ask(close: () => void): () => void;
}

export type KeySource = string | undefined | (() => string | undefined);

interface Entry {
  readonly key: () => string | undefined;
  readonly run: () => void;
}

export const normalizeKey = (key: string): string => (key.length === 1 ? key.toLowerCase() : key);

/** Shown on buttons: "P", "Enter", "1". */
export const keyLabel = (key: string): string => (key.length === 1 ? key.toUpperCase() : key);

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const PRESSABLE = new Set(['BUTTON', 'A', 'SUMMARY', 'INPUT', 'TEXTAREA', 'SELECT']);

export function createShortcutRegistry(): Shortcuts & { handle(event: KeyboardEvent): void } {
  const entries: Entry[] = [];
  const questions: Array<() => void> = [];
  return {
    ask(close) {
      questions.push(close);
      return () => {
        const at = questions.indexOf(close);
        if (at >= 0) questions.splice(at, 1);
      };
    },
    register(key, run) {
      const entry = { key: typeof key === 'function' ? key : () => key, run };
      entries.push(entry);
      return () => {
        const at = entries.indexOf(entry);
        if (at >= 0) entries.splice(at, 1);
      };
    },
    handle(event) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat) return;
      const question = questions.at(-1);
      if (question) {
        // The question's own buttons answer Enter, Space and Tab as any focused button does.
        if (event.key === 'Escape') {
          event.preventDefault();
          question();
        }
        return;
      }
      const target = event.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      if (event.key === 'Enter' && target && PRESSABLE.has(target.tagName)) return;
      if (event.key === ' ') return;
      const key = normalizeKey(event.key);
      for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i];
        const own = entry?.key();
        if (entry && own !== undefined && normalizeKey(own) === key) {
          event.preventDefault();
          entry.run();
          return;
        }
      }
    },
  };
}

export const ShortcutContext = createContext<Shortcuts>();

/** Registers a shortcut for the lifetime of the calling component. */
export function useShortcut(key: KeySource, run: () => void): void {
  const shortcuts = useContext(ShortcutContext);
  if (!shortcuts || key === undefined) return;
  onCleanup(shortcuts.register(key, run));
}

/** Holds the table's shortcuts while `open()` is true; Escape then runs `close`. */
export function useQuestion(open: () => boolean, close: () => void): void {
  const shortcuts = useContext(ShortcutContext);
  if (!shortcuts) return;
  createEffect(() => {
    if (open()) onCleanup(shortcuts.ask(close));
  });
}

/**
 * Asked once, when the table's code loads, then kept by its change event: each query's
 * `matches` brings the page's style up to date, which in the middle of drawing a new table
 * restyled it once more.
 */
const coarseQuery = typeof matchMedia === 'function' ? matchMedia('(pointer: coarse)') : undefined;
let coarse = coarseQuery?.matches ?? false;
coarseQuery?.addEventListener?.('change', (event) => {
  coarse = event.matches;
});

/** A touch screen: focusing a text box there pops up the on-screen keyboard. */
export const coarsePointer = (): boolean => coarse;

/** What a key press carries, enough to play it again. */
interface HeldKey {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Tab']);
const CLICKABLE = new Set(['BUTTON', 'A', 'SUMMARY']);
const TEXT_TYPES = new Set(['text', 'search', 'number', 'tel', '']);

/** Does the browser's own action for this key, which a synthetic event does not get. */
function defaultAction(target: HTMLElement, key: HeldKey): void {
  if (key.ctrlKey || key.metaKey || key.altKey) return;
  const input = target instanceof HTMLInputElement ? target : undefined;
  if (input && TEXT_TYPES.has(input.type)) {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    if (key.key.length === 1) input.setRangeText(key.key, start, end, 'end');
    else if (key.key === 'Backspace' && (start > 0 || end > start))
      input.setRangeText('', start === end ? start - 1 : start, end, 'end');
    else return;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  const pressable =
    CLICKABLE.has(target.tagName) ||
    (input && (input.type === 'checkbox' || input.type === 'radio'));
  if (!pressable || (target as HTMLButtonElement).disabled) return;
  if (key.key === 'Enter' || key.key === ' ') target.click();
}

/**
 * Keys pressed while a move is being saved are held, in order, and played once the table shows
 * the move's outcome: typed fast ("U", Enter, Enter), a whole turn goes through, never a key
 * dropped because a button was off for a moment. A key that starts another save holds the rest
 * again. Returns the uninstall.
 */
export function holdKeysWhileSaving(session: { pending(): boolean; busy(): boolean }): {
  stop: () => void;
  flush: () => void;
  /** Keys are waiting for the save to end. */
  holding: () => boolean;
} {
  const held: HeldKey[] = [];
  const replayed = new WeakSet<Event>();

  const capture = (event: KeyboardEvent): void => {
    if (replayed.has(event) || MODIFIERS.has(event.key)) return;
    if (!session.pending() && held.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
    });
  };

  const flush = (): void => {
    while (held.length > 0 && !session.pending()) {
      const key = held.shift() as HeldKey;
      const target = (document.activeElement as HTMLElement | null) ?? document.body;
      const event = new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true });
      replayed.add(event);
      target.dispatchEvent(event);
      if (!event.defaultPrevented) defaultAction(target, key);
    }
  };

  window.addEventListener('keydown', capture, true);
  return {
    stop: () => window.removeEventListener('keydown', capture, true),
    flush,
    holding: () => held.length > 0,
  };
}
