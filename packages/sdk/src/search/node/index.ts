// `@scribekit/sdk/search/node`: the search index kept in a folder, gzipped, one folder per key.
export { createFileIndexStorage, indexFolderFor } from './file-storage.js';
