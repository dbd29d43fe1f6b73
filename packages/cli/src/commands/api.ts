import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { apiClient } from '../api/client.js';
import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { EXIT, UsageError } from '../errors.js';
import { toJson } from '../io/format.js';
import { err, out } from '../io/io.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** Every `--query k=v` as typed, repeated keys kept (`--query tag=a --query tag=b`). */
function queryOf(argv: string[]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') break;
    const pair =
      arg === '--query' ? argv[++i] : arg.startsWith('--query=') ? arg.slice(8) : undefined;
    if (pair === undefined) continue;
    const at = pair.indexOf('=');
    if (at < 1) throw new UsageError(`--query ${pair}: give it as name=value`);
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    const known = query[name];
    query[name] = known === undefined ? value : [known, value].flat();
  }
  return query;
}

/**
 * The path under /api/v1 a user typed: `/transcripts/`, `transcripts/` or `/api/v1/transcripts/`.
 * Never another origin or a `..` that leaves /api/v1: the key goes only to the API.
 */
export function apiPath(typed: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(typed)) {
    throw new UsageError(
      `${typed}: give a path under /api/v1 (e.g. /transcripts/), not an address`,
    );
  }
  const [path = '', search] = typed.split('?', 2);
  if (search !== undefined) {
    throw new UsageError(`${typed}: give query parameters with --query name=value`);
  }
  const under = `/${path.replace(/^\/+/, '').replace(/^api\/v1(\/|$)/, '')}`;
  if (under.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new UsageError(`${typed}: a path with . or .. segments is not sent`);
  }
  return under;
}

/** The body of `--data`: JSON text, `@file` (a JSON file) or `@-` (stdin). */
async function bodyOf(data: string, io: { cwd: string; stdin: NodeJS.ReadableStream }) {
  let text = data;
  if (data === '@-') {
    text = '';
    for await (const chunk of io.stdin) text += chunk.toString();
  } else if (data.startsWith('@')) {
    text = await readFile(resolve(io.cwd, data.slice(1)), 'utf8').catch(() => {
      throw new UsageError(`--data ${data}: cannot read that file`);
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`--data: not JSON (${text.slice(0, 60)})`);
  }
}

export default defineCommand({
  name: 'api',
  description:
    "Call any operation of the API with this machine's key, as it is: METHOD and a path under /api/v1. The answer's JSON goes to stdout; an error's envelope (detail and request_id) to stderr, with exit 3 for 401/403 and 1 for other errors. For what no command covers yet.",
  args: {
    method: {
      type: 'positional',
      description: `HTTP method: ${METHODS.join(', ')}`,
      required: true,
      valueHint: 'METHOD',
    },
    path: {
      type: 'positional',
      description:
        'Path under /api/v1, e.g. /transcripts/ (trailing slashes as the API writes them)',
      required: true,
      valueHint: 'PATH',
    },
    query: {
      type: 'string',
      description: 'A query parameter, name=value; repeat it for more (or for a list)',
      valueHint: 'name=value',
    },
    data: {
      type: 'string',
      description: 'JSON body, or @file.json, or @- for stdin',
      valueHint: 'json',
    },
    ...apiArgs,
  },
  examples: [
    'scribekit api GET /transcripts/ --query limit=5',
    'scribekit api POST /exports/ --data \'{"transcript_id":"…","format":"srt"}\'',
    'scribekit api GET /knowledge-bases --query personal=true --verbose',
  ],
  async run({ args, io, argv }) {
    const method = String(args.method).toUpperCase() as Method;
    if (!METHODS.includes(method)) {
      throw new UsageError(`${args.method}: the method is one of ${METHODS.join(', ')}`);
    }
    const path = apiPath(String(args.path));
    const query = queryOf(argv);
    const body = args.data === undefined ? undefined : await bodyOf(args.data, io);
    if (body !== undefined && method === 'GET') throw new UsageError('a GET takes no --data');
    const { scribekit } = await apiClient(io, args.profile);
    type Call = (
      path: string,
      init: Record<string, unknown>,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const call = (scribekit.client as unknown as Record<Method, Call>)[method];
    const { data, error, response } = await call(path, {
      params: { query },
      ...(body !== undefined ? { body } : {}),
      signal: io.interrupt,
    });
    if (response.ok) {
      if (data !== undefined && response.status !== 204) out(io, toJson(io, data));
      return EXIT.ok;
    }
    const envelope =
      error && typeof error === 'object'
        ? error
        : { detail: [{ key: 'http_error', text: String(error ?? response.statusText) }] };
    err(io, toJson(io, { status: response.status, ...envelope }));
    return response.status === 401 || response.status === 403 ? EXIT.auth : EXIT.failed;
  },
});
