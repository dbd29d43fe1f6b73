import type { ScribekitClient } from './client.js';
import { resourceOperations, type ScribekitResources } from './generated/resources/index.js';
import { listPage } from './list-page.js';
import type { PageOptions } from './pagination.js';
import { unwrap } from './unwrap.js';

type UntypedRequest = (
  method: string,
  path: string,
  init: PageOptions & { params: object; body?: unknown },
) => ReturnType<ScribekitClient['GET']>;

/**
 * The resource namespaces, built from the generated operation tables: each method takes the path
 * parameters in order, then the body and/or query its operation has, then per-call options. A list
 * operation that pages returns a `ListPage`: the page when awaited, every item when iterated.
 */
export function createResources(client: ScribekitClient): ScribekitResources {
  const request = client.request as unknown as UntypedRequest;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [key, operations] of Object.entries(resourceOperations)) {
    const methods: Record<string, unknown> = {};
    for (const operation of operations.split(';')) {
      const [name = '', method = '', path = '', extra = '', paging = ''] = operation.split(' ');
      const names = path.match(/[^{}]+(?=\})/g) ?? [];
      methods[name] = (...args: unknown[]) => {
        const pathParams: Record<string, unknown> = {};
        for (const param of names) pathParams[param] = args.shift();
        const body = extra.includes('b') ? args.shift() : undefined;
        const query = extra.includes('q') ? args.shift() : undefined;
        const options = args.shift() as PageOptions | undefined;
        const send = (pageQuery: unknown, init = options) =>
          unwrap(
            request(method, path, {
              ...init,
              params: { path: pathParams, query: pageQuery },
              body,
            }),
          );
        if (!paging) return send(query);
        // `pageSize` shapes the pages; it is not sent.
        const { pageSize, ...perPage } = options ?? {};
        return listPage(
          (pageQuery) => send(pageQuery, perPage) as never,
          query as Record<string, unknown> | undefined,
          paging[0] === 'o' ? 'offset' : 'skip',
          Number(paging.slice(1)),
          { ...perPage, pageSize },
        );
      };
    }
    resources[key] = methods;
  }
  return resources as unknown as ScribekitResources;
}
