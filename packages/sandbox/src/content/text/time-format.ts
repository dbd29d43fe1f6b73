// Clock and duration texts of the human-readable exports and reports (cue times of SRT and VTT
// come from @scribekit/shared's formatTimestamp; its formatDuration is the compact "1:02:05" of
// the CLI and the extension, where these documents spell a length out with units).

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** "MM:SS", or "H:MM:SS" from one hour on, for a time in seconds (rounded down). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${pad(minutes)}:${pad(secs)}`;
}

/** A length with its units, as a document states it: "1 h 5 min", "12 min 30 s" or "45 s". */
export function formatDurationWithUnits(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return secs > 0 ? `${minutes} min ${secs} s` : `${minutes} min`;
  return `${secs} s`;
}
