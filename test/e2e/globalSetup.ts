import type { TestProject } from 'vitest/node';
import { buildRenderer } from '../support/buildRenderer';

/**
 * Builds the renderer once before the end-to-end tests, unless out/renderer is newer than its
 * sources. A failed build does not throw here (vitest would then report no test at all): the
 * tests get its output through `inject('e2eBuildError')` and fail with it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why `electron-vite build` failed, or '' when out/renderer is up to date. */
    e2eBuildError: string;
  }
}

export default function setup(project: TestProject): void {
  const problem = buildRenderer((line) => console.log(`e2e: ${line}`));
  if (problem) console.error(`e2e: ${problem.split('\n')[0]}`);
  project.provide('e2eBuildError', problem);
}
