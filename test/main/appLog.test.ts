import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeError,
  LOG_FILE,
  LOG_FOLDER,
  OLD_LOG_FILE,
  openAppLog,
} from '../../src/main/appLog';

const folders: string[] = [];
function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'meeple-log-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const at = () => new Date('2026-12-01T20:00:00.000Z');

describe('the app log', () => {
  it('writes timestamped lines to logs/meeple-ledger.log in the data folder', () => {
    const folder = dataFolder();
    const log = openAppLog(folder, { now: at });
    log.info('started 0.1.0');
    log.error('import of night.meeple failed', new Error('not valid JSON'));
    expect(log.file).toBe(join(folder, LOG_FOLDER, LOG_FILE));
    expect(readFileSync(log.file, 'utf8')).toBe(
      '2026-12-01T20:00:00.000Z info started 0.1.0\n' +
        '2026-12-01T20:00:00.000Z error import of night.meeple failed: Error: not valid JSON\n',
    );
  });

  it('keeps one line per entry and never writes a stack (it names folders)', () => {
    const log = openAppLog(dataFolder(), { now: at });
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at /home/ana/secret/place.js:1:1';
    log.error('renderer\ncrashed', error);
    const text = readFileSync(log.file, 'utf8');
    expect(text.trimEnd().split('\n')).toHaveLength(1);
    expect(text).not.toContain('/home/ana');
  });

  it('writes the home folder as ~', () => {
    const log = openAppLog(dataFolder(), { now: at, home: '/home/ana' });
    log.error('store', new Error("ENOENT: no such file, open '/home/ana/.config/x'"));
    expect(readFileSync(log.file, 'utf8')).toContain("open '~/.config/x'");
    expect(readFileSync(log.file, 'utf8')).not.toContain('/home/ana');
  });

  it('rotates past its size: the old part is kept once, the two stay small', () => {
    const folder = dataFolder();
    const log = openAppLog(folder, { now: at, maxBytes: 1000 });
    for (let i = 0; i < 200; i++) log.info(`line ${i} ${'x'.repeat(40)}`);
    const old = join(folder, LOG_FOLDER, OLD_LOG_FILE);
    expect(statSync(log.file).size).toBeLessThanOrEqual(1000);
    expect(statSync(old).size).toBeLessThanOrEqual(1000);
    expect(readFileSync(log.file, 'utf8')).toContain('line 199 ');
    expect(readFileSync(old, 'utf8')).not.toContain('line 199 ');
  });

  it('never throws when the log cannot be written', () => {
    const folder = dataFolder();
    // A file where the logs folder should be.
    writeFileSync(join(folder, LOG_FOLDER), 'in the way');
    const log = openAppLog(folder);
    expect(() => log.info('hello')).not.toThrow();
    expect(existsSync(log.file)).toBe(false);
  });

  it('describes errors with their name, code and message', () => {
    const error = Object.assign(new Error('no space left'), { code: 'ENOSPC' });
    expect(describeError(error)).toBe('Error ENOSPC: no space left');
    expect(describeError('plain')).toBe('plain');
  });
});
