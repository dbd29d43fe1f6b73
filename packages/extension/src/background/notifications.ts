import { i18n } from '#i18n';
import type { BatchView } from '../messages/page-batches.js';
import type { TrackedJob } from './job-store.js';

/** The part of `browser.notifications` used here. */
export interface NotificationsLike {
  /** Shows a notification. */
  create(
    id: string,
    options: { type: 'basic'; iconUrl: string; title: string; message: string },
  ): Promise<string> | Promise<unknown>;
  /** Removes a notification. */
  clear(id: string): Promise<boolean> | Promise<unknown>;
}

const PREFIX = 'scribekit-job:';
const NOTICE_PREFIX = 'scribekit-notice:';
const SUMMARY_ID = 'scribekit-summary';
const BATCH_PREFIX = 'scribekit-batch:';

/** More jobs than this ending in the same check make one summary notification. */
export const MAX_SEPARATE_NOTIFICATIONS = 3;

/** The notification id of a job. */
export function notificationIdFor(jobId: string): string {
  return `${PREFIX}${jobId}`;
}

/** The job id of a notification id, or null when the notification is not about a job. */
export function jobIdOf(notificationId: string): string | null {
  return notificationId.startsWith(PREFIX) ? notificationId.slice(PREFIX.length) : null;
}

/** What the notifier needs. */
export interface NotifierDeps {
  /** The notifications API. */
  notifications: NotificationsLike;
  /** Address of the icon shown in notifications. */
  iconUrl: string;
  /** Reads a tracked job. */
  getJob: (id: string) => Promise<TrackedJob | undefined>;
  /** Opens the transcript page of a transcript. */
  openTranscript: (transcriptId: string) => Promise<void> | void;
  /** Opens the options page. */
  openOptions: () => Promise<void> | void;
  /** Opens the list of the account's transcripts (a click on the summary). */
  openList: () => Promise<void> | void;
}

/** Notifications of finished and failed jobs, and what clicking them does. */
export function createNotifier(deps: NotifierDeps) {
  let notices = 0;
  return {
    /** Tells that a job finished or failed; a job the person cancelled needs no notice. */
    async jobFinished(job: TrackedJob): Promise<void> {
      if (job.phase !== 'done' && job.phase !== 'failed') return;
      await deps.notifications.create(notificationIdFor(job.id), {
        type: 'basic',
        iconUrl: deps.iconUrl,
        title: job.phase === 'done' ? i18n.t('notify.ready') : i18n.t('notify.failed'),
        message:
          job.phase === 'done'
            ? i18n.t('notify.readyDetail', [job.title])
            : `${job.title}: ${job.error ?? job.label}`,
      });
    },
    /**
     * Tells about the jobs that ended in one check round: one notification per job (its id is
     * the job's, so a later one replaces it), or one summary when more than three ended together.
     */
    async jobsFinished(jobs: TrackedJob[]): Promise<void> {
      const told = jobs.filter((job) => job.phase === 'done' || job.phase === 'failed');
      if (told.length <= MAX_SEPARATE_NOTIFICATIONS) {
        for (const job of told) await this.jobFinished(job);
        return;
      }
      const done = told.filter((job) => job.phase === 'done').length;
      const failed = told.length - done;
      const parts = [
        done ? i18n.t('notify.summaryReady', done) : '',
        failed ? i18n.t('notify.summaryFailed', failed) : '',
      ];
      // Earlier notifications of these jobs are out of date now.
      for (const job of told) await deps.notifications.clear(notificationIdFor(job.id));
      await deps.notifications.create(SUMMARY_ID, {
        type: 'basic',
        iconUrl: deps.iconUrl,
        title: i18n.t('notify.summaryTitle', told.length),
        message: i18n.t('notify.summaryDetail', [parts.filter(Boolean).join(', ')]),
      });
    },
    /**
     * Tells that a page batch has ended: one notification for the whole batch (its id is the
     * batch's, so telling twice replaces it), never one per video.
     */
    async batchEnded(batch: BatchView): Promise<void> {
      const parts = [
        i18n.t('notify.batchDone', batch.done),
        batch.skipped ? i18n.t('notify.batchSkipped', batch.skipped) : '',
        batch.failed ? i18n.t('notify.batchFailed', batch.failed) : '',
      ];
      await deps.notifications.create(`${BATCH_PREFIX}${batch.id}`, {
        type: 'basic',
        iconUrl: deps.iconUrl,
        title: i18n.t('notify.batchTitle', batch.total),
        message: i18n.t('notify.batchDetail', [
          batch.title || batch.pageUrl,
          parts.filter(Boolean).join(', '),
        ]),
      });
    },
    /** A message that is not about a job (e.g. a link that cannot be transcribed). */
    async notice(title: string, message: string, opensOptions = false): Promise<void> {
      notices += 1;
      const id = `${NOTICE_PREFIX}${opensOptions ? 'options' : 'plain'}:${notices}`;
      await deps.notifications.create(id, {
        type: 'basic',
        iconUrl: deps.iconUrl,
        title,
        message,
      });
    },
    /** A click opens the job's transcript (or the options, for a notice about the key). */
    async clicked(notificationId: string): Promise<void> {
      await deps.notifications.clear(notificationId);
      if (notificationId.startsWith(`${NOTICE_PREFIX}options:`)) {
        await deps.openOptions();
        return;
      }
      if (notificationId === SUMMARY_ID || notificationId.startsWith(BATCH_PREFIX)) {
        await deps.openList();
        return;
      }
      const jobId = jobIdOf(notificationId);
      if (!jobId) return;
      const job = await deps.getJob(jobId);
      if (job?.phase === 'done' && job.transcriptId) await deps.openTranscript(job.transcriptId);
    },
  };
}

/** What `createNotifier` returns. */
export type Notifier = ReturnType<typeof createNotifier>;
