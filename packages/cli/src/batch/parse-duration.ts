import { UsageError } from '../errors.js';

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** `--max-outage 30m`: a duration as `90s`, `30m`, `2h` or `1h30m`, in ms. */
export function parseDuration(flag: string, text: string): number {
  const parts = [...text.trim().matchAll(/(\d+)\s*([smh])/g)];
  const whole = parts.map((part) => part[0]).join('');
  const ms = parts.reduce((sum, [, n, unit]) => sum + Number(n) * (UNITS[unit as string] ?? 0), 0);
  if (parts.length === 0 || whole !== text.trim().replace(/\s+/g, '') || ms <= 0) {
    throw new UsageError(`--${flag} ${text}: give a duration such as 90s, 30m, 2h or 1h30m`);
  }
  return ms;
}
