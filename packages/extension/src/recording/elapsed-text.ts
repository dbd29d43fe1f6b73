import { formatDuration } from '@scribekit/shared';

/** Elapsed time as the badge shows it, in at most 4 characters: `0:42`, `9:59`, `42m`, `1h05`. */
export function badgeElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  if (minutes < 10) return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 10) return `${hours}h${String(minutes % 60).padStart(2, '0')}`;
  return `${hours}h`;
}

/** Elapsed time in full, as the popup shows it (the kit's length format): `0:42`, `12:05`, `1:02:09`. */
export function clockElapsed(ms: number): string {
  return formatDuration(Math.max(0, ms) / 1000);
}
