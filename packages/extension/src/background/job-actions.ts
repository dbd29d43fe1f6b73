import { detectPage, platforms, providers } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { ImportRequest } from '../messages.js';
import { pageTitle, platformLabel, providerLabel } from '../page-title.js';
import type { ApiOperations } from './api.js';
import { FIRST_DELAY_MS } from './backoff.js';
import { BadInputError } from './errors-to-text.js';
import { stateOfResource } from './job-check.js';
import { isActive, type JobStore, type TrackedJob } from './job-store.js';
import type { Poller } from './poller.js';

/** What the job actions work with. */
export interface JobActionDeps {
  /** The API operations of the saved key. */
  api: () => Promise<ApiOperations>;
  /** The tracked jobs. */
  store: JobStore;
  /** The poller that follows them. */
  poller: Poller;
  /** The clock (ms since epoch). */
  now?: () => number;
}

const notImportable = (url: string) =>
  new BadInputError(
    i18n.t('errors.notImportable'),
    i18n.t('errors.notImportableDetail', [
      providers
        .slice(0, 4)
        .map((item) => item.label)
        .join(', '),
      url,
    ]),
  );

/** Starting, cancelling and retrying jobs; each new job is tracked and followed by the poller. */
export function createJobActions(deps: JobActionDeps) {
  const now = deps.now ?? Date.now;

  function tracked(
    base: Pick<TrackedJob, 'id' | 'kind' | 'title' | 'url' | 'sourceLabel' | 'separateSpeakers'>,
    resource: { status: string; transcript_id: string | null; error?: string | null },
  ): TrackedJob {
    const draft: TrackedJob = {
      ...base,
      status: '',
      phase: 'queued',
      progress: null,
      label: '',
      transcriptId: null,
      error: null,
      errorHint: null,
      gone: false,
      warning: null,
      checkError: null,
      createdAt: now(),
      speakersDone: false,
      notified: false,
      nextPollAt: now() + FIRST_DELAY_MS,
      pollDelayMs: FIRST_DELAY_MS,
      updatedAt: now(),
    };
    return { ...draft, ...stateOfResource(draft, resource) };
  }

  async function requireJob(id: string): Promise<TrackedJob> {
    const job = await deps.store.get(id);
    if (!job) {
      throw new BadInputError(i18n.t('errors.jobMissing'), i18n.t('errors.jobMissingDetail'));
    }
    return job;
  }

  return {
    /** Imports a link (a video page or a media file). */
    async startImport(request: ImportRequest): Promise<TrackedJob> {
      const match = detectPage(request.url);
      if (match.kind !== 'import') throw notImportable(request.url);
      const ops = await deps.api();
      const created = await ops.startImport({
        url: match.url,
        ...(request.language ? { language: request.language } : {}),
        ...(request.title ? { title: request.title } : {}),
      });
      const label = providerLabel(match.provider);
      const job = tracked(
        {
          id: created.id,
          kind: 'source_import',
          title: request.title ?? `${label} link`,
          url: match.url,
          sourceLabel: label,
          separateSpeakers: request.separateSpeakers ?? false,
        },
        created,
      );
      await deps.poller.track(job);
      return job;
    },

    /** Sends the recording bot to a meeting. */
    async startRecording(url: string): Promise<TrackedJob> {
      const match = detectPage(url);
      if (match.kind !== 'meeting') {
        throw new BadInputError(
          i18n.t('errors.notMeeting'),
          i18n.t('errors.notMeetingDetail', [platforms.map((item) => item.label).join(', ')]),
        );
      }
      const ops = await deps.api();
      const created = await ops.startRecording(match.platform, match.url);
      const label = platformLabel(match.platform);
      const job = tracked(
        {
          id: created.id,
          kind: 'recording_job',
          title: pageTitle(match),
          url: match.url,
          sourceLabel: label,
          separateSpeakers: false,
        },
        created,
      );
      await deps.poller.track(job);
      return job;
    },

    /**
     * Starts following a job the service has but the extension did not track (e.g. started on
     * another device): the service is the record.
     */
    async adopt(
      kind: TrackedJob['kind'],
      resource: { id: string; status: string; transcript_id: string | null; error?: string | null },
      url: string,
      sourceLabel: string,
      title: string,
    ): Promise<TrackedJob> {
      const known = await deps.store.get(resource.id);
      if (known) return known;
      const job = tracked(
        { id: resource.id, kind, title, url, sourceLabel, separateSpeakers: false },
        resource,
      );
      await deps.poller.track(job);
      return job;
    },

    /** Calls the recording bot back. */
    async cancel(id: string): Promise<TrackedJob> {
      const job = await requireJob(id);
      if (job.kind !== 'recording_job' || !isActive(job)) {
        throw new BadInputError(
          i18n.t('errors.cancelOnlyRunning'),
          i18n.t('errors.jobIs', [job.label.toLowerCase()]),
        );
      }
      const updated = await (await deps.api()).cancelRecording(id);
      const next = await deps.store.update(id, (current) => ({
        ...current,
        ...stateOfResource(current, updated),
        // The person cancelled it: no notification needed.
        notified: true,
        checkError: null,
        updatedAt: now(),
      }));
      await deps.poller.schedule();
      return next ?? job;
    },

    /** Queues a failed import again. */
    async retry(id: string): Promise<TrackedJob> {
      const job = await requireJob(id);
      if (job.kind !== 'source_import' || job.phase !== 'failed' || job.gone) {
        throw new BadInputError(
          i18n.t('errors.retryOnlyFailed'),
          i18n.t('errors.jobIs', [job.label.toLowerCase()]),
        );
      }
      const updated = await (await deps.api()).retryImport(id);
      const next = await deps.store.update(id, (current) => ({
        ...current,
        ...stateOfResource(current, updated),
        notified: false,
        speakersDone: false,
        checkError: null,
        pollDelayMs: FIRST_DELAY_MS,
        nextPollAt: now() + FIRST_DELAY_MS,
        updatedAt: now(),
      }));
      await deps.poller.schedule();
      return next ?? job;
    },
  };
}

/** What `createJobActions` returns. */
export type JobActions = ReturnType<typeof createJobActions>;
