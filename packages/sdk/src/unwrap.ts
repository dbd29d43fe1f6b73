import { errorFromResponse } from './errors.js';
import type { WithLastResponse } from './resource-types.js';
import { withLastResponse } from './response-info.js';

/** What every openapi-fetch call resolves to. */
export interface FetchResult<T> {
  data?: T | undefined;
  error?: unknown;
  response: Response;
}

/**
 * Turns an openapi-fetch result into its data, or throws the typed error (`PermissionError`,
 * `NotFoundError`, …) built from the error envelope and `X-Request-Id`. The data carries a
 * non-enumerable `lastResponse` with the request id and the Response.
 *
 * ```ts
 * import { createScribekit, unwrap } from '@scribekit/sdk';
 * declare const id: string;
 * const scribekit = createScribekit({ apiKey: 'sk_test', baseUrl: 'https://api.example.com' });
 * const meta = await unwrap(scribekit.client.GET('/transcripts/{id}/meta', { params: { path: { id } } }));
 * console.log(meta.title, meta.lastResponse.requestId);
 * ```
 */
export async function unwrap<T>(
  call: Promise<FetchResult<T>> | FetchResult<T>,
): Promise<WithLastResponse<T>> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw errorFromResponse(response, error);
  return withLastResponse(data as T, response);
}
