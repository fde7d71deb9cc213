import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@stepwise/source'] },
  // What the loaders' build fills in from the manifests (vite.config.ts loaderConfig): fixed
  // chunk paths here, which src/widget-chunks.test.ts writes beside a loader of its own.
  define: {
    __STEPWISE_PLAYER_CHUNK__: JSON.stringify('./chunks/player-test.js'),
    __STEPWISE_HLS_CHUNK__: JSON.stringify('./chunks/hls-test.js'),
    __STEPWISE_ASSISTANT_CHUNK__: JSON.stringify('./chunks/assistant-test.js'),
    __STEPWISE_QUIZ_CHUNK__: JSON.stringify('./chunks/quiz-test.js'),
    __STEPWISE_INSTRUCTION_CHUNK__: JSON.stringify('./chunks/instruction-test.js'),
  },
  test: { include: ['src/**/*.test.ts'], environment: 'jsdom' },
});
