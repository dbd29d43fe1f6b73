import { i18n } from '#i18n';

/** Languages offered for transcription ('' lets the service detect it). */
const LANGUAGE_CODES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'uk',
  'ru',
  'tr',
  'ar',
  'hi',
  'ja',
  'ko',
  'zh',
] as const;

type LanguageChoice = { code: string; name: string };

let choices: LanguageChoice[] | undefined;

/**
 * The transcription languages with their names in the browser's language, "detect" first.
 * Built once per page: the import card asks on every render.
 */
export function languageChoices(): LanguageChoice[] {
  if (!choices) {
    const names = new Intl.DisplayNames([i18n.t('common.lang')], { type: 'language' });
    choices = [
      { code: '', name: i18n.t('popup.detectLanguage') },
      ...LANGUAGE_CODES.map((code) => ({ code, name: names.of(code) ?? code })),
    ];
  }
  return choices;
}
