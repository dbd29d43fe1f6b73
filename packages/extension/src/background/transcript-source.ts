import { mediaExtensions } from '@scribekit/shared';
import type { TranscriptPlayback, TranscriptSource } from '../messages/transcript-page.js';
import type { ApiOperations } from './api.js';
import type { JobStore } from './job-store.js';

type Transcript = Awaited<ReturnType<ApiOperations['transcript']>>;

const MEDIA_PATH = new RegExp(`\\.(${mediaExtensions.join('|')})$`, 'i');

/** How a moment can be put into `url`; null when it cannot (a page we cannot seek in). */
export function sourceFromUrl(url: string, provider = ''): TranscriptSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www|m|music)\./, '');
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    return { url, kind: 'youtube' };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return { url, kind: 'vimeo' };
  if (host === 'loom.com') return { url, kind: 'loom' };
  if (provider === 'direct_url' || MEDIA_PATH.test(parsed.pathname)) return { url, kind: 'media' };
  return null;
}

/** Where a transcript's recording is: a page to open at a moment, or a file to play here. */
export interface FoundSource {
  /** An imported video or media link, opened at a moment in a tab of its own. */
  source: TranscriptSource | null;
  /** An uploaded file or a recording, played in the transcript page from its file's address. */
  playback: TranscriptPlayback | null;
}

/** The file's streaming address, to play in the page (null when the service gave none). */
export function playbackOf(file: { public_url?: string | null; mime?: string | null }) {
  return file.public_url ? { url: file.public_url, mime: file.mime ?? '' } : null;
}

/**
 * Where a transcript's recording is: an import keeps its source page (the job this browser
 * started, else the account's imports list), opened at a moment; an uploaded file, a tab
 * recording and a meeting recording play in the page from the file's own address.
 */
export async function findSource(
  ops: ApiOperations,
  transcript: Transcript,
  store?: JobStore,
): Promise<FoundSource> {
  const file = playbackOf(transcript.file);
  const job = (await store?.all())?.find((tracked) => tracked.transcriptId === transcript.id);
  if (job) {
    return job.kind === 'recording_job'
      ? { source: null, playback: file }
      : { source: sourceFromUrl(job.url), playback: null };
  }
  // The list needs imports:read; without it, the file is played as an upload's would be.
  const imported = await ops.recentImports().then(
    (page) => page.items.find((item) => item.transcript_id === transcript.id),
    () => undefined,
  );
  if (imported) return { source: sourceFromUrl(imported.url, imported.provider), playback: null };
  return { source: null, playback: file };
}
