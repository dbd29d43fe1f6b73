/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with `pnpm generate` at the repository root (or `pnpm --filter @scribekit/sdk generate`).
 */

/**
 * Operations marked `x-idempotent: true` (the service deduplicates them by `Idempotency-Key`):
 * - POST /files/upload-init
 * - POST /smart-reports/
 */
export const idempotentPaths: Readonly<Record<string, RegExp>> = {
  POST: /(?:\/files\/upload-init|\/smart-reports)\/?$/,
};
