import type { ArgDef } from 'citty';
import type { Command, CommandEntry } from './command.js';
import type { Io } from './io/io.js';
import { visibleWidth } from './io/style.js';
import { wrap } from './io/wrap.js';

const FOOTER = [
  'Keys come from SCRIBEKIT_API_KEY and SCRIBEKIT_BASE_URL, else from the profile saved by',
  '`scribekit login` (never from an argument: it would show in the process list).',
  'Exit codes: 0 ok, 1 a job failed, 2 usage, 3 authentication or scope, 130 interrupted',
  '(143 by SIGTERM, 129 by SIGHUP, 141 when stdout was closed).',
];

/** Two aligned columns, indented by two spaces. */
function columns(io: Io, rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => visibleWidth(left)));
  return rows.map(([left, right]) => {
    const pad = ' '.repeat(width - visibleWidth(left) + 2);
    return `  ${io.style.cyan(left)}${pad}${right}`.trimEnd();
  });
}

/** `scribekit --help` (and a noun's help: `scribekit transcripts --help`), from the index alone. */
export function renderIndexHelp(
  io: Io,
  version: string,
  entries: Record<string, CommandEntry>,
  prefix = '',
): string {
  const { bold } = io.style;
  const rows: [string, string][] = [];
  for (const [name, entry] of Object.entries(entries)) {
    rows.push([`${prefix}${name}`, entry.summary]);
  }
  const lines = prefix
    ? [`${bold('Usage')}`, `  scribekit ${prefix}<command> [options]`, '']
    : [
        `scribekit ${version} — transcripts from a terminal, a script or a fleet`,
        '',
        bold('Usage'),
        '  scribekit <command> [options]',
        '',
      ];
  lines.push(bold('Commands'), ...columns(io, rows), '');
  const example = prefix
    ? `scribekit ${prefix}${Object.keys(entries)[0]} --help`
    : 'npx @scribekit/cli transcribe ./recordings --out ./transcripts';
  lines.push(bold('Example'), `  ${example}`, '');
  lines.push(...FOOTER, `Run \`scribekit ${prefix}<command> --help\` for a command's options.`);
  return `${lines.join('\n')}\n`;
}

function flagLabel(name: string, def: ArgDef): string {
  const aliases = ('alias' in def && def.alias ? [def.alias].flat() : []).map((a) => `-${a}, `);
  const hint =
    def.type === 'string' || def.type === 'enum'
      ? ` ${('valueHint' in def && def.valueHint) || name}`
      : '';
  return `${aliases.join('')}--${name}${hint}`;
}

/** `scribekit <command> --help`: usage, arguments, options and examples. */
export function renderCommandHelp(io: Io, command: Command): string {
  const { bold, dim } = io.style;
  const positionals: [string, string][] = [];
  const options: [string, string][] = [];
  const usage = [`scribekit ${command.name}`];
  for (const [name, def] of Object.entries(command.args as Record<string, ArgDef>)) {
    if (def.type === 'positional') {
      const label = ('valueHint' in def && def.valueHint) || name.toUpperCase();
      positionals.push([label, def.description ?? '']);
      usage.push(def.required === false ? `[${label}]` : `<${label}>`);
      continue;
    }
    const notes = [def.description ?? ''];
    if (def.default !== undefined && def.default !== false)
      notes.push(dim(`(default: ${def.default})`));
    if (def.type === 'enum' && def.options) notes.push(dim(`(${def.options.join(', ')})`));
    if (def.required) {
      notes.push(dim('(required)'));
      usage.push(flagLabel(name, def));
    }
    options.push([flagLabel(name, def), notes.join(' ')]);
  }
  options.push(['-h, --help', 'Show this help']);
  usage.push('[options]');
  const lines = [
    ...wrap(command.description, Math.min(io.columns, 100)),
    '',
    bold('Usage'),
    `  ${usage.join(' ')}`,
    '',
  ];
  if (positionals.length > 0) lines.push(bold('Arguments'), ...columns(io, positionals), '');
  lines.push(bold('Options'), ...columns(io, options), '');
  lines.push(bold(command.examples.length > 1 ? 'Examples' : 'Example'));
  for (const example of command.examples) {
    const [line, comment] = example.split(/\s+# /);
    lines.push(`  ${line}${comment ? `  ${dim(`# ${comment}`)}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
