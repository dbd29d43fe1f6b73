import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { Runtime } from '../runtime.js';
import { type AppEnv, errorJson } from './middleware.js';

/** Where the HTML API reference lives: next to the bundled spec (`spec/dist/index.html`). */
function docsPathFor(specPath: string): string {
  return join(dirname(specPath), 'index.html');
}

/**
 * Pages for a person who opens the sandbox in a browser: `/` and `/api/v1` answer a small JSON
 * index, `/docs` the HTML API reference and `/openapi.json` the bundled spec the sandbox serves.
 * Any other path under `/api/v1` still goes to the spec router and its 404 envelope.
 */
export function mountRootRoutes(app: Hono<AppEnv>, rt: Runtime, specPath: string): void {
  const index = () => ({
    service: 'Scribekit sandbox: a local emulator of the speech-transcription API',
    api: `${rt.urls.api}/api/v1`,
    docs: `${rt.urls.api}/docs`,
    spec: `${rt.urls.api}/openapi.json`,
    authentication: 'Authorization: Bearer <API_KEY> on every /api/v1 operation',
  });
  for (const path of ['/', '/api/v1', '/api/v1/']) {
    app.on(['GET', 'HEAD'], path, (c) => c.json(index()));
  }
  app.on(['GET', 'HEAD'], '/openapi.json', async (c) =>
    c.body(await readFile(specPath, 'utf8'), 200, { 'content-type': 'application/json' }),
  );
  app.on(['GET', 'HEAD'], '/docs', async (c) => {
    let html: string;
    try {
      html = await readFile(docsPathFor(specPath), 'utf8');
    } catch {
      return errorJson(
        c,
        new ApiError(
          404,
          'not_found',
          'The API reference is not built: run `pnpm --filter spec build`, then reload.',
        ),
      );
    }
    return c.body(html, 200, { 'content-type': 'text/html; charset=utf-8' });
  });
}
