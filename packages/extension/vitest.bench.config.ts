import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';

// `pnpm bench`: the extension's absolute time budgets on the built extension (the player's, the
// popup's paint, the transcript page's keystroke), each printed beside a baseline or the CPU time
// measured in the same run; `pnpm test` judges the same work by CPU time. Run after `pnpm build`.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    setupFiles: ['test/unit/setup-i18n.ts'],
    include: ['test/bench/player.bench-e2e.ts', 'test/bench/page-speed.bench-e2e.ts'],
    // One Chromium at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
