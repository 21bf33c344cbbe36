/**
 * Kompassen (issue 35 §2): the code lists of a resource (its kind and who it is for) and the pure
 * rule of "open now" over weekly hours and dated exceptions, in Stockholm's local time. Pure data
 * and arithmetic; the database's CHECKs hold the same lists (platform/db/frozen-constraints.test.ts),
 * the GraphQL enums and the texts are in gateway/src/compass/.
 */

/** What a resource offers, in the order lists and filters show them. */
export const RESOURCE_KINDS = [
  'meals',
  'day_centre',
  'shower_laundry',
  'health_care',
  'needle_exchange',
  'advice',
  'warm_place',
  'clothes',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const isResourceKind = (v: unknown): v is ResourceKind => typeof v === 'string' && (RESOURCE_KINDS as readonly string[]).includes(v);

/** Who a resource is for, in the order they are stored and shown. */
export const RESOURCE_AUDIENCES = ['everyone', 'women', 'men', 'young_people', 'families', 'eu_citizens', 'undocumented'] as const;
export type ResourceAudience = (typeof RESOURCE_AUDIENCES)[number];
export const isResourceAudience = (v: unknown): v is ResourceAudience =>
  typeof v === 'string' && (RESOURCE_AUDIENCES as readonly string[]).includes(v);

/** A time of day "HH:MM" (00:00–23:59). */
export type TimeOfDay = string;

/** One opening on a day: from `opens` to `closes`; `closes` at or before `opens` passes midnight. */
export interface TimeRange {
  opens: TimeOfDay;
  closes: TimeOfDay;
}

/** A weekly opening: ISO weekday 1 (Monday) … 7 (Sunday). */
export interface WeeklyOpening extends TimeRange {
  weekday: number;
}

/** A dated exception: closed all day, or other hours that day (they replace the weekday's). */
export interface OpeningException {
  date: string;
  closed: boolean;
  hours: TimeRange[];
}

export interface OpenStatus {
  openNow: boolean;
  /** While open: when the opening going on now ends (local "HH:MM"; may be after midnight). */
  closesAt: TimeOfDay | null;
  /** While closed: the next opening's start within a week, as a local date and time. */
  opensNext: { date: string; time: TimeOfDay } | null;
  /** The hours of the local date (exceptions win), in start order; empty: closed today. */
  todayHours: TimeRange[];
}

export const minutesOf = (time: TimeOfDay): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const MS_PER_DAY = 86_400_000;
const dayNumber = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const shift = (date: string, days: number): string => new Date(dayNumber(date) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => {
  const d = new Date(dayNumber(date)).getUTCDay();
  return d === 0 ? 7 : d;
};

const passesMidnight = (r: TimeRange): boolean => minutesOf(r.closes) <= minutesOf(r.opens);

/** The hours of a calendar date: its exception's if it has one, else its weekday's; sorted by start. */
export function hoursOn(date: string, weekly: readonly WeeklyOpening[], exceptions: readonly OpeningException[]): TimeRange[] {
  const exception = exceptions.find((e) => e.date === date);
  const ranges: TimeRange[] = exception
    ? exception.closed
      ? []
      : exception.hours.map(({ opens, closes }) => ({ opens, closes }))
    : weekly.filter((w) => w.weekday === isoWeekday(date)).map(({ opens, closes }) => ({ opens, closes }));
  return ranges.sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

/**
 * Whether a resource is open at the local date and minute of the day (Stockholm's wall clock, so a
 * DST day needs nothing special: the hours are wall-clock hours). An opening that passes midnight
 * belongs to the day it starts on: the evening's exception or weekday decides the small hours after
 * it. Exceptions win over the weekly hours for their date.
 */
export function openStatus(
  weekly: readonly WeeklyOpening[],
  exceptions: readonly OpeningException[],
  date: string,
  time: TimeOfDay,
): OpenStatus {
  const now = minutesOf(time);
  const todayHours = hoursOn(date, weekly, exceptions);
  // Yesterday's openings that pass midnight and are still going on.
  const fromYesterday = hoursOn(shift(date, -1), weekly, exceptions).find((r) => passesMidnight(r) && now < minutesOf(r.closes));
  if (fromYesterday) return { openNow: true, closesAt: fromYesterday.closes, opensNext: null, todayHours };
  const current = todayHours.find((r) => now >= minutesOf(r.opens) && (passesMidnight(r) || now < minutesOf(r.closes)));
  if (current) return { openNow: true, closesAt: current.closes, opensNext: null, todayHours };
  let opensNext: OpenStatus['opensNext'] = null;
  for (let d = 0; d <= 7 && !opensNext; d++) {
    const day = shift(date, d);
    const next = hoursOn(day, weekly, exceptions).find((r) => d > 0 || minutesOf(r.opens) > now);
    if (next) opensNext = { date: day, time: next.opens };
  }
  return { openNow: false, closesAt: null, opensNext, todayHours };
}

/** Great-circle distance in kilometres (the same formula as the shelters' "nearest", shelter.sql.ts). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
