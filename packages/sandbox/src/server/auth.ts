import { ApiError } from '../errors/api-error.js';
import type { Store } from '../state/store.js';
import type { ApiKeyRecord } from '../state/types.js';

/** Prefix of every sandbox API key (the real prefix is not shown by the reference). */
export const KEY_PREFIX = 'sk_sandbox_';

/** The 16 scopes of the reference (section 5) plus `*`. */
export const KNOWN_SCOPES = [
  '*',
  ...[
    'transcripts',
    'files',
    'imports',
    'exports',
    'reports',
    'kb',
    'webhooks',
    'recordings',
  ].flatMap((family) => [`${family}:read`, `${family}:write`]),
];

/** Finds the key of a request; 401 `not_authenticated` when it is missing or unknown. */
export function authenticate(store: Store, authorization: string | undefined): ApiKeyRecord {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) {
    throw new ApiError(
      401,
      'not_authenticated',
      'Missing or malformed Authorization header. Send Authorization: Bearer <API_KEY>.',
    );
  }
  const record = store.findKey(match[1] as string);
  if (!record) throw new ApiError(401, 'not_authenticated', 'Unknown or revoked API key.');
  return record;
}

function hasScope(key: ApiKeyRecord, scope: string): boolean {
  return key.scopes.includes('*') || key.scopes.includes(scope);
}

/**
 * Checks a key against the operation's security alternatives (each a list of scopes that must
 * all be held); 403 naming the missing scope otherwise.
 */
export function authorize(key: ApiKeyRecord, security: string[][]): void {
  if (security.length === 0) return;
  if (security.some((scopes) => scopes.every((s) => hasScope(key, s)))) return;
  const missing = (security[0] ?? []).filter((s) => !hasScope(key, s));
  throw new ApiError(
    403,
    'not_enough_access_rights',
    `This API key lacks the scope ${missing.join(', ')}. Create a key with that scope in the web app.`,
  );
}

/** 403 for operations that exist but need a signed-in web session (reference, section 1). */
export function sessionOnly(): ApiError {
  return new ApiError(
    403,
    'not_enough_access_rights',
    'This operation is not available with an API key. Sign in to the web app (session login) to use it.',
  );
}
