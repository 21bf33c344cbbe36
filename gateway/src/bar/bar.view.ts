/**
 * Avstängning's views and input (issue 31 §1).
 */
import { type LocalDate } from '../platform/dates';

export interface GuestBarView {
  id: number;
  guest: { id: number; firstName: string; lastName: string; unokod: string | null };
  shelter: { id: number; name: string };
  until: LocalDate;
  reason: string;
  createdAt: Date;
  liftedAt: Date | null;
}

export interface BarGuestInput {
  guestId: number;
  until: unknown;
  reason: unknown;
}
