import type { BatchItem } from './items.js';
import type { ItemRecord, LedgerStep } from './ledger.js';

/**
 * The `item` step for a new item or one whose file changed since it was recorded (a file is
 * recognised by size and modification time, so an unchanged one is not hashed again); undefined
 * when the record is current.
 */
export async function describeItem(
  item: BatchItem,
  record: ItemRecord | undefined,
  onHashing: () => void,
): Promise<LedgerStep | undefined> {
  if (item.kind === 'url') {
    return record ? undefined : { type: 'item', kind: 'url', name: item.name, url: item.url };
  }
  const { size, modifiedMs } = await item.stat();
  if (record?.sha256 && record.size === size && record.modifiedMs === modifiedMs) return undefined;
  // Once the upload has started, the recorded content is what is being uploaded.
  if (record?.sha256 && record.upload) return undefined;
  onHashing();
  const sha256 = await item.sha256();
  return {
    type: 'item',
    kind: 'file',
    name: item.name,
    sha256,
    size,
    ...(modifiedMs !== undefined ? { modifiedMs } : {}),
  };
}
