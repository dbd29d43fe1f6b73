import { formatDuration, type JobPhase } from '@scribekit/shared';
import type { Io } from './io.js';

/** A duration for a table cell: `4:05`, `1:02:03`, or `–` when unknown. */
export const durationCell = (seconds: number | null | undefined): string =>
  typeof seconds === 'number' && seconds > 0 ? formatDuration(seconds) : '–';

/** An ISO timestamp as `2026-11-25 14:05` (UTC), short enough for a table. */
export const timeCell = (iso: string | null | undefined): string =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '–';

/** Colours a status by its phase: green done, red failed, yellow still working. */
export function paintPhase(io: Io, phase: JobPhase): (text: string) => string {
  if (phase === 'done') return io.style.green;
  if (phase === 'failed' || phase === 'cancelled') return io.style.red;
  return io.style.yellow;
}

/** A progress fraction as `42%`, or an empty cell. */
export const percentCell = (fraction: number | null): string =>
  fraction === null ? '' : `${Math.round(fraction * 100)}%`;

/** `value` as JSON: indented on a terminal, one line when piped. */
export const toJson = (io: Io, value: unknown): string =>
  io.isTerminal ? JSON.stringify(value, null, 2) : JSON.stringify(value);
