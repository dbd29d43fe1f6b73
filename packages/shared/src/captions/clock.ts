// Two digits for 0–99, written once: in a cold process a table read costs less than formatting
// a number on every call (a 6-hour file writes 10 000 times).
const TWO = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : `${n}`));
const two = (value: number) => TWO[value] ?? (value < 10 ? `0${value}` : `${value}`);
const three = (value: number) =>
  value >= 0 && value < 100
    ? `0${TWO[value]}`
    : value < 10
      ? `00${value}`
      : value < 100
        ? `0${value}`
        : `${value}`;

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
