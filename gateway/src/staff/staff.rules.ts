/**
 * The staff feature's rules (issue 33): which of tonight's bookings are requests, and from when
 * Ikväll offers Uteblev.
 */
import { AWAITING_HOST } from '../domain/booking-sql';
import type { BookingStatus } from '../domain/booking-status';

/** A request the host has not answered yet (the caseworker may have advised). */
export const isAwaitingHost = (status: BookingStatus): boolean => (AWAITING_HOST as readonly string[]).includes(status);

/**
 * Is Uteblev offered now (`time`, Stockholm's HH:MM)? From the shelter's latest check-in time on,
 * the same moment the automatic release uses. A latest check-in after midnight (earlier than the
 * window's start, or than 12:00 without one) falls on tomorrow's date: tonight's list does not
 * offer it (the release takes those guests then). A shelter without a latest check-in time leaves
 * it to the host at any hour (Uteblev still asks first).
 */
export function noShowOpen(checkInFrom: string | null, checkInUntil: string | null, time: string): boolean {
  if (!checkInUntil) return true;
  if (checkInUntil < (checkInFrom ?? '12:00')) return false;
  return time >= checkInUntil;
}

export const MAX_BATCH = 200;
