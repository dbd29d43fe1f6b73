import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** A parsed OpenAPI document; only the parts the sandbox reads are typed. */
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, unknown>;
};

/** The event names the spec describes under `webhooks` (the eight business events). */
export function eventNames(doc: OpenApiDocument): string[] {
  return Object.keys(doc.webhooks ?? {});
}

/**
 * Where the bundled spec lives: `openapi.json` beside the built package (copied there by
 * scripts/build.mjs, so the published package carries it), else the `spec` workspace package.
 */
export function defaultSpecPath(): string {
  const beside = fileURLToPath(new URL('../openapi.json', import.meta.url));
  if (existsSync(beside)) return beside;
  const require = createRequire(import.meta.url);
  return require.resolve('spec/openapi.json');
}

export async function loadSpec(path: string = defaultSpecPath()): Promise<OpenApiDocument> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(
      `Cannot read the bundled OpenAPI spec at ${path}; run \`pnpm --filter spec build\` first. (${String(error)})`,
    );
  }
  const doc = JSON.parse(text) as OpenApiDocument;
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.1')) {
    throw new Error(
      `Expected an OpenAPI 3.1 document at ${path}, got openapi: ${String(doc.openapi)}`,
    );
  }
  return doc;
}
