import type { TestProject } from 'vitest/node';
import { buildRenderer } from '../support/buildRenderer';
import { BROWSER } from '../support/chromium';

/**
 * Builds the renderer once before the end-to-end tests, unless out/renderer is newer than its
 * sources. A failed build does not throw here (vitest would then report no test at all): the
 * tests get its output through `inject('e2eBuildError')` and fail with it.
 *
 * Without a browser (and not under CI=true) the browser tests skip themselves: this prints
 * the one line saying how to enable them, and nothing is built for them.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why `electron-vite build` failed, or '' when out/renderer is up to date. */
    e2eBuildError: string;
  }
}

export default function setup(project: TestProject): void {
  if (BROWSER.kind === 'skip') {
    console.log(`e2e: ${BROWSER.reason}`);
    project.provide('e2eBuildError', '');
    return;
  }
  if (BROWSER.kind === 'fail') console.error(`e2e: ${BROWSER.reason}`);
  const problem = buildRenderer((line) => console.log(`e2e: ${line}`));
  if (problem) console.error(`e2e: ${problem.split('\n')[0]}`);
  project.provide('e2eBuildError', problem);
}
