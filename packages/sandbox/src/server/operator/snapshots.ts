import type { Hono } from 'hono';
import { ApiError } from '../../errors/api-error.js';
import type { Runtime } from '../../runtime.js';
import {
  deleteNamedSnapshot,
  listNamedSnapshots,
  restoreNamedSnapshot,
  saveNamedSnapshot,
} from '../../services/named-snapshots.js';
import type { AppEnv } from '../middleware.js';

/** Named snapshots of the whole state: save, list, restore, delete. */
export function mountSnapshotRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.post('/__sandbox/snapshots', async (c) => {
    const body = c.get('operatorBody');
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new ApiError(422, 'validation_error', 'body: an object {name} is expected', {
        loc: ['body'],
      });
    }
    return c.json(await saveNamedSnapshot(rt, (body as { name?: unknown }).name), 201);
  });
  app.get('/__sandbox/snapshots', (c) => c.json({ items: listNamedSnapshots(rt) }));
  app.post('/__sandbox/snapshots/:name/restore', async (c) =>
    c.json(await restoreNamedSnapshot(rt, c.req.param('name'))),
  );
  app.delete('/__sandbox/snapshots/:name', async (c) => {
    await deleteNamedSnapshot(rt, c.req.param('name'));
    return c.body(null, 204);
  });
}
