import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, parseWebArgs } from '../../../src/main/web/dataDir';

describe('defaultDataDir', () => {
  it('follows each platform’s convention', () => {
    expect(defaultDataDir('linux', {}, '/home/ana')).toBe(
      join('/home/ana', '.local', 'share', 'meeple-ledger'),
    );
    expect(defaultDataDir('linux', { XDG_DATA_HOME: '/data' }, '/home/ana')).toBe(
      join('/data', 'meeple-ledger'),
    );
    expect(defaultDataDir('linux', { XDG_DATA_HOME: 'relative' }, '/home/ana')).toBe(
      join('/home/ana', '.local', 'share', 'meeple-ledger'),
    );
    expect(defaultDataDir('darwin', {}, '/Users/ana')).toBe(
      join('/Users/ana', 'Library', 'Application Support', 'meeple-ledger'),
    );
    expect(
      defaultDataDir('win32', { APPDATA: 'C:/Users/ana/AppData/Roaming' }, 'C:/Users/ana'),
    ).toBe(join('C:/Users/ana/AppData/Roaming', 'meeple-ledger'));
  });
});

describe('parseWebArgs', () => {
  it('reads --data, --port and --static', () => {
    expect(parseWebArgs(['--data', 'games', '--port', '8123', '--static', 'out/renderer'])).toEqual(
      {
        dataDir: resolve('games'),
        port: 8123,
        staticDir: resolve('out/renderer'),
        lan: false,
        lanAddress: undefined,
        help: false,
      },
    );
  });

  it('defaults to a free port and the OS data folder', () => {
    expect(parseWebArgs([])).toMatchObject({
      dataDir: defaultDataDir(),
      port: 0,
      staticDir: undefined,
      lan: false,
    });
  });

  it('listens on the local network only when asked (--lan, --lan-address)', () => {
    expect(parseWebArgs(['--lan'])).toMatchObject({ lan: true, lanAddress: undefined });
    expect(parseWebArgs(['--lan', '--lan-address', '127.0.0.2'])).toMatchObject({
      lan: true,
      lanAddress: '127.0.0.2',
    });
  });

  it.each([
    ['--port', 'http'],
    ['--port', '70000'],
    ['--bogus'],
    ['stray'],
    ['--lan-address', 'my-laptop.local'],
  ])('refuses %s', (...argv) => {
    expect(() => parseWebArgs(argv)).toThrow();
  });
});
