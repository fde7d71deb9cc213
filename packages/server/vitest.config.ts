import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@stepwise/source'] },
  ssr: { resolve: { conditions: ['@stepwise/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Generous: on a loaded 2-core machine a file's server start (a database cloned, a demo
    // seeded, argon2 sign-ins) can take long; these limits catch hangs, not slowness.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each test file boots its own server and database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
