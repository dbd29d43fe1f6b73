import { defineConfig } from 'vitest/config';

// The Firefox build in Firefox ESR over WebDriver BiDi, and the checks of both production
// builds (manifests, popup size): run after `wxt build` and `wxt build -b firefox`.
export default defineConfig({
  test: {
    include: ['test/e2e-firefox/**/*.e2e.test.ts', 'test/build/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
