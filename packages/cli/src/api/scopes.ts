import type { Scribekit } from '@scribekit/sdk/node';
import { AuthError } from '../errors.js';

/** A harmless request that only a key holding `scope` gets past authorization with. */
interface Probe {
  scope: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, unknown>;
}

// Reads list one item; writes send an empty body, which the service refuses (400/422) after the
// scope check and before doing anything — no upload slot, import or job is ever spent on a probe.
const personal = { personal: true };
const PROBES: Probe[] = [
  { scope: 'transcripts:read', method: 'GET', path: '/transcripts/', query: { limit: 1 } },
  { scope: 'transcripts:write', method: 'POST', path: '/transcripts/' },
  { scope: 'files:read', method: 'GET', path: '/files/{id}' },
  { scope: 'files:write', method: 'POST', path: '/files/upload-complete' },
  { scope: 'imports:read', method: 'GET', path: '/source-imports/providers' },
  { scope: 'imports:write', method: 'POST', path: '/source-imports/preview' },
  { scope: 'exports:read', method: 'GET', path: '/exports/' },
  { scope: 'exports:write', method: 'POST', path: '/exports/' },
  { scope: 'reports:read', method: 'GET', path: '/smart-reports/', query: { limit: 1 } },
  { scope: 'reports:write', method: 'POST', path: '/smart-reports/' },
  { scope: 'kb:read', method: 'GET', path: '/knowledge-bases', query: personal },
  { scope: 'kb:write', method: 'POST', path: '/knowledge-bases', query: personal },
  { scope: 'webhooks:read', method: 'GET', path: '/webhooks/' },
  { scope: 'webhooks:write', method: 'POST', path: '/webhooks/' },
  { scope: 'recordings:read', method: 'GET', path: '/recording-jobs/platforms' },
  { scope: 'recordings:write', method: 'POST', path: '/recording-jobs/' },
];

export interface ScopeReport {
  has: string[];
  lacks: string[];
}

type LooseCall = (
  path: string,
  init: Record<string, unknown>,
) => Promise<{ error?: unknown; response: Response }>;

/**
 * Which of the 16 scopes a key holds, asked of the service itself (a key's scopes are not
 * readable by key): 403 means it lacks the scope. A refused key (401) throws an AuthError that
 * says `refused` and then the service's words.
 */
export async function probeScopes(scribekit: Scribekit, refused: string): Promise<ScopeReport> {
  const client = scribekit.client as unknown as Record<'GET' | 'POST', LooseCall>;
  const results = await Promise.all(
    PROBES.map(async (probe) => {
      const { error, response } = await client[probe.method](probe.path, {
        params: {
          query: probe.query,
          path: { id: '00000000-0000-4000-8000-000000000000' },
        },
        ...(probe.method === 'POST' ? { body: {} } : {}),
        maxRetries: 1,
      });
      if (response.status === 401) {
        const { errorFromResponse } = await import('@scribekit/sdk');
        throw new AuthError(`${refused} (${errorFromResponse(response, error).message})`);
      }
      return { scope: probe.scope, held: response.status !== 403 };
    }),
  );
  return {
    has: results.filter((r) => r.held).map((r) => r.scope),
    lacks: results.filter((r) => !r.held).map((r) => r.scope),
  };
}
