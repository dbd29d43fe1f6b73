import type { Hono } from 'hono';
import type { Runtime } from '../../runtime.js';
import type { AppEnv } from '../middleware.js';
import { mountAccountRoutes } from './accounts.js';
import { mountApiKeyRoutes } from './api-keys.js';
import { mountClockRoutes } from './clock.js';
import { mountFaultRoutes } from './faults.js';
import { mountRequestRoutes } from './requests.js';
import { mountSnapshotRoutes } from './snapshots.js';
import { mountTestingRoutes } from './testing.js';
import { mountTranscriptEditRoutes } from './transcript-edit.js';

/** Operator endpoints outside the API: keys, fault injection and the testing helpers. */
export function mountOperatorRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  mountTestingRoutes(app, rt);
  mountTranscriptEditRoutes(app, rt);
  mountClockRoutes(app, rt);
  mountSnapshotRoutes(app, rt);
  mountRequestRoutes(app, rt);
  mountAccountRoutes(app, rt);
  mountApiKeyRoutes(app, rt);
  mountFaultRoutes(app, rt);
}
