import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';
import { wxtVitestPlugins } from './scripts/without-auto-imports.js';

// Unit tests: the background's modules with WXT's `fakeBrowser` for the extension APIs, against
// a real sandbox on loopback for the API.
export default defineConfig({
  plugins: [wxtVitestPlugins(WxtVitest)],
  test: {
    include: ['test/unit/**/*.test.ts'],
    setupFiles: ['test/unit/setup-i18n.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One module cache per worker: loading WXT's fake browser again for every file cost most of
    // the suite's CPU (69 s against 21 s for the same 276 tests); each test resets what it uses.
    isolate: false,
  },
});
