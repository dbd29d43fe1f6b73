import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { tagPage } from '../scripts/render-api.mjs';

const dist = resolve(import.meta.dirname, '../.vitepress/dist');
const spec = JSON.parse(readFileSync(join(dist, 'api-reference/openapi.json'), 'utf8'));
const page = (path: string) => readFileSync(join(dist, path), 'utf8');

test('every operation of the spec has its section in the built API reference', () => {
  const missing: string[] = [];
  for (const [path, item] of Object.entries<
    Record<string, { operationId?: string; tags?: string[] }>
  >(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.operationId) continue;
      const html = page(`reference/api/${tagPage(operation.tags?.[0] ?? 'Other')}.html`);
      const section = html.includes(`id="${operation.operationId}"`);
      const listed = page('reference/api/operations.html').includes(`#${operation.operationId}"`);
      if (!section || !listed)
        missing.push(`${method.toUpperCase()} ${path} (${operation.operationId})`);
    }
  }
  expect(missing).toEqual([]);
});

test('every schema and webhook event of the spec has its section', () => {
  const schemas = page('reference/api/schemas.html');
  const events = page('reference/api/webhook-events.html');
  const missing = [
    ...Object.keys(spec.components.schemas).filter(
      (name) => !schemas.includes(`id="${name.toLowerCase()}"`),
    ),
    ...Object.keys(spec.webhooks).filter(
      (event) => !events.includes(`id="${event.replaceAll('.', '-')}"`),
    ),
  ];
  expect(missing).toEqual([]);
});
