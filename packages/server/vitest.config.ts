import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@stepwise/source'] },
  ssr: { resolve: { conditions: ['@stepwise/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file boots its own server and database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
