import { basename } from 'node:path';
import { text as readStream } from 'node:stream/consumers';
import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { UsageError } from '../../errors.js';
import type { Io } from '../../io/io.js';
import { readLocalFile } from '../../io/read-local-file.js';
import { printEntries } from './kb-entries.js';
import { inSpace, kbId, kbSpace, spaceArgs } from './kb-space.js';

/** The text of `--file` (`-` for stdin), refused when it is a document `kb upload` takes. */
async function readTextFile(io: Io, file: string): Promise<{ text: string; name: string | null }> {
  if (file === '-') return { text: await readStream(io.stdin), name: null };
  const { path, bytes } = await readLocalFile(io, file);
  if (/\.(pdf|docx)$/i.test(file) || bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    throw new UsageError(`${file} is a document: add it with scribekit kb upload KB_ID ${file}`);
  }
  if (bytes.includes(0)) {
    throw new UsageError(`${file} is not text (it holds NUL bytes); --file takes text or Markdown`);
  }
  return { text: bytes.toString('utf8'), name: basename(path) };
}

export default defineCommand({
  name: 'kb add',
  description:
    'Add text to a knowledge base, typed with --text or read from a text or Markdown file with --file (- reads stdin); long text becomes several entries.',
  args: {
    id: {
      type: 'positional',
      description: 'Knowledge-base id (scribekit kb list)',
      required: true,
    },
    text: { type: 'string', description: 'The text to add', valueHint: 'text' },
    file: {
      type: 'string',
      description: 'A text or Markdown file to add (- for stdin)',
      valueHint: 'file',
    },
    title: {
      type: 'string',
      description: "The entries' title (default: the file's name)",
      valueHint: 'title',
    },
    ...spaceArgs,
    ...apiArgs,
  },
  examples: [
    'scribekit kb add 3f2a… --text "ARR means annual recurring revenue."',
    'scribekit kb add 3f2a… --file handbook.md --title "Team handbook"',
    'pandoc notes.html -t markdown | scribekit kb add 3f2a… --file - --org 6f1c…',
  ],
  async run({ args, io }) {
    const id = kbId(args.id);
    const space = kbSpace(args.org);
    if ((args.text === undefined) === (args.file === undefined)) {
      throw new UsageError('give the text with --text T or a file with --file F (one of them)');
    }
    const source =
      args.text !== undefined
        ? { text: args.text, name: null }
        : await readTextFile(io, args.file as string);
    if (!source.text.trim()) {
      throw new UsageError(`${args.file ?? '--text'} is empty: there is nothing to add`);
    }
    const title = args.title ?? source.name;
    const { scribekit } = await apiClient(io, args.profile);
    const answer = await inSpace(space, () =>
      scribekit.knowledgeBases.createEntries(
        id,
        { source_kind: 'text', content: source.text, ...(title ? { title } : {}) },
        space.query,
        { signal: io.interrupt },
      ),
    );
    printEntries(io, answer, {
      source: args.file && args.file !== '-' ? args.file : 'The text',
      kbId: id,
      json: Boolean(args.json),
    });
    return 0;
  },
});
