import type { TranscriptIndex } from '@scribekit/sdk/search';
import { apiClient } from '../api/client.js';
import { configDir } from '../config/config-dir.js';
import type { Io } from '../io/io.js';

/** The SDK client and the local search index of the command's key (in the config folder). */
export async function localIndex(io: Io, profile: string | undefined) {
  const { scribekit, credentials } = await apiClient(io, profile);
  const [{ createTranscriptIndex }, { createFileIndexStorage, indexFolderFor }] = await Promise.all(
    [import('@scribekit/sdk/search'), import('@scribekit/sdk/search/node')],
  );
  const folder = indexFolderFor(configDir(io.env), credentials.baseUrl, credentials.apiKey);
  const index: TranscriptIndex = createTranscriptIndex(scribekit, {
    storage: createFileIndexStorage(folder),
  });
  return { scribekit, index, folder };
}
