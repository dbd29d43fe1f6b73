import {
  AuthenticationError,
  ConnectionError,
  PermissionError,
  TimeoutError,
} from '@scribekit/sdk';
import { type ExtensionScope, scopePurpose } from '../api-scopes.js';
import type { ErrorInfo } from '../messages/envelope.js';
import type { KeyCheckReport, ScopeCheck } from '../messages/settings.js';
import type { ApiOperations } from './api.js';

// A public video used only to ask for a preview: the preview creates nothing, and proves
// imports:write, the scope the popup's main button needs.
const PREVIEW_PROBE_URL = 'https://www.youtube.com/watch?v=jNQXAC9IVRw';

interface Probe {
  scope: ExtensionScope;
  run: (ops: ApiOperations) => Promise<unknown>;
}

/** Scopes checked with a harmless request each. */
const PROBES: Probe[] = [
  { scope: 'transcripts:read', run: (ops) => ops.probeTranscripts() },
  { scope: 'imports:write', run: (ops) => ops.previewImport(PREVIEW_PROBE_URL) },
  { scope: 'imports:read', run: (ops) => ops.providers() },
  { scope: 'recordings:read', run: (ops) => ops.platforms() },
  { scope: 'exports:read', run: (ops) => ops.probeExports() },
];

/**
 * Scopes no request can check without doing something (or, for reports:read, without a second
 * probe of the same kind): they are checked on first use. files:write uploads tab recordings.
 */
const UNCHECKED: ExtensionScope[] = [
  'recordings:write',
  'exports:write',
  'transcripts:write',
  'reports:read',
  'reports:write',
  ...(import.meta.env.FIREFOX ? [] : (['files:write'] as const)),
];

type ProbeOutcome = 'ok' | 'missing' | 'rejected' | 'unreachable' | 'unknown';

async function runProbe(probe: Probe, ops: ApiOperations): Promise<[ProbeOutcome, unknown]> {
  try {
    await probe.run(ops);
    return ['ok', null];
  } catch (error) {
    if (error instanceof AuthenticationError) return ['rejected', error];
    if (error instanceof PermissionError) return ['missing', error];
    if (error instanceof ConnectionError || error instanceof TimeoutError) {
      return ['unreachable', error];
    }
    // Any other answer (a 404 or 422, say) came after the key and scope were accepted.
    const status = (error as { status?: number }).status;
    return [status !== undefined && status < 500 ? 'ok' : 'unknown', error];
  }
}

/** Checks a key against the API, scope by scope, and says what works. */
export async function checkKey(
  ops: ApiOperations,
  baseUrl: string,
  describe: (error: unknown) => ErrorInfo,
): Promise<Omit<KeyCheckReport, 'saved'>> {
  const [first, ...rest] = PROBES as [Probe, ...Probe[]];
  const firstResult = await runProbe(first, ops);
  const [outcome, error] = firstResult;
  if (outcome === 'rejected' || outcome === 'unreachable') {
    return { baseUrl, outcome, scopes: [], error: describe(error) };
  }
  const results = [firstResult, ...(await Promise.all(rest.map((probe) => runProbe(probe, ops))))];
  const scopes: ScopeCheck[] = PROBES.map((probe, index) => {
    const [result] = results[index] ?? ['unknown'];
    return {
      scope: probe.scope,
      purpose: scopePurpose(probe.scope),
      ok: result === 'ok' ? true : result === 'missing' ? false : null,
    };
  });
  for (const scope of UNCHECKED) scopes.push({ scope, purpose: scopePurpose(scope), ok: null });
  const failure = results.find(([result]) => result === 'unknown');
  return {
    baseUrl,
    outcome: scopes.some((scope) => scope.ok === false) ? 'limited' : 'connected',
    scopes,
    error: failure ? describe(failure[1]) : null,
  };
}
