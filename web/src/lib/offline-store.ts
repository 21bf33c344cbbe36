/**
 * What the app keeps on the device for a logged-in guest without a connection (issue 17): the
 * guest's own bookings from the last answer, read by the offline page (src/offline/). Nothing else
 * personal is stored: the service worker caches only the app's own files (its precache), never an
 * answer of /graphql or /api. No React and no Apollo here: the offline page and the login page use
 * this module too.
 */
import type { BookingStatus } from '../gql/graphql';

/** The localStorage key of the snapshot. */
export const OWN_BOOKINGS_KEY = 'noq-own-bookings';

/** Workbox's precache (the app's files, nothing personal): the one cache forgetPersonalData keeps. */
export const PRECACHE_PREFIX = 'workbox-precache';

/** One booking as the offline page shows it: no ids, no messages, nothing of anyone else. */
export interface OfflineBooking {
  shelter: string;
  /** 'Street 1, 118 20 Stockholm'. */
  address: string;
  /** Check-in, yyyy-MM-dd. */
  startDate: string;
  /** Check-out, yyyy-MM-dd. */
  endDate: string;
  status: BookingStatus;
}

export interface OwnBookingsSnapshot {
  /** When the answer came (ISO-8601). */
  fetchedAt: string;
  bookings: OfflineBooking[];
}

/** The guest's bookings may be kept only for a person who is a guest and nothing else (never staff). */
export const keepsOwnBookings = (groups: readonly string[]): boolean => groups.length > 0 && groups.every((g) => g === 'user');

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
};

/** Keeps the snapshot (replacing the earlier one); a full or disabled storage keeps nothing. */
export function saveOwnBookings(snapshot: OwnBookingsSnapshot): void {
  const clean: OwnBookingsSnapshot = {
    fetchedAt: snapshot.fetchedAt,
    bookings: snapshot.bookings.map(({ shelter, address, startDate, endDate, status }) => ({
      shelter,
      address,
      startDate,
      endDate,
      status,
    })),
  };
  try {
    storage()?.setItem(OWN_BOOKINGS_KEY, JSON.stringify(clean));
  } catch {
    // Quota exceeded or storage refused: the offline page then has nothing to show.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isBooking(value: unknown): value is OfflineBooking {
  const b = value as Partial<Record<keyof OfflineBooking, unknown>> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    isText(b.shelter) &&
    isText(b.address) &&
    isText(b.startDate) &&
    isText(b.endDate) &&
    isText(b.status)
  );
}

/** The last snapshot, or null when there is none (or it is not one this module wrote). */
export function readOwnBookings(): OwnBookingsSnapshot | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(OWN_BOOKINGS_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<OwnBookingsSnapshot> | null;
    if (!parsed || !isText(parsed.fetchedAt) || Number.isNaN(Date.parse(parsed.fetchedAt)) || !Array.isArray(parsed.bookings)) return null;
    if (!parsed.bookings.every(isBooking)) return null;
    return { fetchedAt: parsed.fetchedAt, bookings: parsed.bookings };
  } catch {
    return null;
  }
}

/**
 * Removes everything personal this app keeps on the device: the bookings snapshot (localStorage
 * and, should an older version have put it there, sessionStorage) and every Cache Storage cache
 * but the service worker's precache. Called at logout and at login (a new person on the device).
 */
export async function forgetPersonalData(): Promise<void> {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[area].removeItem(OWN_BOOKINGS_KEY);
    } catch {
      // storage disabled: nothing kept there
    }
  }
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (e.g. an insecure context): nothing can have been stored there either.
  }
}
