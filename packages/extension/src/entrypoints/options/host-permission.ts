import { browser } from 'wxt/browser';

/** Where the host permission for the API stands. */
export type PermissionState = 'granted' | 'asking' | 'refused' | 'unavailable';

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
