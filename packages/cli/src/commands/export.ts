import {
  accessSync,
  constants,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EXPORT_FORMATS, type ExportFormat } from '@scribekit/sdk';
import { apiClient } from '../api/client.js';
import { TEXT_FORMATS } from '../api/text-formats.js';
import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { toJson } from '../io/format.js';
import { out } from '../io/io.js';
import { createStatusLine } from '../io/status-line.js';

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
    output: {
      type: 'string',
      alias: 'o',
      description:
        'Write to this file (its folder is created), or into this folder as <id>.<format> when it is one or ends with /',
      valueHint: 'file',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit export 6f1c… --format srt -o talk.srt',
    'scribekit export 6f1c… --format txt | wc -w',
  ],
  async run({ args, io }) {
    const format = args.format as ExportFormat;
    if (!args.output && !TEXT_FORMATS.has(format)) {
      throw new UsageError(`${format} is not text: pass -o FILE to save it`);
    }
    // Where it goes is settled before any request: no export job for a file that cannot be written.
    const path = args.output
      ? outputPath(resolve(io.cwd, args.output), args.id, format)
      : undefined;
    const { scribekit } = await apiClient(io, args.profile);
    const line = createStatusLine(io);
    line.update(`Exporting as ${format} …`);
    const result = await scribekit
      .exportTranscript(args.id, format, { as: 'bytes', signal: io.interrupt })
      .finally(() => line.clear());
    if (path) {
      const temporary = `${path}.${process.pid}.partial`;
      try {
        writeFileSync(temporary, result.bytes);
        renameSync(temporary, path);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw error;
      }
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

/**
 * The file `-o` names: inside it as `<id>.<format>` when it is a folder (or ends with /), else
 * itself; its folder is created. A UsageError (exit 2) when it cannot be written there.
 */
function outputPath(target: string, id: string, format: string): string {
  const isFolder = /[/\\]$/.test(target) || isDirectory(target);
  const path = isFolder ? join(target, `${id}.${format}`) : target;
  const folder = dirname(path);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    const reason =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? 'a file is in the way'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code;
    throw new UsageError(
      `-o ${target}: cannot write into ${folder} (${reason}); nothing was exported`,
    );
  }
  return path;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // missing, or under a file: mkdir says which below
  }
}
