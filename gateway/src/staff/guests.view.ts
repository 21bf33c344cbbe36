/**
 * Gäster's views: the host's guests, their stays and notes (issue 31 §1).
 */
import { type LocalDate } from '../platform/dates';
import { type BookingView } from '../booking/booking.view';

export interface StayDates {
  startDate: LocalDate;
  endDate: LocalDate;
}

export interface HostGuestView {
  id: number;
  firstName: string;
  lastName: string;
  unokod: string | null;
  flag: boolean;
  /** The latest stay at this shelter (checked in or completed), null when none yet. */
  lastStay: StayDates | null;
  /** Nights slept at this shelter this month (Stockholm's calendar month), up to tonight. */
  nightsThisMonth: number;
}

export interface HostGuestPage {
  total: number;
  offset: number;
  guests: HostGuestView[];
}

export interface HostNoteView {
  id: number;
  text: string;
  authorName: string;
  authorId: number | null;
  createdAt: Date;
}

export interface HostGuestDetailView {
  guest: HostGuestView;
  /** Every booking of the guest at this shelter, newest first. */
  stays: BookingView[];
  notes: HostNoteView[];
}
