/**
 * Biståndsbeslut (issue 38 §1): the social services' decision that lets a guest stay at a shelter
 * that requires one. A caseworker records it for a guest in their scope (a guest who has or had a
 * booking at one of their assigned shelters, or whose home region is one of theirs), and extends,
 * shortens or ends it; a decision is never deleted, and every change is an audit event
 * (admin_event, entity 'decision': ids, dates and the maximum, never the case number or the note,
 * which describe a person), which is also the decision's history. Admins read every decision; the
 * guest reads that theirs exists and until when. The booking request enforces it (booking/decision-cover.ts).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { addDays, daysBetween, isLocalDate, type LocalDate } from '../platform/dates';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { recordAudit } from '../platform/audit';
import { requireGroup } from '../platform/gate';
import { isId, text } from '../platform/validate';
import { COUNTED_STATUSES, STATUS } from './decision.sql';
import { OUTBOX_CHANNEL } from '../notify/outbox';
import { CASEWORKER_SEES_GUEST } from './decision-report.sql';
import { decisionNightsReport, decisionsEndingReport } from './decision-report';
import {
  MAX_CASE_NUMBER,
  MAX_DECISION_DAYS,
  MAX_DECISION_NIGHTS,
  MAX_DECISION_NOTE,
  MAX_DECISION_SHELTERS,
  ENDING_NOTICE_DAYS,
  type DecisionStatus,
} from './decision.rules';
import type {
  BookingDecisionView,
  DecisionChangeView,
  DecisionNightsReportView,
  DecisionsEndingReportView,
  DecisionView,
  OwnDecisionView,
  RecordDecisionInput,
} from './decision.view';

interface DecisionRow {
  id: number;
  guest_id: number;
  first_name: string;
  last_name: string;
  unokod: string | null;
  case_number: string;
  start_date: LocalDate;
  end_date: LocalDate;
  max_nights: number | null;
  nights_used: number;
  any_shelter: boolean;
  shelters: { id: number; name: string }[];
  note: string;
  status: DecisionStatus;
  created_at: Date;
  created_by_name: string | null;
  ended_at: Date | null;
}

/** $1: today. */
const DECISION_SQL = `
  SELECT d.id, d.guest_id, u.first_name, u.last_name, g.unokod, d.case_number, d.start_date, d.end_date, d.max_nights,
         (SELECT COALESCE(sum(b.end_date - b.start_date), 0)::int FROM booking b
           WHERE b.decision_id = d.id AND b.status = ANY ('{${COUNTED_STATUSES.join(',')}}'::text[])) AS nights_used,
         d.any_shelter,
         COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name, s.id)
                     FROM decision_shelter ds JOIN shelter s ON s.id = ds.shelter_id WHERE ds.decision_id = d.id), '[]') AS shelters,
         d.note, ${STATUS('d', '$1::date')} AS status, d.created_at,
         NULLIF(trim(cb.first_name || ' ' || cb.last_name), '') AS created_by_name, d.ended_at
    FROM decision d
    JOIN app_user u ON u.id = d.guest_id
    LEFT JOIN guest_profile g ON g.user_id = d.guest_id
    LEFT JOIN app_user cb ON cb.id = d.created_by`;

/**
 * A caseworker's guests (u the guest, $2 the assigned shelter ids): a booking at one of the
 * shelters, or a home region that one of the shelters is in (a guest who has never booked yet).
 */
const IN_CASEWORKER_SCOPE = (ids: string) => `(
  EXISTS (SELECT 1 FROM booking b JOIN product p ON p.id = b.product_id WHERE b.guest_id = u.id AND p.shelter_id = ANY (${ids}::int[]))
  OR EXISTS (SELECT 1 FROM guest_profile gp JOIN shelter sh ON sh.region_id = gp.region_id
              WHERE gp.user_id = u.id AND sh.id = ANY (${ids}::int[])))`;

const toView = (r: DecisionRow, history: DecisionChangeView[]): DecisionView => ({
  id: r.id,
  guest: { id: r.guest_id, firstName: r.first_name, lastName: r.last_name, unokod: r.unokod },
  caseNumber: r.case_number,
  startDate: r.start_date,
  endDate: r.end_date,
  maxNights: r.max_nights,
  nightsUsed: r.nights_used,
  anyShelter: r.any_shelter,
  shelters: r.shelters,
  note: r.note,
  status: r.status,
  createdAt: r.created_at,
  createdByName: r.created_by_name,
  endedAt: r.ended_at,
  history,
});

const bad = (m: string) => new AppError('BAD_USER_INPUT', m);

function maxNightsOf(v: unknown): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_DECISION_NIGHTS) {
    throw bad(MESSAGES.BAD_USER_INPUT.decisionMaxNights(MAX_DECISION_NIGHTS));
  }
  return v;
}

export class DecisionService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Staff who may read a guest's decisions; a caseworker's guest outside their scope is GUEST_NOT_FOUND. */
  private async guestInScope(tx: Pick<EntityManager, 'query'>, actor: Actor, guestId: unknown, lock = false): Promise<number> {
    if (!isId(guestId)) throw new AppError('GUEST_NOT_FOUND');
    const isAdmin = actor.groups.includes('admin');
    const [row]: { id: number }[] = await tx.query(
      `SELECT u.id FROM app_user u
        WHERE u.id = $1 AND 'user' = ANY (u.groups) AND ($3 OR ${IN_CASEWORKER_SCOPE('$2')})${lock ? ' FOR NO KEY UPDATE OF u' : ''}`,
      [guestId, actor.assignedShelterIds, isAdmin],
    );
    if (!row) throw new AppError('GUEST_NOT_FOUND');
    return row.id;
  }

  /** The decision, locked, when its guest is in the caseworker's scope; else NOT_FOUND. */
  private async lockedInScope(
    tx: EntityManager,
    actor: Actor,
    id: unknown,
  ): Promise<{ id: number; guest_id: number; start_date: LocalDate; end_date: LocalDate; max_nights: number | null; ended: boolean }> {
    if (!isId(id)) throw new AppError('NOT_FOUND');
    const [d]: { id: number; guest_id: number; start_date: LocalDate; end_date: LocalDate; max_nights: number | null; ended: boolean }[] =
      await tx.query(
        `SELECT d.id, d.guest_id, d.start_date, d.end_date, d.max_nights, d.ended_at IS NOT NULL AS ended
           FROM decision d JOIN app_user u ON u.id = d.guest_id
          WHERE d.id = $1 AND ${IN_CASEWORKER_SCOPE('$2')}
            FOR UPDATE OF d`,
        [id, actor.assignedShelterIds],
      );
    if (!d) throw new AppError('NOT_FOUND');
    return d;
  }

  /** Records a decision for a guest in the caseworker's scope. */
  async record(actorOrNull: Actor | null, input: RecordDecisionInput): Promise<DecisionView> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    const today = this.clock.today();
    const caseNumber = text(input.caseNumber, 'Diarienummer', { required: true, max: MAX_CASE_NUMBER });
    const note = text(input.note, 'Anteckning', { max: MAX_DECISION_NOTE });
    const { startDate, endDate } = input;
    if (!isLocalDate(startDate) || !isLocalDate(endDate) || endDate < startDate) throw bad(MESSAGES.BAD_USER_INPUT.decisionDates);
    if (endDate < today) throw bad(MESSAGES.BAD_USER_INPUT.decisionEndPassed);
    if (daysBetween(startDate, endDate) + 1 > MAX_DECISION_DAYS) throw bad(MESSAGES.BAD_USER_INPUT.decisionTooLong(MAX_DECISION_DAYS));
    const maxNights = maxNightsOf(input.maxNights);
    const anyShelter = input.anyShelter === true;
    const shelterIds = input.shelterIds ?? [];
    if (!Array.isArray(shelterIds) || !shelterIds.every(isId) || shelterIds.length > MAX_DECISION_SHELTERS) {
      throw bad(MESSAGES.BAD_USER_INPUT.decisionShelters);
    }
    const ids = [...new Set(shelterIds as number[])];
    if (anyShelter === ids.length > 0) throw bad(MESSAGES.BAD_USER_INPUT.decisionShelters);
    return inTransaction(this.ds, async (tx) => {
      const guestId = await this.guestInScope(tx, actor, input.guestId, true);
      if (ids.length > 0) {
        const found: { id: number }[] = await tx.query(`SELECT id FROM shelter WHERE id = ANY ($1::int[])`, [ids]);
        if (found.length !== ids.length) throw bad(MESSAGES.BAD_USER_INPUT.decisionShelters);
      }
      const { id } = one<{ id: number }>(
        await tx.query(
          `INSERT INTO decision (guest_id, case_number, start_date, end_date, max_nights, any_shelter, note, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [guestId, caseNumber, startDate, endDate, maxNights, anyShelter, note, actor.userId],
        ),
      );
      if (ids.length > 0) {
        await tx.query(`INSERT INTO decision_shelter (decision_id, shelter_id) SELECT $1, unnest($2::int[])`, [id, ids]);
      }
      await this.audit(tx, actor, 'decision_recorded', id, { guestId, startDate, endDate, maxNights, anyShelter, shelterIds: ids });
      return this.byId(tx, id);
    });
  }

  /**
   * Extends or shortens a decision (a new last night, a new maximum, or both). An ended decision
   * cannot change; the maximum cannot go below the nights already counted against it. Nights
   * booked before a shortening stay booked (the host sees the new end date on them).
   */
  async change(actorOrNull: Actor | null, id: unknown, input: { endDate?: unknown; maxNights?: unknown }): Promise<DecisionView> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    const today = this.clock.today();
    return inTransaction(this.ds, async (tx) => {
      const d = await this.lockedInScope(tx, actor, id);
      if (d.ended) throw bad(MESSAGES.BAD_USER_INPUT.decisionEnded);
      const endDate = input.endDate === undefined || input.endDate === null ? d.end_date : input.endDate;
      if (!isLocalDate(endDate) || endDate < d.start_date) throw bad(MESSAGES.BAD_USER_INPUT.decisionDates);
      if (endDate !== d.end_date && endDate < addDays(today, -1)) throw bad(MESSAGES.BAD_USER_INPUT.decisionEndPassed);
      if (daysBetween(d.start_date, endDate) + 1 > MAX_DECISION_DAYS) throw bad(MESSAGES.BAD_USER_INPUT.decisionTooLong(MAX_DECISION_DAYS));
      const maxNights = input.maxNights === undefined ? d.max_nights : maxNightsOf(input.maxNights);
      if (maxNights !== null && maxNights !== d.max_nights) {
        const { nights } = one<{ nights: number }>(
          await tx.query(
            `SELECT COALESCE(sum(end_date - start_date), 0)::int AS nights FROM booking WHERE decision_id = $1 AND status = ANY ($2)`,
            [d.id, COUNTED_STATUSES],
          ),
        );
        if (maxNights < nights) throw bad(MESSAGES.BAD_USER_INPUT.decisionBelowUsed(nights));
      }
      if (endDate === d.end_date && maxNights === d.max_nights) return this.byId(tx, d.id);
      await tx.query(`UPDATE decision SET end_date = $2, max_nights = $3, updated_at = now() WHERE id = $1`, [d.id, endDate, maxNights]);
      const action =
        endDate > d.end_date || (endDate === d.end_date && (maxNights === null || (d.max_nights !== null && maxNights > d.max_nights)))
          ? 'decision_extended'
          : 'decision_shortened';
      await this.audit(tx, actor, action, d.id, { guestId: d.guest_id, startDate: d.start_date, endDate, maxNights });
      return this.byId(tx, d.id);
    });
  }

  /** Ends a decision now: it covers no further request (ending it again changes nothing). */
  async end(actorOrNull: Actor | null, id: unknown): Promise<DecisionView> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    return inTransaction(this.ds, async (tx) => {
      const d = await this.lockedInScope(tx, actor, id);
      if (!d.ended) {
        await tx.query(`UPDATE decision SET ended_at = clock_timestamp(), ended_by = $2, updated_at = now() WHERE id = $1`, [
          d.id,
          actor.userId,
        ]);
        await this.audit(tx, actor, 'decision_ended', d.id, {
          guestId: d.guest_id,
          startDate: d.start_date,
          endDate: d.end_date,
          maxNights: d.max_nights,
        });
      }
      return this.byId(tx, d.id);
    });
  }

  /** A guest's decisions, newest first, with their history: a caseworker's guest (else GUEST_NOT_FOUND), or any for an admin. */
  async forGuest(actorOrNull: Actor | null, guestId: unknown): Promise<DecisionView[]> {
    const actor = requireGroup(actorOrNull, 'caseworker', 'admin');
    const id = await this.guestInScope(this.ds, actor, guestId);
    const rows: DecisionRow[] = await this.ds.query(`${DECISION_SQL} WHERE d.guest_id = $2 ORDER BY d.end_date DESC, d.id DESC`, [
      this.clock.today(),
      id,
    ]);
    const history = await this.histories(
      this.ds,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toView(r, history.get(r.id) ?? []));
  }

  /** The guest's own decisions that still cover a night (not ended, last night today or later): never the note or the case number. */
  async own(actorOrNull: Actor | null): Promise<OwnDecisionView[]> {
    const actor = requireGroup(actorOrNull, 'user');
    const rows: DecisionRow[] = await this.ds.query(
      `${DECISION_SQL} WHERE d.guest_id = $2 AND d.ended_at IS NULL AND d.end_date >= $1::date ORDER BY d.end_date DESC, d.id DESC`,
      [this.clock.today(), actor.userId],
    );
    return rows.map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date, anyShelter: r.any_shelter, shelters: r.shelters }));
  }

  /** The decision each booking is tied to (case number and last night), in one statement; bookings without one are left out. */
  async ofBookings(bookingIds: readonly number[]): Promise<Map<number, BookingDecisionView>> {
    const rows: { booking_id: number; case_number: string; end_date: LocalDate }[] = await this.ds.query(
      `SELECT b.id AS booking_id, d.case_number, d.end_date
         FROM booking b JOIN decision d ON d.id = b.decision_id
        WHERE b.id = ANY ($1::int[])`,
      [bookingIds],
    );
    return new Map(rows.map((r) => [r.booking_id, { caseNumber: r.case_number, endDate: r.end_date }]));
  }

  /**
   * §4: decisions whose last night is within ENDING_NOTICE_DAYS (not ended, not passed) and not told
   * yet for that last night: one message to the guest (their channel), and to every caseworker who
   * may see the decision (CASEWORKER_SEES_GUEST, the scope of this service) an entry in their bell
   * (decision_notice) and an e-mail when they have an address; through the outbox, each decision in
   * its own transaction that first claims it (reminded_end_date), so two gateways never send twice
   * and an extension is told again when it runs out. Answers how many messages were queued.
   */
  async sendEndingReminders(signal?: AbortSignal): Promise<number> {
    const today = this.clock.today();
    const due: { id: number }[] = await this.ds.query(
      `SELECT id FROM decision
        WHERE ended_at IS NULL AND end_date >= $1 AND end_date <= $2 AND reminded_end_date IS DISTINCT FROM end_date
        ORDER BY id LIMIT 5000`,
      [today, addDays(today, ENDING_NOTICE_DAYS)],
    );
    let sent = 0;
    for (const { id } of due) {
      if (signal?.aborted) break;
      sent += await inTransaction(this.ds, async (tx) => {
        const [claimed]: { id: number }[] = await tx.query(
          `WITH c AS (UPDATE decision SET reminded_end_date = end_date
                       WHERE id = $1 AND ended_at IS NULL AND reminded_end_date IS DISTINCT FROM end_date RETURNING id)
           SELECT id FROM c`,
          [id],
        );
        if (!claimed) return 0;
        const rows: { id: number; channel: string }[] = await tx.query(
          `WITH cw AS (
             SELECT c.id, c.email, c.first_name FROM decision d JOIN app_user c ON ${CASEWORKER_SEES_GUEST('c', 'd.guest_id')}
              WHERE d.id = $1
           ), n AS (
             INSERT INTO decision_notice (user_id, decision_id, end_date)
             SELECT cw.id, d.id, d.end_date FROM cw CROSS JOIN decision d WHERE d.id = $1
             ON CONFLICT (user_id, decision_id, end_date) DO NOTHING
             RETURNING user_id
           ), m AS (
             INSERT INTO outbox_message (template, channel, address, recipient_id, language, params)
             SELECT 'decision.ending', u.contact_preference,
                    NULLIF(btrim(CASE u.contact_preference WHEN 'email' THEN u.email WHEN 'sms' THEN coalesce(u.login_phone, g.phone) END), ''),
                    u.id, u.language, jsonb_build_object('firstName', u.first_name, 'endDate', d.end_date::text)
               FROM decision d JOIN app_user u ON u.id = d.guest_id LEFT JOIN guest_profile g ON g.user_id = u.id
              WHERE d.id = $1 AND u.contact_preference <> 'none'
                AND NULLIF(btrim(CASE u.contact_preference WHEN 'email' THEN u.email WHEN 'sms' THEN coalesce(u.login_phone, g.phone) END), '') IS NOT NULL
             UNION ALL
             SELECT 'decision.ending_caseworker', 'email', btrim(c.email), c.id, 'sv',
                    jsonb_build_object('firstName', c.first_name, 'endDate', d.end_date::text, 'caseNumber', d.case_number,
                                       'guestName', trim(u.first_name || ' ' || u.last_name), 'decisionId', d.id::text)
               FROM decision d JOIN app_user u ON u.id = d.guest_id CROSS JOIN cw c JOIN n ON n.user_id = c.id
              WHERE d.id = $1 AND NULLIF(btrim(c.email), '') IS NOT NULL
             RETURNING id, channel
           )
           SELECT m.id, m.channel, pg_notify($2, m.id::text) FROM m`,
          [id, OUTBOX_CHANNEL],
        );
        return rows.length;
      });
    }
    return sent;
  }

  /** §5 Nights per decision: the caseworker's decisions whose nights overlap start..end (both included), optionally one guest's. */
  async nightsReport(actorOrNull: Actor | null, start: unknown, end: unknown, guestId?: unknown): Promise<DecisionNightsReportView> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    return decisionNightsReport(this.ds, actor, this.clock.today(), start, end, guestId);
  }

  /** §5 Decisions ending soon: the caseworker's decisions not ended whose last night is within `days` (default 14). */
  async endingReport(actorOrNull: Actor | null, days?: unknown): Promise<DecisionsEndingReportView> {
    const actor = requireGroup(actorOrNull, 'caseworker');
    return decisionsEndingReport(this.ds, actor, this.clock.today(), days);
  }

  private async byId(tx: Pick<EntityManager, 'query'>, id: number): Promise<DecisionView> {
    const row = one<DecisionRow>(await tx.query(`${DECISION_SQL} WHERE d.id = $2`, [this.clock.today(), id]));
    return toView(row, (await this.histories(tx, [id])).get(id) ?? []);
  }

  private async histories(tx: Pick<EntityManager, 'query'>, ids: number[]): Promise<Map<number, DecisionChangeView[]>> {
    const map = new Map<number, DecisionChangeView[]>();
    if (ids.length === 0) return map;
    const rows: {
      entity_id: number;
      action: string;
      at: Date;
      actor_name: string | null;
      start_date: LocalDate | null;
      end_date: LocalDate | null;
      max_nights: number | null;
    }[] = await tx.query(
      `SELECT e.entity_id, e.action, e.at, NULLIF(trim(a.first_name || ' ' || a.last_name), '') AS actor_name,
              e.detail->>'startDate' AS start_date, e.detail->>'endDate' AS end_date, (e.detail->>'maxNights')::int AS max_nights
         FROM admin_event e LEFT JOIN app_user a ON a.id = e.actor_id
        WHERE e.entity = 'decision' AND e.entity_id = ANY ($1::int[])
        ORDER BY e.id`,
      [ids],
    );
    for (const r of rows) {
      const list = map.get(r.entity_id) ?? [];
      list.push({
        action: r.action,
        at: r.at,
        actorName: r.actor_name,
        startDate: r.start_date,
        endDate: r.end_date,
        maxNights: r.max_nights,
      });
      map.set(r.entity_id, list);
    }
    return map;
  }

  private async audit(tx: EntityManager, actor: Actor, action: string, id: number, detail: object): Promise<void> {
    await recordAudit(tx, { actorId: actor.userId, action, entity: 'decision', entityId: id, detail });
  }
}

declare module '../platform/services' {
  interface Services {
    decisions: DecisionService;
  }
}
