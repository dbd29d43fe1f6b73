import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One sandbox for the whole run, started before any test file (real HTTP on loopback).
    globalSetup: ['test/integration/global-setup.ts'],
    // One file at a time: the files inject faults into that one shared sandbox, and a fault
    // (a stalled or refused part) must only meet the uploads of the test that set it.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
