// `01:02:03,456` (SRT), `01:02:03.456` or `02:03.456` (WebVTT): hours optional and of any length,
// 1–3 digits of fraction (some tools write fewer).
const TIME = /^(?:(\d+):)?([0-5]?\d):([0-5]?\d)[,.](\d{1,3})$/;

/** Seconds of a cue timestamp, or null when it is not one. */
export function parseTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes, seconds, fraction = ''] = match;
  const ms = Number(fraction.padEnd(3, '0'));
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + ms / 1000;
}

/** A timing line's start and end: `START --> END` and anything after (WebVTT cue settings). */
export function parseTimingLine(line: string): { start: number; end: number } | null {
  const arrow = line.indexOf('-->');
  if (arrow < 0) return null;
  const start = parseTime(line.slice(0, arrow));
  const end = parseTime(
    line
      .slice(arrow + 3)
      .trim()
      .split(/\s+/)[0] ?? '',
  );
  return start === null || end === null ? null : { start, end };
}

/** Text as lines: a byte-order mark dropped, CRLF and CR as LF. */
export function textLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
}
