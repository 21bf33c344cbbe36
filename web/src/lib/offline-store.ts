/**
 * What the app keeps on the device for a logged-in guest without a connection (issue 17): the
 * guest's own bookings from the last answer, read by the offline page (src/offline/). Nothing else
 * personal is stored: the service worker caches only the app's own files (its precache), never an
 * answer of /graphql or /api. No React and no Apollo here: the offline page and the login page use
 * this module too.
 *
 * Only while the session they were kept in lasts (issue 29 §5): the snapshot names its session's
 * mark (the readable cookie the gateway sets and clears with the session cookie, holding the
 * session's absolute expiry) and its person. It is read only while that mark is still the
 * browser's and unexpired, and forgotten otherwise: when the session expires, is ended by a reset
 * or a deactivation (the next request clears the mark), when the cookies are cleared, or when
 * someone else logs in. The app forgets it too when it finds nobody, or someone else, logged in.
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
  /** The shelter's phone (issue 33 §10), when it has one; absent in snapshots kept before. */
  phone?: string | null;
  /** The latest check-in time, HH:MM (issue 33 §10), when set. */
  checkInUntil?: string | null;
}

export interface OwnBookingsSnapshot {
  /** When the answer came (ISO-8601). */
  fetchedAt: string;
  bookings: OfflineBooking[];
}

/** The gateway's session mark (platform/session-cookie.ts): `<random>.<absolute expiry, epoch seconds>`. */
export const SESSION_MARK_COOKIE = 'noq_session_mark';

/** The snapshot as stored: whose it is and the session it was kept in. */
interface StoredSnapshot extends OwnBookingsSnapshot {
  owner: string;
  session: string;
}

/** The browser's session mark now, if any. */
export function sessionMark(doc: Pick<Document, 'cookie'> | null = typeof document === 'undefined' ? null : document): string | null {
  if (!doc) return null;
  for (const part of doc.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_MARK_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Whether `mark` is a session that has not passed its absolute expiry. */
const unexpired = (mark: string, now: number): boolean => {
  const expires = Number(mark.split('.')[1]);
  return Number.isFinite(expires) && expires * 1000 > now;
};

/**
 * "Inte min telefon" (issue 36 §4): the person said at login that this is a shared device. Kept in
 * localStorage, which logout clears: no bookings are kept for the offline page, and the app logs
 * out after SHARED_IDLE_MS without activity (lib/shared-device.ts).
 */
export const SHARED_DEVICE_KEY = 'noq-shared-device';

export function markSharedDevice(shared: boolean): void {
  try {
    if (shared) window.localStorage.setItem(SHARED_DEVICE_KEY, '1');
    else window.localStorage.removeItem(SHARED_DEVICE_KEY);
  } catch {
    // storage disabled: nothing is kept anyway
  }
}

export function isSharedDevice(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(SHARED_DEVICE_KEY) === '1';
  } catch {
    return false;
  }
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

/**
 * Keeps the snapshot of `owner` (the person's id) under the session now in use (replacing the
 * earlier one); without a session mark, or with a full or disabled storage, nothing is kept.
 */
export function saveOwnBookings(snapshot: OwnBookingsSnapshot, owner: string): void {
  const session = sessionMark();
  if (!session || isSharedDevice()) return;
  const clean: StoredSnapshot = {
    owner,
    session,
    fetchedAt: snapshot.fetchedAt,
    bookings: snapshot.bookings.map(({ shelter, address, startDate, endDate, status, phone, checkInUntil }) => ({
      shelter,
      address,
      startDate,
      endDate,
      status,
      // Issue 33 §10: the shelter's phone and latest check-in, when it has them.
      ...(phone ? { phone } : {}),
      ...(checkInUntil ? { checkInUntil } : {}),
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
    isText(b.status) &&
    (b.phone === undefined || b.phone === null || isText(b.phone)) &&
    (b.checkInUntil === undefined || b.checkInUntil === null || isText(b.checkInUntil))
  );
}

function readStored(): StoredSnapshot | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(OWN_BOOKINGS_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSnapshot> | null;
    if (!parsed || !isText(parsed.fetchedAt) || Number.isNaN(Date.parse(parsed.fetchedAt)) || !Array.isArray(parsed.bookings)) return null;
    if (!parsed.bookings.every(isBooking) || !isText(parsed.owner) || !isText(parsed.session)) return null;
    return { owner: parsed.owner, session: parsed.session, fetchedAt: parsed.fetchedAt, bookings: parsed.bookings };
  } catch {
    return null;
  }
}

/**
 * The last snapshot, or null when there is none (or it is not one this module wrote), or when its
 * session is not known to last (issue 29 §5): the browser's session mark is gone or another, or
 * the session's absolute expiry has passed. Such a snapshot is forgotten as it is found.
 */
export function readOwnBookings(now: number = Date.now()): OwnBookingsSnapshot | null {
  const stored = readStored();
  const mark = sessionMark();
  if (!stored || stored.session !== mark || !unexpired(stored.session, now)) {
    forgetOwnBookings();
    return null;
  }
  return { fetchedAt: stored.fetchedAt, bookings: stored.bookings };
}

/** Removes the snapshot (both storages: an older version may have used sessionStorage). */
function forgetOwnBookings(): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[area].removeItem(OWN_BOOKINGS_KEY);
    } catch {
      // storage disabled: nothing kept there
    }
  }
}

/**
 * The app has asked who is logged in (issue 29 §5): nobody, or someone other than the snapshot's
 * person, and the snapshot goes (with every cache but the precache, as at logout).
 */
export async function forgetUnlessOwner(personId: string | null): Promise<void> {
  const stored = readStored();
  if (!stored) return;
  if (personId === null || stored.owner !== personId) await forgetPersonalData();
}

/**
 * Removes everything personal this app keeps on the device: the bookings snapshot (localStorage
 * and, should an older version have put it there, sessionStorage) and every Cache Storage cache
 * but the service worker's precache. Called at logout and at login (a new person on the device).
 */
export async function forgetPersonalData(): Promise<void> {
  forgetOwnBookings();
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (e.g. an insecure context): nothing can have been stored there either.
  }
}
