import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ApiError } from '../../errors/api-error.js';
import type { Runtime } from '../../runtime.js';
import type { ApiKeyRecord } from '../../state/types.js';
import { KEY_PREFIX, KNOWN_SCOPES } from '../auth.js';
import type { AppEnv } from '../middleware.js';

/** Creates a key with `scopes` (the operator's stand-in for the web app's key page). */
export function createApiKey(
  rt: Runtime,
  name: string,
  scopes: string[],
  key?: string,
): ApiKeyRecord {
  const record: ApiKeyRecord = {
    id: randomUUID(),
    key: key ?? `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`,
    name,
    scopes,
    createdAt: new Date(rt.now()).toISOString(),
  };
  rt.store.apiKeys.set(record.id, record);
  rt.changed();
  return record;
}

function parseKeyRequest(input: unknown): { name: string; scopes: string[] } {
  const body = (input ?? {}) as { name?: unknown; scopes?: unknown };
  if (typeof body.name !== 'string' || body.name.length === 0 || body.name.length > 100) {
    throw new ApiError(
      422,
      'validation_error',
      'body.name: a string of 1 to 100 characters is required',
      {
        loc: ['body', 'name'],
      },
    );
  }
  if (!Array.isArray(body.scopes) || body.scopes.length === 0) {
    throw new ApiError(
      422,
      'validation_error',
      'body.scopes: a non-empty array of scopes is required',
      {
        loc: ['body', 'scopes'],
      },
    );
  }
  for (const [index, scope] of body.scopes.entries()) {
    if (typeof scope !== 'string' || !KNOWN_SCOPES.includes(scope)) {
      throw new ApiError(
        422,
        'validation_error',
        `body.scopes[${index}]: unknown scope ${JSON.stringify(scope)}; known: ${KNOWN_SCOPES.join(', ')}`,
        { loc: ['body', 'scopes', index] },
      );
    }
  }
  return { name: body.name, scopes: body.scopes as string[] };
}

/** `POST /__sandbox/api-keys`: a new key with the scopes asked for. */
export function mountApiKeyRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.post('/__sandbox/api-keys', async (c) => {
    const { name, scopes } = parseKeyRequest(c.get('operatorBody'));
    const record = createApiKey(rt, name, scopes);
    return c.json(
      { key: record.key, id: record.id, name: record.name, scopes: record.scopes },
      201,
    );
  });
}
