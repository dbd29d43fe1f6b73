import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';
import { wxtVitestPlugins } from './scripts/without-auto-imports.js';

// End-to-end tests of the built extension in Chromium: run after `pnpm build`.
export default defineConfig({
  // Resolves `#i18n` and friends for the source modules the tests import (the API operations).
  plugins: [wxtVitestPlugins(WxtVitest)],
  test: {
    setupFiles: ['test/unit/setup-i18n.ts'],
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: an e2e file also waits (on the sandbox's clock, on the browser), so
    // two keep the machine's two cores busy without crowding them (310 CPU-s in 214 s alone).
    maxWorkers: 2,
    // Test files share nothing but loaded modules (each starts its own sandbox and browser), so
    // one module cache per worker saves loading Playwright, the sandbox and WXT again per file.
    isolate: false,
  },
});
