import type { ScribekitClient } from './client.js';
import { resourceOperations, type ScribekitResources } from './generated/resources/index.js';
import type { RequestOptions } from './request-options.js';
import { unwrap } from './unwrap.js';

type UntypedRequest = (
  method: string,
  path: string,
  init: RequestOptions & { params: object; body?: unknown },
) => ReturnType<ScribekitClient['GET']>;

/**
 * The resource namespaces, built from the generated operation tables: each method takes the path
 * parameters in order, then the body and/or query its operation has, then per-call options.
 */
export function createResources(client: ScribekitClient): ScribekitResources {
  const request = client.request as unknown as UntypedRequest;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [key, operations] of Object.entries(resourceOperations)) {
    const methods: Record<string, unknown> = {};
    for (const operation of operations.split(';')) {
      const [name = '', method = '', path = '', extra = ''] = operation.split(' ');
      const names = path.match(/[^{}]+(?=\})/g) ?? [];
      methods[name] = (...args: unknown[]) => {
        const pathParams: Record<string, unknown> = {};
        for (const param of names) pathParams[param] = args.shift();
        const body = extra.includes('b') ? args.shift() : undefined;
        const query = extra.includes('q') ? args.shift() : undefined;
        const options = args.shift() as RequestOptions | undefined;
        return unwrap(
          request(method, path, { ...options, params: { path: pathParams, query }, body }),
        );
      };
    }
    resources[key] = methods;
  }
  return resources as unknown as ScribekitResources;
}
