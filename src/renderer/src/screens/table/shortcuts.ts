import { createContext, onCleanup, useContext } from 'solid-js';

/**
 * One-key shortcuts for the table. Panels register the keys of the buttons they show; one
 * keydown listener on the table runs the most recently registered handler for a key. Keys are
 * not taken while someone types in a field, with Ctrl/Cmd/Alt held (App owns Ctrl+Z and
 * Ctrl+Shift+Z), or when Enter would press a focused control anyway.
 */
export interface Shortcuts {
  /** Adds a handler for `key` ("p", "Enter", "1"; may change over time); returns its removal. */
  register(key: KeySource, run: () => void): () => void;
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
  return {
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
