import type { Scribekit } from '@scribekit/sdk/node';
import type { TranscriptIndex } from '@scribekit/sdk/search';
import type { Credentials } from '../config/credentials.js';

/**
 * The local search index of a key, kept under the config folder (one folder per key and
 * address). Without a client it is read-only: an offline search loads no SDK client.
 */
export async function openIndex(
  configDir: string,
  scribekit: Scribekit | null,
  credentials: Pick<Credentials, 'apiKey' | 'baseUrl'>,
): Promise<{ index: TranscriptIndex; folder: string }> {
  const [{ createTranscriptIndex }, { createFileIndexStorage, indexFolderFor }] = await Promise.all(
    [import('@scribekit/sdk/search'), import('@scribekit/sdk/search/node')],
  );
  const folder = indexFolderFor(configDir, credentials.baseUrl, credentials.apiKey);
  const index = createTranscriptIndex(scribekit, { storage: createFileIndexStorage(folder) });
  return { index, folder };
}
