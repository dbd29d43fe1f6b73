import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';

// The figures of "Record this tab" (CPU, memory, file size) on the built extension: run by hand,
// `RECORD_SECONDS=600 pnpm bench:record` for the ten minutes.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    setupFiles: ['test/unit/setup-i18n.ts'],
    include: ['test/bench/**/*.bench-e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
