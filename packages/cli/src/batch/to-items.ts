import type { BatchItem, Ledger } from '@scribekit/sdk/batch';
import { nameFromUrl, urlItem } from '@scribekit/sdk/batch';
import { fileItem } from '@scribekit/sdk/batch/node';
import type { BatchInput } from './expand-inputs.js';
import { baseName, uniqueNames } from './output-names.js';

/** The inputs as batch items, each named for its outputs (unique, and stable across reruns). */
export async function toItems(
  inputs: BatchInput[],
  ledger: Pick<Ledger, 'get'>,
): Promise<BatchItem[]> {
  const drafts = inputs.map((input) =>
    input.kind === 'file'
      ? { input, id: input.path, base: baseName(input.path) }
      : { input, id: input.url, base: nameFromUrl(input.url) },
  );
  const recorded = new Map<string, string>();
  await Promise.all(
    drafts.map(async ({ id }) => {
      const record = await ledger.get(id);
      if (record) recorded.set(id, record.name);
    }),
  );
  const names = uniqueNames(drafts, recorded);
  return drafts.map(({ input, id }) => {
    const name = names.get(id) as string;
    return input.kind === 'file'
      ? fileItem(input.path, { id, name })
      : urlItem(input.url, { id, name });
  });
}
