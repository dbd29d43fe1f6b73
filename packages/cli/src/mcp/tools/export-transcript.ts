import { pathToFileURL } from 'node:url';
import { EXPORT_FORMATS, type ExportFormat } from '@scribekit/sdk';
import * as z from 'zod';
import { TEXT_FORMATS } from '../../api/text-formats.js';
import { callFolders, writablePath } from '../allowed-folders.js';
import { startToLineEnd } from '../answer-budget.js';
import { ClientInput } from '../client-input.js';
import { defineTool, paged } from '../define-tool.js';
import { ToolUserError } from '../tool-errors.js';
import { transcriptLink } from '../transcript-link.js';
import { writeNewFile } from '../write-new-file.js';

const MIME: Record<ExportFormat, string> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  txt: 'text/plain',
  json: 'application/json',
  md: 'text/markdown',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A file name from a title: letters, digits, spaces, dots and dashes, never empty. */
const fileNameOf = (title: string) =>
  title
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[ .]+/, '')
    .slice(0, 100) || 'transcript';

export default defineTool({
  name: 'export_transcript',
  title: 'Export a transcript as a file',
  description:
    'Export a completed transcript as srt or vtt (subtitles), txt, md, json, docx, pdf or xlsx. With path, the file is written there — inside the folders this server may use (a folder, or a path without an extension, gets "<title>.<format>" inside it; an existing file is never overwritten) — and the answer gives its full path. Without path, text formats (srt, vtt, txt, md, json) come back as text, cut at a line end to fit the answer (about 60,000 characters); docx, pdf and xlsx need a path.',
  input: z.object({
    id: z.uuid().describe('The transcript id.'),
    format: z.enum(EXPORT_FORMATS).describe('File format.'),
    path: z
      .string()
      .optional()
      .describe(
        'Where to write the file (a new file, or a folder), inside the allowed folders; relative paths start in the first of them.',
      ),
  }),
  output: z.object({
    transcript_id: z.string(),
    format: z.string(),
    path: z.string().optional().describe('The file written; absent when the text is returned.'),
    bytes: z.number().describe('Size of the export.'),
    shown_chars: z
      .number()
      .optional()
      .describe('Characters of the export in the text answer, when no path was given.'),
    cut: z
      .boolean()
      .describe(
        'true when the text answer holds only the start of the export (the answer budget); give a path for all of it.',
      ),
  }),
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: false,
  },
  async run(args, call) {
    let folders: string[] = [];
    if (args.path) {
      const input = new ClientInput(call);
      const roots = await input.roots();
      const asked = input.pending();
      if (asked || !roots) return asked as never;
      folders = callFolders(call.deps.startFolders, roots);
    } else if (!TEXT_FORMATS.has(args.format)) {
      throw new ToolUserError(
        `${args.format} is not a text format: give a path to write the file to.`,
      );
    }
    const { scribekit } = await call.deps.account();
    const meta = await scribekit.transcripts.getMeta(args.id, { signal: call.signal });
    if (meta.status !== 'completed') {
      throw new ToolUserError(
        `Transcript ${args.id} is ${meta.status}: only a completed transcript can be exported.`,
      );
    }
    const target = args.path
      ? await writablePath(
          args.path,
          folders,
          `${fileNameOf(meta.title)}.${args.format}`,
          call.deps.startFolderNote,
        )
      : undefined;
    void call.progress(0.1, `exporting as ${args.format}`);
    const result = await scribekit.exportTranscript(args.id, args.format, {
      as: 'bytes',
      signal: call.signal,
    });
    const bytes = result.bytes as Uint8Array;
    if (target) {
      await writeNewFile(target, bytes);
      return {
        structured: {
          transcript_id: args.id,
          format: args.format,
          path: target,
          bytes: bytes.byteLength,
          cut: false,
        },
        text: `Wrote ${target} (${args.format}, ${bytes.byteLength} bytes) from "${meta.title}".`,
        links: [
          {
            type: 'resource_link',
            uri: pathToFileURL(target).href,
            name: target.split(/[\\/]/).pop() as string,
            title: `${meta.title} (${args.format})`,
            mimeType: MIME[args.format],
          },
          transcriptLink(args.id, meta.title),
        ],
      };
    }
    // The export goes out once, as the text (structuredContent says what it is), cut at a line
    // end to the largest start that fits the answer budget.
    const whole = new TextDecoder().decode(bytes);
    return paged(whole.length, (n) => {
      const cut = n < whole.length;
      const text = startToLineEnd(whole, n);
      return {
        structured: {
          transcript_id: args.id,
          format: args.format,
          bytes: bytes.byteLength,
          shown_chars: text.length,
          cut,
        },
        text: cut
          ? `${text}\n[Cut after ${text.length} of ${whole.length} characters, to fit the answer: give a path to get the whole file.]`
          : text,
        links: [transcriptLink(args.id, meta.title)],
      };
    });
  },
});
