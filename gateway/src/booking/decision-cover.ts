/**
 * Biståndsbeslut enforced (issue 38 §2; here in booking/, which decision/ reads, so the features stay a tree): at a shelter whose criteria say requires_decision, a
 * booking is accepted only for nights a valid decision of the guest covers, and never beyond the
 * decision's maximum. Called inside the booking's transaction, after the product's shared ledger
 * lock and the guest's row (ledger.ts, lock order) and before the nights: the covering decisions are
 * locked FOR UPDATE, so two requests under one decision (or a request and the caseworker's
 * shortening) run one after the other, and the second counts the first's nights.
 */
import type { EntityManager } from 'typeorm';
import { addDays, daysBetween, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { COUNTED_STATUSES, COVERS_SHELTER } from './decision.sql';

/** The nights counted against each decision asked (one row per decision with any), leaving one booking out. */
const NIGHTS_USED_SQL = `
  SELECT b.decision_id, sum(b.end_date - b.start_date)::int AS nights
    FROM booking b
   WHERE b.decision_id = ANY ($1::int[]) AND b.status = ANY ($2) AND b.id <> $3
   GROUP BY b.decision_id`;

interface Candidate {
  id: number;
  start_date: LocalDate;
  end_date: LocalDate;
  max_nights: number | null;
}

/**
 * The decision that covers every night from `startDate` to the night before `endDate` for this
 * guest at this shelter with room for them under its maximum (the one ending first, when several
 * do), or DECISION_REQUIRED saying why. `excludeBookingId`: a booking whose nights are being
 * replaced (an extension counts the whole new stay).
 */
export async function coveringDecision(
  tx: Pick<EntityManager, 'query'>,
  a: { guestId: number; shelterId: number; startDate: LocalDate; endDate: LocalDate; forOther: boolean; excludeBookingId?: number },
): Promise<number> {
  const lastNight = addDays(a.endDate, -1);
  const candidates: Candidate[] = await tx.query(
    `SELECT d.id, d.start_date, d.end_date, d.max_nights FROM decision d
      WHERE d.guest_id = $1 AND d.ended_at IS NULL AND d.start_date <= $3 AND d.end_date >= $2 AND ${COVERS_SHELTER('d', '$4')}
      ORDER BY d.id
        FOR UPDATE`,
    [a.guestId, a.startDate, lastNight, a.shelterId],
  );
  const m = MESSAGES.DECISION_REQUIRED;
  const texts = a.forOther
    ? { none: m.noneOnBehalf, period: m.periodOnBehalf, nightsLeft: m.nightsLeftOnBehalf }
    : { none: m.none, period: m.period, nightsLeft: m.nightsLeft };
  if (candidates.length === 0) throw new AppError('DECISION_REQUIRED', texts.none);
  const covering = candidates
    .filter((d) => d.start_date <= a.startDate && d.end_date >= lastNight)
    .sort((x, y) => (x.end_date < y.end_date ? -1 : x.end_date > y.end_date ? 1 : x.id - y.id));
  if (covering.length === 0) {
    const d = [...candidates].sort((x, y) => (x.end_date > y.end_date ? -1 : 1))[0] as Candidate;
    throw new AppError('DECISION_REQUIRED', texts.period(d.start_date, d.end_date));
  }
  const nights = daysBetween(a.startDate, a.endDate);
  const limited = covering.filter((d) => d.max_nights !== null);
  const used = new Map<number, number>();
  if (limited.length > 0) {
    const rows: { decision_id: number; nights: number }[] = await tx.query(NIGHTS_USED_SQL, [
      limited.map((d) => d.id),
      COUNTED_STATUSES,
      a.excludeBookingId ?? 0,
    ]);
    for (const r of rows) used.set(r.decision_id, r.nights);
  }
  const fits = covering.find((d) => d.max_nights === null || (used.get(d.id) ?? 0) + nights <= d.max_nights);
  if (fits) return fits.id;
  const left = Math.max(0, ...covering.map((d) => (d.max_nights ?? 0) - (used.get(d.id) ?? 0)));
  throw new AppError('DECISION_REQUIRED', texts.nightsLeft(left));
}
