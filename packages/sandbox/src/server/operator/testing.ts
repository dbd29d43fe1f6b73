import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { ApiError, notFound } from '../../errors/api-error.js';
import { findJob } from '../../jobs/resume-jobs.js';
import type { Runtime } from '../../runtime.js';
import { readSample } from '../../services/sample.js';
import { storeSyntheticRecording } from '../../services/synthetic-media.js';
import { finishTranscript, newTranscript } from '../../services/transcripts.js';
import type { AppEnv } from '../middleware.js';

/** Most transcripts one seed call makes. */
const MAX_SEED = 20_000;

// Words of seeded titles: 40 topics × 5 kinds, so `q=<topic>` finds about one in forty.
const TOPICS =
  'budget roadmap hiring onboarding pricing security incident retro launch design research support billing legal marketing sales finance analytics mobile backend frontend infra database search payments growth partners vendor compliance audit training handbook quarterly weekly standup interview podcast lecture webinar keynote'.split(
    ' ',
  );
const KINDS = ['meeting', 'review', 'call', 'sync', 'session'];

type OperatorContext = Context<AppEnv>;

/** A collection of jobs, as `/__sandbox/jobs/finish` moves their due times. */
interface JobMap {
  values(): IterableIterator<Job>;
  get(id: string): Job | undefined;
  markChanged(job: Job): void;
}
type Job = { id: string; dueAtMs: number; outcome?: unknown };

function bodyObject(c: OperatorContext): Record<string, unknown> {
  const body = c.get('operatorBody') ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(422, 'validation_error', 'body: a JSON object is expected', {
      loc: ['body'],
    });
  }
  return body as Record<string, unknown>;
}

function integerField(body: Record<string, unknown>, name: string, min: number, max: number) {
  const value = body[name];
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new ApiError(
      422,
      'validation_error',
      `body.${name}: an integer from ${min} to ${max} is required`,
      { loc: ['body', name] },
    );
  }
  return value as number;
}

/** A sample `Payment` for `payment.*` events emitted without `data`. */
function samplePayment(rt: Runtime, event: string) {
  return {
    id: randomUUID(),
    amount: 19,
    currency: 'USD',
    status: event === 'payment.failed' ? 'failed' : 'succeeded',
    created_at: new Date(rt.now()).toISOString(),
  };
}

/** Operator endpoints for tests: reset, seed, finish jobs, the request log, emit events. */
export function mountTestingRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.post('/__sandbox/reset', async (c) => {
    rt.scheduler.clear();
    rt.store.clearData();
    rt.faults.clear();
    rt.requestLog.clear();
    // The records are forgotten durably before their bytes go.
    await rt.persist();
    await rt.parts.clearData();
    return c.body(null, 204);
  });

  app.post('/__sandbox/seed', async (c) => {
    const body = bodyObject(c);
    const count = integerField(body, 'count', 1, MAX_SEED);
    if (body.completed !== undefined && typeof body.completed !== 'boolean') {
      throw new ApiError(422, 'validation_error', 'body.completed: a boolean is expected', {
        loc: ['body', 'completed'],
      });
    }
    const completed = body.completed !== false;
    // Seeding fills lists for tests and demos: a registered receiver hears of it only when asked.
    if (body.webhooks !== undefined && typeof body.webhooks !== 'boolean') {
      throw new ApiError(422, 'validation_error', 'body.webhooks: a boolean is expected', {
        loc: ['body', 'webhooks'],
      });
    }
    const quiet = body.webhooks !== true;
    const seconds = body.duration_s === undefined ? 30 : integerField(body, 'duration_s', 1, 7200);
    const file = await storeSyntheticRecording(rt, `seed-${randomUUID()}`, 'seeded.wav', seconds);
    const sample = await readSample(file.dataPath as string);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const title = `${TOPICS[i % TOPICS.length]} ${KINDS[Math.floor(i / TOPICS.length) % KINDS.length]} ${i + 1}`;
      const t = newTranscript(rt, file, sample, {
        title,
        settings: {
          language: 'en',
          diarize: true,
          autoSmartReport: false,
          clipStartS: null,
          clipEndS: null,
        },
      });
      if (quiet) t.quiet = true;
      rt.store.transcripts.set(t.id, t);
      if (completed) {
        t.dueAtMs = t.createdAtMs;
        finishTranscript(rt, t);
      } else {
        rt.scheduler.at(t.dueAtMs, () => finishTranscript(rt, t), t.id);
      }
      ids.push(t.id);
    }
    rt.changed();
    return c.json({ file_id: file.id, transcript_ids: ids }, 201);
  });

  app.post('/__sandbox/jobs/finish', async (c) => {
    const body = bodyObject(c);
    if (body.id !== undefined && typeof body.id !== 'string') {
      throw new ApiError(422, 'validation_error', 'body.id: a job id string is expected', {
        loc: ['body', 'id'],
      });
    }
    const id = body.id as string | undefined;
    if (id !== undefined && !findJob(rt, id)) throw notFound('Job', id);
    for (const map of [
      rt.store.transcripts,
      rt.store.exports,
      rt.store.sourceImports,
      rt.store.recordingJobs,
      rt.store.smartReports,
    ] as unknown as JobMap[]) {
      for (const job of id === undefined ? map.values() : [map.get(id)]) {
        if (!job || (id === undefined && job.outcome)) continue;
        if (job.dueAtMs <= rt.now()) continue;
        job.dueAtMs = rt.now();
        map.markChanged(job);
      }
    }
    const finished = rt.scheduler.expedite(id);
    // Finished means final: exports rendered and written, imports and recordings transcribed.
    await rt.scheduler.settled();
    return c.json({ finished });
  });

  app.post('/__sandbox/events', (c) => {
    const body = bodyObject(c);
    const event = body.event;
    if (typeof event !== 'string' || !rt.eventNames.includes(event)) {
      throw new ApiError(
        422,
        'validation_error',
        `body.event: one of ${rt.eventNames.join(', ')} is required`,
        { loc: ['body', 'event'] },
      );
    }
    let data = body.data;
    if (data === undefined && event.startsWith('payment.')) data = samplePayment(rt, event);
    if (data === undefined || data === null || typeof data !== 'object') {
      throw new ApiError(422, 'validation_error', `body.data: an object is required for ${event}`, {
        loc: ['body', 'data'],
      });
    }
    const subscribed = [...rt.store.webhooks.values()].filter(
      (w) => w.isActive && w.events.includes(event),
    ).length;
    rt.webhooks.emit(event, data);
    return c.json({ event, data, webhooks: subscribed }, 202);
  });
}
