import type { ArgsDef, ParsedArgs } from 'citty';
import type { Io } from './io/io.js';

/** What a command's `run` gets: its parsed arguments and the I/O object. */
export interface CommandContext<A extends ArgsDef> {
  args: ParsedArgs<A>;
  io: Io;
  /** The command line after the command's name, as typed (to print a resume command). */
  argv: string[];
  /** The table of commands this CLI runs (`completion` lists them). */
  commands: Readonly<Record<string, CommandEntry>>;
}

/**
 * One command, in its own file (`src/commands/<noun>/<verb>.ts`, as nuxi shapes them): its name,
 * what it does, its arguments (citty's definitions), examples for `--help`, and `run`, which
 * resolves with the exit code (0 when it returns nothing).
 */
export interface Command<A extends ArgsDef = ArgsDef> {
  /** The words that call it: `transcribe`, `transcripts list`. */
  name: string;
  description: string;
  args: A;
  /** Each a command line, optionally followed by `  # what it does`. */
  examples: string[];
  run(context: CommandContext<A>): Promise<number | undefined>;
}

export function defineCommand<const A extends ArgsDef>(command: Command<A>): Command<A> {
  return command;
}

/** A command's module, imported only when the command runs or shows its help. */
// biome-ignore lint/suspicious/noExplicitAny: each command's own argument types are checked in its file
export type CommandLoader = () => Promise<{ default: Command<any> }>;

/** One line of the command table (`src/commands/index.ts`): a command, or a noun with verbs. */
export interface CommandEntry {
  /** One line for `scribekit --help`, so listing commands loads none of them. */
  summary: string;
  load?: CommandLoader;
  /** A noun with verbs: `transcripts list`; with `load` too, words that are no verb go to it. */
  verbs?: Record<string, CommandEntry>;
}
