import { relative } from 'node:path';
import {
  type Batch,
  type BatchItem,
  describePlan,
  planQuota,
  type QuotaLimit,
  type QuotaName,
  type QuotaStore,
} from '@scribekit/sdk/batch';
import { toJson } from '../io/format.js';
import { type Io, out } from '../io/io.js';
import { clock } from './clock.js';
import type { NamedInput } from './to-items.js';

export interface DryRunOptions {
  io: Io;
  json: boolean;
  batch: Pick<Batch, 'plan'>;
  /** The ledger, to tell which inputs are done, parked or left. */
  ledger: {
    get(id: string): Promise<{ state: string; error?: { permanent?: boolean } } | undefined>;
  };
  quotas: QuotaStore;
  limits: Partial<Record<QuotaName, QuotaLimit>> | undefined;
  named: NamedInput[];
  items: BatchItem[];
  outDir: string;
}

/**
 * `transcribe --dry-run`: the plan — inputs, what earlier runs did, what is parked, which files
 * the batch would refuse before upload, what is left, the quota slots it needs and when they let
 * it finish — on stdout. Nothing is sent and nothing is written.
 */
export async function printDryRun(options: DryRunOptions): Promise<void> {
  const { io, batch, named, items } = options;
  const plan = await batch.plan(items);
  const refused: { input: string; reason: string }[] = [];
  let refusedUploads = 0;
  for (const [index, item] of items.entries()) {
    const record = await options.ledger.get(item.id);
    if (item.kind !== 'file' || record?.state === 'done' || record?.error?.permanent) continue;
    const refusal = await item.checkMedia?.().catch(() => undefined);
    if (!refusal) continue;
    const input = named[index] as NamedInput;
    refused.push({ input: input.kind === 'file' ? input.path : input.url, reason: refusal.text });
    refusedUploads++;
  }
  const now = Date.now();
  const uploads = planQuota(
    'upload-init',
    Math.max(0, plan.uploads.needed - refusedUploads),
    await options.quotas.read('upload-init'),
    now,
    options.limits,
  );
  const adjusted = {
    ...plan,
    uploads,
    quotaBoundUntil: Math.max(uploads.lastSlotAt, plan.imports.lastSlotAt),
    at: now,
  };
  const parked = plan.parked ?? 0;
  const left = plan.total - plan.done - parked - refused.length;
  const files = named.filter((input) => input.kind === 'file').length;
  if (options.json) {
    out(
      io,
      toJson(io, {
        dryRun: true,
        out: options.outDir,
        inputs: plan.total,
        files,
        links: plan.total - files,
        done: plan.done,
        parked,
        refused,
        left,
        slots: { 'upload-init': uploads.needed, 'source-import': plan.imports.needed },
        plan: adjusted,
      }),
    );
    return;
  }
  const { bold, dim } = io.style;
  const row = (label: string, text: string) => out(io, `  ${bold(label.padEnd(8))} ${text}`);
  out(io, `${io.style.step} Dry run: nothing is sent and nothing is written`);
  row(
    'Inputs',
    `${plan.total} (${files} files, ${plan.total - files} links) into ${options.outDir}`,
  );
  row('Done', `${plan.done}${plan.done ? dim(' by earlier runs') : ''}`);
  if (parked)
    row('Parked', `${parked} ${dim('(refused before; --retry-failed tries them again)')}`);
  if (refused.length) {
    row(
      'Refused',
      `${refused.length} ${dim('(checked here: not sent, parked when the batch runs)')}`,
    );
    for (const entry of refused) {
      out(io, `           ${relative(io.cwd, entry.input) || entry.input}: ${entry.reason}`);
    }
  }
  row('Left', String(left));
  row('Slots', `${uploads.needed} upload-inits, ${plan.imports.needed} imports`);
  const end = adjusted.quotaBoundUntil;
  row(
    'ETA',
    `${describePlan(adjusted, clock)}${end - now >= 1000 ? `; the last request goes out at ${clock(end, now)}` : ''}`,
  );
}
