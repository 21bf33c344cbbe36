import type { Language } from '../../domain/person';
import type { RenderInput, Rendered, Template } from '../catalogue';

/**
 * Volunteer activities' messages (issue 35 §3): a reminder the day before an activity a volunteer
 * signed up for, and word that an activity was cancelled. In the volunteer's language (sv, en, pl,
 * ro, ar), Swedish otherwise. `params` (activity/activity.service.ts notifySignups): the first
 * name, the activity's title, the shelter, the date and the times; nothing else.
 */
type Lang = Language;

interface Words {
  hello: (name: string) => string;
  bye: string;
  when: (date: string, from: string, until: string) => string;
  reminder: { subject: string; body: string };
  cancelled: { subject: string; body: string };
}

const WORDS: Record<Lang, Words> = {
  sv: {
    hello: (n) => (n ? `Hej ${n}!` : 'Hej!'),
    bye: 'Tack för att du hjälper till! Hälsningar, noQ',
    when: (d, f, u) => `${d} kl. ${f}–${u}`,
    reminder: { subject: 'noQ: påminnelse om din aktivitet i morgon', body: 'En påminnelse: i morgon är du anmäld till' },
    cancelled: { subject: 'noQ: aktiviteten är inställd', body: 'Aktiviteten du var anmäld till är inställd:' },
  },
  en: {
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    bye: 'Thank you for helping! Best regards, noQ',
    when: (d, f, u) => `${d}, ${f}–${u}`,
    reminder: { subject: 'noQ: reminder of your activity tomorrow', body: 'A reminder: tomorrow you are signed up for' },
    cancelled: { subject: 'noQ: the activity is cancelled', body: 'The activity you signed up for is cancelled:' },
  },
  pl: {
    hello: (n) => (n ? `Dzień dobry, ${n}!` : 'Dzień dobry!'),
    bye: 'Dziękujemy za pomoc! Pozdrawiamy, noQ',
    when: (d, f, u) => `${d}, godz. ${f}–${u}`,
    reminder: { subject: 'noQ: przypomnienie o jutrzejszym działaniu', body: 'Przypomnienie: jutro jesteś zapisany na' },
    cancelled: { subject: 'noQ: działanie zostało odwołane', body: 'Działanie, na które się zapisałeś, zostało odwołane:' },
  },
  ro: {
    hello: (n) => (n ? `Bună, ${n}!` : 'Bună!'),
    bye: 'Mulțumim că ajuți! Toate cele bune, noQ',
    when: (d, f, u) => `${d}, ora ${f}–${u}`,
    reminder: { subject: 'noQ: amintire despre activitatea ta de mâine', body: 'O amintire: mâine ești înscris la' },
    cancelled: { subject: 'noQ: activitatea a fost anulată', body: 'Activitatea la care te-ai înscris a fost anulată:' },
  },
  ar: {
    hello: (n) => (n ? `مرحبًا ${n}،` : 'مرحبًا،'),
    bye: 'شكرًا لمساعدتك! مع التحية، noQ',
    when: (d, f, u) => `${d}، من ${f} إلى ${u}`,
    reminder: { subject: 'noQ: تذكير بنشاطك غدًا', body: 'تذكير: أنت مسجل غدًا في' },
    cancelled: { subject: 'noQ: تم إلغاء النشاط', body: 'تم إلغاء النشاط الذي سجلت فيه:' },
  },
};

const wordsFor = (language: string): Words => WORDS[(language in WORDS ? language : 'sv') as Lang];

const message = (input: RenderInput, pick: (w: Words) => { subject: string; body: string }): Rendered => {
  const w = wordsFor(input.language);
  const p = input.params;
  const what = `${p.title ?? ''}, ${p.shelter ?? ''}, ${w.when(p.date ?? '', p.startTime ?? '', p.endTime ?? '')}`;
  const m = pick(w);
  return {
    subject: m.subject,
    text: [w.hello(p.firstName ?? ''), '', m.body, what, '', w.bye].join('\n'),
    sms: `noQ: ${m.body} ${what}`,
  };
};

const reminder: Template = (input) => message(input, (w) => w.reminder);
const cancelled: Template = (input) => message(input, (w) => w.cancelled);

export const ACTIVITY_TEMPLATES = {
  'activity.reminder': reminder,
  'activity.cancelled': cancelled,
} satisfies Record<string, Template>;
