const two = (n: number) => String(n).padStart(2, '0');

/** A time of day as `14:05` (local time), for quota slots; with seconds when it is under 10 min away. */
export function clock(at: number, now = Date.now()): string {
  const date = new Date(at);
  const minutes = `${two(date.getHours())}:${two(date.getMinutes())}`;
  return at - now < 600_000 ? `${minutes}:${two(date.getSeconds())}` : minutes;
}

/** A span as `3h 05m`, `4m 10s` or `12s`. */
export function span(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s >= 3600)
    return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${s}s`;
}
