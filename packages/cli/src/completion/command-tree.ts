import type { ArgDef } from 'citty';
import type { CommandEntry } from '../command.js';

/** One option of a command, as a completion offers it. */
export interface CompletionOption {
  name: string;
  alias?: string;
  description: string;
  /** Takes a value (`--out DIR`); `choices` when the value is one of a list. */
  takesValue: boolean;
  choices?: string[];
}

/** A command (or a noun's verb) with what a completion needs of it. */
export interface CompletionCommand {
  /** The words that call it: `['transcripts', 'list']`. */
  words: string[];
  summary: string;
  options: CompletionOption[];
  /** Values its first positional argument takes, when they are a fixed list. */
  positionalChoices?: string[];
  /** It takes positional arguments (an id, a link, files). */
  takesArguments: boolean;
  /** Its positional arguments are files (or folders, globs and links). */
  takesFiles: boolean;
}

/**
 * The command table with every command's options, read from the commands index and each
 * command's definition — so a completion script is generated from what the commands declare
 * and never falls behind them.
 */
export async function commandTree(
  commands: Readonly<Record<string, CommandEntry>>,
): Promise<{ nouns: Record<string, string>; commands: CompletionCommand[] }> {
  const nouns: Record<string, string> = {};
  const found: CompletionCommand[] = [];
  const add = async (words: string[], entry: CommandEntry) => {
    if (!entry.load) return;
    const command = (await entry.load()).default;
    const options: CompletionOption[] = [];
    let positionalChoices: string[] | undefined;
    let takesFiles = false;
    let takesArguments = false;
    for (const [name, def] of Object.entries(command.args as Record<string, ArgDef>)) {
      if (def.type === 'positional') {
        takesArguments = true;
        const hint = `${('valueHint' in def && def.valueHint) || ''} ${def.description ?? ''}`;
        takesFiles ||= /FILE|FOLDER|file|folder/.test(hint);
        const choices = (def as { options?: string[] }).options;
        if (choices) positionalChoices = choices;
        continue;
      }
      const alias = 'alias' in def && def.alias ? [def.alias].flat()[0] : undefined;
      options.push({
        name,
        ...(alias ? { alias } : {}),
        description: def.description ?? '',
        takesValue: def.type === 'string' || def.type === 'enum',
        ...(def.type === 'enum' && def.options ? { choices: [...def.options] } : {}),
      });
    }
    options.push({ name: 'help', alias: 'h', description: 'Show this help', takesValue: false });
    found.push({
      words,
      summary: entry.summary,
      options,
      takesArguments,
      takesFiles,
      ...(positionalChoices ? { positionalChoices } : {}),
    });
  };
  for (const [name, entry] of Object.entries(commands)) {
    if (entry.verbs) {
      nouns[name] = entry.summary;
      for (const [verb, verbEntry] of Object.entries(entry.verbs)) {
        await add([name, verb], verbEntry);
      }
    } else await add([name], entry);
  }
  return { nouns, commands: found };
}
