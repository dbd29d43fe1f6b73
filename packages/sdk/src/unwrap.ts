import { errorFromResponse } from './errors.js';

/** What every openapi-fetch call resolves to. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Turns an openapi-fetch result into its data, or throws the typed error (`PermissionError`,
 * `NotFoundError`, …) built from the error envelope and `X-Request-Id`.
 *
 * ```ts
 * const meta = await unwrap(scribekit.client.GET('/transcripts/{id}/meta', { params: { path: { id } } }));
 * ```
 */
export async function unwrap<T>(call: Promise<FetchResult<T>> | FetchResult<T>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw errorFromResponse(response, error);
  return data as T;
}
