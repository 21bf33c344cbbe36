/**
 * Ikväll's and Kalender's views (issue 31 §1).
 */
import { type LocalDate } from '../platform/dates';
import { type BookingStatus } from '../domain/booking-status';
import { type BookingView } from '../booking/booking.view';
import type { ProductView } from '../shelter/shelter.view';

export interface TonightRoom {
  product: ProductView;
  /** Beds tonight (the ledger's capacity; the room's places while no booking made the night's row). */
  capacity: number;
  /** Beds free tonight: capacity − held, from the same ledger row. */
  freeBeds: number;
  checkedIn: BookingView[];
  expected: BookingView[];
  noShows: BookingView[];
  /** Tonight's requests the host has not answered (pending, accepted, advised against): each holds a bed (issue 33). */
  requests: BookingView[];
}

export interface HostTonight {
  date: LocalDate;
  /** Stockholm's time (HH:MM) when the list was read: the print's "as of". */
  time: string;
  shelterName: string;
  /** The shelter's latest check-in time (HH:MM), null when it has none. */
  checkInUntil: string | null;
  /** Uteblev is offered (issue 33 §2): from the latest check-in time on (always when the shelter has none). */
  noShowOpen: boolean;
  rooms: TonightRoom[];
}

export interface CalendarStay {
  id: number;
  status: BookingStatus;
  startDate: LocalDate;
  endDate: LocalDate;
  guest: { id: number; firstName: string; lastName: string; unokod: string | null; flag: boolean | null };
}

export interface CalendarCell {
  date: LocalDate;
  capacity: number;
  freeBeds: number;
  bookings: CalendarStay[];
}

export interface CalendarRoom {
  product: ProductView;
  nights: CalendarCell[];
}

export interface HostCalendar {
  from: LocalDate;
  days: number;
  nights: LocalDate[];
  rooms: CalendarRoom[];
}

/** Checked in, expected, released no-show, unanswered request: a booking's place on the Ikväll list. */
export type TonightGroup = 'checkedIn' | 'expected' | 'noShow' | 'request';
