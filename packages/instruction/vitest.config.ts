import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@stepwise/source'] },
  ssr: { resolve: { conditions: ['@stepwise/source'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
