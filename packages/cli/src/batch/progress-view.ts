import type { Batch, ItemPhase } from '@scribekit/sdk/batch';
import { describePlan } from '@scribekit/sdk/batch';
import cliProgress from 'cli-progress';
import type { Io } from '../io/io.js';
import { type BatchView, failureText, summaryLine } from './batch-view.js';
import { clock, span } from './clock.js';
import type { SlotClock } from './slot-clock.js';

const PHASE_TEXT: Record<ItemPhase, string> = {
  queued: 'queued',
  hashing: 'hashing',
  'waiting-for-slot': 'waiting for a slot',
  uploading: 'uploading',
  importing: 'importing',
  transcribing: 'transcribing',
  exporting: 'exporting',
  reporting: 'reporting',
  done: 'done',
  failed: 'failed',
  stopped: 'stopped',
};

const NAME_WIDTH = 24;
const fitName = (name: string) =>
  name.length > NAME_WIDTH ? `${name.slice(0, NAME_WIDTH - 1)}…` : name.padEnd(NAME_WIDTH);

/**
 * Progress bars on a terminal (cli-progress, on stderr so stdout stays for results): one per item
 * in flight with its phase and ETA, and one for the batch whose ETA includes the wait for the
 * next quota slot. Finished and failed items are printed above the bars as lines.
 */
export function progressView(io: Io, batch: Pick<Batch, 'on'>, quotas?: SlotClock): BatchView {
  const { style } = io;
  const bars = new cliProgress.MultiBar(
    {
      stream: io.stderr as unknown as NodeJS.WritableStream,
      hideCursor: true,
      clearOnComplete: true,
      barsize: 20,
      etaBuffer: 20,
      fps: 8,
      barCompleteChar: '█',
      barIncompleteChar: '░',
      format: (options, params, payload: { line(bar: string, eta: number): string }) =>
        payload.line(cliProgress.Format.BarFormat(params.progress, options), params.eta),
    },
    cliProgress.Presets.shades_classic,
  );
  let total = 0;
  let finished = 0;
  let quotaUntil = 0;
  let slotWait: { until: number } | undefined;
  const started = Date.now();
  const items = new Map<string, cliProgress.SingleBar>();
  const phases = new Map<string, ItemPhase>();
  const overallLine = (bar: string, eta: number) => {
    const now = Date.now();
    // The bar's own estimate knows the pace so far; the quota can push the end further out.
    const quotaLeft = quotaUntil > now ? quotaUntil - now : 0;
    const etaMs = Math.max(Number.isFinite(eta) ? eta * 1000 : 0, quotaLeft);
    const waiting =
      slotWait && slotWait.until > now
        ? `  ${style.yellow(`next slot ${clock(slotWait.until)}`)}`
        : '';
    const etaText =
      finished > 0 || quotaLeft > 0 ? `ETA ${span(etaMs)}` : `elapsed ${span(now - started)}`;
    return `${style.bold(fitName('All'))} ${bar} ${finished}/${total}  ${etaText}${waiting}`;
  };
  const overall = bars.create(1, 0, { line: overallLine });

  const itemBar = (itemId: string, name: string) => {
    let bar = items.get(itemId);
    if (bar) return bar;
    bar = bars.create(1000, 0, {
      line: (text: string, eta: number) => {
        const phase = phases.get(itemId) ?? 'queued';
        const waiting =
          phase === 'waiting-for-slot' && slotWait ? ` until ${clock(slotWait.until)}` : '';
        const etaText =
          phase !== 'waiting-for-slot' && Number.isFinite(eta) && eta > 0
            ? `  ETA ${span(eta * 1000)}`
            : '';
        return `${fitName(name)} ${text} ${style.dim(`${PHASE_TEXT[phase]}${waiting}`)}${etaText}`;
      },
    });
    items.set(itemId, bar);
    return bar;
  };
  const removeBar = (itemId: string) => {
    const bar = items.get(itemId);
    if (bar) bars.remove(bar);
    items.delete(itemId);
    phases.delete(itemId);
  };

  batch.on('plan', (plan) => {
    total = plan.total;
    quotaUntil = Math.max(plan.uploads.lastSlotAt, plan.imports.lastSlotAt);
    overall.setTotal(Math.max(1, plan.total));
    bars.log(`${style.step} ${describePlan(plan, clock)}\n`);
  });
  batch.on('progress', (event) => {
    total = event.total;
    finished = event.done + event.failed;
    overall.setTotal(Math.max(1, event.total));
    overall.update(event.fraction * Math.max(1, event.total));
  });
  batch.on('rateLimited', (event) => {
    slotWait = { until: Math.max(event.until, slotWait?.until ?? 0) };
    quotaUntil = Math.max(quotaUntil, event.until);
  });
  batch.on('itemProgress', (event) => {
    if (event.phase === 'done' || event.phase === 'failed' || event.phase === 'stopped') return;
    if (event.phase === 'waiting-for-slot' && quotas) {
      // Items wait for a slot the quota state already knows: show when the next one opens.
      const quota = /^https?:/i.test(event.itemId) ? 'source-import' : 'upload-init';
      void quotas.nextSlotAt(quota).then((until) => {
        if (until > Date.now()) slotWait = { until };
      });
    }
    phases.set(event.itemId, event.phase);
    const bar = itemBar(event.itemId, event.name);
    bar.update(Math.round(event.fraction * 1000));
  });
  batch.on('itemDone', (event) => {
    removeBar(event.itemId);
    const what = event.skipped ? style.dim('(done before)') : event.outputs.join(', ');
    bars.log(`${style.ok} ${event.name}  ${what}\n`);
  });
  batch.on('itemFailed', (event) => {
    removeBar(event.itemId);
    bars.log(`${style.fail} ${event.name}: ${failureText(event.error)}\n`);
  });
  return {
    finish(summary) {
      // stop() drops lines logged since the last redraw: draw once more so none is lost.
      bars.update();
      bars.stop();
      if (summary) io.stderr.write(`${summaryLine(io, summary)}\n`);
    },
  };
}
