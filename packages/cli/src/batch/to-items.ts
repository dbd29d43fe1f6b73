import type { BatchItem, Ledger } from '@scribekit/sdk/batch';
import { nameFromUrl, urlItem } from '@scribekit/sdk/batch';
import { fileItem } from '@scribekit/sdk/batch/node';
import type { BatchInput } from './expand-inputs.js';
import { baseName, uniqueNames } from './output-names.js';

/** An input with its ledger id and its output name. */
export type NamedInput = BatchInput & { id: string; name: string };

/** Names the inputs' outputs: unique, and stable across reruns (the ledger's names are kept). */
export async function nameInputs(
  inputs: BatchInput[],
  ledger: Pick<Ledger, 'get'>,
): Promise<NamedInput[]> {
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
  return drafts.map(({ input, id }) => ({ ...input, id, name: names.get(id) as string }));
}

/**
 * Keeps the names decided for this batch in its ledger before any work starts, so an interrupted
 * run and its rerun name every output alike. Inputs the ledger knows already are left alone.
 */
export async function recordNames(
  named: NamedInput[],
  ledger: Pick<Ledger, 'get' | 'record'>,
): Promise<void> {
  await Promise.all(
    named.map(async (input) => {
      if (await ledger.get(input.id)) return;
      await ledger.record(
        input.id,
        input.kind === 'file'
          ? { type: 'item', kind: 'file', name: input.name }
          : { type: 'item', kind: 'url', name: input.name, url: input.url },
      );
    }),
  );
}

/** A named input as the engine's item. */
export const toItem = (input: NamedInput): BatchItem =>
  input.kind === 'file'
    ? fileItem(input.path, { id: input.id, name: input.name })
    : urlItem(input.url, { id: input.id, name: input.name });
