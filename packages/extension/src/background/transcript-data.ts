import { i18n } from '#i18n';
import type { ExportFormat } from '../messages/export-formats.js';
import type { ExportLink, SpeakerView, TranscriptView } from '../messages/transcript-page.js';
import type { ApiOperations } from './api.js';
import { BadInputError } from './errors-to-text.js';
import type { JobStore } from './job-store.js';
import { findSource, playbackOf } from './transcript-source.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses an id that cannot be a transcript id before asking the API. */
export function requireTranscriptId(id: string): string {
  if (!UUID.test(id)) {
    throw new BadInputError(
      i18n.t('errors.badTranscriptId'),
      i18n.t('errors.badTranscriptIdDetail'),
    );
  }
  return id;
}

type Speaker = Awaited<ReturnType<ApiOperations['transcript']>>['speakers'][number];

/** A speaker as the pages show it: the name, else the label. */
export function speakerView(speaker: Speaker): SpeakerView {
  return {
    id: speaker.id,
    name: speaker.name || speaker.label,
    color: speaker.avatar_color,
    speakingSeconds: speaker.speaking_seconds,
  };
}

/** A transcript with its speakers, segments and source, for the transcript page. */
export async function loadTranscript(
  ops: ApiOperations,
  id: string,
  store?: JobStore,
): Promise<TranscriptView> {
  const transcript = await ops.transcript(requireTranscriptId(id));
  const { source, playback } = await findSource(ops, transcript, store);
  return {
    source,
    playback,
    id: transcript.id,
    title: transcript.title,
    durationS: transcript.duration_s,
    language: transcript.detected_language ?? (transcript.language || null),
    status: transcript.status,
    speakers: transcript.speakers.map(speakerView),
    segments: [...transcript.segments]
      .sort((a, b) => a.seq - b.seq)
      .map((segment) => ({
        id: segment.id,
        startS: segment.start_s,
        endS: segment.end_s,
        speakerId: segment.speaker_id,
        text: segment.text,
      })),
  };
}

/**
 * A fresh streaming address of a transcript's file: the one the page has is pre-signed and
 * expires (an hour at the service), so a player that outlives it asks again.
 */
export async function playbackAddress(ops: ApiOperations, id: string) {
  return playbackOf((await ops.transcriptMeta(requireTranscriptId(id))).file);
}

/** A file name from a title: no characters file systems refuse, at most 80 characters. */
export function fileNameFor(title: string, format: ExportFormat): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'transcript';
  return `${base}.${format}`;
}

/** Exports a transcript, waits until the file is ready, and gives its download link. */
export async function exportTranscript(
  ops: ApiOperations,
  id: string,
  format: ExportFormat,
): Promise<ExportLink> {
  const meta = await ops.transcriptMeta(requireTranscriptId(id));
  const started = await ops.startExport(id, format);
  const ready = await ops.waitForExport(started.id);
  const link = await ops.exportDownload(ready.id);
  return { url: link.url, filename: fileNameFor(meta.title, format) };
}
