import type { Language } from '../../domain/person';

/**
 * The host's fixed decline reasons (issue 33 §6) in every language, keyed by the Swedish words the
 * booking stores: the web's list (web/src/i18n/sv/guest.ts `declineReasons`, checked equal by
 * decline-reasons.test.ts) and each guest language's catalogue say the same.
 */
const PRESETS: Readonly<Record<string, Readonly<Record<Exclude<Language, 'sv'>, string>>>> = {
  'Fullt – ingen ledig plats': {
    en: 'Full – no free place',
    pl: 'Brak miejsc – wszystko zajęte',
    ro: 'Plin – niciun loc liber',
    ar: 'ممتلئ – لا يوجد مكان شاغر',
  },
  'Kom efter senaste incheckning': {
    en: 'Came after the latest check-in time',
    pl: 'Przyjście po ostatniej godzinie zameldowania',
    ro: 'A venit după ora limită de cazare',
    ar: 'الوصول بعد آخر موعد لتسجيل الوصول',
  },
  Uteblev: { en: 'Did not come', pl: 'Nie przyszedł/nie przyszła', ro: 'Nu s-a prezentat', ar: 'عدم الحضور' },
  'Bröt mot ordningsreglerna': {
    en: 'Broke the house rules',
    pl: 'Naruszenie regulaminu',
    ro: 'A încălcat regulile casei',
    ar: 'مخالفة قواعد المكان',
  },
  'Härbärget tar inte emot den här gruppen': {
    en: 'The shelter does not take in this group',
    pl: 'Noclegownia nie przyjmuje tej grupy',
    ro: 'Adăpostul nu primește acest grup',
    ar: 'المأوى لا يستقبل هذه الفئة',
  },
  'Har redan en plats i natt': {
    en: 'Already has a place tonight',
    pl: 'Ma już miejsce na tę noc',
    ro: 'Are deja un loc în noaptea aceasta',
    ar: 'لديه مكان بالفعل هذه الليلة',
  },
};

/** The Swedish words of the fixed reasons. */
export const DECLINE_PRESETS: readonly string[] = Object.keys(PRESETS);

/** A decline reason in `language`: a fixed one translated, the host's own words as written. */
export function declineReasonIn(reason: string, language: Language): string {
  if (language === 'sv') return reason;
  return PRESETS[reason.trim()]?.[language] ?? reason;
}
