import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@stepwise/source'] },
  ssr: { resolve: { conditions: ['@stepwise/source'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // The type test and the manifest check start a TypeScript program: seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
