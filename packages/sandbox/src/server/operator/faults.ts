import type { Hono } from 'hono';
import { ApiError } from '../../errors/api-error.js';
import { parseFault } from '../../faults.js';
import type { Runtime } from '../../runtime.js';
import type { AppEnv } from '../middleware.js';

/** Fault injection: add, list and clear the faults the API answers with. */
export function mountFaultRoutes(app: Hono<AppEnv>, rt: Runtime): void {
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
