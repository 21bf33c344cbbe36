import type { Language } from './languages';
import type { Texts } from './texts';

/**
 * The catalogue of each language but Swedish, each its own chunk fetched when chosen (issue 17's
 * budgets: Swedish is in the pages already). Used by the app (lib/texts.tsx) and the login page.
 */
const translations: Readonly<Record<Exclude<Language, 'sv'>, () => Promise<Texts>>> = {
  en: () => import('./en').then((m) => m.texts),
  pl: () => import('./pl').then((m) => m.texts),
  ro: () => import('./ro').then((m) => m.texts),
  ar: () => import('./ar').then((m) => m.texts),
};

export const loadTranslation = (language: Exclude<Language, 'sv'>): Promise<Texts> => translations[language]();
