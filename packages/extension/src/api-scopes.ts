import { i18n } from '#i18n';

/**
 * The API key scopes the extension uses, in the order the options page and the first-run page
 * list them: those "Save" can check with a harmless request first, then those checked on first use.
 */
export const EXTENSION_SCOPES = [
  'transcripts:read',
  'imports:write',
  'imports:read',
  'recordings:read',
  'exports:read',
  'recordings:write',
  'exports:write',
  'transcripts:write',
  'reports:read',
  'reports:write',
  'files:write',
] as const;

/** One of the scopes the extension uses. */
export type ExtensionScope = (typeof EXTENSION_SCOPES)[number];

/** What the extension does with a scope, in the browser's language ("transcribe video pages and links"). */
export function scopePurpose(scope: ExtensionScope): string {
  switch (scope) {
    case 'transcripts:read':
      return i18n.t('scopes.transcriptsRead');
    case 'imports:write':
      return i18n.t('scopes.importsWrite');
    case 'imports:read':
      return i18n.t('scopes.importsRead');
    case 'recordings:read':
      return i18n.t('scopes.recordingsRead');
    case 'exports:read':
      return i18n.t('scopes.exportsRead');
    case 'recordings:write':
      return i18n.t('scopes.recordingsWrite');
    case 'exports:write':
      return i18n.t('scopes.exportsWrite');
    case 'transcripts:write':
      return i18n.t('scopes.transcriptsWrite');
    case 'reports:read':
      return i18n.t('scopes.reportsRead');
    case 'reports:write':
      return i18n.t('scopes.reportsWrite');
    case 'files:write':
      return i18n.t('scopes.filesWrite');
  }
}
