import type { Language } from '../../domain/person';
import type { RenderInput, Rendered, Template } from '../catalogue';

/**
 * Biståndsbeslut running out (issue 38 §4): to the guest, in their language (sv, en, pl, ro, ar),
 * Swedish otherwise; to the caseworker who recorded it, in Swedish. `params`
 * (decision/decision.service.ts sendEndingReminders): the first name and the last night; the
 * caseworker's also the guest's name and the case number (staff may read it). Never the note.
 */
interface Words {
  hello: (name: string) => string;
  subject: string;
  body: (date: string) => string;
  bye: string;
}

const WORDS: Record<Language, Words> = {
  sv: {
    hello: (n) => (n ? `Hej ${n}!` : 'Hej!'),
    subject: 'noQ: ditt biståndsbeslut tar snart slut',
    body: (d) => `Ditt biståndsbeslut gäller till och med natten ${d}. Kontakta din handläggare om du behöver boende efter det.`,
    bye: 'Hälsningar, noQ',
  },
  en: {
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    subject: 'noQ: your decision from social services ends soon',
    body: (d) =>
      `Your decision from social services (biståndsbeslut) covers nights until and including ${d}. Contact your caseworker if you need a place after that.`,
    bye: 'Best regards, noQ',
  },
  pl: {
    hello: (n) => (n ? `Dzień dobry, ${n}!` : 'Dzień dobry!'),
    subject: 'noQ: Twoja decyzja pomocy społecznej wkrótce wygasa',
    body: (d) =>
      `Twoja decyzja pomocy społecznej (biståndsbeslut) obejmuje noce do ${d} włącznie. Skontaktuj się ze swoim pracownikiem socjalnym, jeśli potrzebujesz noclegu później.`,
    bye: 'Pozdrawiamy, noQ',
  },
  ro: {
    hello: (n) => (n ? `Bună, ${n}!` : 'Bună!'),
    subject: 'noQ: decizia ta de la serviciile sociale se încheie curând',
    body: (d) =>
      `Decizia ta de la serviciile sociale (biståndsbeslut) acoperă nopțile până pe ${d} inclusiv. Contactează-ți asistentul social dacă ai nevoie de cazare după aceea.`,
    bye: 'Toate cele bune, noQ',
  },
  ar: {
    hello: (n) => (n ? `مرحبًا ${n}،` : 'مرحبًا،'),
    subject: 'noQ: قرار المساعدة الخاص بك ينتهي قريبًا',
    body: (d) =>
      `قرار المساعدة من الخدمات الاجتماعية يشمل الليالي حتى ليلة ${d}. تواصل مع موظف الخدمات الاجتماعية المسؤول عنك إذا احتجت إلى مكان بعد ذلك.`,
    bye: 'مع التحية، noQ',
  },
};

const wordsFor = (language: string): Words => WORDS[(language in WORDS ? language : 'sv') as Language];

const ending: Template = (input: RenderInput): Rendered => {
  const w = wordsFor(input.language);
  const p = input.params;
  const body = w.body(p.endDate ?? '');
  return { subject: w.subject, text: [w.hello(p.firstName ?? ''), '', body, '', w.bye].join('\n'), sms: `noQ: ${body}` };
};

const endingCaseworker: Template = (input: RenderInput): Rendered => {
  const p = input.params;
  const body = `Biståndsbeslutet ${p.caseNumber ?? ''} för ${p.guestName ?? ''} gäller till och med natten ${p.endDate ?? ''}. Förläng det i noQ under Användare om gästen behöver boende efter det.`;
  return {
    subject: `noQ: biståndsbeslut tar slut ${p.endDate ?? ''}`,
    text: [p.firstName ? `Hej ${p.firstName}!` : 'Hej!', '', body, '', 'Hälsningar, noQ'].join('\n'),
    sms: `noQ: ${body}`,
  };
};

export const DECISION_TEMPLATES = {
  'decision.ending': ending,
  'decision.ending_caseworker': endingCaseworker,
} satisfies Record<string, Template>;
