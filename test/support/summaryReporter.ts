import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export interface RunCounts {
  passed: number;
  failed: number;
}

/**
 * Counts test cases by outcome. Skipped and todo tests count as neither passed nor failed.
 * A test file that failed without any failing test (it did not import, or a hook threw)
 * counts as one failure, and so does each unhandled error, so a broken run never reads
 * "0 failed".
 */
export function countResults(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError> = [],
): RunCounts {
  let passed = 0;
  let failed = 0;
  for (const testModule of testModules) {
    let failedInModule = 0;
    for (const testCase of testModule.children.allTests()) {
      const state = testCase.result().state;
      if (state === 'passed') passed += 1;
      else if (state === 'failed') failedInModule += 1;
    }
    if (failedInModule === 0 && testModule.state() === 'failed') failedInModule = 1;
    failed += failedInModule;
  }
  return { passed, failed: failed + unhandledErrors.length };
}

export function formatSummary(counts: RunCounts): string {
  return `${counts.passed} passed, ${counts.failed} failed`;
}

/**
 * Runs alongside vitest's default reporter and prints `N passed, N failed` as the very last
 * line of the run. CI parses that line: keep its format.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    process.stdout.write(`${formatSummary(countResults(testModules, unhandledErrors))}\n`);
  }
}
