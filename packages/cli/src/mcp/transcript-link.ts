import type { ResourceLink } from '@modelcontextprotocol/server';

/** The resource address of a transcript (read as Markdown: speakers and times). */
export const transcriptUri = (id: string) => `scribekit://transcripts/${id}`;

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
