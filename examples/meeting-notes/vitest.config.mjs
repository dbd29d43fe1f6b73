import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.mjs'],
    // One sandbox serves the run, and its state is shared: test files take turns.
    fileParallelism: false,
    include: ['test/**/*.test.mjs'],
  },
});
