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

/** One decision in a report (issue 38 §5): its nights, never its note. */
export interface DecisionReportRowView {
  id: number;
  caseNumber: string;
  guest: { id: number; firstName: string; lastName: string; unokod: string | null };
  startDate: LocalDate;
  endDate: LocalDate;
  maxNights: number | null;
  /** Nights stayed (checked in or completed). */
  nightsUsed: number;
  /** Nights held or queued ahead, not stayed yet. */
  nightsBooked: number;
  /** The maximum minus used and booked nights; null without a maximum. */
  nightsLeft: number | null;
  status: DecisionStatus;
  /** Days from today to the last night (0: tonight is the last). */
  daysLeft: number;
}

/** Nights per decision: the decisions in scope whose nights overlap start..end (both included). */
export interface DecisionNightsReportView {
  start: LocalDate;
  end: LocalDate;
  rows: DecisionReportRowView[];
}

/** Decisions ending soon: not ended, last night from today to today + days. */
export interface DecisionsEndingReportView {
  today: LocalDate;
  days: number;
  rows: DecisionReportRowView[];
}
