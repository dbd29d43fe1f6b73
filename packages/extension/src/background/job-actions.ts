import { detectPage, platforms, providers } from '@scribekit/shared';
import { i18n } from '#i18n';
import type { ImportRequest } from '../messages/popup.js';
import { pageTitle, platformLabel, providerLabel } from '../page-title.js';
import { type ApiOperations, CREATE_TIMEOUT_MS } from './api.js';
import { FIRST_DELAY_MS } from './backoff.js';
import { AlreadyStartedError, BadInputError, NoKeyError } from './errors-to-text.js';
import { stateOfResource } from './job-check.js';
import { isActive, type JobStore, type TrackedJob } from './job-store.js';
import type { AlarmsLike, Poller } from './poller.js';
import type { StartIntent, StartJournal } from './start-journal.js';
import {
  CLOCK_SKEW_MS,
  canonical,
  decidableAt,
  findLanded,
  outcomeUnknown,
} from './start-recovery.js';

/** Name of the alarm that wakes a stopped background to decide the starts in doubt. */
export const START_ALARM = 'scribekit-start';

/** A start in doubt whose check could not reach the service is looked at again this soon. */
const RECHECK_MS = 5_000;

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
  /** Time limit of a create request (default `CREATE_TIMEOUT_MS`). */
  createTimeoutMs?: number;
  /** Alarms, to wake a stopped background when a start in doubt can be decided. */
  alarms?: AlarmsLike;
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

  const createTimeoutMs = deps.createTimeoutMs ?? CREATE_TIMEOUT_MS;
  // Starts being decided now (two popups opening at once must not both send one again).
  const deciding = new Set<string>();
  let recheckTimer: ReturnType<typeof setTimeout> | null = null;
  let recheckAt = Number.POSITIVE_INFINITY;

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

  /**
   * Looks at the starts in doubt again at `at`: a timer while this background lives, an alarm
   * for a stopped one (browsers may run it later, never sooner).
   */
  function recheckAtTime(at: number): void {
    if (at >= recheckAt && recheckTimer !== null) return;
    if (recheckTimer !== null) clearTimeout(recheckTimer);
    recheckAt = at;
    recheckTimer = setTimeout(
      () => {
        recheckTimer = null;
        recheckAt = Number.POSITIVE_INFINITY;
        void resumeStarts();
      },
      Math.max(0, at - now()),
    );
    void deps.alarms?.create(START_ALARM, { when: Math.max(at, now() + 1_000) });
  }

  /** Records the intent, then sends it; refuses while a start or a job for the page is on. */
  async function start(fields: Omit<StartIntent, 'key' | 'createdAt'>): Promise<TrackedJob> {
    const at = now();
    const intent: StartIntent = {
      ...fields,
      key: crypto.randomUUID(),
      createdAt: at,
      deadline: at + createTimeoutMs,
    };
    const inTheWay = await deps.journal.claim(intent, () => runningFor(intent));
    if (inTheWay) throw new AlreadyStartedError(intent.kind);
    return send(intent);
  }

  /**
   * Sends the create request of a recorded intent and tracks the job. The intent is forgotten
   * once the job is tracked or the service refused; when the answer never came (the connection
   * dropped, the time ran out) it stays in doubt, and `resumeStarts` decides it once the
   * attempt's deadline has passed: adopted when the service has it, sent again only when not.
   */
  async function send(intent: StartIntent): Promise<TrackedJob> {
    deps.journal.markSending(intent.key, true);
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
              createTimeoutMs,
            )
          : await ops.startRecording(intent.code, intent.url, intent.key, createTimeoutMs);
      const job = tracked(fromIntent(created.id, intent), created, intent.createdAt);
      await deps.poller.track(job);
      await deps.journal.release(intent.key);
      return job;
    } catch (error) {
      if (outcomeUnknown(error)) recheckAtTime(decidableAt(intent, createTimeoutMs));
      else await deps.journal.release(intent.key);
      throw error;
    } finally {
      deps.journal.markSending(intent.key, false);
    }
  }

  /** Follows `job` for the start `intent` and forgets the start. */
  async function settle(
    intent: StartIntent,
    resource: { id: string; status: string; transcript_id: string | null; error?: string | null },
  ): Promise<void> {
    await deps.poller.track(tracked(fromIntent(resource.id, intent), resource, intent.createdAt));
    await deps.journal.release(intent.key);
  }

  /** Decides one start in doubt (see `resumeStarts`). */
  async function decide(intent: StartIntent): Promise<void> {
    const ops = await deps.api();
    const jobs = await deps.store.all();
    // Tracked before the background stopped, with the start not yet forgotten: it is this one.
    const followed = jobs.find(
      (job) =>
        job.kind === intent.kind &&
        job.createdAt === intent.createdAt &&
        canonical(job.url) === intent.url,
    );
    if (followed) {
      await deps.journal.release(intent.key);
      return;
    }
    const older = new Set(jobs.filter((job) => job.createdAt < intent.createdAt).map((j) => j.id));
    const landed = await findLanded(ops, intent, older);
    if (landed) {
      await settle(intent, landed);
      return;
    }
    const decidable = decidableAt(intent, createTimeoutMs);
    if (now() < decidable) {
      // The request may still be on its way to the service, or being handled there.
      recheckAtTime(decidable);
      return;
    }
    // Certainly not there: a new attempt, with its own deadline.
    const deadline = now() + createTimeoutMs;
    await deps.journal.setDeadline(intent.key, deadline);
    await send({ ...intent, deadline }).catch(() => undefined);
  }

  /**
   * Decides the starts in doubt that a stopped background (or a lost answer) left: a job the
   * service has for the address since the click is followed at once; one it does not have is
   * sent again only once the last attempt's deadline has passed and the service still has none.
   * A start whose outcome cannot be learnt now (the service is unreachable) is looked at again
   * soon; one without a key is forgotten (it could never be sent).
   */
  async function resumeStarts(): Promise<void> {
    for (const intent of await deps.journal.all()) {
      if (deps.journal.isSending(intent.key) || deciding.has(intent.key)) continue;
      deciding.add(intent.key);
      try {
        await decide(intent);
      } catch (error) {
        if (error instanceof NoKeyError) await deps.journal.release(intent.key);
        else recheckAtTime(now() + RECHECK_MS);
      } finally {
        deciding.delete(intent.key);
      }
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
        // One name for one thing: the page's own title, else the one the popup's heading shows.
        title: request.title?.trim() || pageTitle(match),
        requestTitle: request.title?.trim() || null,
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

    resumeStarts,

    /** Stops the timer of the starts in doubt (a stopped background; tests). */
    stop(): void {
      if (recheckTimer !== null) clearTimeout(recheckTimer);
      recheckTimer = null;
      recheckAt = Number.POSITIVE_INFINITY;
    },

    /**
     * Starts following a job the service has but the extension did not track (e.g. started on
     * another device): the service is the record. A start in doubt for the same address, made
     * before the job was created, is that job: it is settled with it rather than shown twice.
     */
    async adopt(
      kind: TrackedJob['kind'],
      resource: {
        id: string;
        status: string;
        transcript_id: string | null;
        error?: string | null;
        created_at?: string;
      },
      url: string,
      sourceLabel: string,
      title: string,
    ): Promise<TrackedJob> {
      const known = await deps.store.get(resource.id);
      if (known) return known;
      const createdAt = resource.created_at ? Date.parse(resource.created_at) : now();
      const doubted = (await deps.journal.all()).find(
        (intent) =>
          intent.kind === kind &&
          intent.url === canonical(url) &&
          !deps.journal.isSending(intent.key) &&
          createdAt >= intent.createdAt - CLOCK_SKEW_MS,
      );
      if (doubted) {
        await settle(doubted, resource);
        return (await deps.store.get(resource.id)) as TrackedJob;
      }
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
