import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiClient } from '../api/client.js';
import { type JobRow, listJobs } from '../api/job-rows.js';
import { apiArgs } from '../args.js';
import { readStatusFile } from '../batch/status-file.js';
import { defineCommand } from '../command.js';
import { paintPhase, percentCell, timeCell } from '../io/format.js';
import { err, type Io, out } from '../io/io.js';
import { printTable } from '../io/table.js';

const UPLOAD_PHASES = new Set(['hashing', 'waiting-for-slot', 'uploading']);

/** The uploads of the batch running into `dir` (the service lists no uploads in progress). */
function batchUploads(dir: string): JobRow[] {
  const status = readStatusFile(dir);
  if (!status) return [];
  return status.items
    .filter((item) => UPLOAD_PHASES.has(item.phase))
    .map((item) => ({
      kind: 'upload',
      id: '',
      status: item.phase,
      phase: 'working',
      progress: item.fraction, // of the item's whole way through the batch

      name: item.name,
      created_at: status.updatedAt,
    }));
}

function printJobs(io: Io, rows: JobRow[]) {
  if (rows.length === 0 && io.isTerminal) {
    out(io, io.style.dim('No jobs running.'));
    return;
  }
  printTable(
    io,
    [
      { header: 'KIND', value: (r) => r.kind },
      { header: 'ID', value: (r) => r.id },
      { header: 'STATUS', value: (r) => r.status, paint: (t, r) => paintPhase(io, r.phase)(t) },
      { header: 'PROGRESS', value: (r) => percentCell(r.progress) },
      { header: 'WHAT', value: (r) => r.name, flexible: true },
      { header: 'CREATED', value: (r) => timeCell(r.created_at) },
    ],
    rows,
  );
}

export default defineCommand({
  name: 'jobs',
  description:
    'Show running transcripts, imports, meeting bots, exports and Smart Reports with their progress, and with --out the uploads of the batch writing into that folder. With --watch, a live table until Ctrl+C.',
  args: {
    watch: { type: 'boolean', alias: 'w', description: 'Refresh until Ctrl+C' },
    all: { type: 'boolean', description: 'Include finished jobs' },
    out: {
      type: 'string',
      description:
        'Also show the uploads of the batch running into this folder (`transcribe --out`)',
      valueHint: 'dir',
    },
    interval: {
      type: 'string',
      description: 'Seconds between refreshes with --watch',
      default: '2',
      valueHint: 's',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit jobs',
    'scribekit jobs --out ./transcripts   # with the uploads of the batch writing there',
    'scribekit jobs --watch',
    'scribekit jobs --watch --json   # one JSON line per refresh',
  ],
  async run({ args, io }) {
    const { scribekit } = await apiClient(io, args.profile);
    const intervalMs = Math.max(0.2, Number(args.interval) || 2) * 1000;
    let warned = false;
    for (;;) {
      let result: Awaited<ReturnType<typeof listJobs>>;
      try {
        result = await listJobs(scribekit, { all: Boolean(args.all), signal: io.interrupt });
        if (args.out) result.rows.unshift(...batchUploads(resolve(io.cwd, args.out)));
      } catch (error) {
        if (io.interrupt.aborted) return 0;
        throw error;
      }
      if (!warned && result.missingScopes.length > 0) {
        err(io, `${io.style.warn} Not shown, the key lacks: ${result.missingScopes.join(', ')}`);
        warned = true;
      }
      if (args.json) {
        out(
          io,
          JSON.stringify(
            args.watch ? { at: new Date().toISOString(), jobs: result.rows } : result.rows,
          ),
        );
        if (!args.watch) return 0;
      } else {
        // A live table redraws the screen; piped, each refresh is printed below the last.
        if (args.watch && io.isTerminal) io.stdout.write('\u001b[H\u001b[2J');
        printJobs(io, result.rows);
        if (!args.watch) return 0;
        if (io.isTerminal) out(io, io.style.dim(`Every ${intervalMs / 1000} s · Ctrl+C to stop`));
      }
      try {
        await sleep(intervalMs, undefined, { signal: io.interrupt });
      } catch {
        return 0; // Ctrl+C is how --watch ends
      }
    }
  },
});
