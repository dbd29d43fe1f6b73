import { mediaExtensions } from '@scribekit/shared';
import type { TranscriptSource } from '../messages.js';
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

/**
 * Where a transcript's recording can be played: the job this browser started, else the
 * account's imports; a meeting recording has none; an uploaded file plays from its own address.
 */
export async function findSource(
  ops: ApiOperations,
  transcript: Transcript,
  store?: JobStore,
): Promise<TranscriptSource | null> {
  const job = (await store?.all())?.find((tracked) => tracked.transcriptId === transcript.id);
  if (job) return job.kind === 'recording_job' ? null : sourceFromUrl(job.url);
  // The lists need imports:read and recordings:read; without them the file's address still works.
  const imported = await ops.recentImports().then(
    (page) => page.items.find((item) => item.transcript_id === transcript.id),
    () => undefined,
  );
  if (imported) return sourceFromUrl(imported.url, imported.provider);
  const recorded = await ops.recentRecordings().then(
    (page) => page.items.some((item) => item.transcript_id === transcript.id),
    () => false,
  );
  if (recorded) return null;
  return transcript.file.public_url ? { url: transcript.file.public_url, kind: 'media' } : null;
}
