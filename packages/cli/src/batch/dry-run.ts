import { relative } from 'node:path';
import { type Batch, type BatchItem, describePlan } from '@scribekit/sdk/batch';
import { toJson } from '../io/format.js';
import { type Io, out } from '../io/io.js';
import { clock } from './clock.js';
import type { NamedInput } from './to-items.js';

export interface DryRunOptions {
  io: Io;
  json: boolean;
  /** The batch over the folder's ledger and the key's shared quota state (slots already used). */
  batch: Pick<Batch, 'plan'>;
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
  // The plan leaves out files refused here (empty, not audio or video): they need no slot.
  const plan = await batch.plan(items);
  const byId = new Map(named.map((input) => [input.id, input]));
  const refused = (plan.refused ?? []).map(({ itemId, text }) => {
    const input = byId.get(itemId);
    return { input: input?.kind === 'file' ? input.path : itemId, reason: text };
  });
  const { uploads } = plan;
  const now = plan.at;
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
        plan,
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
  const end = plan.quotaBoundUntil;
  row(
    'ETA',
    `${describePlan(plan, clock)}${end - now >= 1000 ? `; the last request goes out at ${clock(end, now)}` : ''}`,
  );
}
