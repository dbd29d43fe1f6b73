// Generates the resource methods (src/generated/resources/*.ts), the list of operations the
// service deduplicates by Idempotency-Key (src/generated/idempotent-operations.ts) and the values
// of each enum schema as a constant (src/generated/enums.ts, by the emitter the spec shares with
// the sandbox) from the bundled spec (spec/dist/openapi.json, built by `pnpm --filter spec build`).
// With --check, fails when a committed file differs from a fresh generation.
//
// One resource per tag, one method per operation, named from its operationId with the resource's
// noun dropped after the verb (`getTranscriptMeta` on Transcripts is `transcripts.getMeta`). The
// `/ai-processing/knowledge-bases` copies (operationIds ending in `AiProcessing`) are left out: the
// plain knowledge-base operations reach the same service code.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { enumConstantsModule } from 'spec/enum-constants';

const specUrl = new URL('../../../spec/dist/openapi.json', import.meta.url);
const outDir = new URL('../src/generated/resources/', import.meta.url);
const idempotentUrl = new URL('../src/generated/idempotent-operations.ts', import.meta.url);
const header = `/**
 * Generated from the bundled spec (spec/dist/openapi.json) by scripts/generate-resources.mjs. Do not edit by hand.
 * Regenerate with \`pnpm generate\` at the repository root (or \`pnpm --filter @scribekit/sdk generate\`).
 */
`;
const methods = ['get', 'post', 'put', 'patch', 'delete'];
const modelsUrl = new URL('../src/generated/models.ts', import.meta.url);
const enumsUrl = new URL('../src/generated/enums.ts', import.meta.url);

const spec = JSON.parse(await readFile(specUrl, 'utf8'));
const modelNames = Object.keys(spec.components.schemas);
const pascal = (words) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (words) => {
  const p = pascal(words);
  return p[0].toLowerCase() + p.slice(1);
};
const kebab = (words) => words.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const deref = (node) =>
  node?.$ref
    ? node.$ref
        .split('/')
        .slice(1)
        .reduce((at, key) => at[key], spec)
    : node;
const refName = (node) => (node?.$ref ? node.$ref.split('/').pop() : undefined);

/** The TypeScript type of a body or response: the named model when there is one. */
function schemaType(content, fallback) {
  return refName(content?.schema) ?? fallback;
}

/**
 * How a list operation pages: `s<max>` by `skip`, `o<max>` by `offset` (with `limit` at most
 * `max`), when its result is a page of `items`; undefined for any other operation.
 */
function paging(query, result) {
  const names = query.map((p) => p.name);
  const by = names.includes('skip') ? 's' : names.includes('offset') ? 'o' : undefined;
  const items = deref(result?.schema)?.properties?.items;
  if (!by || !names.includes('limit') || items?.type !== 'array') return undefined;
  // Without a stated maximum, 200 a page (the service's bound on transcripts).
  const max = deref(query.find((p) => p.name === 'limit').schema)?.maximum ?? 200;
  return { flag: `${by}${max}`, item: refName(items.items) ?? 'unknown' };
}

// A verb may have a second word (`autoName`), unless that word names another resource
// (`createTranscriptExport` on Exports keeps its name).
const nouns = new Set(
  Object.values(spec.paths).flatMap((item) =>
    methods.flatMap((m) => (item[m]?.tags ?? []).map((t) => pascal(t).replace(/s$/, ''))),
  ),
);
const resources = new Map();
const idempotent = [];
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of methods) {
    const op = item[method];
    if (!op?.operationId || op.operationId.endsWith('AiProcessing')) continue;
    if (op['x-idempotent'] === true) idempotent.push(`${method.toUpperCase()} ${path}`);
    const tag = op.tags?.[0];
    if (!tag) throw new Error(`${op.operationId} has no tag`);
    const plural = pascal(tag);
    const singular = plural.replace(/s$/, '');
    const match = op.operationId.match(
      new RegExp(`^([a-z]+([A-Z][a-z]+)?)(?:${plural}|${singular})(.*)$`),
    );
    const name = match && !nouns.has(match[2]) ? match[1] + match[3] : op.operationId;
    const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
    const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map(([, param]) => {
      const schema = deref(parameters.find((p) => p.in === 'path' && p.name === param)?.schema);
      return { param, type: schema?.type === 'integer' ? 'number' : 'string' };
    });
    const query = parameters.filter((p) => p.in === 'query');
    const bodyContent = deref(op.requestBody)?.content ?? {};
    const json = bodyContent['application/json'];
    const multipart = bodyContent['multipart/form-data'];
    const ok = deref(op.responses?.['200'] ?? op.responses?.['201']);
    const okJson = ok?.content?.['application/json'];
    const list = resources.get(tag) ?? [];
    resources.set(tag, list);
    if (list.some((other) => other.name === name)) {
      throw new Error(`${tag}: two operations named ${name}`);
    }
    list.push({
      name,
      opId: op.operationId,
      method: method.toUpperCase(),
      path,
      summary: op.summary ?? op.operationId,
      scope: op.security?.[0]?.apiKey?.[0],
      idempotent: op['x-idempotent'] === true,
      pathParams,
      body: json
        ? {
            type: schemaType(json, `Body<'${op.operationId}'>`),
            required: !!op.requestBody.required,
          }
        : multipart
          ? { type: 'FormData', required: !!deref(op.requestBody).required }
          : undefined,
      query: query.length > 0 ? { required: query.some((p) => p.required) } : undefined,
      result: schemaType(okJson, `Result<'${op.operationId}'>`),
      paging: method === 'get' ? paging(query, okJson) : undefined,
    });
  }
}

function signature(op) {
  const args = op.pathParams.map(({ param, type }) => `${camel(param)}: ${type}`);
  if (op.body) args.push(`body${op.body.required ? '' : '?'}: ${op.body.type}`);
  if (op.query) args.push(`query${op.query.required ? '' : '?'}: Query<'${op.opId}'>`);
  if (op.paging) {
    args.push('options?: PageOptions');
    return `${op.name}(${args.join(', ')}): ListPage<${op.result}, ${op.paging.item}>;`;
  }
  args.push('options?: RequestOptions');
  const result = op.result.startsWith('Result<') ? op.result : `WithLastResponse<${op.result}>`;
  return `${op.name}(${args.join(', ')}): Promise<${result}>;`;
}

function resourceFile(tag, ops) {
  const type = `${pascal(tag)}Resource`;
  const signatures = ops.map(signature);
  const helpers = ['Body', 'Query', 'Result', 'WithLastResponse'].filter((helper) =>
    signatures.some((s) => s.includes(`${helper}<`)),
  );
  const used = (name) => signatures.some((s) => new RegExp(`\\b${name}\\b`).test(s));
  const models = modelNames.filter(used);
  const lines = [
    header,
    ...(used('ListPage') ? [`import type { ListPage } from '../../list-page.js';`] : []),
    ...(used('PageOptions') ? [`import type { PageOptions } from '../../pagination.js';`] : []),
    ...(used('RequestOptions')
      ? [`import type { RequestOptions } from '../../request-options.js';`]
      : []),
    ...(helpers.length > 0
      ? [`import type { ${helpers.join(', ')} } from '../../resource-types.js';`]
      : []),
    ...(models.length > 0 ? [`import type { ${models.join(', ')} } from '../models.js';`] : []),
    '',
    `/** The ${tag} operations: \`scribekit.${camel(tag)}\`. */`,
    `export interface ${type} {`,
  ];
  for (const [i, op] of ops.entries()) {
    lines.push(
      '  /**',
      `   * ${op.summary}.`,
      '   *',
      `   * \`${op.method} ${op.path}\`${op.scope ? `, needs scope \`${op.scope}\`` : ''}${
        op.idempotent ? '; retried with one Idempotency-Key' : ''
      }. Throws a typed \`ScribekitError\` on failure.`,
      '   */',
      `  ${signatures[i]}`,
    );
  }
  lines.push('}', '');
  // `name METHOD path args [paging];…`, args after the path params: b = body, q = query; paging
  // s<max> or o<max> for a list that pages by skip or offset (a string is the smallest form in a
  // gzipped bundle).
  const table = ops.map((op) =>
    `${op.name} ${op.method} ${op.path} ${op.body ? 'b' : ''}${op.query ? 'q' : ''} ${
      op.paging?.flag ?? ''
    }`.trim(),
  );
  lines.push(
    `/** How each method of \`${type}\` is sent: \`name METHOD path [b(ody)][q(uery)] [s|o<max page>]\`, \`;\`-separated. */`,
    `export const ${camel(tag)}Operations =`,
    ...table.map(
      (row, i) =>
        `  '${row}${i < table.length - 1 ? ';' : ''}'${i < table.length - 1 ? ' +' : ';'}`,
    ),
    '',
  );
  return { file: `${kebab(tag)}.ts`, text: lines.join('\n'), type, key: camel(tag) };
}

const files = [...resources].map(([tag, ops]) => resourceFile(tag, ops));

// One named type per schema of the spec (declared with its name in schema.d.ts, so hovers and user
// code read `Transcript`, not its fields or `components['schemas']['Transcript']`).
const modelsText = [
  header,
  'export type {',
  ...modelNames.map((name) => `  ${name},`),
  `} from './schema.js';`,
  '',
].join('\n');
const enumsText = enumConstantsModule(spec, { header, typesFrom: './models.js' });
const index = [
  header,
  ...files.map(
    (f) =>
      `import { ${f.key}Operations, type ${f.type} } from './${f.file.replace(/\.ts$/, '.js')}';`,
  ),
  '',
  ...files.map((f) => `export type { ${f.type} } from './${f.file.replace(/\.ts$/, '.js')}';`),
  '',
  '/** The resource namespaces of a Scribekit client, one per tag of the spec. */',
  'export interface ScribekitResources {',
  ...files.map(
    (f) => `  /** The ${f.type.replace(/Resource$/, '')} operations. */\n  ${f.key}: ${f.type};`,
  ),
  '}',
  '',
  '/** Every resource with its operation table. */',
  'export const resourceOperations = {',
  ...files.map((f) => `  ${f.key}: ${f.key}Operations,`),
  '};',
  '',
].join('\n');
// One pattern per method, matched at the end of a URL's path, with or without a trailing slash.
const byMethod = new Map();
for (const entry of idempotent) {
  const method = entry.split(' ')[0];
  byMethod.set(method, [...(byMethod.get(method) ?? []), entry]);
}
const idempotentText = [
  header,
  '/**',
  ' * Operations marked `x-idempotent: true` (the service deduplicates them by `Idempotency-Key`):',
  ...idempotent.map((entry) => ` * - ${entry}`),
  ' */',
  'export const idempotentPaths: Readonly<Record<string, RegExp>> = {',
  ...[...byMethod].map(([method, entries]) => {
    const patterns = entries.map((entry) =>
      entry
        .split(' ')[1]
        .replace(/\/$/, '')
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{[^}]+\}/g, '[^/]+')
        .replaceAll('/', '\\/'),
    );
    return `  ${method}: /(?:${patterns.join('|')})\\/?$/,`;
  }),
  '};',
  '',
].join('\n');

const outputs = new Map([
  ...files.map((f) => [new URL(f.file, outDir), f.text]),
  [new URL('index.ts', outDir), index],
  [idempotentUrl, idempotentText],
  [modelsUrl, modelsText],
  [enumsUrl, enumsText],
]);

if (process.argv.includes('--check')) {
  const stale = [];
  for (const [url, text] of outputs) {
    if ((await readFile(url, 'utf8').catch(() => '')) !== text) stale.push(fileURLToPath(url));
  }
  const present = await readdir(outDir).catch(() => []);
  for (const name of present) {
    if (![...outputs.keys()].some((url) => url.href === new URL(name, outDir).href)) {
      stale.push(fileURLToPath(new URL(name, outDir)));
    }
  }
  if (stale.length > 0) {
    console.error(
      `${stale.join(', ')} out of date with the spec. Run \`pnpm generate\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('generated resources match the spec');
} else {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const [url, text] of outputs) await writeFile(url, text);
  console.log(`wrote ${outputs.size} files under src/generated/`);
}
