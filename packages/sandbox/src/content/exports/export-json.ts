import { type ExportableTranscript, transcriptDuration } from './export-model.js';

/** JSON: the transcript with its speakers and segments (and words when the segments carry them). */
export function renderJson(transcript: ExportableTranscript): string {
  const document = {
    id: transcript.id ?? null,
    title: transcript.title,
    language: transcript.language ?? '',
    duration_s: transcriptDuration(transcript),
    created_at: transcript.created_at ?? null,
    speakers: transcript.speakers,
    segments: [...transcript.segments].sort((a, b) => a.seq - b.seq),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
