import { detectPage, isPlatformCode, platforms } from '@scribekit/shared';
import { conflict, invalidInput, notFound } from '../errors/api-error.js';
import { type HandlerMap, ok, type Runtime } from '../runtime.js';
import { startRecording } from '../services/recording-jobs.js';
import type { RecordingJobRecord } from '../state/types.js';
import { recordingJobView } from '../views/jobs.js';
import { newestFirst, page } from '../views/paging.js';

function jobOr404(rt: Runtime, id: string): RecordingJobRecord {
  const job = rt.store.recordingJobs.get(id);
  if (!job) throw notFound('Recording job', id);
  return job;
}

export const recordingJobHandlers: HandlerMap = {
  createRecordingJob: ({ rt, body }) => {
    if (!isPlatformCode(body.platform)) {
      throw invalidInput(
        `platform must be one of ${platforms.map((p) => p.code).join(', ')}; got ${JSON.stringify(body.platform)}.`,
        ['body', 'platform'],
      );
    }
    const match = detectPage(body.meet_url);
    if (match.kind !== 'meeting' || match.platform !== body.platform) {
      const label = platforms.find((p) => p.code === body.platform)?.label ?? body.platform;
      throw invalidInput(`meet_url is not a ${label} meeting link.`, ['body', 'meet_url']);
    }
    const job = startRecording(rt, body.platform, match.url);
    return ok(recordingJobView(rt, job, job.createdAtMs));
  },

  cancelRecordingJob: ({ rt, params }) => {
    const job = jobOr404(rt, params.id);
    if (job.outcome) {
      throw conflict(
        'invalid_state',
        `The job is already ${job.outcome.kind}; it cannot be cancelled.`,
      );
    }
    job.outcome = { kind: 'cancelled', atMs: rt.now() };
    rt.store.recordingJobs.markChanged(job);
    return ok(recordingJobView(rt, job));
  },

  listRecordingJobs: ({ rt, query }) =>
    ok(
      page(newestFirst(rt.store.recordingJobs.values()), query.skip, query.limit, (j) =>
        recordingJobView(rt, j),
      ),
    ),

  listRecordingPlatforms: () =>
    ok({
      platforms: platforms.map((p) => ({
        code: p.code,
        label: p.label,
        status: 'available',
        message: null,
      })),
    }),

  getRecordingJob: ({ rt, params }) => ok(recordingJobView(rt, jobOr404(rt, params.id))),
};
