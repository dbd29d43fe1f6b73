import { defineConfig } from 'vitest/config';

// `pnpm bench`: the wall-time budgets that a busy machine can break, so they stay out of
// `pnpm test` (whose timing checks judge CPU time or a same-run control instead).
export default defineConfig({
  test: {
    include: ['bench/**/*.budget.test.ts'],
    globalSetup: ['test/support/build-once.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
