import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiClient } from '../api/client.js';
import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { toJson } from '../io/format.js';
import { out } from '../io/io.js';
import { createStatusLine } from '../io/status-line.js';

export const EXPORT_FORMATS = ['srt', 'vtt', 'txt', 'json', 'md', 'docx', 'pdf', 'xlsx'] as const;
const TEXT_FORMATS = new Set(['srt', 'vtt', 'txt', 'json', 'md']);

export default defineCommand({
  name: 'export',
  description:
    'Export a completed transcript and write the file (-o FILE), or print it when it is text and no file is given.',
  args: {
    id: { type: 'positional', description: 'Transcript id', required: true },
    format: {
      type: 'enum',
      options: [...EXPORT_FORMATS],
      description: 'File format',
      required: true,
      valueHint: 'format',
    },
    output: { type: 'string', alias: 'o', description: 'Write to this file', valueHint: 'file' },
    ...apiArgs,
  },
  examples: [
    'scribekit export 6f1c… --format srt -o talk.srt',
    'scribekit export 6f1c… --format txt | wc -w',
  ],
  async run({ args, io }) {
    const format = args.format as (typeof EXPORT_FORMATS)[number];
    if (!args.output && !TEXT_FORMATS.has(format)) {
      throw new UsageError(`${format} is not text: pass -o FILE to save it`);
    }
    const { scribekit } = await apiClient(io, args.profile);
    const line = createStatusLine(io);
    line.update(`Exporting as ${format} …`);
    const result = await scribekit
      .exportTranscript(args.id, format, { as: 'bytes', signal: io.interrupt })
      .finally(() => line.clear());
    if (args.output) {
      const path = resolve(io.cwd, args.output);
      writeFileSync(path, result.bytes);
      if (args.json) out(io, toJson(io, { export: result.export, path }));
      else out(io, `${io.style.ok} ${path} (${result.bytes.byteLength} bytes)`);
      return 0;
    }
    if (args.json) {
      out(
        io,
        toJson(io, { export: result.export, content: new TextDecoder().decode(result.bytes) }),
      );
      return 0;
    }
    io.stdout.write(new TextDecoder().decode(result.bytes));
    return 0;
  },
});
