import { AVAILABILITY_STATUSES, ServerError, TimeoutError } from '@scribekit/sdk';
import { detectPage, platforms, providers } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { ErrorInfo } from '../messages/envelope.js';
import type { PageReport } from '../messages/popup.js';
import { pageTitle, platformLabel, providerLabel } from '../page-title.js';
import type { ApiOperations } from './api.js';
import { BadInputError } from './errors-to-text.js';
import type { JobActions } from './job-actions.js';
import { isActive, type JobStore } from './job-store.js';

/** Sites the extension can work with, in words (for "this page can't be transcribed"). */
export function supportedSitesText(): string {
  const sources = providers.filter((item) => item.code !== 'direct_url').map((item) => item.label);
  const meetings = platforms.map((item) => item.label);
  return i18n.t('page.supportedSites', [sources.join(', '), meetings.join(', ')]);
}

/**
 * True when `input` reads as a web address a person meant to paste: an http(s) URL, or
 * `host.tld/path` without the scheme. Words with spaces are not.
 */
export function looksLikeLink(input: string): boolean {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isWebPage(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Options of `inspectPage`. */
export interface InspectOptions {
  /** The address came from the active tab (not typed): a browser page is not "bad input". */
  fromTab?: boolean;
  /** The tracked jobs, and the way to track one found only on the service. */
  jobs?: { store: JobStore; actions: JobActions };
  /** Failure to plain words (for a preview that failed; without it, that failure is thrown). */
  describe?: (error: unknown) => ErrorInfo;
}

// A preview the service failed to give (it erred or took too long) says nothing against the link:
// the start is still offered, with the preview's failure above it.
function previewFailed(error: unknown): boolean {
  return error instanceof ServerError || error instanceof TimeoutError;
}

const noPreview = { title: null, thumbnail: null, duration_s: null, supported: true, reason: null };

// States in which a bot is (about to be) in the meeting: a second one would be duplicate work.
const botInMeeting = new Set(['scheduled', 'joining', 'recording']);

const sameUrl = (canonical: string) => (other: string) => {
  const match = detectPage(other);
  return match.kind !== 'none' && match.url === canonical;
};

/**
 * What a page or pasted link is, with what the API says: the import preview for a video or media
 * link, the platform's availability for a meeting. Text that is not a link throws `BadInputError`.
 */
export async function inspectPage(
  input: string,
  api: () => Promise<ApiOperations>,
  platformsCache: PlatformsCache,
  options: InspectOptions = {},
): Promise<PageReport> {
  const text = input.trim();
  if (!options.fromTab && !looksLikeLink(text)) {
    throw new BadInputError(i18n.t('page.notLink'), i18n.t('page.notLinkDetail'));
  }
  const match = detectPage(text);
  if (match.kind === 'none') {
    const hint = match.hint ?? null;
    return {
      kind: 'none',
      url: text || null,
      hint,
      // Short words: the popup names the sites that work under them.
      reason:
        hint === 'paste_meeting_link'
          ? i18n.t('page.pasteMeetingLink')
          : !isWebPage(text)
            ? i18n.t('page.browserPage')
            : options.fromTab
              ? i18n.t('page.nothingToDo')
              : i18n.t('page.cannotTranscribeLink'),
    };
  }
  const ops = await api();
  const tracked = options.jobs ? await options.jobs.store.all() : [];
  const isThis = sameUrl(match.url);
  if (match.kind === 'import') {
    let previewError: ErrorInfo | null = null;
    const [preview, serviceImports] = await Promise.all([
      ops.previewImport(match.url).catch((error: unknown) => {
        if (!options.describe || !previewFailed(error)) throw error;
        previewError = options.describe(error);
        return noPreview;
      }),
      options.jobs ? ops.listImports().catch(() => []) : Promise.resolve([]),
    ]);
    const label = providerLabel(match.provider);
    const done =
      tracked.find((job) => job.phase === 'done' && job.transcriptId && isThis(job.url)) ?? null;
    const serviceDone = serviceImports.find(
      (item) => item.status === 'completed' && item.transcript_id && isThis(item.url),
    );
    let active = tracked.find((job) => isActive(job) && isThis(job.url)) ?? null;
    const serviceActive = serviceImports.find(
      (item) => item.status !== 'completed' && item.status !== 'failed' && isThis(item.url),
    );
    if (!active && serviceActive && options.jobs) {
      active = await options.jobs.actions.adopt(
        'source_import',
        serviceActive,
        match.url,
        label,
        preview.title ?? `${label} link`,
      );
    }
    const transcriptId = done?.transcriptId ?? serviceDone?.transcript_id ?? null;
    return {
      transcribed: transcriptId ? { transcriptId } : null,
      activeJobId: active && isActive(active) ? active.id : null,
      kind: 'import',
      url: match.url,
      provider: match.provider,
      providerLabel: label,
      previewError,
      preview: {
        title: preview.title,
        thumbnail: preview.thumbnail,
        durationS: preview.duration_s,
        supported: preview.supported,
        reason: preview.supported ? null : (preview.reason ?? i18n.t('failure.unsupportedUrl')),
      },
    };
  }
  const [platformList, serviceJobs] = await Promise.all([
    platformsCache.get(ops),
    options.jobs ? ops.listRecordings().catch(() => []) : Promise.resolve([]),
  ]);
  const entry = platformList.find((item) => item.code === match.platform);
  const status = AVAILABILITY_STATUSES.find((known) => known === entry?.status);
  let active =
    tracked.find(
      (job) => job.kind === 'recording_job' && botInMeeting.has(job.status) && isThis(job.url),
    ) ?? null;
  const serviceActive = serviceJobs.find(
    (item) => botInMeeting.has(item.status) && isThis(item.meet_url),
  );
  if (!active && serviceActive && options.jobs) {
    const label = platformLabel(match.platform);
    active = await options.jobs.actions.adopt(
      'recording_job',
      serviceActive,
      match.url,
      label,
      pageTitle(match),
    );
  }
  return {
    activeJobId: active?.id ?? null,
    kind: 'meeting',
    url: match.url,
    platform: match.platform,
    platformLabel: entry?.label ?? platformLabel(match.platform),
    availability: status ?? (entry ? 'unknown' : 'unavailable'),
    message: entry?.message ?? (entry ? null : i18n.t('page.platformUnlisted')),
  };
}

/** The platforms list, kept for a few minutes (it changes rarely). */
export function createPlatformsCache(now: () => number = Date.now, ttlMs = 5 * 60_000) {
  let cached: { at: number; list: Awaited<ReturnType<ApiOperations['platforms']>> } | null = null;
  return {
    async get(ops: ApiOperations) {
      if (cached && now() - cached.at < ttlMs) return cached.list;
      const list = await ops.platforms();
      cached = { at: now(), list };
      return list;
    },
    /** Forgets the list (after the key or address changes). */
    clear(): void {
      cached = null;
    },
  };
}

/** What `createPlatformsCache` returns. */
export type PlatformsCache = ReturnType<typeof createPlatformsCache>;
