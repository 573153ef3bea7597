import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errnoCode } from '../../../src/main/store/errors';
import { nodeFs } from '../../../src/main/store/fsLayer';
import { makeTempDir, removeDir } from './fixtures';

/** The real file system behind the store: what it reads, and how a failure reaches it. */

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('meeple-fs-');
});
afterEach(async () => {
  await removeDir(dir);
});

describe('nodeFs', () => {
  it('reads bytes and text, stats and lists a folder', async () => {
    const path = join(dir, 'a.json');
    await writeFile(path, '{"é":1}\n');
    const bytes = await nodeFs.readFile(path);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.length).toBe(Buffer.byteLength('{"é":1}\n'));
    expect(await nodeFs.readText(path)).toBe('{"é":1}\n');
    const stat = await nodeFs.stat(path);
    expect(stat.size).toBe(bytes.length);
    expect(stat.mtimeMs).toBeGreaterThan(0);
    expect(await nodeFs.readdir(dir)).toEqual(['a.json']);
  });

  it('rejects with the system error code a missing file or folder gives (what the store tells apart)', async () => {
    const missing = join(dir, 'missing.json');
    for (const call of [
      () => nodeFs.readFile(missing),
      () => nodeFs.readText(missing),
      () => nodeFs.stat(missing),
      () => nodeFs.readdir(join(dir, 'none')),
    ]) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(errnoCode(error)).toBe('ENOENT');
    }
  });

  it('tells of a change to a folder by the entry’s name, and stops when closed', async () => {
    const names: (string | undefined)[] = [];
    const watch = nodeFs.watch?.(
      dir,
      (name) => names.push(name),
      () => undefined,
    );
    expect(watch).toBeDefined();
    await writeFile(join(dir, 'b.jsonl'), 'x');
    await expect.poll(() => names.includes('b.jsonl'), { timeout: 3000 }).toBe(true);
    watch?.close();
  });
});
