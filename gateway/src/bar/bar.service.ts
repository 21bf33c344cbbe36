/**
 * Avstängning (issue 19 §7): the host bars a guest from their shelter until a date, with a reason;
 * while a bar lasts, the guest's requests at that shelter for a night up to its last day are refused
 * (GUEST_BARRED, the check is in BookingService.request, all transports). Flagged guests can still
 * request (DESIGN §4); a bar is the host's stronger tool and is for one shelter only. A bar is
 * never deleted: lifting it sets lifted_at/lifted_by. Every bar and lift is an audit event
 * (admin_event: who, what, when; ids and the end date, never the reason, which describes a person).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { isLocalDate, type LocalDate } from '../platform/dates';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { recordAudit } from '../platform/audit';
import { hostShelterOf } from '../platform/scope';
import { isId } from '../platform/validate';
import { ACTIVE } from './bar.sql';
import { GuestBarView, BarGuestInput } from './bar.view';
import { MAX_BAR_REASON, barKey } from './bar.rules';

interface GuestBarRow {
  id: number;
  guest_id: number;
  first_name: string;
  last_name: string;
  unokod: string | null;
  shelter_id: number;
  shelter_name: string;
  until: LocalDate;
  reason: string;
  created_at: Date;
  lifted_at: Date | null;
}

const BAR_SQL = `
  SELECT gb.id, gb.guest_id, u.first_name, u.last_name, g.unokod, gb.shelter_id, s.name AS shelter_name,
         gb.until, gb.reason, gb.created_at, gb.lifted_at
    FROM guest_bar gb
    JOIN app_user u ON u.id = gb.guest_id
    LEFT JOIN guest_profile g ON g.user_id = gb.guest_id
    JOIN shelter s ON s.id = gb.shelter_id`;

const toView = (r: GuestBarRow): GuestBarView => ({
  id: r.id,
  guest: { id: r.guest_id, firstName: r.first_name, lastName: r.last_name, unokod: r.unokod },
  shelter: { id: r.shelter_id, name: r.shelter_name },
  until: r.until,
  reason: r.reason,
  createdAt: r.created_at,
  liftedAt: r.lifted_at,
});

export class GuestBarService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The host's own shelter (platform/scope.ts: HOST_NOT_FOUND for a host account without one, like every host path). */
  private hostShelter(actorOrNull: Actor | null): { actor: Actor; shelterId: number } {
    return hostShelterOf(actorOrNull);
  }

  /**
   * Bars a guest from the host's shelter until `until` (inclusive). The guest must be connected to
   * the shelter (has, had or asked for a place there): anyone else is GUEST_NOT_FOUND, so a host
   * cannot probe guest ids. Barring again while a bar lasts adds a bar; the latest end counts.
   */
  async bar(actorOrNull: Actor | null, input: BarGuestInput): Promise<GuestBarView> {
    const { actor, shelterId } = this.hostShelter(actorOrNull);
    const today = this.clock.today();
    if (!isId(input.guestId)) throw new AppError('GUEST_NOT_FOUND');
    if (!isLocalDate(input.until) || input.until < today) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.barUntil);
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (reason === '' || reason.length > MAX_BAR_REASON) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.barReason(MAX_BAR_REASON));
    }
    const guestId = input.guestId;
    const until = input.until;
    return inTransaction(this.ds, async (tx) => {
      const [guest]: { id: number }[] = await tx.query(
        `SELECT u.id FROM app_user u
          WHERE u.id = $1 AND 'user' = ANY (u.groups)
            AND EXISTS (SELECT 1 FROM booking b JOIN product p ON p.id = b.product_id WHERE b.guest_id = u.id AND p.shelter_id = $2)`,
        [guestId, shelterId],
      );
      if (!guest) throw new AppError('GUEST_NOT_FOUND');
      const { id } = one<{ id: number }>(
        await tx.query(`INSERT INTO guest_bar (shelter_id, guest_id, until, reason, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
          shelterId,
          guestId,
          until,
          reason,
          actor.userId,
        ]),
      );
      await this.audit(tx, actor, 'guest_barred', id, { guestId, shelterId, until });
      return this.byId(tx, id);
    });
  }

  /** Lifts a bar of the host's shelter (lifting it again changes nothing); another shelter's bar is NOT_FOUND. */
  async lift(actorOrNull: Actor | null, barId: number): Promise<GuestBarView> {
    const { actor, shelterId } = this.hostShelter(actorOrNull);
    if (!isId(barId)) throw new AppError('NOT_FOUND');
    return inTransaction(this.ds, async (tx) => {
      const [bar]: { id: number; guest_id: number; lifted: boolean }[] = await tx.query(
        `SELECT id, guest_id, lifted_at IS NOT NULL AS lifted FROM guest_bar WHERE id = $1 AND shelter_id = $2 FOR UPDATE`,
        [barId, shelterId],
      );
      if (!bar) throw new AppError('NOT_FOUND');
      if (!bar.lifted) {
        await tx.query(`UPDATE guest_bar SET lifted_at = clock_timestamp(), lifted_by = $2 WHERE id = $1`, [barId, actor.userId]);
        await this.audit(tx, actor, 'guest_bar_lifted', barId, { guestId: bar.guest_id, shelterId });
      }
      return this.byId(tx, barId);
    });
  }

  /** The bars in force at the host's shelter, the soonest to end first. */
  async forHost(actorOrNull: Actor | null): Promise<GuestBarView[]> {
    const { shelterId } = this.hostShelter(actorOrNull);
    const rows: GuestBarRow[] = await this.ds.query(
      `${BAR_SQL} WHERE gb.shelter_id = $1 AND ${ACTIVE('gb', '$2')} ORDER BY gb.until, gb.id`,
      [shelterId, this.clock.today()],
    );
    return rows.map(toView);
  }

  /**
   * The last day of the bars in force for each (guest, shelter) asked, in one statement (the
   * loader behind Booking.guestBarredUntil); keys without a bar are left out.
   */
  async activeUntil(keys: readonly { guestId: number; shelterId: number }[]): Promise<Map<string, LocalDate>> {
    const rows: { guest_id: number; shelter_id: number; until: LocalDate }[] = await this.ds.query(
      `SELECT gb.guest_id, gb.shelter_id, max(gb.until) AS until
         FROM guest_bar gb
         JOIN unnest($1::int[], $2::int[]) AS k(guest_id, shelter_id) ON k.guest_id = gb.guest_id AND k.shelter_id = gb.shelter_id
        WHERE ${ACTIVE('gb', '$3')}
        GROUP BY gb.guest_id, gb.shelter_id`,
      [keys.map((k) => k.guestId), keys.map((k) => k.shelterId), this.clock.today()],
    );
    return new Map(rows.map((r) => [barKey(r.guest_id, r.shelter_id), r.until]));
  }

  /** The bars in force of each guest asked, at any shelter, in one statement (the loader behind GuestRecord.bars). */
  async activeOfGuests(guestIds: readonly number[]): Promise<Map<number, GuestBarView[]>> {
    const rows: GuestBarRow[] = await this.ds.query(
      `${BAR_SQL} WHERE gb.guest_id = ANY ($1) AND ${ACTIVE('gb', '$2')} ORDER BY gb.until, gb.id`,
      [guestIds, this.clock.today()],
    );
    const byGuest = new Map<number, GuestBarView[]>(guestIds.map((id) => [id, []]));
    for (const r of rows) byGuest.get(r.guest_id)?.push(toView(r));
    return byGuest;
  }

  private async byId(tx: EntityManager, id: number): Promise<GuestBarView> {
    return toView(one<GuestBarRow>(await tx.query(`${BAR_SQL} WHERE gb.id = $1`, [id])));
  }

  private async audit(tx: EntityManager, actor: Actor, action: string, barId: number, detail: object): Promise<void> {
    await recordAudit(tx, { actorId: actor.userId, action, entity: 'guest_bar', entityId: barId, detail });
  }
}

declare module '../platform/services' {
  interface Services {
    guestBars: GuestBarService;
  }
}
