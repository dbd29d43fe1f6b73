import type { Scribekit } from '@scribekit/sdk/node';
import { type Credentials, resolveCredentials } from '../config/credentials.js';
import type { Io } from '../io/io.js';

/** An SDK client for the command's account (the SDK is loaded only by commands that call it). */
export async function apiClient(
  io: Io,
  profile: string | undefined,
): Promise<{ scribekit: Scribekit; credentials: Credentials }> {
  const credentials = resolveCredentials(io, profile);
  const { createScribekit } = await import('@scribekit/sdk/node');
  const trace = io.verbose
    ? {
        logLevel: 'debug' as const,
        logger: (await import('./request-trace.js')).requestTrace(
          io,
          apiUrlOf(credentials.baseUrl),
        ),
      }
    : {};
  const scribekit = createScribekit({
    apiKey: credentials.apiKey,
    baseUrl: credentials.baseUrl,
    ...trace,
  });
  return { scribekit, credentials };
}

/** The API's root for an address given with or without `/api/v1`. */
export const apiUrlOf = (baseUrl: string) => {
  const root = baseUrl.replace(/\/+$/, '');
  return root.endsWith('/api/v1') ? root : `${root}/api/v1`;
};
