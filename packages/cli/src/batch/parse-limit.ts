import type { QuotaLimit } from '@scribekit/sdk/batch';
import { UsageError } from '../errors.js';

const UNITS: Record<string, number> = { s: 1000, m: 60_000, min: 60_000, h: 3_600_000 };

/**
 * `--upload-limit 100/h`: a known limit of a raised plan (or of a sandbox), as requests per
 * window — `N/h`, `N/30m`, `N/8s`. Limits the service teaches with a 429 still win.
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
