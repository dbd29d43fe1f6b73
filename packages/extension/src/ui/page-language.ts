import { i18n } from '#i18n';

/** Sets the page's `lang` to the language its strings are in (the browser's, else English). */
export function setPageLanguage(): void {
  document.documentElement.lang = i18n.t('common.lang');
}
