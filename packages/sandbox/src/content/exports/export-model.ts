import type { Segment, Speaker } from '../types.js';

// The eight export formats (reference 2.6) are the spec's `ExportFormat` enum.
export { EXPORT_FORMATS, type ExportFormat } from '../../generated/spec-enums.js';

/** What an export is rendered from: a completed transcript's content. */
export interface ExportableTranscript {
  /** Transcript id (copied into the JSON export). */
  id?: string;
  /** Title shown at the top of documents. */
  title: string;
  /** Language code ('' or absent when unknown). */
  language?: string | null;
  /** Length in seconds (defaults to the end of the last segment). */
  duration_s?: number | null;
  /** Creation time (ISO 8601); also used as the document date so re-renders match. */
  created_at?: string | null;
  speakers: readonly Speaker[];
  segments: readonly Segment[];
}

/** A rendered export file. */
export interface RenderedExport {
  bytes: Uint8Array;
  /** Content type to serve the file with. */
  mime: string;
  /** File extension without the dot. */
  extension: string;
}

/** One line of a transcript as every format shows it. */
export interface ExportLine {
  index: number;
  start_s: number;
  /** Never before start_s, so cue times stay valid even for odd input. */
  end_s: number;
  speaker: string;
  text: string;
  confidence: number;
  segment: Segment;
}

/** The segments in spoken order with speaker names, leaving out segments without text. */
export function exportLines(transcript: ExportableTranscript): ExportLine[] {
  const names = new Map(
    transcript.speakers.map((speaker) => [speaker.id, speaker.name || speaker.label]),
  );
  return [...transcript.segments]
    .sort((a, b) => a.seq - b.seq)
    .filter((segment) => segment.text.trim().length > 0)
    .map((segment, index) => ({
      index,
      start_s: segment.start_s,
      end_s: Math.max(segment.end_s, segment.start_s + 0.001),
      speaker: names.get(segment.speaker_id) ?? 'Unknown speaker',
      text: segment.text.trim(),
      confidence: segment.confidence,
      segment,
    }));
}

/** Length of the transcript in seconds: the stated duration, else the end of the last segment. */
export const transcriptDuration = (transcript: ExportableTranscript): number =>
  transcript.duration_s ?? Math.max(0, ...transcript.segments.map((segment) => segment.end_s));

/** The document date: created_at when given and valid, else now. */
export function documentDate(transcript: ExportableTranscript): Date {
  const date = transcript.created_at ? new Date(transcript.created_at) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/** Speaker names in order of appearance (for headers). */
export function speakerNames(transcript: ExportableTranscript): string[] {
  return [...new Set(exportLines(transcript).map((line) => line.speaker))];
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
