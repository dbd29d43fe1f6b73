import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests that spawn dist/main.js (the terminal, the packed tarball) need a current build.
    globalSetup: ['test/support/build-once.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
