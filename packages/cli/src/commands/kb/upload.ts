import { basename } from 'node:path';
import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { UsageError } from '../../errors.js';
import { readLocalFile } from '../../io/read-local-file.js';
import { printEntries } from './kb-entries.js';
import { inSpace, kbId, kbSpace, spaceArgs } from './kb-space.js';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The document's type from its first bytes (a DOCX is a ZIP named .docx), or null. */
function documentType(bytes: Buffer, name: string): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return zip && /\.docx$/i.test(name) ? DOCX : null;
}

export default defineCommand({
  name: 'kb upload',
  description:
    'Add a PDF or DOCX document to a knowledge base: the service extracts its text into entries.',
  args: {
    id: {
      type: 'positional',
      description: 'Knowledge-base id (scribekit kb list)',
      required: true,
    },
    file: { type: 'positional', description: 'A .pdf or .docx file', required: true },
    title: {
      type: 'string',
      description: "The entries' title (default: the document's own title, else its file name)",
      valueHint: 'title',
    },
    ...spaceArgs,
    ...apiArgs,
  },
  examples: [
    'scribekit kb upload 3f2a… handbook.pdf',
    'scribekit kb upload 3f2a… contract.docx --title "Master agreement" --org 6f1c… --json',
  ],
  async run({ args, io }) {
    const id = kbId(args.id);
    const space = kbSpace(args.org);
    const { path, bytes } = await readLocalFile(io, args.file);
    const type = documentType(bytes, path);
    if (!type) {
      throw new UsageError(
        `${args.file} is neither a PDF nor a DOCX; add text or Markdown with scribekit kb add ${id} --file ${args.file}`,
      );
    }
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), basename(path));
    if (args.title) form.set('title', args.title);
    const { scribekit } = await apiClient(io, args.profile);
    const answer = await inSpace(space, () =>
      scribekit.knowledgeBases.uploadEntries(id, form, space.query, { signal: io.interrupt }),
    );
    printEntries(io, answer, { source: args.file, kbId: id, json: Boolean(args.json) });
    return 0;
  },
});
