import type { HttpBindings } from '@hono/node-server';

/** The Hono environment of the sandbox's three apps. */
export type AppEnv = {
  Bindings: HttpBindings;
  /** `operatorBody`: the parsed JSON body of an operator request (set by its guard). */
  Variables: { requestId: string; operatorBody?: unknown };
};
