/** Bytes of a hex string (either case), or null when it is not an even run of hex digits. */
export function hexToBytes(hex: string): Uint8Array | null {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/**
 * Compares two byte arrays in time that depends only on their length, never on where they differ,
 * so a timing attacker learns nothing about a secret digest. Different lengths are simply unequal.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) {
    difference |= (a[index] as number) ^ (b[index] as number);
  }
  return difference === 0;
}
