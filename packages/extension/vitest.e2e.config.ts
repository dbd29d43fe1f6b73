import { defineConfig } from 'vitest/config';

// End-to-end tests and checks of the built extension: run after `pnpm build`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts', 'test/build/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One Chromium at a time: the machine has two cores.
    fileParallelism: false,
  },
});
