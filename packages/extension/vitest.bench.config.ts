import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';

// `pnpm bench`: the extension's absolute time budgets on the built extension (the player's), each
// printed beside a baseline measured in the same run. Run after `pnpm build`.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    setupFiles: ['test/unit/setup-i18n.ts'],
    include: ['test/bench/player.bench-e2e.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
