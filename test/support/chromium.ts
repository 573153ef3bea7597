import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * The browser of the end-to-end tests and the UI bench: Debian's Chromium (`.ci/run` installs
 * it; playwright-core never downloads one), headless, pages over http://127.0.0.1 only.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Launches Chromium; throws a clear error (never skips) when it is not installed. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (Debian: apt-get install chromium; ` +
        '.ci/run does it in CI) or set CHROMIUM_PATH. Browser tests fail rather than skip.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
