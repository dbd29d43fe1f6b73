import type { ErrorInfo } from './envelope.js';

// The settings and the key check, as the options page sees them: never the key itself.

/** What the pages may know about the settings: never the key itself. */
export interface SettingsView {
  /** The API address in use. */
  baseUrl: string;
  /** The address this build was made for. */
  defaultBaseUrl: string;
  /** Whether a key is saved. */
  hasKey: boolean;
  /** The key's last four characters, to tell keys apart. */
  keyHint: string | null;
}

/** Whether the saved key holds one scope the extension uses. */
export interface ScopeCheck {
  /** Scope name, e.g. `imports:write`. */
  scope: string;
  /** What the extension needs it for, in words. */
  purpose: string;
  /** true: works; false: the key lacks it; null: not checked (checked on first use). */
  ok: boolean | null;
}

/** The answer to "Save" on the options page. */
export interface KeyCheckReport {
  /** Whether the settings were stored (a key the API rejects is not). */
  saved: boolean;
  /** The API address that was checked. */
  baseUrl: string;
  /** The overall verdict. */
  outcome: 'connected' | 'limited' | 'rejected' | 'unreachable' | 'error';
  /** Scope by scope. */
  scopes: ScopeCheck[];
  /** The failure behind `rejected`, `unreachable` or `error`. */
  error: ErrorInfo | null;
}
