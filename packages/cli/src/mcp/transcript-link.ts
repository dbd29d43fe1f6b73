import type { ResourceLink } from '@modelcontextprotocol/server';

/** The resource address of a transcript (read as Markdown: speakers and times). */
export const transcriptUri = (id: string) => `scribekit://transcripts/${id}`;

/** A transcript's address at a moment (a media fragment, `#t=` seconds): reading it reads the transcript. */
export const transcriptMomentUri = (id: string, seconds: number) =>
  `${transcriptUri(id)}#t=${Math.floor(seconds)}`;

/** The resource address of a Smart Report (its Markdown). */
export const reportUri = (id: string) => `scribekit://reports/${id}`;

/** A `resource_link` to a transcript, for tools to return with what they made or found. */
export const transcriptLink = (id: string, title: string): ResourceLink => ({
  type: 'resource_link',
  uri: transcriptUri(id),
  name: title || id,
  title: title || `Transcript ${id}`,
  mimeType: 'text/markdown',
});
