import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { parseFault } from '../faults.js';
import type { Runtime } from '../runtime.js';
import type { ApiKeyRecord } from '../state/types.js';
import { KEY_PREFIX, KNOWN_SCOPES } from './auth.js';
import type { AppEnv } from './middleware.js';
import { mountAccountRoutes } from './operator-accounts.js';
import { mountClockRoutes } from './operator-clock.js';
import { mountRequestRoutes } from './operator-requests.js';
import { mountSnapshotRoutes } from './operator-snapshots.js';
import { mountTestingRoutes } from './operator-testing.js';
import { mountTranscriptEditRoutes } from './operator-transcript-edit.js';

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

/** Operator endpoints outside the API: keys, fault injection and the testing helpers. */
export function mountOperatorRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  mountTestingRoutes(app, rt);
  mountTranscriptEditRoutes(app, rt);
  mountClockRoutes(app, rt);
  mountSnapshotRoutes(app, rt);
  mountRequestRoutes(app, rt);
  mountAccountRoutes(app, rt);
  app.post('/__sandbox/api-keys', async (c) => {
    const { name, scopes } = parseKeyRequest(c.get('operatorBody'));
    const record = createApiKey(rt, name, scopes);
    return c.json(
      { key: record.key, id: record.id, name: record.name, scopes: record.scopes },
      201,
    );
  });

  app.post('/__sandbox/faults', async (c) => {
    const fault = parseFault(c.get('operatorBody'));
    if (typeof fault === 'string')
      throw new ApiError(422, 'validation_error', fault, { loc: ['body'] });
    rt.faults.add(fault);
    return c.json(fault, 201);
  });

  app.get('/__sandbox/faults', (c) => c.json({ faults: rt.faults.list() }));

  app.delete('/__sandbox/faults', (c) => {
    rt.faults.clear();
    return c.body(null, 204);
  });
}
