/**
 * Kompassen's last list for the offline page (issue 35 §2): what the compass page showed last, as
 * plain lines in the language it was read in (names, kind, today's hours, address, phone). Nothing
 * personal is in it (public places, never the reader's position or who read it), so it is kept
 * apart from the guest's bookings (offline-store.ts) and survives a session; it is still removed
 * with the rest at logout (forgetPersonalData removes only the bookings; logout clears
 * localStorage). No React, no Apollo: the offline page reads it.
 */
import type { Language } from '../i18n/languages';

export const COMPASS_KEY = 'noq-compass';

export interface OfflineResource {
  name: string;
  /** The kind in the reader's language ('Mat'). */
  kind: string;
  /** Today's hours as read ('08:00–10:00, 17:00–19:00' or 'Stängt i dag'). */
  hours: string;
  address: string;
  phone: string | null;
}

export interface CompassSnapshot {
  fetchedAt: string;
  language: Language;
  /** The page's heading in that language. */
  heading: string;
  resources: OfflineResource[];
}

/** The most resources kept (a phone's storage is small; the nearest or first ones). */
export const MOST_KEPT = 60;

const isText = (v: unknown): v is string => typeof v === 'string';

export function saveCompass(snapshot: CompassSnapshot): void {
  try {
    window.localStorage.setItem(COMPASS_KEY, JSON.stringify({ ...snapshot, resources: snapshot.resources.slice(0, MOST_KEPT) }));
  } catch {
    // storage full or disabled: the offline page has no compass then
  }
}

export function readCompass(): CompassSnapshot | null {
  try {
    const raw = window.localStorage.getItem(COMPASS_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<CompassSnapshot> | null;
    if (!s || !isText(s.fetchedAt) || !isText(s.heading) || !isText(s.language) || !Array.isArray(s.resources)) return null;
    const ok = s.resources.every(
      (r: Partial<OfflineResource> | null) =>
        !!r && isText(r.name) && isText(r.kind) && isText(r.hours) && isText(r.address) && (r.phone === null || isText(r.phone)),
    );
    return ok ? (s as CompassSnapshot) : null;
  } catch {
    return null;
  }
}
