import type { Batch, BatchSummary, ItemPhase } from '@scribekit/sdk/batch';
import { describePlan } from '@scribekit/sdk/batch';
import { err, type Io, out } from '../io/io.js';
import { clock } from './clock.js';

/** What a view shows of a batch from its events; `finish` prints the end. */
export interface BatchView {
  finish(summary: BatchSummary | undefined): void;
}

/** What the service said, with its request id, in one line. */
export function failureText(error: {
  message: string;
  status?: number;
  requestId?: string;
}): string {
  const status = error.status ? `${error.status} ` : '';
  return `${status}${error.message}${error.requestId ? ` (request id ${error.requestId})` : ''}`;
}

/**
 * Plain lines (a pipe, NO_COLOR, CI): one per finished or failed item and per quota wait — no
 * redrawing, so logs stay readable. With `json`, the same events as JSON lines.
 */
export function lineView(io: Io, batch: Pick<Batch, 'on'>, json: boolean): BatchView {
  const emit = (event: string, data: object) => out(io, JSON.stringify({ event, ...data }));
  const phases = new Map<string, ItemPhase>();
  batch.on('plan', (plan) =>
    json ? emit('plan', plan) : out(io, `${io.style.step} ${describePlan(plan, clock)}`),
  );
  batch.on('itemProgress', (event) => {
    if (!json || phases.get(event.itemId) === event.phase) return;
    phases.set(event.itemId, event.phase);
    emit('itemProgress', event);
  });
  batch.on('rateLimited', (event) =>
    json
      ? emit('rateLimited', event)
      : out(
          io,
          `${io.style.warn} ${event.quota} quota reached: next slot at ${clock(event.until)}`,
        ),
  );
  batch.on('itemDone', (event) => {
    if (json) return emit('itemDone', event);
    const what = event.skipped ? io.style.dim('(done before)') : event.outputs.join(', ');
    out(io, `${io.style.ok} ${event.name}  ${what}`);
  });
  batch.on('itemFailed', (event) =>
    json
      ? emit('itemFailed', event)
      : err(io, `${io.style.fail} ${event.name}: ${failureText(event.error)}`),
  );
  return {
    finish(summary) {
      if (!summary) return;
      if (json) emit('summary', summary);
      else out(io, summaryLine(io, summary));
    },
  };
}

export function summaryLine(io: Io, summary: BatchSummary): string {
  const finished = summary.done + summary.skipped;
  let text = `${finished} of ${summary.total} done`;
  if (summary.skipped) text += ` (${summary.skipped} by an earlier run)`;
  if (summary.failed) text += `, ${io.style.red(`${summary.failed} failed`)}`;
  if (summary.claimedElsewhere) text += `, ${summary.claimedElsewhere} on other workers`;
  if (summary.stopped) text += `, ${io.style.yellow(`${summary.stopped} stopped`)}`;
  const mark = summary.failed ? io.style.fail : summary.stopped ? io.style.warn : io.style.ok;
  return `${mark} ${text}`;
}
