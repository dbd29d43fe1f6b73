/**
 * Milliseconds to wait according to a `Retry-After` header value: delay-seconds or an HTTP date.
 * Returns null when the value is absent or not understood (negative numbers, garbage).
 * A date in the past means "now" (0).
 */
export function parseRetryAfterMs(
  value: string | null | undefined,
  nowMs: number = Date.now(),
): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // An HTTP date always names a weekday or month; this keeps Date.parse from reading "-1" as a year.
  if (!/[a-z]/i.test(trimmed)) return null;
  const dateMs = Date.parse(trimmed);
  if (Number.isNaN(dateMs)) return null;
  return Math.max(0, dateMs - nowMs);
}
