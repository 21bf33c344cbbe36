/** Biståndsbeslut on REST (issue 38): snake_case (DESIGN §11). */
import type { DecisionReportRowView, DecisionView, OwnDecisionView } from './decision.view';

export const decisionWire = (d: DecisionView) => ({
  id: d.id,
  guest: { id: d.guest.id, first_name: d.guest.firstName, last_name: d.guest.lastName, unokod: d.guest.unokod },
  case_number: d.caseNumber,
  start_date: d.startDate,
  end_date: d.endDate,
  max_nights: d.maxNights,
  nights_used: d.nightsUsed,
  any_shelter: d.anyShelter,
  shelters: d.shelters,
  note: d.note,
  status: d.status,
  created_at: d.createdAt.toISOString(),
  created_by_name: d.createdByName,
  ended_at: d.endedAt ? d.endedAt.toISOString() : null,
  history: d.history.map((h) => ({
    action: h.action,
    at: h.at.toISOString(),
    actor_name: h.actorName,
    start_date: h.startDate,
    end_date: h.endDate,
    max_nights: h.maxNights,
  })),
});

export const ownDecisionWire = (d: OwnDecisionView) => ({
  id: d.id,
  start_date: d.startDate,
  end_date: d.endDate,
  any_shelter: d.anyShelter,
  shelters: d.shelters,
});

export const decisionReportRowWire = (r: DecisionReportRowView) => ({
  id: r.id,
  case_number: r.caseNumber,
  guest: { id: r.guest.id, first_name: r.guest.firstName, last_name: r.guest.lastName, unokod: r.guest.unokod },
  start_date: r.startDate,
  end_date: r.endDate,
  max_nights: r.maxNights,
  nights_used: r.nightsUsed,
  nights_booked: r.nightsBooked,
  nights_left: r.nightsLeft,
  status: r.status,
  days_left: r.daysLeft,
});
