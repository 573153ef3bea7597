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
    ],
  },
});
