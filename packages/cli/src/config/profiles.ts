import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Io } from '../io/io.js';
import { configDir } from './config-dir.js';

/** A saved account: its key and the service's address. */
export interface Profile {
  apiKey: string;
  baseUrl: string;
}

interface CredentialsFile {
  profiles: Record<string, Profile>;
}

export const credentialsPath = (env: Io['env']): string => join(configDir(env), 'credentials.json');

/** The profile a command uses: `--profile`, else SCRIBEKIT_PROFILE, else `default`. */
export const profileName = (env: Io['env'], flag: string | undefined): string =>
  flag || env.SCRIBEKIT_PROFILE || 'default';

export function readProfiles(env: Io['env']): Record<string, Profile> {
  try {
    const parsed = JSON.parse(readFileSync(credentialsPath(env), 'utf8')) as CredentialsFile;
    return parsed.profiles ?? {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`cannot read ${credentialsPath(env)}: ${(error as Error).message}`);
  }
}

/** Writes the profiles file beside and renames it into place, readable by its owner only. */
function writeProfiles(env: Io['env'], profiles: Record<string, Profile>): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = credentialsPath(env);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ profiles }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600); // the mode of writeFileSync is masked by umask; this one is not
  renameSync(temp, path);
  return path;
}

/** Forgets a saved profile; undefined when there was none of that name. */
export function removeProfile(
  env: Io['env'],
  name: string,
): { profile: Profile; path: string } | undefined {
  const profiles = readProfiles(env);
  const profile = profiles[name];
  if (!profile) return undefined;
  delete profiles[name];
  return { profile, path: writeProfiles(env, profiles) };
}

/**
 * Saves a profile in a file only its owner can read (0600, in a 0700 folder), written beside and
 * renamed into place, so a crash never leaves half a file and the key is never readable by others.
 */
export function saveProfile(env: Io['env'], name: string, profile: Profile): string {
  return writeProfiles(env, { ...readProfiles(env), [name]: profile });
}
