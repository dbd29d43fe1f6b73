import { AuthError } from '../errors.js';
import type { Io } from '../io/io.js';
import { profileName, readProfiles } from './profiles.js';

export interface Credentials {
  apiKey: string;
  baseUrl: string;
  /** Where they came from, for messages: `environment` or `profile "work"`. */
  source: string;
  /** The key named by where it came from, for a sentence: `the key from SCRIBEKIT_API_KEY`. */
  keyName: string;
}

/**
 * The key and address a command uses: SCRIBEKIT_API_KEY / SCRIBEKIT_BASE_URL, else the saved
 * profile. An explicit `--profile` wins over the environment.
 */
export function resolveCredentials(io: Io, profileFlag?: string): Credentials {
  const name = profileName(io.env, profileFlag);
  const profile = readProfiles(io.env)[name];
  const envKey = io.env.SCRIBEKIT_API_KEY;
  if (envKey && !profileFlag) {
    const baseUrl = io.env.SCRIBEKIT_BASE_URL || profile?.baseUrl;
    if (!baseUrl) {
      throw new AuthError(
        'SCRIBEKIT_API_KEY is set but not SCRIBEKIT_BASE_URL: set the service address too',
      );
    }
    return {
      apiKey: envKey,
      baseUrl,
      source: 'environment',
      keyName: 'the key from SCRIBEKIT_API_KEY',
    };
  }
  if (!profile) {
    throw new AuthError(
      profileFlag
        ? `no saved profile "${name}": run \`scribekit login --profile ${name}\``
        : 'no API key: set SCRIBEKIT_API_KEY and SCRIBEKIT_BASE_URL, or run `scribekit login`',
    );
  }
  return {
    ...profile,
    source: `profile "${name}"`,
    keyName: `the key saved in profile "${name}"`,
  };
}
