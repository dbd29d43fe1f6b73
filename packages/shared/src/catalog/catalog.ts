import type { PlatformCode, ProviderCode } from './codes.js';
import { directUrlEntry, hostedProviderEntries, platformEntries } from './entries.js';
import type { SiteEntry } from './site-entry.js';

/** A catalog entry as other packages see it: what it is called and where it lives. */
export interface CatalogItem<Code extends string> {
  /** The API code. */
  readonly code: Code;
  /** Name shown to people. */
  readonly label: string;
  /** Hosts it covers, subdomains included; empty for `direct_url`, which works on any host. */
  readonly hosts: readonly string[];
}

function publicItem<Code extends string>(entry: SiteEntry<Code>): CatalogItem<Code> {
  return Object.freeze({
    code: entry.code,
    label: entry.label,
    hosts: Object.freeze([...entry.hosts]),
  });
}

/** Every link-import provider, `direct_url` last (read-only). */
export const providers: readonly CatalogItem<ProviderCode>[] = Object.freeze(
  [...hostedProviderEntries, directUrlEntry].map(publicItem),
);

/** Every meeting platform (read-only). */
export const platforms: readonly CatalogItem<PlatformCode>[] = Object.freeze(
  platformEntries.map(publicItem),
);

const providerCodes = new Set<string>(providers.map((item) => item.code));
const platformCodes = new Set<string>(platforms.map((item) => item.code));

/** True when `value` is one of the provider codes of the catalog. */
export function isProviderCode(value: unknown): value is ProviderCode {
  return typeof value === 'string' && providerCodes.has(value);
}

/** True when `value` is one of the platform codes of the catalog. */
export function isPlatformCode(value: unknown): value is PlatformCode {
  return typeof value === 'string' && platformCodes.has(value);
}
