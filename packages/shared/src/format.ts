function isUsable(value: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * A length of time for people: `0:05`, `1:15`, `1:02:05` (hours only when there are any).
 * Fractions of a second are dropped. Negative, NaN or infinite input gives `--:--`.
 */
export function formatDuration(seconds: number): string {
  if (!isUsable(seconds)) return '--:--';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
}

/** Options of {@link formatTimestamp}. */
export interface TimestampOptions {
  /** Append milliseconds (`00:01:15.250`); default false. */
  milliseconds?: boolean;
  /** Mark before the milliseconds: `.` as in WebVTT (default) or `,` as in SRT. */
  decimalMark?: '.' | ',';
}

/**
 * A position in a recording as `HH:MM:SS` (`00:01:15`), optionally with milliseconds
 * (`00:01:15,250` for SRT). Hours grow past two digits when needed. Without milliseconds,
 * fractions are dropped; with them, the value is rounded to the millisecond.
 * Negative, NaN or infinite input gives `--:--:--`.
 */
export function formatTimestamp(seconds: number, options: TimestampOptions = {}): string {
  if (!isUsable(seconds)) return '--:--:--';
  const totalMs = options.milliseconds ? Math.round(seconds * 1000) : Math.floor(seconds) * 1000;
  const whole = Math.floor(totalMs / 1000);
  const clock = `${pad2(Math.floor(whole / 3600))}:${pad2(Math.floor((whole % 3600) / 60))}:${pad2(whole % 60)}`;
  if (!options.milliseconds) return clock;
  return `${clock}${options.decimalMark ?? '.'}${String(totalMs % 1000).padStart(3, '0')}`;
}

const byteUnits = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A size for people in decimal (SI) units, as operating systems' file managers show them:
 * `512 B`, `1.5 kB`, `23 MB`. One decimal below 10 of a unit, none above; `.0` is left out.
 * Negative, NaN or infinite input gives `--`.
 */
export function formatBytes(bytes: number): string {
  if (!isUsable(bytes)) return '--';
  const last = byteUnits.length - 1;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < last) {
    value /= 1000;
    unit += 1;
  }
  let shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  // 999.6 kB rounds to 1000 kB; show it as 1 MB instead.
  if (shown >= 1000 && unit < last) {
    unit += 1;
    shown = 1;
  }
  return `${shown} ${byteUnits[unit]}`;
}
