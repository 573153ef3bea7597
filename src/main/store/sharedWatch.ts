import type { FolderWatch } from './fsLayer';

/** What the system's own watch of a folder needs to be given, and gives back. */
export type OpenWatch = (
  path: string,
  changed: (name: string | undefined) => void,
  failed: () => void,
) => FolderWatch;

interface Listener {
  changed: (name: string | undefined) => void;
  lost: () => void;
}

/**
 * One system watch per folder, however many ask for one: the session list and the facts index
 * both watch the sessions folder, and each write was told twice by two watches. Each asker gets
 * its own handle; the folder's watch closes with the last handle, or when it fails (every
 * asker is told it is lost). `open` throws as the system's watch does (a missing folder).
 */
export function sharedWatches(open: OpenWatch): OpenWatch {
  const byPath = new Map<string, { watch: FolderWatch; listeners: Set<Listener> }>();
  return (path, changed, lost) => {
    let shared = byPath.get(path);
    if (!shared) {
      const listeners = new Set<Listener>();
      const watch = open(
        path,
        (name) => {
          for (const listener of [...listeners]) listener.changed(name);
        },
        () => {
          if (byPath.get(path)?.listeners === listeners) byPath.delete(path);
          const told = [...listeners];
          listeners.clear();
          for (const listener of told) listener.lost();
        },
      );
      shared = { watch, listeners };
      byPath.set(path, shared);
    }
    const { watch, listeners } = shared;
    const mine: Listener = { changed, lost };
    listeners.add(mine);
    return {
      close() {
        if (!listeners.delete(mine) || listeners.size > 0) return;
        watch.close();
        if (byPath.get(path)?.listeners === listeners) byPath.delete(path);
      },
    };
  };
}
