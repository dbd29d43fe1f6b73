/** A moment an answer cites: a transcript, and the second it starts at when given. */
export interface CitedMoment {
  transcriptId: string;
  atSeconds: number | null;
}

const MOMENT =
  /^scribekit:\/\/transcripts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:#t=(\d+(?:\.\d+)?))?$/i;

/**
 * The moment a link of an answer points at (`scribekit://transcripts/<id>#t=<seconds>`, the
 * transcript resource with a media fragment, as the sandbox cites and `scribekit mcp` links), or
 * null for any other address (which the page never follows).
 */
export function citedMoment(href: string): CitedMoment | null {
  const match = MOMENT.exec(href);
  if (!match) return null;
  return {
    transcriptId: (match[1] as string).toLowerCase(),
    atSeconds: match[2] === undefined ? null : Number(match[2]),
  };
}
