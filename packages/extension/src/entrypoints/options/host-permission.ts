import { browser } from 'wxt/browser';
import { i18n } from '#i18n';

/**
 * Where the host permission for the API stands: `needed` when a check could not reach the API
 * without it (offered, not asked yet), `outside` when the address is not one the
 * extension lists as optional (so it cannot ask), `unavailable` when the browser would not ask
 * for another reason (its own words in `reason`).
 */
export type PermissionState =
  | 'needed'
  | 'granted'
  | 'asking'
  | 'refused'
  | 'outside'
  | 'unavailable';

/** A host permission's state with the host it is about. */
export interface PermissionView {
  /** The API's host name. */
  host: string;
  /** Where it stands. */
  state: PermissionState;
  /** The browser's reason when it would not ask (`unavailable`). */
  reason?: string;
}

/** True when `pattern` is one of the optional host patterns, or covered by `https://*\/*`. */
export function isOptionalHost(pattern: string, optional: readonly string[]): boolean {
  return (
    optional.includes(pattern) ||
    (pattern.startsWith('https://') && optional.includes('https://*/*'))
  );
}

/** Why asking for `pattern` failed, in the terms the options page shows. */
export function whyNotAsked(
  host: string,
  pattern: string,
  optional: readonly string[],
  error: unknown,
): PermissionView {
  if (!isOptionalHost(pattern, optional)) return { host, state: 'outside' };
  const reason = error instanceof Error ? error.message : String(error);
  return { host, state: 'unavailable', reason };
}

/** The optional host patterns of this build's manifest (MV3 and MV2 keep them apart). */
export function optionalHosts(): string[] {
  const manifest = browser.runtime.getManifest() as {
    optional_host_permissions?: string[];
    optional_permissions?: string[];
  };
  return [...(manifest.optional_host_permissions ?? []), ...(manifest.optional_permissions ?? [])];
}

/**
 * Asks for access to the API's host only. Must be called straight from the click (browsers need
 * the user's gesture). Resolves when the person answers the browser's prompt.
 */
export function requestHostPermission(pattern: string): Promise<boolean> {
  return browser.permissions.request({ origins: [pattern] });
}

/** Whether access to the host is already granted. */
export function hasHostPermission(pattern: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [pattern] });
}

/** The options page's sentence for a permission's state. */
export function permissionText({ host, state, reason }: PermissionView): string {
  return {
    needed: () => i18n.t('options.permission.needed', [host]),
    granted: () => i18n.t('options.permission.granted', [host]),
    asking: () => i18n.t('options.permission.asking', [host]),
    refused: () => i18n.t('options.permission.refused', [host]),
    outside: () => i18n.t('options.permission.outside', [host]),
    unavailable: () => i18n.t('options.permission.unavailable', [host, reason ?? '']),
  }[state]();
}
