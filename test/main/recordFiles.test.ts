import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createRecordOpener,
  type RecordImport,
  readRecordFile,
  recordPathsIn,
} from '../../src/main/recordFiles';
import { StoreError } from '../../src/main/store';
import { MAX_IMPORT_TEXT_LENGTH } from '../../src/shared/ipc/limits';

const ID = '0b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
const OTHER = '1b6b2c4e-5a8f-4c1d-9e2f-3a4b5c6d7e8f';
const folder = mkdtempSync(join(tmpdir(), 'meeple-records-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function importer(importText: RecordImport['importText']) {
  return {
    importText: vi.fn(importText),
    notify: vi.fn(),
    changed: vi.fn(),
    log: { info: vi.fn(), error: vi.fn() },
  };
}

describe('recordPathsIn', () => {
  it('takes the .meeple files of a command line, resolved against its folder', () => {
    expect(
      recordPathsIn(
        ['--no-sandbox', 'night.meeple', '/games/Old.MEEPLE', 'notes.json', '.', '--x=a.meeple'],
        '/home/ana',
      ),
    ).toEqual(['/home/ana/night.meeple', '/games/Old.MEEPLE']);
  });
});

describe('readRecordFile', () => {
  it('reads the text and drops a byte order mark, as the Home import does', async () => {
    const path = join(folder, 'bom.meeple');
    writeFileSync(path, '\uFEFF{"a":1}');
    expect(await readRecordFile(path)).toBe('{"a":1}');
  });

  it('refuses a file larger than a record can be, without reading it all', async () => {
    const path = join(folder, 'huge.meeple');
    writeFileSync(path, 'x'.repeat(MAX_IMPORT_TEXT_LENGTH + 1));
    await expect(readRecordFile(path)).rejects.toThrow(/too large/);
  });
});

describe('createRecordOpener', () => {
  it('waits for the store, then imports in order and tells the page', async () => {
    const read = vi.fn(async (path: string) => `text of ${path}`);
    const opener = createRecordOpener(read);
    opener.open(['/a/first.meeple']);
    opener.open(['/b/second.meeple']);
    expect(read).not.toHaveBeenCalled();
    const to = importer(async (text) => (text.includes('first') ? ID : OTHER));
    opener.ready(to);
    await opener.idle();
    expect(to.importText.mock.calls).toEqual([
      // The file's name goes along: it names a game whose record has none.
      ['text of /a/first.meeple', 'first.meeple'],
      ['text of /b/second.meeple', 'second.meeple'],
    ]);
    expect(to.notify.mock.calls).toEqual([
      [{ kind: 'imported', id: ID, file: 'first.meeple' }],
      [{ kind: 'imported', id: OTHER, file: 'second.meeple' }],
    ]);
    expect(to.changed.mock.calls).toEqual([[ID], [OTHER]]);
    opener.open(['/c/third.meeple']);
    await opener.idle();
    expect(to.importText).toHaveBeenCalledTimes(3);
  });

  it('opens the stored game when the store says the record is a duplicate', async () => {
    const opener = createRecordOpener(async () => '{}');
    const to = importer(async () => {
      throw new StoreError('DUPLICATE' as never, 'Already imported.', { sessionId: OTHER });
    });
    opener.ready(to);
    opener.open(['/x/again.meeple']);
    await opener.idle();
    expect(to.notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'duplicate',
      id: OTHER,
      file: 'again.meeple',
    });
    expect(to.changed).not.toHaveBeenCalled();
  });

  it('passes the store’s refusal on, and reads file errors in plain words', async () => {
    const opener = createRecordOpener(async (path) => {
      if (path.includes('locked')) throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      return '{}';
    });
    const to = importer(async () => {
      throw new StoreError('INVALID_RECORD', 'The record cannot be imported: event 3: no tile.');
    });
    opener.ready(to);
    opener.open(['/x/bad.meeple', '/x/locked.meeple']);
    await opener.idle();
    expect(to.notify.mock.calls).toEqual([
      [
        {
          kind: 'importFailed',
          file: 'bad.meeple',
          message: 'The record cannot be imported: event 3: no tile.',
        },
      ],
      [
        {
          kind: 'importFailed',
          file: 'locked.meeple',
          message: 'Meeple Ledger may not read this file.',
        },
      ],
    ]);
    expect(to.log.error).toHaveBeenCalledTimes(2);
  });

  it('never passes an unexpected error’s text to the page', async () => {
    const opener = createRecordOpener(async () => {
      throw new Error('/home/ana/secret went wrong');
    });
    const to = importer(async () => ID);
    opener.ready(to);
    opener.open(['/x/odd.meeple']);
    await opener.idle();
    expect(to.notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'importFailed',
      file: 'odd.meeple',
      message: 'The file could not be read.',
    });
  });
});
