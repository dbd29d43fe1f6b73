import { i18n } from '#i18n';

/**
 * The language the extension's strings are in (`en`, `de`): dates and times follow it, not the
 * locale the browser's runtime happens to format with.
 */
export function uiLanguage(): string {
  return i18n.t('common.lang');
}

/** Sets the page's `lang` to the language its strings are in (the browser's, else English). */
export function setPageLanguage(): void {
  document.documentElement.lang = uiLanguage();
}
