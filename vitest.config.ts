import solid from 'vite-plugin-solid';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The summary reporter must come last: its `N passed, N failed` line ends the output.
    reporters: ['default', './test/support/summaryReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'test/shared/**/*.test.ts',
            'test/cli/**/*.test.ts',
            'test/main/**/*.test.ts',
            'test/preload/**/*.test.ts',
            'test/support/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [solid()],
        resolve: { conditions: ['module', 'browser', 'development'] },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/renderer/**/*.test.ts', 'test/renderer/**/*.test.tsx'],
        },
      },
      {
        // The built app in headless Chromium over browser mode (test/e2e/gameNight.e2e.test.ts).
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
