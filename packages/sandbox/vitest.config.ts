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
    // Two files at a time: one alone keeps a core only about 1.0 busy of 2 (its sandboxes wait on
    // timers, disks and child processes): 172 s → 104 s alone, the same CPU.
    maxWorkers: 2,
  },
});
