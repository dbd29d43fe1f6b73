import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests that spawn dist/main.js (the terminal, the packed tarball) need a current build.
    globalSetup: ['test/support/build-once.ts'],
    // Files run side by side: they mostly wait (on sandboxes, child processes, terminals), so
    // three at a time keep two cores busy; each has its own sandbox, scratch folder and tmux socket.
    maxWorkers: 3,
    // One module cache per worker: the CLI's modules loaded once, not again for every file (the
    // suite's CPU 179 s → 149 s); what a test runs as a user would is a child process anyway.
    isolate: false,
    // A guard against hangs, not a budget: a file's heavy tests (64 MiB uploads, document
    // exports, search indexes) share two busy cores with the whole suite.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
