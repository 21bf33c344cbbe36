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

/**
 * The first of the phone's languages (`navigator.languages`, most wanted first) that we have:
 * 'en-GB' is English, 'ar-SE' Arabic; null when none is ours (issue 33 §4).
 */
export function preferredLanguage(wanted: readonly string[] | undefined): Language | null {
  for (const tag of wanted ?? []) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** `?lang=` of a link from an e-mail (the account's language, issue 33 §4), when it is one of ours. */
export function linkLanguage(search: string | undefined): Language | null {
  if (!search) return null;
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

/**
 * The language to speak before anyone is known: a link's `?lang=` (an e-mail carries the
 * account's), else the one this browser chose, else the first of the phone's languages we have,
 * else Swedish (issue 33 §4).
 */
export function deviceLanguage(): Language {
  const fromLink = linkLanguage(globalThis.location?.search);
  if (fromLink) return fromLink;
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage refused: the phone's languages decide
  }
  const nav = globalThis.navigator as Navigator | undefined;
  return preferredLanguage(nav?.languages ?? (nav?.language ? [nav.language] : [])) ?? 'sv';
}

/** The language menu's label, the same in every language so anyone finds it (issue 33 §4). */
export const MENU_LABEL: readonly { lang: Language; text: string }[] = [
  { lang: 'sv', text: 'Språk' },
  { lang: 'en', text: 'Language' },
  { lang: 'ar', text: 'اللغة' },
];

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
