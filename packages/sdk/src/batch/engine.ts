import type { Batch } from './batch.js';
import type { BatchOptions } from './options.js';

/**
 * Creates a batch engine over a client, a ledger and an output sink.
 *
 * ```ts
 * import { createScribekit } from '@scribekit/sdk';
 * import { blobItem, createBatch, createMemoryLedger, memoryOutput } from '@scribekit/sdk/batch';
 * const scribekit = createScribekit({ apiKey: 'sk_test', baseUrl: 'https://api.example.com' });
 * const output = memoryOutput();
 * const batch = createBatch({ scribekit, ledger: createMemoryLedger(), output, formats: ['srt'] });
 * batch.on('itemDone', ({ name, outputs }) => console.log(name, outputs));
 * await batch.run([blobItem(new Blob(['…']), { id: 'a', name: 'a' })]);
 * ```
 *
 * STUB: the first commit pins the public API; the engine itself follows.
 */
export function createBatch(options: BatchOptions): Batch {
  void options;
  throw new Error('createBatch: not implemented yet');
}
