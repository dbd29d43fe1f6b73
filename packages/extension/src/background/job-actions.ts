import { detectPage, platforms, providers } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { ImportRequest } from '../messages.js';
import { pageTitle, platformLabel, providerLabel } from '../page-title.js';
import type { ApiOperations } from './api.js';
import { FIRST_DELAY_MS } from './backoff.js';
import { AlreadyStartedError, BadInputError, NoKeyError } from './errors-to-text.js';
import { stateOfResource } from './job-check.js';
import { isActive, type JobStore, type TrackedJob } from './job-store.js';
import type { Poller } from './poller.js';
import type { StartIntent, StartJournal } from './start-journal.js';
import { canonical, findLanded, outcomeUnknown } from './start-recovery.js';

/** What the job actions work with. */
export interface JobActionDeps {
  /** The starts on their way (written before each create request). */
  journal: StartJournal;
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
    createdAt = now(),
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
      createdAt,
      speakersDone: false,
      notified: false,
      nextPollAt: now() + FIRST_DELAY_MS,
      pollDelayMs: FIRST_DELAY_MS,
      updatedAt: now(),
    };
    return { ...draft, ...stateOfResource(draft, resource) };
  }

  // Starts whose create request this background has sent and not yet heard back from.
  const inFlight = new Set<string>();

  const fromIntent = (id: string, intent: StartIntent) => ({
    id,
    kind: intent.kind,
    title: intent.title,
    url: intent.url,
    sourceLabel: intent.sourceLabel,
    separateSpeakers: intent.separateSpeakers,
  });

  /** A job of this kind for this address that is still running (as the popup shows it). */
  async function runningFor(intent: StartIntent): Promise<TrackedJob | undefined> {
    const jobs = await deps.store.all();
    return jobs.find(
      (job) => job.kind === intent.kind && isActive(job) && canonical(job.url) === intent.url,
    );
  }

  /** Records the intent, then sends it; refuses while a start or a job for the page is on. */
  async function start(fields: Omit<StartIntent, 'key' | 'createdAt'>): Promise<TrackedJob> {
    const intent: StartIntent = { ...fields, key: crypto.randomUUID(), createdAt: now() };
    const inTheWay = await deps.journal.claim(intent, () => runningFor(intent));
    if (inTheWay) throw new AlreadyStartedError(intent.kind);
    return send(intent);
  }

  /**
   * Sends the create request of a recorded intent and tracks the job. The intent is forgotten
   * once the job is tracked or the service refused; when the answer never came (the connection
   * dropped, the time ran out) it stays, so `resumeStarts` finds out before anything is resent.
   */
  async function send(intent: StartIntent): Promise<TrackedJob> {
    inFlight.add(intent.key);
    try {
      const ops = await deps.api();
      const created =
        intent.kind === 'source_import'
          ? await ops.startImport(
              {
                url: intent.url,
                ...(intent.language ? { language: intent.language } : {}),
                ...(intent.requestTitle ? { title: intent.requestTitle } : {}),
              },
              intent.key,
            )
          : await ops.startRecording(intent.code, intent.url, intent.key);
      const job = tracked(fromIntent(created.id, intent), created, intent.createdAt);
      await deps.poller.track(job);
      await deps.journal.release(intent.key);
      return job;
    } catch (error) {
      if (!outcomeUnknown(error)) await deps.journal.release(intent.key);
      throw error;
    } finally {
      inFlight.delete(intent.key);
    }
  }

  async function requireJob(id: string): Promise<TrackedJob> {
    const job = await deps.store.get(id);
    if (!job) {
      throw new BadInputError(i18n.t('errors.jobMissing'), i18n.t('errors.jobMissingDetail'));
    }
    return job;
  }

  return {
    /** Imports a link (a video page or a media file); one import per recording at a time. */
    async startImport(request: ImportRequest): Promise<TrackedJob> {
      const match = detectPage(request.url);
      if (match.kind !== 'import') throw notImportable(request.url);
      const label = providerLabel(match.provider);
      return start({
        kind: 'source_import',
        url: match.url,
        code: match.provider,
        title: request.title ?? `${label} link`,
        requestTitle: request.title,
        sourceLabel: label,
        language: request.language,
        separateSpeakers: request.separateSpeakers ?? false,
      });
    },

    /** Sends the recording bot to a meeting; one bot per meeting at a time. */
    async startRecording(url: string): Promise<TrackedJob> {
      const match = detectPage(url);
      if (match.kind !== 'meeting') {
        throw new BadInputError(
          i18n.t('errors.notMeeting'),
          i18n.t('errors.notMeetingDetail', [platforms.map((item) => item.label).join(', ')]),
        );
      }
      return start({
        kind: 'recording_job',
        url: match.url,
        code: match.platform,
        title: pageTitle(match),
        requestTitle: null,
        sourceLabel: platformLabel(match.platform),
        language: null,
        separateSpeakers: false,
      });
    },

    /**
     * Finishes the starts a stopped background left behind: a job the service has for the
     * address since the click is followed; otherwise the request is sent again with its key.
     * A start whose outcome cannot be learnt now (the service is unreachable) waits for the
     * next call.
     */
    async resumeStarts(): Promise<void> {
      for (const intent of await deps.journal.all()) {
        if (inFlight.has(intent.key)) continue;
        // Two popups opening at once must not both send it again.
        inFlight.add(intent.key);
        try {
          const ops = await deps.api();
          const landed = await findLanded(ops, intent);
          if (landed) {
            await deps.poller.track(
              tracked(fromIntent(landed.id, intent), landed, intent.createdAt),
            );
            await deps.journal.release(intent.key);
          } else {
            await send(intent);
          }
        } catch (error) {
          // Without a key it can never be sent: forgotten. Anything else is tried again on the
          // next wake or popup.
          if (error instanceof NoKeyError) await deps.journal.release(intent.key);
        } finally {
          inFlight.delete(intent.key);
        }
      }
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
