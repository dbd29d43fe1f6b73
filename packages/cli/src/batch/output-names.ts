import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';

/** The base name of an input's outputs before making it unique: the file name without extension. */
export function baseName(path: string): string {
  const name = basename(path, extname(path));
  // Characters Windows refuses in file names, and control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return name.replace(/[/\\:*?"<>|\u0000-\u001f]+/g, '_') || 'recording';
}

const hashOf = (id: string, length: number) =>
  createHash('sha256').update(id).digest('hex').slice(0, length);

/**
 * Output names, unique and stable, decided when a batch is planned (and then kept in its ledger):
 *
 * - a name the ledger already holds for an input is kept;
 * - a base name no other input of the batch shares (compared without case, for case-insensitive
 *   file systems) and that the ledger does not hold for another input stays as it is;
 * - inputs that share one each get `-` and six hex digits of the SHA-256 of their id (the
 *   absolute path, or the link): `standup-3a4bdc`.
 *
 * The groups are counted over every input of the batch, done or not, so a name never depends on
 * the order in which items finish or on where an earlier run was interrupted.
 */
export function uniqueNames(
  items: { id: string; base: string }[],
  recorded: Map<string, string>,
): Map<string, string> {
  const fold = (name: string) => name.toLowerCase();
  const taken = new Set([...recorded.values()].map(fold));
  const counts = new Map<string, number>();
  for (const item of items) counts.set(fold(item.base), (counts.get(fold(item.base)) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const item of items) {
    const saved = recorded.get(item.id);
    if (saved) {
      names.set(item.id, saved);
      continue;
    }
    const shared = (counts.get(fold(item.base)) ?? 0) > 1 || taken.has(fold(item.base));
    let name = shared ? `${item.base}-${hashOf(item.id, 6)}` : item.base;
    // Six hex digits meeting a name already taken: as many as it takes.
    for (let length = 10; taken.has(fold(name)) && length <= 64; length += 4) {
      name = `${item.base}-${hashOf(item.id, length)}`;
    }
    taken.add(fold(name));
    names.set(item.id, name);
  }
  return names;
}
