import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';

const SHELLS = ['bash', 'zsh', 'fish'] as const;

export default defineCommand({
  name: 'completion',
  description:
    "Print a completion script for your shell — commands, verbs, options and their values — generated from the commands' own definitions, so it never falls behind them.",
  args: {
    shell: {
      type: 'positional',
      description: `Your shell: ${SHELLS.join(', ')}`,
      required: true,
      valueHint: 'SHELL',
      options: [...SHELLS],
    },
  },
  examples: [
    'source <(scribekit completion bash)   # in ~/.bashrc',
    'source <(scribekit completion zsh)   # in ~/.zshrc, after compinit',
    'scribekit completion fish > ~/.config/fish/completions/scribekit.fish',
  ],
  async run({ args, io, commands }) {
    const shell = String(args.shell);
    if (!(SHELLS as readonly string[]).includes(shell)) {
      throw new UsageError(`no completion for ${shell}: give one of ${SHELLS.join(', ')}`);
    }
    const [{ commandTree }, scripts] = await Promise.all([
      import('../completion/command-tree.js'),
      import('../completion/scripts.js'),
    ]);
    const tree = await commandTree(commands);
    const render = { bash: scripts.bashScript, zsh: scripts.zshScript, fish: scripts.fishScript };
    io.stdout.write(render[shell as (typeof SHELLS)[number]](tree));
    return 0;
  },
});
