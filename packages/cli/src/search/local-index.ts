import { apiClient } from '../api/client.js';
import { configDir } from '../config/config-dir.js';
import { resolveCredentials } from '../config/credentials.js';
import type { Io } from '../io/io.js';
import { openIndex } from './open-index.js';

/** The SDK client and the local search index of the command's key (in the config folder). */
export async function localIndex(io: Io, profile: string | undefined) {
  const { scribekit, credentials } = await apiClient(io, profile);
  const { index, folder } = await openIndex(configDir(io.env), scribekit, credentials);
  return { scribekit, index, folder };
}

/** The index as stored, read-only: no SDK client is loaded (`search --offline`). */
export async function storedIndex(io: Io, profile: string | undefined) {
  const credentials = resolveCredentials(io, profile);
  return openIndex(configDir(io.env), null, credentials);
}
