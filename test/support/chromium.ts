import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, win32 } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

/**
 * The browser of the end-to-end tests and the UI bench: an installed Chromium or Chrome
 * (playwright-core never downloads one), headless, pages over http://127.0.0.1 only.
 *
 * `CHROMIUM_PATH` wins when it is set (and is then the only place looked at: a wrong explicit
 * path is reported, not silently replaced); otherwise the usual places of the platform. When
 * no browser is found the browser tests are skipped with one line saying how to enable them,
 * except under `CI=true`, where a missing browser fails the run.
 *
 * A browser test file skips itself: first thing in its beforeAll `if (BROWSER.kind ===
 * 'skip') return;`, and in a beforeEach `if (BROWSER.kind === 'skip') skip(BROWSER.reason);`
 * (e2e/globalSetup.ts prints the one line). A bench suite need not: launchChromium throws
 * BrowserUnavailable, which the bench runner reports as a skipped suite.
 */

export interface FinderOptions {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  home: string;
  exists: (path: string) => boolean;
}

/** Where Chromium and Chrome are installed by default, in the order they are tried. */
export function browserCandidates(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  home: string,
): string[] {
  if (platform === 'darwin') {
    const apps = [
      'Chromium.app/Contents/MacOS/Chromium',
      'Google Chrome.app/Contents/MacOS/Google Chrome',
    ];
    return [
      ...apps.map((app) => `/Applications/${app}`),
      ...apps.map((app) => join(home, 'Applications', app)),
    ];
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(
      (root): root is string => Boolean(root),
    );
    const apps = [
      ['Chromium', 'Application', 'chrome.exe'],
      ['Google', 'Chrome', 'Application', 'chrome.exe'],
    ];
    return apps.flatMap((app) => roots.map((root) => win32.join(root, ...app)));
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/opt/google/chrome/chrome',
  ];
}

/** The browser to drive, or undefined when there is none. */
export function findChromium(options: FinderOptions): string | undefined {
  const explicit = options.env.CHROMIUM_PATH;
  if (explicit) return options.exists(explicit) ? explicit : undefined;
  return browserCandidates(options.platform, options.env, options.home).find(options.exists);
}

/** What the browser tests do: run with a browser, skip without one, or fail (CI). */
export type BrowserPlan =
  | { readonly kind: 'run'; readonly path: string }
  | { readonly kind: 'skip'; readonly reason: string }
  | { readonly kind: 'fail'; readonly reason: string };

function notFound(env: NodeJS.ProcessEnv): string {
  return env.CHROMIUM_PATH
    ? `no browser at CHROMIUM_PATH=${env.CHROMIUM_PATH}`
    : 'no Chromium or Chrome found';
}

export function browserPlan(found: string | undefined, env: NodeJS.ProcessEnv): BrowserPlan {
  if (found) return { kind: 'run', path: found };
  if (env.CI === 'true') {
    return {
      kind: 'fail',
      reason:
        `${notFound(env)}, and CI=true requires the browser tests: install Chromium ` +
        '(Debian: apt-get install chromium; .ci/run does it) or set CHROMIUM_PATH.',
    };
  }
  return {
    kind: 'skip',
    reason:
      `browser tests skipped: ${notFound(env)}. To run them, install Chromium or Chrome ` +
      '(Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.',
  };
}

/** This machine's plan, decided once per process. */
export const BROWSER: BrowserPlan = browserPlan(
  findChromium({
    env: process.env,
    platform: process.platform,
    home: homedir(),
    exists: existsSync,
  }),
  process.env,
);

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** No browser on this machine, and that is allowed (not CI): skip, do not fail. */
export class BrowserUnavailable extends Error {
  override readonly name = 'BrowserUnavailable';
}

/**
 * Launches the browser. Without one it throws: BrowserUnavailable when the tests may skip,
 * a plain Error under CI=true.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (BROWSER.kind === 'skip') throw new BrowserUnavailable(BROWSER.reason);
  if (BROWSER.kind === 'fail') throw new Error(BROWSER.reason);
  return chromium.launch({ executablePath: BROWSER.path, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
