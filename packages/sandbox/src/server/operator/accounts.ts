import type { Hono } from 'hono';
import { MAX_ACCOUNTS } from '../../accounts/account-registry.js';
import { ApiError, notFound } from '../../errors/api-error.js';
import type { Runtime } from '../../runtime.js';
import { type AppEnv, errorJson } from '../middleware.js';

/** `POST /__sandbox/accounts`, `GET /__sandbox/accounts`, `DELETE /__sandbox/accounts/<id>`. */
export function mountAccountRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.post('/__sandbox/accounts', async (c) => {
    if (rt.accounts.size >= MAX_ACCOUNTS) {
      return errorJson(
        c,
        new ApiError(
          409,
          'too_many_accounts',
          `At most ${MAX_ACCOUNTS} accounts at once; delete one first.`,
        ),
      );
    }
    const { id } = await rt.accounts.create(rt.now());
    return c.json(rt.accounts.view(id), 201);
  });
  app.get('/__sandbox/accounts', (c) => c.json({ items: rt.accounts.list() }));
  app.delete('/__sandbox/accounts/:id', async (c) => {
    const id = c.req.param('id');
    if (!(await rt.accounts.remove(id))) return errorJson(c, notFound('Account', id));
    return c.body(null, 204);
  });
}
