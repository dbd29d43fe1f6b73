import { sha256 } from './prng.js';

/**
 * A UUID-shaped id computed from its parts, so the same parts always give the same id.
 * The version/variant bits are set as for v4 so that strict UUID validators accept it.
 */
export function deterministicUuid(...parts: ReadonlyArray<string | number>): string {
  const bytes = sha256(parts.map(String).join('\u001f')).slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
