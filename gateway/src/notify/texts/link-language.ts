import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/person';

/**
 * `?lang=` for a link in a message to someone who reads another language than Swedish (issue 33
 * §4): the web opens in the account's language in any browser (web/src/i18n/languages.ts
 * `linkLanguage`). Swedish, the default, needs none. A token never goes here: it stays in the fragment.
 */
export const languageQuery = (language: string): string =>
  isLanguage(language) && language !== DEFAULT_LANGUAGE ? `?lang=${language}` : '';
