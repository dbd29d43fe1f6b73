const two = (value: number) => (value < 10 ? `0${value}` : `${value}`);
const three = (value: number) =>
  value < 10 ? `00${value}` : value < 100 ? `0${value}` : `${value}`;

/** A cue time as `HH:MM:SS` and milliseconds after `mark` (`,` in SRT, `.` in WebVTT). */
export function clock(seconds: number, mark: ',' | '.'): string {
  const total = Math.round(seconds * 1000);
  const ms = total % 1000;
  const whole = (total - ms) / 1000;
  const s = whole % 60;
  const m = ((whole - s) / 60) % 60;
  const h = (whole - s - m * 60) / 3600;
  return `${two(h)}:${two(m)}:${two(s)}${mark}${three(ms)}`;
}
