// How the compass page writes a resource's hours and status in the reader's language (issue 35 §2).
import type { CompassResourceFieldsFragment, Language } from '../../gql/graphql';
import type { Texts } from '../../i18n/texts';
import { todayInStockholm } from '../../lib/dates';

type T = Texts['compass'];
type Status = CompassResourceFieldsFragment['status'];

export const hoursText = (hours: readonly { opens: string; closes: string }[]): string =>
  hours.map((h) => `${h.opens}–${h.closes}`).join(', ');

const nextDay = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** 'idag', 'i morgon', or the weekday's name. */
export function dayWord(date: string, today: string, t: T): string {
  if (date === today) return t.today;
  if (date === nextDay(today)) return t.tomorrow;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return t.weekdays[(weekday + 6) % 7] ?? date;
}

/** 'Öppet nu · stänger 17:00', 'Stängt · öppnar i morgon 08:00', or 'Stängt'. */
export function statusText(status: Status, t: T, today: string = todayInStockholm()): string {
  if (status.openNow) return status.closesAt ? `${t.open} · ${t.closesAt(status.closesAt)}` : t.open;
  if (status.opensNextDate && status.opensNextTime)
    return `${t.closed} · ${t.opensAt(dayWord(status.opensNextDate, today, t), status.opensNextTime)}`;
  return t.closed;
}

/** Today's hours, or 'Stängt i dag'. */
export const todayText = (status: Status, t: T): string =>
  status.todayHours.length === 0 ? t.closedToday : `${t.todayHours}: ${hoursText(status.todayHours)}`;

/** '118 20' from '11820'. */
const postcodeText = (p: string): string => (/^[0-9]{5}$/.test(p) ? `${p.slice(0, 3)} ${p.slice(3)}` : p);

export const addressText = (r: Pick<CompassResourceFieldsFragment, 'street' | 'postcode' | 'city'>): string =>
  [r.street, [postcodeText(r.postcode), r.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The free text in the reader's language when translated, else the Swedish; with its language for `lang`. */
export function descriptionIn(
  r: Pick<CompassResourceFieldsFragment, 'description' | 'descriptionTranslations'>,
  language: Language | string,
) {
  const translated = r.descriptionTranslations.find((t) => t.language === language);
  return translated ? { text: translated.text, lang: translated.language } : { text: r.description, lang: 'sv' };
}

export const kmText = (km: number, language: string): string =>
  new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : language, { maximumFractionDigits: 1 }).format(km);
