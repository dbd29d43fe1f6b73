/** A position or length in seconds as `h:mm:ss` (`0:01:15`, `1:02:03`); fractions are dropped. */
export function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '-:--:--';
  const whole = Math.floor(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** A moment for a message: local time of day, the UTC instant, and how far away it is. */
export function describeMoment(at: number, now = Date.now()): string {
  const date = new Date(at);
  const local = date.toLocaleTimeString('en-GB', { hour12: false });
  const waitS = Math.max(0, Math.ceil((at - now) / 1000));
  const wait =
    waitS >= 3600
      ? `${Math.floor(waitS / 3600)} h ${Math.round((waitS % 3600) / 60)} min`
      : waitS >= 60
        ? `${Math.round(waitS / 60)} min`
        : `${waitS} s`;
  return `${local} local time (${date.toISOString().replace(/\.\d{3}Z$/, 'Z')}), in ${wait}`;
}
