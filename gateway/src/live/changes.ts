/**
 * Recording a change (DESIGN §7, issue 7): one row in change_event and a pg_notify of its ids, in
 * the caller's transaction, so the hint leaves only if the change commits. Never personal data.
 */
import type { EntityManager } from 'typeorm';
import type { LocalDate } from '../platform/dates';

export const CHANGES_CHANNEL = 'noq_changes';

export type ChangeKind = 'booking' | 'capacity';

export interface Change {
  kind: ChangeKind;
  /** What happened: a booking action (request, assign, promote, ...) or a product change. */
  action: string;
  shelterId: number;
  productId?: number | null;
  bookingId?: number | null;
  guestId?: number | null;
  requestedBy?: number | null;
  /** The nights touched: firstNight <= night < endNight. */
  firstNight?: LocalDate | null;
  endNight?: LocalDate | null;
}

/** The hint every process receives. */
export interface ChangeHint {
  seq: number;
  kind: ChangeKind;
  action: string;
  shelterId: number;
  productId: number | null;
  bookingId: number | null;
  guestId: number | null;
  requestedBy: number | null;
  firstNight: LocalDate | null;
  endNight: LocalDate | null;
}

/** change_event's columns, in the order recordChange and changeCte give their values. */
export const CHANGE_COLUMNS = 'kind, action, shelter_id, product_id, booking_id, guest_id, requested_by, first_night, end_night';

/** The NOTIFY of a change row named `row` (a CTE over change_event ... RETURNING *), on `channel` (a placeholder). */
export function notifyChange(row: string, channel: string): string {
  return `pg_notify(${channel}, json_build_object(
       'seq', ${row}.seq, 'kind', ${row}.kind, 'action', ${row}.action, 'shelterId', ${row}.shelter_id, 'productId', ${row}.product_id,
       'bookingId', ${row}.booking_id, 'guestId', ${row}.guest_id, 'requestedBy', ${row}.requested_by,
       'firstNight', ${row}.first_night, 'endNight', ${row}.end_night)::text)`;
}

export async function recordChange(tx: Pick<EntityManager, 'query'>, c: Change): Promise<void> {
  await tx.query(
    `WITH row AS (
       INSERT INTO change_event (${CHANGE_COLUMNS})
       VALUES ($1, $10, $2, $3, $4, $5, $6, $7, $8)
       RETURNING *
     )
     SELECT ${notifyChange('row', '$9')} FROM row`,
    [
      c.kind,
      c.shelterId,
      c.productId ?? null,
      c.bookingId ?? null,
      c.guestId ?? null,
      c.requestedBy ?? null,
      c.firstNight ?? null,
      c.endNight ?? null,
      CHANGES_CHANNEL,
      c.action,
    ],
  );
}
