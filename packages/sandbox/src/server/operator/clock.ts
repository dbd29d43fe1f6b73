import type { Context, Hono } from 'hono';
import { MAX_ADVANCE_MS } from '../../clock/sandbox-clock.js';
import { ApiError } from '../../errors/api-error.js';
import { advanceClock, clockView } from '../../jobs/advance-clock.js';
import type { Runtime } from '../../runtime.js';
import type { AppEnv } from '../middleware.js';

function invalid(text: string, loc: (string | number)[]): ApiError {
  return new ApiError(422, 'validation_error', text, { loc });
}

/** The time `POST /__sandbox/clock/advance` asks for: `{ms}` from now, or `{to}` an ISO time. */
function targetOf(rt: Runtime, input: unknown): number {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw invalid('body: an object {ms} or {to} is expected', ['body']);
  }
  const { ms, to } = input as { ms?: unknown; to?: unknown };
  if ((ms === undefined) === (to === undefined)) {
    throw invalid('body: give exactly one of ms (milliseconds) or to (an ISO time)', ['body']);
  }
  const now = rt.clock.now();
  if (ms !== undefined) {
    if (!Number.isInteger(ms) || (ms as number) < 0 || (ms as number) > MAX_ADVANCE_MS) {
      throw invalid(`body.ms: an integer from 0 to ${MAX_ADVANCE_MS} is required`, ['body', 'ms']);
    }
    return now + (ms as number);
  }
  const target = typeof to === 'string' ? Date.parse(to) : Number.NaN;
  if (!Number.isFinite(target)) {
    throw invalid('body.to: an ISO 8601 time is required, e.g. 2026-01-01T00:00:00Z', [
      'body',
      'to',
    ]);
  }
  if (target < now) {
    throw new ApiError(
      409,
      'clock_backwards',
      `body.to: the clock is at ${new Date(now).toISOString()} and never goes back.`,
      { loc: ['body', 'to'] },
    );
  }
  if (target - now > MAX_ADVANCE_MS) {
    throw invalid(`body.to: at most ${MAX_ADVANCE_MS} ms ahead`, ['body', 'to']);
  }
  return target;
}

/** `GET /__sandbox/clock` and `POST /__sandbox/clock/advance`. */
export function mountClockRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.get('/__sandbox/clock', (c) => c.json(clockView(rt)));

  app.post('/__sandbox/clock/advance', async (c: Context<AppEnv>) => {
    if (rt.clock.mode !== 'manual') {
      throw new ApiError(
        409,
        'clock_not_manual',
        'The clock is real time; start the sandbox with --clock manual to advance it.',
      );
    }
    const target = targetOf(rt, c.get('operatorBody'));
    return c.json(await advanceClock(rt, target));
  });
}
