import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { nodeFs } from '../../../src/main/store/fsLayer';
import { type OpenWatch, sharedWatches } from '../../../src/main/store/sharedWatch';
import { makeTempDir, removeDir } from './fixtures';

/** A system watch that counts its opens and closes, and lets the test tell of changes. */
function fakeSystem() {
  const opened: {
    path: string;
    tell: (name?: string) => void;
    fail: () => void;
    closed: boolean;
  }[] = [];
  const open: OpenWatch = (path, changed, failed) => {
    const watch = { path, tell: (name?: string) => changed(name), fail: failed, closed: false };
    opened.push(watch);
    return {
      close() {
        watch.closed = true;
      },
    };
  };
  return { open, opened };
}

describe('one watch per folder (the session list and the facts index share it)', () => {
  it('opens the folder once for two askers, tells both, and closes it with the last', () => {
    const system = fakeSystem();
    const watch = sharedWatches(system.open);
    const first = vi.fn();
    const second = vi.fn();
    const a = watch('/sessions', first, () => undefined);
    const b = watch('/sessions', second, () => undefined);
    expect(system.opened).toHaveLength(1);
    system.opened[0]?.tell('x.jsonl');
    expect(first).toHaveBeenCalledWith('x.jsonl');
    expect(second).toHaveBeenCalledWith('x.jsonl');
    a.close();
    a.close(); // twice: nothing more
    expect(system.opened[0]?.closed).toBe(false);
    system.opened[0]?.tell(undefined);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith(undefined);
    b.close();
    expect(system.opened[0]?.closed).toBe(true);
    // Asked again: a new watch.
    watch('/sessions', first, () => undefined);
    expect(system.opened).toHaveLength(2);
  });

  it('tells every asker a failed watch is lost, and opens a new one for the next', () => {
    const system = fakeSystem();
    const watch = sharedWatches(system.open);
    const lost = [vi.fn(), vi.fn()];
    watch('/sessions', () => undefined, lost[0] as () => void);
    watch('/sessions', () => undefined, lost[1] as () => void);
    system.opened[0]?.fail();
    expect(lost[0]).toHaveBeenCalledTimes(1);
    expect(lost[1]).toHaveBeenCalledTimes(1);
    watch(
      '/sessions',
      () => undefined,
      () => undefined,
    );
    expect(system.opened).toHaveLength(2);
  });

  it('keeps folders apart, and passes on the error of a folder that cannot be watched', () => {
    const system = fakeSystem();
    const watch = sharedWatches(system.open);
    watch(
      '/a',
      () => undefined,
      () => undefined,
    );
    watch(
      '/b',
      () => undefined,
      () => undefined,
    );
    expect(system.opened.map((w) => w.path)).toEqual(['/a', '/b']);
    const failing = sharedWatches(() => {
      throw new Error('ENOENT');
    });
    expect(() =>
      failing(
        '/none',
        () => undefined,
        () => undefined,
      ),
    ).toThrow('ENOENT');
  });

  it('with the real file system: two watches of one folder both hear a new file', async () => {
    const dir = await makeTempDir('meeple-watch-');
    try {
      const heard: string[] = [];
      const watchOf = nodeFs.watch;
      if (!watchOf) expect.fail('nodeFs watches folders');
      const a = watchOf(
        dir,
        (name) => heard.push(`a:${name}`),
        () => undefined,
      );
      const b = watchOf(
        dir,
        (name) => heard.push(`b:${name}`),
        () => undefined,
      );
      await writeFile(join(dir, 'x.jsonl'), '{}\n');
      await vi.waitFor(() =>
        expect(heard).toEqual(expect.arrayContaining(['a:x.jsonl', 'b:x.jsonl'])),
      );
      a.close();
      b.close();
    } finally {
      await removeDir(dir);
    }
  });
});
