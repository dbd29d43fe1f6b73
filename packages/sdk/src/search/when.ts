const RELATIVE = /^(\d+)\s*(h|d|w|m|y)$/i;
const UNIT_MS: Record<string, number> = {
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
  m: 30 * 86_400_000,
  y: 365 * 86_400_000,
};

/**
 * A moment from `--since`-style input: a `Date`, an ISO date (`2026-11-01`) or date-time, or an
 * age (`12h`, `7d`, `2w`, `3m` months of 30 days, `1y`), `today` or `yesterday`. Throws a
 * `RangeError` saying what is accepted.
 */
export function parseSince(when: Date | string, now: Date = new Date()): Date {
  if (when instanceof Date) {
    if (Number.isNaN(when.getTime())) throw new RangeError('since: an invalid Date');
    return when;
  }
  const text = when.trim().toLowerCase();
  const relative = RELATIVE.exec(text);
  if (relative) {
    return new Date(now.getTime() - Number(relative[1]) * (UNIT_MS[relative[2] as string] ?? 0));
  }
  if (text === 'today' || text === 'yesterday') {
    const day = new Date(now);
    day.setHours(0, 0, 0, 0);
    if (text === 'yesterday') day.setDate(day.getDate() - 1);
    return day;
  }
  if (/^\d{4}-\d{2}-\d{2}([t ][\d:.]+(z|[+-]\d{2}:?\d{2})?)?$/.test(text)) {
    const date = new Date(text.length === 10 ? `${text}T00:00:00` : text.toUpperCase());
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new RangeError(
    `since: "${when}" is not a date (2026-11-01, 2026-11-01T09:30:00Z), an age (12h, 7d, 2w, 3m, 1y), today or yesterday`,
  );
}
