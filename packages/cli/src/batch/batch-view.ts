import { join } from 'node:path';
import type { Batch, BatchEvents, BatchPlan, BatchSummary, ItemPhase } from '@scribekit/sdk/batch';
import { describePlan } from '@scribekit/sdk/batch';
import { err, type Io, out } from '../io/io.js';
import { clock, span } from './clock.js';
import { eventLine } from './json-events.js';

/** What a view shows of a batch from its events; `finish` prints the end. */
export interface BatchView {
  finish(summary: BatchSummary | undefined): void;
}

/** The batch's events a view listens to (a local batch, or a fleet's follower). */
export type BatchSource = Pick<Batch, 'on'>;

/**
 * What the service said, with its status and request id, each once: the SDK's messages already
 * start with the status and end with `(request …)`, which becomes `(request id …)` here.
 */
export function failureText(error: {
  message: string;
  status?: number;
  requestId?: string;
}): string {
  let text = error.message;
  if (error.requestId) text = text.replace(` (request ${error.requestId})`, '');
  const status = error.status && !text.startsWith(`${error.status} `) ? `${error.status} ` : '';
  return `${status}${text}${error.requestId ? ` (request id ${error.requestId})` : ''}`;
}

const RETRY_HINT = 'later runs skip it; --retry-failed tries it again';

/** The lines both views print, in words (marks and colours from `io`). */
export const say = {
  plan(io: Io, plan: BatchPlan): string {
    let text = describePlan(plan, clock);
    if (plan.parked) text += `; ${plan.parked} parked (--retry-failed tries them again)`;
    return `${io.style.step} ${text}`;
  },
  rateLimited(io: Io, event: BatchEvents['rateLimited']): string {
    const { limit, countedHere } = event;
    let why = '';
    if (limit?.windowMs) {
      why = ` (${limit.limit} per ${span(limit.windowMs).replace(/ 00[ms]$/, '')}`;
      // A window full before this machine filled it: someone else uses the key too.
      if (countedHere !== undefined && countedHere < limit.limit) {
        why += `; ${countedHere} of them from this machine, the rest from other clients of the key`;
      }
      why += ')';
    }
    return `${io.style.warn} ${event.quota} quota reached: next slot at ${clock(event.until)}${why}`;
  },
  itemDone(io: Io, event: BatchEvents['itemDone']): string {
    const what = event.skipped ? io.style.dim('(done before)') : event.outputs.join(', ');
    const restored = event.restored?.length
      ? ` ${io.style.dim(`(made again, missing or changed on disk: ${event.restored.join(', ')})`)}`
      : '';
    return `${io.style.ok} ${event.name}  ${what}${restored}`;
  },
  itemFailed(io: Io, event: BatchEvents['itemFailed']): string {
    const parked = event.error.permanent ? ` — parked: ${RETRY_HINT}` : '';
    return `${io.style.fail} ${event.name}: ${failureText(event.error)}${parked}`;
  },
  itemParked(io: Io, event: BatchEvents['itemParked']): string {
    return `${io.style.warn} ${event.name}: parked, not sent (${failureText(event.error)}); --retry-failed tries it again`;
  },
  serviceUnreachable(io: Io, event: BatchEvents['serviceUnreachable']): string {
    return `${io.style.warn} The service is unreachable since ${clock(event.since)} — next try ${clock(event.nextTryAt)}; every item waits, none fails (${event.error.message})`;
  },
  serviceReachable(io: Io, event: BatchEvents['serviceReachable']): string {
    return `${io.style.ok} The service answers again after ${span(event.downMs)}; carrying on`;
  },
  createInDoubt(io: Io, event: BatchEvents['createInDoubt']): string {
    return `${io.style.step} ${event.name}: an earlier run's ${event.resource} request got no answer; waiting until ${clock(event.until)} in case the service made it (nothing is made twice)`;
  },
};

/**
 * Plain lines (a pipe, NO_COLOR, CI): the data — one line per finished item — on stdout, and
 * every message (the plan, quota waits, failures, parked items, outages, the summary) on stderr;
 * no redrawing, so logs stay readable. With `json`, every event as a JSON line on stdout.
 */
export function lineView(io: Io, batch: BatchSource, json: boolean, outDir: string): BatchView {
  const phases = new Map<string, ItemPhase>();
  if (json) {
    batch.on('plan', (plan) => out(io, eventLine('plan', plan)));
    batch.on('itemProgress', (event) => {
      if (phases.get(event.itemId) === event.phase) return;
      phases.set(event.itemId, event.phase);
      out(io, eventLine('itemProgress', event));
    });
    batch.on('rateLimited', (event) => out(io, eventLine('rateLimited', event)));
    batch.on('itemDone', (event) => {
      const paths = event.outputs.map((name) => join(outDir, name));
      out(io, eventLine('itemDone', { ...event, paths }));
    });
    batch.on('itemFailed', (event) => out(io, eventLine('itemFailed', event)));
    batch.on('itemParked', (event) => out(io, eventLine('itemParked', event)));
    batch.on('serviceUnreachable', (event) => out(io, eventLine('serviceUnreachable', event)));
    batch.on('serviceReachable', (event) => out(io, eventLine('serviceReachable', event)));
    batch.on('createInDoubt', (event) => out(io, eventLine('createInDoubt', event)));
    return {
      finish(summary) {
        if (summary) out(io, eventLine('summary', summary));
      },
    };
  }
  batch.on('plan', (plan) => err(io, say.plan(io, plan)));
  batch.on('rateLimited', (event) => err(io, say.rateLimited(io, event)));
  batch.on('itemDone', (event) => out(io, say.itemDone(io, event)));
  batch.on('itemFailed', (event) => err(io, say.itemFailed(io, event)));
  batch.on('itemParked', (event) => err(io, say.itemParked(io, event)));
  let lastOutageLine = '';
  batch.on('serviceUnreachable', (event) => {
    // Checks close together can read alike to the second: said once.
    const line = say.serviceUnreachable(io, event);
    if (line !== lastOutageLine) err(io, line);
    lastOutageLine = line;
  });
  batch.on('serviceReachable', (event) => err(io, say.serviceReachable(io, event)));
  batch.on('createInDoubt', (event) => err(io, say.createInDoubt(io, event)));
  return {
    finish(summary) {
      if (summary) err(io, summaryLine(io, summary));
    },
  };
}

export function summaryLine(io: Io, summary: BatchSummary): string {
  const finished = summary.done + summary.skipped;
  let text = `${finished} of ${summary.total} done`;
  if (summary.skipped) text += ` (${summary.skipped} by an earlier run)`;
  if (summary.failed) text += `, ${io.style.red(`${summary.failed} failed`)}`;
  if (summary.parked) {
    text += `, ${io.style.yellow(`${summary.parked} parked`)} (--retry-failed tries them again)`;
  }
  if (summary.claimedElsewhere) text += `, ${summary.claimedElsewhere} on other workers`;
  if (summary.stopped) text += `, ${io.style.yellow(`${summary.stopped} stopped`)}`;
  const mark = summary.failed ? io.style.fail : summary.stopped ? io.style.warn : io.style.ok;
  return `${mark} ${text}`;
}
