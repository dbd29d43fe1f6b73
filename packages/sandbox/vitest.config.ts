import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/build-once.ts'],
    // A guard against hangs, not a budget: exports and kill -9 loops share two busy cores with
    // the whole suite.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Test files share nothing but loaded modules (each starts its own sandbox), so one module
    // cache per worker saves loading the document libraries again for every file.
    isolate: false,
  },
});
