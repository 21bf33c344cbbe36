/**
 * Biståndsbeslut's views and inputs (issue 38 §1).
 */
import type { LocalDate } from '../platform/dates';
import type { DecisionStatus } from './decision.rules';

export interface DecisionChangeView {
  action: string;
  at: Date;
  actorName: string | null;
  startDate: LocalDate | null;
  endDate: LocalDate | null;
  maxNights: number | null;
}

/** A decision as staff (caseworkers, admins) read it. */
export interface DecisionView {
  id: number;
  guest: { id: number; firstName: string; lastName: string; unokod: string | null };
  caseNumber: string;
  startDate: LocalDate;
  endDate: LocalDate;
  maxNights: number | null;
  nightsUsed: number;
  anyShelter: boolean;
  shelters: { id: number; name: string }[];
  note: string;
  status: DecisionStatus;
  createdAt: Date;
  createdByName: string | null;
  endedAt: Date | null;
  history: DecisionChangeView[];
}

/** What the guest reads of their own decision: that it exists, until when, and where (never the note). */
export interface OwnDecisionView {
  id: number;
  startDate: LocalDate;
  endDate: LocalDate;
  anyShelter: boolean;
  shelters: { id: number; name: string }[];
}

/** What the host (and the shelter's caseworkers) read on a booking tied to a decision. */
export interface BookingDecisionView {
  caseNumber: string;
  endDate: LocalDate;
}

export interface RecordDecisionInput {
  guestId: unknown;
  caseNumber: unknown;
  startDate: unknown;
  endDate: unknown;
  maxNights?: unknown;
  anyShelter?: unknown;
  shelterIds?: unknown;
  note?: unknown;
}
