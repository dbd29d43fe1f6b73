import type { ScribekitClient } from './client.js';
import type { paths } from './generated/schema.js';
import type { RequestOptions } from './request-options.js';
import type { FetchResult } from './unwrap.js';

/** A list page or job resource as the listing and waiting helpers read it. */
export interface LooseBody {
  items: unknown[];
  total?: number | undefined;
  meta?: { total: number } | undefined;
}

/** `client.GET` for helpers that take the path as data; their own signatures restore the types. */
export type UntypedGet = (
  path: keyof paths,
  init: RequestOptions & { params: { path?: { id: string }; query?: object } },
) => Promise<FetchResult<LooseBody>>;

/** The client's GET, untyped. */
export const untypedGet = (client: ScribekitClient): UntypedGet =>
  client.GET as unknown as UntypedGet;
