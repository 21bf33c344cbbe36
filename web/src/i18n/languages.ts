/**
 * The languages of the guest's screens (issue 18): Swedish first and the default, then English,
 * Polish, Romanian and Arabic (right to left). Staff screens stay Swedish. Imports nothing: the login
 * page and the offline page use it without the rest of the app (the schema's type below is erased at build).
 */
import type { Language as SchemaLanguage } from '../gql/graphql';

export const LANGUAGES = ['sv', 'en', 'pl', 'ro', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The schema's Language (codegen): the compiler refuses a list that differs from it (a test also reads schema.graphql). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LANGUAGES_ARE_THE_SCHEMAS: Same<Language, SchemaLanguage> = true;

/** Each language's own name (the menu shows every name in its own language) and its direction. */
export const LANGUAGE_INFO: Readonly<Record<Language, { name: string; dir: 'ltr' | 'rtl' }>> = {
  sv: { name: 'Svenska', dir: 'ltr' },
  en: { name: 'English', dir: 'ltr' },
  pl: { name: 'Polski', dir: 'ltr' },
  ro: { name: 'Română', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Where the browser keeps the language chosen before logging in (not personal: kept at logout). */
export const LANGUAGE_KEY = 'noq.language';

/** The language this browser chose, or Swedish. */
export function deviceLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : 'sv';
  } catch {
    return 'sv';
  }
}

/** Remembers the language on this browser. */
export function rememberDeviceLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // private mode or storage full: the choice lasts this page only
  }
}

/** `<html lang dir>` follow the language (screen readers' voice, right-to-left layout). */
export function setDocumentLanguage(doc: Document, language: Language): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = LANGUAGE_INFO[language].dir;
}
