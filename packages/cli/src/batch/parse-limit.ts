import type { QuotaLimit, QuotaName } from '@scribekit/sdk/batch';
import { UsageError } from '../errors.js';

const UNITS: Record<string, number> = { s: 1000, m: 60_000, min: 60_000, h: 3_600_000 };

/**
 * `--upload-limit 100/h`: a known limit of a raised plan (or of a sandbox), as requests per
 * window — `N/h`, `N/30m`, `N/8s`. It stays the limit: a 429 only makes the batch wait for its
 * `Retry-After`.
 */
export function parseLimit(flag: string, text: string): QuotaLimit {
  const match = /^(\d+)\s*\/\s*(\d*)\s*(s|m|min|h)$/.exec(text.trim());
  const limit = Number(match?.[1]);
  const times = match?.[2] ? Number(match[2]) : 1;
  if (!match || limit < 1 || times < 1) {
    throw new UsageError(`--${flag} ${text}: give requests per window, e.g. 100/h, 20/30m or 2/8s`);
  }
  return { limit, windowMs: times * (UNITS[match[3] as string] as number) };
}

/** The limits stated by `--upload-limit` and `--import-limit` (of `transcribe` and `mcp`). */
export function statedLimits(args: {
  'upload-limit'?: string;
  'import-limit'?: string;
}): Partial<Record<QuotaName, QuotaLimit>> {
  return {
    ...(args['upload-limit']
      ? { 'upload-init': parseLimit('upload-limit', args['upload-limit']) }
      : {}),
    ...(args['import-limit']
      ? { 'source-import': parseLimit('import-limit', args['import-limit']) }
      : {}),
  };
}
