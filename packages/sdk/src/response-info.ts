import type { ResponseInfo, WithLastResponse } from './resource-types.js';

/**
 * Gives `result` a non-enumerable `lastResponse` (stripe-style): the data stays plain to spread,
 * log and compare, and the request id and Response are there when asked for.
 */
export function withLastResponse<T>(result: T, response: Response): WithLastResponse<T> {
  if (typeof result === 'object' && result !== null) {
    const info: ResponseInfo = { requestId: response.headers.get('x-request-id'), response };
    Object.defineProperty(result, 'lastResponse', { value: info, configurable: true });
  }
  return result as WithLastResponse<T>;
}
