import { readFileSync } from 'node:fs';
import type { ArgDef } from 'citty';
import type { Command, CommandEntry } from './command.js';
import { commands } from './commands/index.js';
import { describeError, EXIT, errorJson, exitCodeFor, UsageError } from './errors.js';
import { renderCommandHelp, renderIndexHelp } from './help.js';
import { err, type Io, out } from './io/io.js';
import { stripAnsi } from './io/style.js';

const version = (): string =>
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

const isHelp = (arg: string) => arg === '--help' || arg === '-h';

/** Finds the command the words name: `transcribe …`, `transcripts list …`. */
function lookup(argv: string[]): { entry?: CommandEntry; noun?: string; rest: string[] } {
  const [first, second] = argv;
  const entry = first ? commands[first] : undefined;
  if (!entry?.verbs) return { entry, rest: argv.slice(1) };
  const verb = second ? entry.verbs[second] : undefined;
  if (verb) return { entry: verb, rest: argv.slice(2) };
  // A noun that is a command too (`captions <id>` beside `captions check`).
  if (entry.load) return { entry, rest: argv.slice(1) };
  return { noun: first, rest: argv.slice(1) };
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** citty accepts any flag; a misspelt one must be a usage error, not silently ignored. */
function checkFlags(command: Command, rest: string[]): void {
  const known = new Set<string>();
  for (const [name, def] of Object.entries(command.args as Record<string, ArgDef>)) {
    known.add(name).add(camel(name));
    for (const alias of 'alias' in def && def.alias ? [def.alias].flat() : []) known.add(alias);
  }
  for (const arg of rest) {
    if (arg === '--') break;
    if (!arg.startsWith('-') || arg === '-') continue;
    const name = arg.replace(/^-{1,2}(no-)?/, '').split('=')[0] as string;
    if (known.has(name) || known.has(camel(name))) continue;
    if (/key|token|secret/i.test(name)) {
      throw new UsageError(
        `${arg}: a key is never taken as an argument (it would show in the process list). Set SCRIBEKIT_API_KEY or run \`scribekit login\`.`,
      );
    }
    throw new UsageError(`unknown option ${arg}`);
  }
}

/**
 * Runs the command line `argv` (without `node` and the script) with `io` and resolves with the
 * exit code. Only the called command's module is loaded, so `scribekit --help` starts fast.
 */
export async function runCli(argv: string[], io: Io): Promise<number> {
  // `scribekit help CMD [SUB]` is `scribekit CMD [SUB] --help`; `scribekit help` the index.
  if (argv[0] === 'help') {
    const topic = argv.slice(1).filter((arg) => !isHelp(arg));
    return runCli(topic.length > 0 && topic[0] !== 'help' ? [...topic, '--help'] : ['--help'], io);
  }
  if (argv.length > 0 && isHelp(argv[0] as string)) {
    io.stdout.write(renderIndexHelp(io, version(), commands));
    return EXIT.ok;
  }
  // No command: a usage error (a script calling `scribekit $EMPTY` must not pass silently).
  if (argv.length === 0) {
    io.stderr.write(renderIndexHelp(io, version(), commands));
    return EXIT.usage;
  }
  if (argv[0] === '--version' || argv[0] === '-v') {
    out(io, version());
    return EXIT.ok;
  }
  const { entry, noun, rest } = lookup(argv);
  if (noun) {
    const verbs = commands[noun]?.verbs ?? {};
    const help = renderIndexHelp(io, version(), verbs, `${noun} `);
    if (rest.length > 0 && isHelp(rest[0] as string)) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    if (rest.length === 0) {
      err(io, `${io.style.fail} scribekit ${noun} needs a command\n`);
      io.stderr.write(help);
      return EXIT.usage;
    }
    err(io, `${io.style.fail} unknown command: scribekit ${noun} ${rest[0]}\n`);
    io.stderr.write(help);
    return EXIT.usage;
  }
  if (!entry?.load) {
    err(io, `${io.style.fail} unknown command: ${argv[0]}. Run \`scribekit --help\` for the list.`);
    return EXIT.usage;
  }
  const command = (await entry.load()).default;
  if (rest.some(isHelp)) {
    io.stdout.write(renderCommandHelp(io, command));
    return EXIT.ok;
  }
  const json = rest.includes('--json');
  try {
    checkFlags(command, rest);
    // citty is loaded only to run a command: `--help` renders from the definitions alone.
    const { parseArgs } = await import('citty');
    let args: ReturnType<typeof parseArgs>;
    try {
      args = parseArgs(rest, command.args);
    } catch (error) {
      throw new UsageError(stripAnsi((error as Error).message));
    }
    // citty checks `required` on strings but not on enums.
    for (const [name, def] of Object.entries(command.args as Record<string, ArgDef>)) {
      if (def.type !== 'positional' && def.required && args[name] === undefined) {
        throw new UsageError(`Missing required argument: --${name}`);
      }
    }
    const context = args.verbose === true ? { ...io, verbose: true } : io;
    return (
      (await command.run({ args: args as never, io: context, argv: rest, commands })) ?? EXIT.ok
    );
  } catch (error) {
    const code = exitCodeFor(error);
    if (code === EXIT.interrupted) return code;
    if (json) out(io, JSON.stringify(errorJson(error)));
    else err(io, `${io.style.fail} ${describeError(error)}`);
    if (code === EXIT.usage && !json) {
      err(io, `Run \`scribekit ${command.name} --help\` for its options and an example.`);
    }
    return code;
  }
}
