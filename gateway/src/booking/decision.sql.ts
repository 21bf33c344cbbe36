/**
 * Biståndsbeslut's SQL the booking request enforces (issue 38 §2; booking/decision-cover.ts), read by
 * gateway/src/decision/ too: which decisions cover a shelter, which bookings count against a maximum.
 */
import { ACTIVE_STATUSES } from '../domain/booking-status';

/** Bookings whose nights count against a decision's maximum: held, queued, and stays already had. */
export const COUNTED_STATUSES: readonly string[] = [...ACTIVE_STATUSES, 'completed'];

/** A decision (alias `d`) that names this shelter (an SQL expression) or any shelter requiring one. */
export const COVERS_SHELTER = (d: string, shelter: string) =>
  `(${d}.any_shelter OR EXISTS (SELECT 1 FROM decision_shelter ds WHERE ds.decision_id = ${d}.id AND ds.shelter_id = ${shelter}))`;
