import { describe, expect, it } from 'vitest';
import {
  BROWSER,
  BrowserUnavailable,
  browserCandidates,
  browserPlan,
  findChromium,
  launchChromium,
} from './chromium';

/** A file system holding exactly `files`. */
const only =
  (...files: string[]) =>
  (path: string) =>
    files.includes(path);

const linux = { platform: 'linux' as const, home: '/home/ana', env: {} };

describe('findChromium', () => {
  it("takes Debian's /usr/bin/chromium on Linux", () => {
    expect(findChromium({ ...linux, exists: only('/usr/bin/chromium') })).toBe('/usr/bin/chromium');
  });

  it('falls back to Chromium elsewhere, then to Chrome, in order', () => {
    expect(
      findChromium({ ...linux, exists: only('/snap/bin/chromium', '/usr/bin/google-chrome') }),
    ).toBe('/snap/bin/chromium');
    expect(findChromium({ ...linux, exists: only('/opt/google/chrome/chrome') })).toBe(
      '/opt/google/chrome/chrome',
    );
  });

  it('uses CHROMIUM_PATH first when it exists', () => {
    const env = { CHROMIUM_PATH: '/tmp/my/chrome' };
    const exists = only('/tmp/my/chrome', '/usr/bin/chromium');
    expect(findChromium({ ...linux, env, exists })).toBe('/tmp/my/chrome');
  });

  it('does not replace a CHROMIUM_PATH that points nowhere with another browser', () => {
    const env = { CHROMIUM_PATH: '/nowhere/chromium' };
    expect(findChromium({ ...linux, env, exists: only('/usr/bin/chromium') })).toBeUndefined();
  });

  it('finds nothing on a machine without a browser', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(findChromium({ platform, home: '/h', env: {}, exists: only() })).toBeUndefined();
    }
  });

  it('looks in /Applications and ~/Applications on macOS', () => {
    const chrome = '/Users/ana/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(
      findChromium({ platform: 'darwin', home: '/Users/ana', env: {}, exists: only(chrome) }),
    ).toBe(chrome);
    expect(browserCandidates('darwin', {}, '/Users/ana')[0]).toBe(
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    );
  });

  it('looks under LOCALAPPDATA and Program Files on Windows', () => {
    const env = {
      LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local',
      PROGRAMFILES: 'C:\\Program Files',
      'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
    };
    const chrome = 'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe';
    expect(
      findChromium({ platform: 'win32', home: 'C:\\Users\\ana', env, exists: only(chrome) }),
    ).toBe(chrome);
    expect(browserCandidates('win32', env, '')).toContain(
      'C:\\Users\\ana\\AppData\\Local\\Chromium\\Application\\chrome.exe',
    );
  });
});

describe('browserPlan', () => {
  it('runs the browser tests with the browser found', () => {
    expect(browserPlan('/usr/bin/chromium', {})).toEqual({
      kind: 'run',
      path: '/usr/bin/chromium',
    });
    expect(browserPlan('/usr/bin/chromium', { CI: 'true' })).toEqual({
      kind: 'run',
      path: '/usr/bin/chromium',
    });
  });

  it('skips them without a browser, with one line saying how to enable them', () => {
    const plan = browserPlan(undefined, {});
    expect(plan.kind).toBe('skip');
    if (plan.kind === 'run') return;
    expect(plan.reason).not.toContain('\n');
    expect(plan.reason).toMatch(/^browser tests skipped: no Chromium or Chrome found\./);
    expect(plan.reason).toContain('set CHROMIUM_PATH');
  });

  it('names a CHROMIUM_PATH that points nowhere', () => {
    const plan = browserPlan(undefined, { CHROMIUM_PATH: '/nowhere/chromium' });
    expect(plan.kind === 'skip' && plan.reason).toContain(
      'no browser at CHROMIUM_PATH=/nowhere/chromium',
    );
  });

  it('fails instead of skipping under CI=true', () => {
    const plan = browserPlan(undefined, { CI: 'true' });
    expect(plan.kind).toBe('fail');
    expect(plan.kind !== 'run' && plan.reason).toMatch(/CI=true requires the browser tests/);
    // Only the exact value CI sets counts.
    expect(browserPlan(undefined, { CI: 'false' }).kind).toBe('skip');
  });
});

describe('launchChromium without a browser', () => {
  it.runIf(BROWSER.kind === 'skip')(
    'throws BrowserUnavailable, which the bench skips',
    async () => {
      await expect(launchChromium()).rejects.toBeInstanceOf(BrowserUnavailable);
    },
  );

  it.runIf(BROWSER.kind === 'fail')('throws a plain error under CI=true', async () => {
    const error = await launchChromium().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(BrowserUnavailable);
  });
});
