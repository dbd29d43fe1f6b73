// Argument sets shared by several commands, defined once.
import type { ArgsDef } from 'citty';

/** `--json`: machine output from the same data the terminal shows. */
export const jsonArgs = {
  json: {
    type: 'boolean',
    description: 'Print JSON (JSON lines for streams) instead of text',
  },
} as const satisfies ArgsDef;

/** `--profile`: which saved account to use. */
export const profileArgs = {
  profile: {
    type: 'string',
    description:
      'Saved account to use (scribekit login --profile NAME); default: SCRIBEKIT_PROFILE or "default"',
    valueHint: 'name',
  },
} as const satisfies ArgsDef;

/** `--verbose`: trace each request to the service on stderr. */
export const verboseArgs = {
  verbose: {
    type: 'boolean',
    description: 'Trace every request to the service on stderr, with its request id (key hidden)',
  },
} as const satisfies ArgsDef;

/** What every command that calls the API takes. */
export const apiArgs = { ...jsonArgs, ...profileArgs, ...verboseArgs } as const satisfies ArgsDef;

/** Every value of a repeatable option as typed (`--exclude a --exclude=b`), in order. */
export function repeatedOption(argv: readonly string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') break;
    if (arg === `--${name}` && i + 1 < argv.length) values.push(argv[++i] as string);
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  }
  return values;
}
