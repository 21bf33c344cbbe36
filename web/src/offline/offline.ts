/**
 * The offline page (web/offline.html, issue 17), without React: says that there is no connection
 * and that the page works again once it is back ('Försök igen' loads the page again), and lists the
 * guest's bookings from the last answer with when it was fetched, if this device has them.
 */
import type { BookingStatus } from '../gql/graphql';
import type { Language } from '../i18n/languages';
import { statusLabel } from '../i18n/sv/common';
import { offline } from '../i18n/sv/offline';
import type { Texts } from '../i18n/texts';
import type { OwnBookingsSnapshot } from '../lib/offline-store';
import type { CompassSnapshot } from '../lib/compass-offline';

/** What the page says, in one language (issue 18: the offline page speaks the guest's language). */
export interface OfflinePageTexts {
  offline: Texts['offline'];
  statusLabel: Texts['statusLabel'];
  /** For dates and times (Intl). */
  language: Language;
}

export const swedishOfflineTexts: OfflinePageTexts = { offline, statusLabel, language: 'sv' };

const intlLocale = (language: Language): string => (language === 'sv' ? 'sv-SE' : language === 'en' ? 'en-GB' : language);

/** '24 november 2026 kl. 12:00', Stockholm time (the shelters' clock), whatever the device's zone. */
export const fetchedAtText = (iso: string, language: Language = 'sv'): string =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Stockholm' }).format(
    new Date(iso),
  );

/** A date of a stay ('2030-11-22' → '22 november 2030'). */
export const stayDateText = (date: string, language: Language = 'sv'): string =>
  new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  if (text !== undefined) el.textContent = text;
  if (className) el.className = className;
  return el;
}

/** `text` in a left-to-right `<bdi>` inside `el` (addresses and phone numbers in Arabic, issue 33 §9). */
function isolated<E extends HTMLElement>(doc: Document, el: E, text: string): E {
  const bdi = element(doc, 'bdi', text);
  bdi.dir = 'ltr';
  el.append(bdi);
  return el;
}

/** A label and its value on one line ('Incheckning: 22 november 2030'). */
function labelled(doc: Document, label: string, value: string, className: string): HTMLParagraphElement {
  const p = element(doc, 'p', `${label}: `, className);
  p.append(element(doc, 'strong', value));
  return p;
}

function bookingsSection(doc: Document, snapshot: OwnBookingsSnapshot, texts: OfflinePageTexts): HTMLElement {
  const t = texts.offline;
  const statusText = (status: string): string => texts.statusLabel[status as BookingStatus] ?? status;
  const section = element(doc, 'section', undefined, 'offline__bookings');
  section.setAttribute('aria-labelledby', 'offline-bookings-title');
  const heading = element(doc, 'h2', t.bookings.heading);
  heading.id = 'offline-bookings-title';
  section.append(heading, element(doc, 'p', t.bookings.fetchedAt(fetchedAtText(snapshot.fetchedAt, texts.language)), 'offline__fetched'));
  if (snapshot.bookings.length === 0) {
    section.append(element(doc, 'p', t.bookings.empty));
    return section;
  }
  const list = element(doc, 'ul', undefined, 'offline__list');
  for (const b of snapshot.bookings) {
    const item = element(doc, 'li', undefined, 'card offline-booking');
    item.append(
      element(doc, 'h3', b.shelter, 'offline-booking__shelter'),
      isolated(doc, element(doc, 'p', undefined, 'offline-booking__address'), b.address),
      labelled(doc, t.bookings.checkIn, stayDateText(b.startDate, texts.language), 'offline-booking__date'),
      labelled(doc, t.bookings.checkOut, stayDateText(b.endDate, texts.language), 'offline-booking__date'),
      labelled(doc, t.bookings.status, statusText(b.status), 'offline-booking__status'),
    );
    // Issue 33 §10: the phone (a link that calls) and the latest check-in, what is needed most offline.
    if (b.phone) {
      const p = element(doc, 'p', `${t.bookings.phone}: `, 'offline-booking__phone');
      const call = element(doc, 'a');
      call.href = `tel:${b.phone.replace(/[^\d+]/g, '')}`;
      p.append(isolated(doc, call, b.phone));
      item.append(p);
    }
    if (b.checkInUntil) item.append(labelled(doc, t.bookings.latestCheckIn, b.checkInUntil, 'offline-booking__check-in'));
    list.append(item);
  }
  section.append(list);
  return section;
}

/**
 * Kompassen's last list (issue 35 §2), as it was read: its lines are in the language of that
 * reading (the section says which), with the phone as a link that calls.
 */
function compassSection(doc: Document, snapshot: CompassSnapshot, texts: OfflinePageTexts): HTMLElement {
  const section = element(doc, 'section', undefined, 'offline__compass');
  section.setAttribute('aria-labelledby', 'offline-compass-title');
  section.lang = snapshot.language;
  section.dir = snapshot.language === 'ar' ? 'rtl' : 'ltr';
  const heading = element(doc, 'h2', snapshot.heading);
  heading.id = 'offline-compass-title';
  const fetched = element(
    doc,
    'p',
    texts.offline.bookings.fetchedAt(fetchedAtText(snapshot.fetchedAt, texts.language)),
    'offline__fetched',
  );
  fetched.lang = texts.language;
  section.append(heading, fetched);
  const list = element(doc, 'ul', undefined, 'offline__list');
  for (const r of snapshot.resources) {
    const item = element(doc, 'li', undefined, 'card offline-booking');
    item.append(element(doc, 'h3', r.name, 'offline-booking__shelter'), element(doc, 'p', `${r.kind} · ${r.hours}`));
    if (r.address) item.append(isolated(doc, element(doc, 'p', undefined, 'offline-booking__address'), r.address));
    if (r.phone) {
      const p = element(doc, 'p', undefined, 'offline-booking__phone');
      const call = element(doc, 'a');
      call.href = `tel:${r.phone.replace(/[^\d+]/g, '')}`;
      p.append(isolated(doc, call, r.phone));
      item.append(p);
    }
    list.append(item);
  }
  section.append(list);
  return section;
}

/** Writes the page into `main`: the texts, 'Försök igen' (calls `retry`), and the bookings if any. */
export function renderOfflinePage(
  doc: Document,
  main: HTMLElement,
  snapshot: OwnBookingsSnapshot | null,
  retry: () => void,
  texts: OfflinePageTexts = swedishOfflineTexts,
  compass: CompassSnapshot | null = null,
): void {
  const t = texts.offline;
  doc.title = t.documentTitle;
  const retryButton = element(doc, 'button', t.retry);
  retryButton.type = 'button';
  retryButton.addEventListener('click', retry);
  main.replaceChildren(
    element(doc, 'h1', t.heading),
    element(doc, 'p', t.noConnection),
    element(doc, 'p', t.worksAgain),
    retryButton,
    ...(snapshot ? [bookingsSection(doc, snapshot, texts)] : []),
    ...(compass && compass.resources.length > 0 ? [compassSection(doc, compass, texts)] : []),
  );
}
