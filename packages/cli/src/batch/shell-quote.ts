/** A word quoted for a POSIX shell when it needs it, so a printed command can be pasted back. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
