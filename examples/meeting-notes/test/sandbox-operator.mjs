/** The sandbox's operator endpoints (`/__sandbox/*`), as a test suite uses them. */
export function sandboxOperator(baseUrl) {
  async function call(method, path, body) {
    const response = await fetch(`${baseUrl}/__sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  }
  return {
    reset: () => call('POST', 'reset'),
    snapshot: (name) => call('POST', 'snapshots', { name }),
    restore: (name) => call('POST', `snapshots/${name}/restore`),
    /** Moves the manual clock; resolves once due jobs ran and their webhooks were delivered. */
    advance: (ms) => call('POST', 'clock/advance', { ms }),
    requests: (query = {}) => call('GET', `requests?${new URLSearchParams(query)}`),
    countRequests: async (query = {}) =>
      (await call('GET', `requests/count?${new URLSearchParams(query)}`)).count,
    fault: (fault) => call('POST', 'faults', fault),
  };
}
