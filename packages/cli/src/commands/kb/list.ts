import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { timeCell, toJson } from '../../io/format.js';
import { out } from '../../io/io.js';
import { printTable } from '../../io/table.js';
import { kbSpace, spaceArgs } from './kb-space.js';

export default defineCommand({
  name: 'kb list',
  description:
    'List the knowledge bases of your personal space, or of an organization with --org: id, name, number of entries, last change.',
  args: { ...spaceArgs, ...apiArgs },
  examples: [
    'scribekit kb list',
    'scribekit kb list --org 6f1c1e9a-3b7d-4f2e-9a51-0c2d4e6f8a10 --json',
    'scribekit kb list | cut -f1   # piped: tab-separated, no header',
  ],
  async run({ args, io }) {
    const space = kbSpace(args.org);
    const { scribekit } = await apiClient(io, args.profile);
    const items = await scribekit.knowledgeBases
      .list(space.query, { signal: io.interrupt })
      .toArray();
    if (args.json) {
      out(io, toJson(io, { items, total: items.length }));
      return 0;
    }
    printTable(
      io,
      [
        { header: 'ID', value: (kb) => kb.id },
        { header: 'NAME', value: (kb) => kb.name, flexible: true },
        { header: 'ENTRIES', value: (kb) => String(kb.entries_count) },
        { header: 'UPDATED', value: (kb) => timeCell(kb.updated_at) },
      ],
      items,
    );
    if (io.isTerminal) {
      const none = `No knowledge bases in ${space.label} yet: scribekit kb create NAME`;
      out(io, io.style.dim(items.length === 0 ? none : `${items.length} in ${space.label}`));
    }
    return 0;
  },
});
