import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/build-once.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Test files share nothing but loaded modules (each starts its own sandbox), so one module
    // cache per worker saves loading the document libraries again for every file.
    isolate: false,
  },
});
