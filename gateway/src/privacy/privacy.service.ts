/**
 * A guest's personal data (issue 9): export it (JSON) and anonymise it, for a caseworker of a
 * shelter where the guest has a booking, or an admin; and the retention rule that anonymises guests
 * inactive for a number of months. Anonymising keeps the bookings, their dates and nights (the
 * statistics stay right) and removes names, UNO code, personal number, contact details and free
 * texts.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { addDays, type LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import { ACTIVE_STATUSES } from '../domain/booking-status';
import { requireGroup } from '../platform/gate';
import { ROLES } from '../domain/roles';
import { MESSAGES } from '../platform/messages';
import { one } from '../platform/db/rows';
import { ANONYMISED_NAME } from './privacy.rules';

export class PrivacyService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Admins reach every guest; caseworkers the guests with a booking at an assigned shelter. */
  private async reach(tx: Pick<EntityManager, 'query'>, actorOrNull: Actor | null, guestId: number): Promise<'admin' | 'caseworker'> {
    const actor = requireGroup(actorOrNull, ...ROLES.guestRecords);
    const group = actor.groups.includes('admin') ? 'admin' : 'caseworker';
    const [row]: { ok: boolean }[] = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM app_user u WHERE u.id = $1 AND 'user' = ANY (u.groups) OR u.id = $1 AND EXISTS (SELECT 1 FROM booking WHERE guest_id = $1))
          AND ($2 OR EXISTS (SELECT 1 FROM booking b JOIN product p ON p.id = b.product_id WHERE b.guest_id = $1 AND p.shelter_id = ANY ($3))) AS ok`,
      [guestId, group === 'admin', actor.assignedShelterIds],
    );
    if (!row?.ok) throw new AppError('GUEST_NOT_FOUND');
    return group;
  }

  /** Everything stored about one guest, as one JSON document. */
  async exportGuest(actor: Actor | null, guestId: number): Promise<Record<string, unknown>> {
    const group = await this.reach(this.ds, actor, guestId);
    const [account] = await this.ds.query(
      `SELECT u.id, u.email, u.login_phone, u.first_name, u.last_name, u.groups, u.created_at,
              g.unokod, g.gender, g.street, g.postcode, g.city, g.country, g.phone, g.day_of_birth, g.personnr_lastnr,
              g.requirements, g.flag, r.name AS region, g.last_edit
         FROM app_user u LEFT JOIN guest_profile g ON g.user_id = u.id LEFT JOIN region r ON r.id = g.region_id
        WHERE u.id = $1`,
      [guestId],
    );
    const bookings = await this.ds.query(
      `SELECT b.id, s.name AS shelter, p.name AS room, b.status, b.start_date, b.end_date, b.booking_time, b.message, b.decline_reason,
              COALESCE((SELECT json_agg(json_build_object('action', e.action, 'from', e.from_status, 'to', e.to_status,
                                                          'by', e.actor_group, 'reason', e.reason, 'at', e.at) ORDER BY e.id)
                          FROM booking_event e WHERE e.booking_id = b.id), '[]') AS history
         FROM booking b JOIN product p ON p.id = b.product_id JOIN shelter s ON s.id = p.shelter_id
        WHERE b.guest_id = $1 ORDER BY b.start_date, b.id`,
      [guestId],
    );
    // What shelters wrote about the guest is theirs to read too (issue 19: notes and bars).
    const hostNotes = await this.ds.query(
      `SELECT n.id, s.name AS shelter, n.text, n.created_at FROM host_note n JOIN shelter s ON s.id = n.shelter_id
        WHERE n.guest_id = $1 ORDER BY n.id`,
      [guestId],
    );
    const bars = await this.ds.query(
      `SELECT b.id, s.name AS shelter, b.until, b.reason, b.created_at, b.lifted_at FROM guest_bar b JOIN shelter s ON s.id = b.shelter_id
        WHERE b.guest_id = $1 ORDER BY b.id`,
      [guestId],
    );
    // Biståndsbeslut (issue 38): the whole decision, the note too — the export answers the guest's
    // right of access (docs/PRIVACY.md); the app hides the note only from a screen others may read.
    const decisions = await this.ds.query(
      `SELECT d.id, d.case_number, d.start_date, d.end_date, d.max_nights, d.any_shelter,
              COALESCE((SELECT json_agg(s.name ORDER BY s.name) FROM decision_shelter ds JOIN shelter s ON s.id = ds.shelter_id
                         WHERE ds.decision_id = d.id), '[]') AS shelters,
              d.note, d.created_at, d.ended_at,
              COALESCE((SELECT json_agg(json_build_object('action', e.action, 'at', e.at, 'start_date', e.detail->>'startDate',
                                                          'end_date', e.detail->>'endDate', 'max_nights', e.detail->'maxNights') ORDER BY e.id)
                          FROM admin_event e WHERE e.entity = 'decision' AND e.entity_id = d.id), '[]') AS history
         FROM decision d WHERE d.guest_id = $1 ORDER BY d.start_date, d.id`,
      [guestId],
    );
    await this.record(this.ds, 'export', guestId, actor as Actor, group);
    return { exportedAt: this.clock.now().toISOString(), account, bookings, hostNotes, bars, decisions };
  }

  /** Anonymises one guest; refused while they have bookings that are not over. */
  async anonymiseGuest(actor: Actor | null, guestId: number): Promise<void> {
    await inTransaction(this.ds, async (tx) => {
      const group = await this.reach(tx, actor, guestId);
      await this.anonymise(tx, guestId, this.clock.today());
      await this.record(tx, 'anonymise', guestId, actor as Actor, group);
    });
  }

  private async anonymise(tx: EntityManager, guestId: number, today: LocalDate): Promise<void> {
    const { active } = one<{ active: number }>(
      await tx.query(`SELECT count(*)::int AS active FROM booking WHERE guest_id = $1 AND status = ANY ($2) AND end_date > $3`, [
        guestId,
        ACTIVE_STATUSES,
        today,
      ]),
    );
    if (active > 0) throw new AppError('GUEST_HAS_ACTIVE_BOOKINGS');
    // Issue 36: the login phone and PIN go too, with the codes that would open the account.
    await tx.query(
      `UPDATE app_user SET first_name = $2, last_name = '', email = NULL, password_hash = NULL, groups = '{}',
                           login_phone = NULL, pin_hash = NULL, pin_failures = 0, pin_locked_at = NULL WHERE id = $1`,
      [guestId, ANONYMISED_NAME],
    );
    await tx.query(`DELETE FROM sms_code WHERE user_id = $1`, [guestId]);
    await tx.query(`DELETE FROM start_code WHERE user_id = $1`, [guestId]);
    await tx.query(`DELETE FROM guest_profile WHERE user_id = $1`, [guestId]);
    await tx.query(`DELETE FROM host_note WHERE guest_id = $1`, [guestId]); // the hosts' notes name and describe the person
    await tx.query(`DELETE FROM guest_bar WHERE guest_id = $1`, [guestId]); // a bar's reason describes the person (the audit keeps no reason)
    await tx.query(`DELETE FROM session WHERE user_id = $1`, [guestId]);
    // The outbox holds the address and first name of each message (issue 20): gone with the person.
    await tx.query(`DELETE FROM outbox_message WHERE recipient_id = $1`, [guestId]);
    // Biståndsbeslut (issue 38): the note describes the person and goes; the decision, its case
    // number and dates stay (invoices are kept seven years and name the case number; docs/PRIVACY.md).
    // The caseworkers' "running out" e-mails name the guest: gone too.
    await tx.query(`UPDATE decision SET note = '' WHERE guest_id = $1 AND note <> ''`, [guestId]);
    await tx.query(
      `DELETE FROM outbox_message WHERE template = 'decision.ending_caseworker'
          AND params->>'decisionId' IN (SELECT id::text FROM decision WHERE guest_id = $1)`,
      [guestId],
    );
    // Free texts may name the person; dates, statuses and nights stay for the statistics.
    await tx.query(`UPDATE booking SET message = '', decline_reason = NULL WHERE guest_id = $1`, [guestId]);
    await tx.query(`UPDATE booking_event SET reason = NULL WHERE booking_id IN (SELECT id FROM booking WHERE guest_id = $1)`, [guestId]);
  }

  private async record(
    tx: Pick<EntityManager, 'query'>,
    action: 'export' | 'anonymise',
    guestId: number,
    actor: Actor | null,
    group: string,
  ): Promise<void> {
    await tx.query(`INSERT INTO privacy_event (action, guest_id, actor_id, actor_group) VALUES ($1, $2, $3, $4)`, [
      action,
      guestId,
      actor?.userId ?? null,
      group,
    ]);
  }

  /**
   * The retention rule: guests with no booking ending in the last `months` months (and no account
   * activity in them) are anonymised. Returns how many.
   */
  async anonymiseInactive(months: number): Promise<number> {
    if (!Number.isInteger(months) || months < 1) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.retentionMonths);
    const today = this.clock.today();
    const cutoff = addDays(today, -Math.round(months * 30.44));
    const guests: { id: number }[] = await this.ds.query(
      `SELECT u.id FROM app_user u JOIN guest_profile g ON g.user_id = u.id
        WHERE u.created_at < $1::date
          AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.guest_id = u.id AND b.end_date >= $1::date)
          AND NOT EXISTS (SELECT 1 FROM session s WHERE s.user_id = u.id AND s.last_seen_at >= $1::date)`,
      [cutoff],
    );
    for (const g of guests) {
      await inTransaction(this.ds, async (tx) => {
        await this.anonymise(tx, g.id, today);
        await this.record(tx, 'anonymise', g.id, null, 'system');
      });
    }
    return guests.length;
  }
}

declare module '../platform/services' {
  interface Services {
    privacy: PrivacyService;
  }
}
