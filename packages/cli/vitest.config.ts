import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests that spawn dist/main.js (the terminal, the packed tarball) need a current build.
    globalSetup: ['test/support/build-once.ts'],
    // Files run side by side: they mostly wait (on sandboxes, child processes, terminals); each
    // has its own sandbox, scratch folder and tmux socket. Two at a time: turbo runs the sandbox's,
    // the SDK's and the extension's suites beside this one on the machine's two cores.
    maxWorkers: 2,
    // A guard against hangs, not a budget: a file's heavy tests (64 MiB uploads, document
    // exports, search indexes) share two busy cores with the whole suite.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
