import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';

/** The base name of an input's outputs before making it unique: the file name without extension. */
export function baseName(path: string): string {
  const name = basename(path, extname(path));
  // Characters Windows refuses in file names, and control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return name.replace(/[/\\:*?"<>|\u0000-\u001f]+/g, '_') || 'recording';
}

const shortHash = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 6);

/**
 * Output names, unique and stable across runs: a name the ledger already holds for an item is
 * kept; a base name used by one input only stays as it is; inputs that share one (compared
 * without case, for case-insensitive file systems) each get `-` and six hex digits of a hash of
 * their id — so adding or removing other inputs never renames an output.
 */
export function uniqueNames(
  items: { id: string; base: string }[],
  recorded: Map<string, string>,
): Map<string, string> {
  const fold = (name: string) => name.toLowerCase();
  const taken = new Set([...recorded.values()].map(fold));
  const counts = new Map<string, number>();
  for (const item of items) {
    if (recorded.has(item.id)) continue;
    counts.set(fold(item.base), (counts.get(fold(item.base)) ?? 0) + 1);
  }
  const names = new Map<string, string>();
  for (const item of items) {
    const saved = recorded.get(item.id);
    if (saved) {
      names.set(item.id, saved);
      continue;
    }
    const shared = (counts.get(fold(item.base)) ?? 0) > 1 || taken.has(fold(item.base));
    names.set(item.id, shared ? `${item.base}-${shortHash(item.id)}` : item.base);
  }
  return names;
}
