import type { BatchPlan, ItemPhase } from '@scribekit/sdk/batch';
import cliProgress from 'cli-progress';
import type { Io } from '../io/io.js';
import { fitLine, wrap } from '../io/wrap.js';
import { type BatchSource, type BatchView, say, summaryLine } from './batch-view.js';
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

export interface ProgressViewOptions {
  /** When the next request of a quota may go (the batch's shared quota state). */
  quotas?: SlotClock;
  /** The plan made again: after a 429 taught the limit, and as slots are used (the overall ETA). */
  replan?: () => Promise<BatchPlan>;
}

/** The middle value of some durations, the lower of two (0 when there are none). */
const median = (values: number[]) =>
  values.length
    ? ([...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number)
    : 0;

/**
 * Progress bars on a terminal (cli-progress, on stderr so stdout stays for results): one per item
 * in flight with its phase and ETA, and one for the batch whose ETA follows the quota — the limit
 * the service taught with a 429 as soon as it did — plus the time an item takes once its request
 * went out. Finished, failed and parked items, quota waits and outages are printed above the bars,
 * wrapped to the screen's width (never cut).
 */
export function progressView(
  io: Io,
  batch: BatchSource,
  options: ProgressViewOptions = {},
): BatchView {
  const { style } = io;
  const width = Math.max(40, io.columns - 1);
  const nameWidth = Math.max(12, Math.min(24, width - 56));
  const fitName = (name: string) =>
    name.length > nameWidth ? `${name.slice(0, nameWidth - 1)}…` : name.padEnd(nameWidth);
  const bars = new cliProgress.MultiBar(
    {
      stream: io.stderr as unknown as NodeJS.WritableStream,
      hideCursor: true,
      clearOnComplete: true,
      // Every frame redraws every bar: cli-progress redraws only changed ones, and a bar that a
      // line printed above pushed down would otherwise leave its row empty (a waiting item).
      forceRedraw: true,
      barsize: width >= 100 ? 20 : 10,
      etaBuffer: 20,
      fps: 8,
      barCompleteChar: '█',
      barIncompleteChar: '░',
      format: (options, params, payload: { line(bar: string, eta: number): string }) =>
        fitLine(
          payload.line(cliProgress.Format.BarFormat(params.progress, options), params.eta),
          width,
        ),
    },
    cliProgress.Presets.shades_classic,
  );
  /**
   * A message above the bars, wrapped so that none of it is lost at the screen's edge; each of
   * its rows is erased first (cli-progress clears only the first row of what it logs).
   */
  const log = (text: string) =>
    bars.log(
      `${wrap(text, width, '  ')
        .map((row) => `\u001b[2K${row}`)
        .join('\n')}\n`,
    );
  let total = 0;
  let finished = 0;
  let plan: BatchPlan | undefined;
  let slotWait: { until: number } | undefined;
  let outage: { since: number; nextTryAt: number } | undefined;
  const started = Date.now();
  // When each item's rate-limited request went out, and how long items took from there to done.
  const sentAt = new Map<string, number>();
  const tails: number[] = [];
  const items = new Map<string, cliProgress.SingleBar>();
  const phases = new Map<string, ItemPhase>();

  /** The whole batch's ETA: the quota's last slot (as now known) plus an item's time after it. */
  const etaMs = (barEta: number, now: number): number | undefined => {
    const quotaBound = plan ? Math.max(plan.uploads.lastSlotAt, plan.imports.lastSlotAt) : 0;
    const tail = median(tails);
    if (quotaBound > now) return quotaBound - now + tail;
    if (tails.length > 0 && sentAt.size > 0) {
      return Math.max(0, Math.max(...sentAt.values()) + tail - now);
    }
    return finished > 0 && Number.isFinite(barEta) ? barEta * 1000 : undefined;
  };

  const overallLine = (bar: string, barEta: number) => {
    const now = Date.now();
    const eta = etaMs(barEta, now);
    let etaText = eta === undefined ? `elapsed ${span(now - started)}` : `ETA ${span(eta)}`;
    let note = '';
    if (outage) {
      // Since when is in the line above the bars; here what is next, in few words.
      etaText = style.yellow(`unreachable; next try ${clock(outage.nextTryAt)}`);
    } else if (slotWait && slotWait.until > now) {
      note = `  ${style.yellow(`next slot ${clock(slotWait.until)}`)}`;
    }
    return `${style.bold(fitName('All'))} ${bar} ${finished}/${total}  ${etaText}${note}`;
  };
  const overall = bars.create(1, 0, { line: overallLine });

  let replanning = false;
  const replan = () => {
    if (!options.replan || replanning) return;
    replanning = true;
    options
      .replan()
      .then((next) => {
        plan = next;
      })
      .catch(() => undefined)
      .finally(() => {
        replanning = false;
      });
  };

  const itemBar = (itemId: string, name: string) => {
    let bar = items.get(itemId);
    if (bar) return bar;
    bar = bars.create(1000, 0, {
      line: (text: string, eta: number) => {
        const phase = phases.get(itemId) ?? 'queued';
        if (outage) return `${fitName(name)} ${text} ${style.dim('waiting for the service')}`;
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

  batch.on('plan', (event) => {
    plan = event;
    total = event.total;
    overall.setTotal(Math.max(1, event.total));
    log(say.plan(io, event));
  });
  batch.on('progress', (event) => {
    total = event.total;
    finished = event.done + event.failed + (event.parked ?? 0);
    overall.setTotal(Math.max(1, event.total));
    overall.update(event.fraction * Math.max(1, event.total));
  });
  batch.on('rateLimited', (event) => {
    slotWait = { until: Math.max(event.until, slotWait?.until ?? 0) };
    log(say.rateLimited(io, event));
    replan();
  });
  batch.on('itemProgress', (event) => {
    if (event.phase === 'done' || event.phase === 'failed' || event.phase === 'stopped') return;
    // Back to waiting (a 429): its request did not go out after all.
    if (event.phase === 'waiting-for-slot') sentAt.delete(event.itemId);
    if (event.phase === 'waiting-for-slot' && options.quotas) {
      // Items wait for a slot the quota state already knows: show when the next one opens.
      const quota = /^https?:/i.test(event.itemId) ? 'source-import' : 'upload-init';
      void options.quotas.nextSlotAt(quota).then((until) => {
        if (until > Date.now()) slotWait = { until };
      });
    }
    if (event.phase === 'uploading' || event.phase === 'importing') {
      if (!sentAt.has(event.itemId)) {
        sentAt.set(event.itemId, Date.now());
        replan();
      }
    }
    phases.set(event.itemId, event.phase);
    const bar = itemBar(event.itemId, event.name);
    bar.update(Math.round(event.fraction * 1000));
  });
  batch.on('itemDone', (event) => {
    const sent = sentAt.get(event.itemId);
    if (sent !== undefined && !event.skipped) tails.push(Date.now() - sent);
    sentAt.delete(event.itemId);
    removeBar(event.itemId);
    log(say.itemDone(io, event));
    replan();
  });
  batch.on('itemFailed', (event) => {
    sentAt.delete(event.itemId);
    removeBar(event.itemId);
    log(say.itemFailed(io, event));
    replan();
  });
  batch.on('itemParked', (event) => log(say.itemParked(io, event)));
  batch.on('serviceUnreachable', (event) => {
    // The first check that fails is said once; the later ones move the bar's "next try".
    if (!outage) log(say.serviceUnreachable(io, event));
    outage = { since: event.since, nextTryAt: event.nextTryAt };
  });
  batch.on('serviceReachable', (event) => {
    outage = undefined;
    log(say.serviceReachable(io, event));
    replan();
  });
  batch.on('createInDoubt', (event) => log(say.createInDoubt(io, event)));
  return {
    finish(summary) {
      // stop() drops lines logged since the last redraw: draw once more so none is lost.
      bars.update();
      bars.stop();
      if (summary) io.stderr.write(`${wrap(summaryLine(io, summary), width, '  ').join('\n')}\n`);
    },
  };
}
