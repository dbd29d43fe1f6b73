import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.mjs'],
    // One sandbox serves the run, and its state is shared: test files take turns.
    fileParallelism: false,
    include: ['test/**/*.test.mjs'],
    // Room for a busy machine (vitest's 5 s default is not): the tests wait on the sandbox's
    // manual clock, never on time, so a slow run is only slower.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
