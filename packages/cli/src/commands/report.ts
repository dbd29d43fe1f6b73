import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiClient } from '../api/client.js';
import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { percentCell, toJson } from '../io/format.js';
import { out } from '../io/io.js';
import { createStatusLine } from '../io/status-line.js';

export default defineCommand({
  name: 'report',
  description:
    'Make a Smart Report of a transcript, wait for it, and print its Markdown (or write it with -o).',
  args: {
    id: { type: 'positional', description: 'Transcript id', required: true },
    type: { type: 'string', description: 'Report type', default: 'summary', valueHint: 'type' },
    output: {
      type: 'string',
      alias: 'o',
      description: 'Write the Markdown to this file',
      valueHint: 'file',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit report 6f1c… --type summary',
    'scribekit report 6f1c… --type action_items -o actions.md',
  ],
  async run({ args, io }) {
    const { scribekit } = await apiClient(io, args.profile);
    const line = createStatusLine(io);
    line.update(`Writing the ${args.type} report …`);
    try {
      const started = await scribekit.smartReports.create(
        { transcript_id: args.id, type: args.type },
        { signal: io.interrupt },
      );
      const report = await scribekit.waitForSmartReport(started.id, {
        signal: io.interrupt,
        onProgress: ({ phase, progress }) =>
          line.update(`Writing the ${args.type} report … ${phase} ${percentCell(progress)}`),
      });
      line.clear();
      if (args.output) {
        const path = resolve(io.cwd, args.output);
        writeFileSync(path, report.content_md ?? '');
        if (args.json) out(io, toJson(io, { report, path }));
        else out(io, `${io.style.ok} ${path}`);
        return 0;
      }
      if (args.json) out(io, toJson(io, report));
      else io.stdout.write(`${(report.content_md ?? '').trimEnd()}\n`);
      return 0;
    } finally {
      line.clear();
    }
  },
});
