import type { SearchHit } from '@scribekit/sdk/search';
import type { Io } from '../io/io.js';
import { clock } from '../mcp/clock.js';

/** The pinned `--json` shape of a hit. */
export const hitJson = (hit: SearchHit) => ({
  transcript_id: hit.transcript_id,
  title: hit.title,
  start_s: hit.start_s,
  end_s: hit.end_s,
  speaker: hit.speaker,
  text: hit.text,
});

/**
 * `text` with its matches marked: bold and underlined on a terminal with colour, `[[…]]`
 * otherwise (so a pipe or a log still shows what matched).
 */
export function markMatches(io: Io, text: string, matches: Array<[number, number]>): string {
  let marked = '';
  let at = 0;
  for (const [start, end] of matches) {
    const word = text.slice(start, end);
    marked +=
      text.slice(at, start) + (io.color ? `\u001b[1;4m${word}\u001b[22;24m` : `[[${word}]]`);
    at = end;
  }
  return marked + text.slice(at);
}

/** Two lines a hit: title, time and speaker, then the segment with the match marked. */
export function hitLines(io: Io, hit: SearchHit): string[] {
  const where = `${clock(hit.start_s)}${hit.speaker ? `  ${hit.speaker}` : ''}`;
  return [
    `${io.style.bold(hit.title || hit.transcript_id)}  ${io.style.cyan(where)}  ${io.style.dim(hit.transcript_id)}`,
    `  ${markMatches(io, hit.text, hit.matches)}`,
  ];
}
