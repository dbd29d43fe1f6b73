import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One sandbox for the whole run, started before any test file (real HTTP on loopback).
    globalSetup: ['test/integration/global-setup.ts'],
    // Each file takes an isolated account of it, so a fault (a stalled or refused part), a
    // webhook or a request-log entry only meets the test file that made it.
    setupFiles: ['test/integration/account-setup.ts'],
    // Files run side by side: they mostly wait (on sandboxes, child processes, retry pauses),
    // so three at a time keep two cores busy.
    maxWorkers: 3,
    // One module cache per worker (each file still gets its own account): loading the SDK and
    // the sandbox's client again for every file was a fifth of the suite's CPU.
    isolate: false,
    // A guard against hangs, not a budget: a file's heavy tests (64 MiB uploads, document
    // exports, search indexes) share two busy cores with the whole suite.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
