/**
 * Kompassen's input rules and limits (issue 35 §2): a resource as an admin or host staff send it,
 * checked whole (every save replaces the resource), and the reader's position. Errors are
 * BAD_USER_INPUT with a Swedish text (platform/messages.ts).
 */
import {
  isResourceAudience,
  isResourceKind,
  RESOURCE_AUDIENCES,
  type OpeningException,
  type ResourceAudience,
  type ResourceKind,
  type TimeRange,
  type WeeklyOpening,
} from '../domain/compass';
import { HOUSE_RULES_LANGUAGES, MAX_PHONE, PHONE_DIGITS, PHONE_SHAPE, TIME_OF_DAY, type HouseRulesLanguage } from '../domain/shelter-facts';
import { isLocalDate } from '../platform/dates';
import { MESSAGES } from '../platform/messages';
import { bad, text } from '../platform/validate';

export const MAX_RESOURCE_NAME = 120;
export const MAX_RESOURCE_TEXT = 2000;
export const MAX_STREET = 200;
export const MAX_CITY = 100;
/** Openings on one weekday (or one exception's date). */
export const MAX_HOURS_PER_DAY = 4;
export const MAX_EXCEPTIONS = 60;

/** The languages the free text may be translated into (Swedish is the text itself), as for house rules. */
export const COMPASS_TEXT_LANGUAGES = HOUSE_RULES_LANGUAGES;
export type CompassTextLanguage = HouseRulesLanguage;

export interface CompassTextTranslation {
  language: CompassTextLanguage;
  text: string;
}

/** A resource as sent (GraphQL input or a test); every key is checked. */
export interface CompassResourceInput {
  name?: unknown;
  kind?: unknown;
  audiences?: unknown;
  street?: unknown;
  postcode?: unknown;
  city?: unknown;
  phone?: unknown;
  weeklyHours?: unknown;
  exceptions?: unknown;
  description?: unknown;
  descriptionTranslations?: unknown;
  /** Admins: the region (required unless a shelter is given). Host staff: ignored (their shelter's). */
  regionId?: unknown;
  /** Admins only: the shelter it belongs to, or null. */
  shelterId?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

/** A resource checked and cleaned, ready to store (region and shelter are settled by the service). */
export interface CleanResource {
  name: string;
  kind: ResourceKind;
  audiences: ResourceAudience[];
  street: string;
  postcode: string;
  city: string;
  phone: string | null;
  weeklyHours: WeeklyOpening[];
  exceptions: OpeningException[];
  description: string;
  descriptionTranslations: CompassTextTranslation[];
  latitude: number | null;
  longitude: number | null;
}

const asList = (v: unknown, label: string): unknown[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw bad(MESSAGES.BAD_USER_INPUT.invalidValue(label));
  return v as unknown[];
};

const time = (v: unknown, label: string): string => {
  if (typeof v !== 'string' || !TIME_OF_DAY.test(v.trim())) throw bad(MESSAGES.BAD_USER_INPUT.timeOfDay(label));
  return v.trim();
};

function range(v: unknown): TimeRange {
  const r = (v ?? {}) as { opens?: unknown; closes?: unknown };
  return { opens: time(r.opens, 'Öppnar'), closes: time(r.closes, 'Stänger') };
}

function weekly(v: unknown): WeeklyOpening[] {
  const out = asList(v, 'Öppettider').map((item) => {
    const w = (item ?? {}) as { weekday?: unknown };
    if (typeof w.weekday !== 'number' || !Number.isInteger(w.weekday) || w.weekday < 1 || w.weekday > 7) {
      throw bad(MESSAGES.BAD_USER_INPUT.compassWeekday);
    }
    return { weekday: w.weekday, ...range(item) };
  });
  for (let day = 1; day <= 7; day++) {
    if (out.filter((w) => w.weekday === day).length > MAX_HOURS_PER_DAY)
      throw bad(MESSAGES.BAD_USER_INPUT.compassTooManyHours(MAX_HOURS_PER_DAY));
  }
  return out.sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens));
}

function exceptionList(v: unknown): OpeningException[] {
  const list = asList(v, 'Undantag');
  if (list.length > MAX_EXCEPTIONS) throw bad(MESSAGES.BAD_USER_INPUT.compassTooManyExceptions(MAX_EXCEPTIONS));
  const seen = new Set<string>();
  const out = list.map((item) => {
    const e = (item ?? {}) as { date?: unknown; closed?: unknown; hours?: unknown };
    if (!isLocalDate(e.date) || seen.has(e.date)) throw bad(MESSAGES.BAD_USER_INPUT.compassExceptionDate);
    seen.add(e.date);
    const hours = asList(e.hours, 'Undantagets öppettider').map(range);
    if (hours.length > MAX_HOURS_PER_DAY) throw bad(MESSAGES.BAD_USER_INPUT.compassTooManyHours(MAX_HOURS_PER_DAY));
    // Closed, or no hours given: closed that day.
    const closed = e.closed === true || hours.length === 0;
    return { date: e.date, closed, hours: closed ? [] : hours.sort((a, b) => a.opens.localeCompare(b.opens)) };
  });
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

function translations(v: unknown): CompassTextTranslation[] {
  const label = 'Beskrivning på andra språk';
  const seen = new Set<string>();
  const out: CompassTextTranslation[] = [];
  for (const item of asList(v, label)) {
    const { language, text: value } = (item ?? {}) as { language?: unknown; text?: unknown };
    if (!(COMPASS_TEXT_LANGUAGES as readonly unknown[]).includes(language) || seen.has(language as string)) {
      throw bad(MESSAGES.BAD_USER_INPUT.invalidValue(label));
    }
    seen.add(language as string);
    const t = text(value, label, { max: MAX_RESOURCE_TEXT });
    if (t !== '') out.push({ language: language as CompassTextLanguage, text: t });
  }
  return COMPASS_TEXT_LANGUAGES.flatMap((l) => out.filter((t) => t.language === l));
}

function phone(v: unknown): string | null {
  const p = text(v, 'Telefon', { max: MAX_PHONE });
  if (p === '') return null;
  const digits = p.replace(/[^0-9]/g, '').length;
  if (!PHONE_SHAPE.test(p) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
    throw bad(MESSAGES.BAD_USER_INPUT.phone(PHONE_DIGITS.min, PHONE_DIGITS.max));
  }
  return p;
}

function coordinates(lat: unknown, lon: unknown): { latitude: number | null; longitude: number | null } {
  const none = (v: unknown) => v === undefined || v === null;
  if (none(lat) && none(lon)) return { latitude: null, longitude: null };
  if (none(lat) || none(lon)) throw bad(MESSAGES.BAD_USER_INPUT.coordinatesTogether);
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) throw bad(MESSAGES.BAD_USER_INPUT.latitude);
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) throw bad(MESSAGES.BAD_USER_INPUT.longitude);
  return { latitude: lat, longitude: lon };
}

/** Checks a whole resource; BAD_USER_INPUT with the first field's Swedish text. */
export function checkResource(input: CompassResourceInput): CleanResource {
  const name = text(input.name, 'Namn', { required: true, max: MAX_RESOURCE_NAME });
  if (!isResourceKind(input.kind)) throw bad(MESSAGES.BAD_USER_INPUT.compassKind);
  const given = asList(input.audiences, 'Målgrupp');
  if (!given.every(isResourceAudience) || new Set(given).size !== given.length) throw bad(MESSAGES.BAD_USER_INPUT.compassAudience);
  const postcode = text(input.postcode, 'Postnummer', { max: 10 }).replace(/\s+/g, '');
  if (postcode !== '' && !/^[0-9]{5}$/.test(postcode)) throw bad(MESSAGES.BAD_USER_INPUT.postcode);
  return {
    name,
    kind: input.kind,
    audiences: RESOURCE_AUDIENCES.filter((a) => given.includes(a)),
    street: text(input.street, 'Gatuadress', { max: MAX_STREET }),
    postcode,
    city: text(input.city, 'Ort', { max: MAX_CITY }),
    phone: phone(input.phone),
    weeklyHours: weekly(input.weeklyHours),
    exceptions: exceptionList(input.exceptions),
    description: text(input.description, 'Beskrivning', { max: MAX_RESOURCE_TEXT }),
    descriptionTranslations: translations(input.descriptionTranslations),
    ...coordinates(input.latitude, input.longitude),
  };
}

/** The reader's position for "nearest first": both numbers in range, or none. */
export function checkPosition(latitude: unknown, longitude: unknown): { latitude: number; longitude: number } | null {
  const none = (v: unknown) => v === undefined || v === null || v === '';
  if (none(latitude) && none(longitude)) return null;
  const lat = typeof latitude === 'string' ? Number(latitude) : latitude;
  const lon = typeof longitude === 'string' ? Number(longitude) : longitude;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    throw bad(MESSAGES.BAD_USER_INPUT.compassPosition);
  }
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) throw bad(MESSAGES.BAD_USER_INPUT.compassPosition);
  return { latitude: lat, longitude: lon };
}

/** A map link: the coordinates when known, else a search for the address (OpenStreetMap; no key, no tracking script). */
export function mapUrl(r: {
  street: string;
  postcode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
}): string | null {
  if (r.latitude !== null && r.longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${r.latitude}&mlon=${r.longitude}#map=17/${r.latitude}/${r.longitude}`;
  }
  const address = [r.street, [r.postcode, r.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return address === '' ? null : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
