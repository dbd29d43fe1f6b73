import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { UsageError } from '../../errors.js';
import { toJson } from '../../io/format.js';
import { out } from '../../io/io.js';
import { kbSpace, spaceArgs } from './kb-space.js';

export default defineCommand({
  name: 'kb create',
  description:
    'Create a knowledge base in your personal space (or an organization’s with --org) and print its id.',
  args: {
    name: { type: 'positional', description: 'Its name', required: true },
    description: { type: 'string', description: 'What it holds', valueHint: 'text' },
    ...spaceArgs,
    ...apiArgs,
  },
  examples: [
    'scribekit kb create "Product glossary"',
    'KB=$(scribekit kb create Policies --description "HR and finance rules")   # piped: the id alone',
    'scribekit kb create Sales --org 6f1c1e9a-3b7d-4f2e-9a51-0c2d4e6f8a10 --json',
  ],
  async run({ args, io }) {
    const space = kbSpace(args.org);
    const name = args.name.trim();
    if (!name) throw new UsageError('the name is empty');
    const { scribekit } = await apiClient(io, args.profile);
    const kb = await scribekit.knowledgeBases.create(
      { name, ...(args.description ? { description: args.description } : {}) },
      space.query,
      { signal: io.interrupt },
    );
    if (args.json) out(io, toJson(io, kb));
    else if (io.isTerminal) {
      out(io, `${io.style.ok} Created ${kb.name} in ${space.label}: ${kb.id}`);
      out(io, io.style.dim(`Add to it: scribekit kb add ${kb.id} --file notes.md`));
    } else out(io, kb.id);
    return 0;
  },
});
