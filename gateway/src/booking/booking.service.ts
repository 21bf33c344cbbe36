/**
 * Bookings: requests, every transition, and the lists. The only writer of `booking.status`
 * (DESIGN §4): each change locks the booking row, applies the transition table, moves the
 * capacity ledger, promotes the queue when places free up, and appends an audit event, all in one
 * transaction.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Group, Role } from '../domain/roles';
import type { Clock } from '../platform/clock';
import { addDays, daysBetween, isLocalDate, type LocalDate, maxDate, minDate, stockholmTime } from '../platform/dates';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import { BOOKABLE_TYPES, isBookableType, type ProductType } from '../domain/product-type';
import { type BookingFacts, guardFacts, reaches, rolesFor } from './booking-access';
import {
  ACTIVE_STATUSES,
  type BookingAction,
  type BookingStatus,
  decide,
  ledgerEffect,
  type PersonAction,
  TRANSITIONS,
} from '../domain/booking-status';
import { BOOKING_VIEW_SQL, type BookingEventView, type BookingView, type BookingViewRow, toBookingView } from './booking.view';
import { holdCtes, productLockShared, release, tryHold } from './ledger';
import { bindKeyCte, claimKey, type FirstAnswer, idempotencyKey, maybeForgetExpiredKeys, requestHash } from './idempotency';
import { CHANGE_COLUMNS, CHANGES_CHANNEL, notifyChange, recordChange } from '../live/changes';
import { requireGroup } from '../platform/gate';
import { MESSAGES, NOTICES } from '../platform/messages';
import { logError } from '../platform/log';
import { MAX_NIGHTS } from '../domain/nights';
import { type Gender, mayBookWomanOnly } from '../domain/person';
import { one } from '../platform/db/rows';
import { enqueueBookingMessage, enqueueRequestMessage, messageOfAction } from '../notify/booking-messages';
import { isId } from '../platform/validate';
import { RequestBookingInput, TransitionOptions } from './booking.view';
import { MAX_MESSAGE, MAX_REASON, NO_SHOW_STATUSES } from './booking.rules';
import { coveringDecision } from './decision-cover';

interface LockedBooking {
  id: number;
  status: BookingStatus;
  start_date: LocalDate;
  end_date: LocalDate;
  guest_id: number;
  product_id: number;
  requested_by: number | null;
  shelter_id: number;
}

function cleanText(value: string | null | undefined, max: number, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.invalidText(field));
  const t = value.trim();
  if (t.length > max) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.tooLong(field, max));
  return t === '' ? null : t;
}

/** A constraint the database refused, as the error a person understands. */
/** The guest-overlap constraint as BOOKING_OVERLAP; anything else unchanged (a capacity race is retried). */
function overlapError(e: unknown): never {
  if (sqlState(e) === '23P01' && sqlConstraint(e) === 'booking_guest_no_overlap') throw new AppError('BOOKING_OVERLAP');
  throw e;
}

function translateDbError(e: unknown): never {
  const state = sqlState(e);
  const constraint = sqlConstraint(e);
  if (state === '23P01' && constraint === 'booking_guest_no_overlap') throw new AppError('BOOKING_OVERLAP');
  if (state === '23514' && constraint === 'product_night_capacity_check') throw new AppError('NO_PLACES');
  throw e;
}

/**
 * A booking's no-show deadline as a (Stockholm date, "HH:MM") row, comparable with the current
 * one: the shelter's latest check-in on the first night's date, or on the next morning when that
 * time is after midnight (earlier than the window's start; without a start, before 12:00).
 */
const noShowDeadlineSql = (booking: string, shelter: string): string =>
  `(CASE WHEN ${shelter}.check_in_until < COALESCE(${shelter}.check_in_from, '12:00') COLLATE "C"
         THEN ${booking}.start_date + 1 ELSE ${booking}.start_date END,
    ${shelter}.check_in_until COLLATE "C")`;

/**
 * The queue's order, one definition for the promotion (promoteQueue: ORDER BY it) and the position
 * a guest is shown (queuePositions: compares it as a row): requested earlier first, then by id.
 */
const queueKey = (booking: string): string => `${booking}.booking_time, ${booking}.id`;

/**
 * What an action does to the stay's last night beyond its status (the table's `to`): the new
 * check-out date, after its own checks and the added nights held. Actions not named keep it.
 */
const STAY_EFFECTS: Partial<
  Record<PersonAction, (tx: EntityManager, b: LockedBooking, opts: { endDate: string | null }, today: LocalDate) => Promise<LocalDate>>
> = {
  async extend(tx, b, { endDate: newEnd }) {
    if (!isLocalDate(newEnd)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.newEndDate);
    if (newEnd <= b.end_date) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.newEndNotLater);
    if (daysBetween(b.end_date, newEnd) > MAX_NIGHTS) throw new AppError('BOOKING_TOO_LONG');
    // Kräver biståndsbeslut (issue 38 §2): the whole longer stay under one decision, before the nights.
    const [shelter]: { requires_decision: boolean }[] = await tx.query(
      `SELECT 'requires_decision' = ANY (criteria) AS requires_decision FROM shelter WHERE id = $1`,
      [b.shelter_id],
    );
    if (shelter?.requires_decision) {
      const decisionId = await coveringDecision(tx, {
        guestId: b.guest_id,
        shelterId: b.shelter_id,
        startDate: b.start_date,
        endDate: newEnd,
        forOther: true,
        excludeBookingId: b.id,
      });
      await tx.query(`UPDATE booking SET decision_id = $2 WHERE id = $1`, [b.id, decisionId]);
    }
    if (!(await tryHold(tx, b.product_id, b.end_date, newEnd))) throw new AppError('NO_PLACES');
    return newEnd;
  },
  // An early departure ends the stay today, but a stay is always at least one night.
  check_out: async (_tx, b, _opts, today) => minDate(b.end_date, maxDate(today, addDays(b.start_date, 1))),
};

export class BookingService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  today(): LocalDate {
    return this.clock.today();
  }

  // ---- requests -------------------------------------------------------------------------------

  /**
   * A guest requests for themself, or a volunteer for a guest. Checks run in DESIGN §12's order:
   * shape (400) → product (404) → bookable, dates (422) → duplicate (409) → overlap (409) →
   * woman-only (422) → capacity (pending, or in_queue when any night is full).
   */
  async request(actorOrNull: Actor | null, input: RequestBookingInput): Promise<BookingView> {
    const forOther = input.guestId !== undefined && input.guestId !== null;
    const group: Group = forOther ? 'volunteer' : 'user';
    const actor = requireGroup(actorOrNull, group);

    if (!isId(input.productId)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.productId);
    if (forOther && !isId(input.guestId)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.userId);
    if (!isLocalDate(input.startDate) || !isLocalDate(input.endDate)) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.bookingDates);
    }
    const message = cleanText(input.message, MAX_MESSAGE, 'Meddelande') ?? '';
    const guestId = forOther ? (input.guestId as number) : actor.userId;
    const { startDate, endDate } = input;
    const today = this.clock.today();

    // Dates are checked here but refused after the product's errors (DESIGN §12's order).
    const datesOk = startDate >= today && endDate > startDate && daysBetween(startDate, endDate) <= MAX_NIGHTS;
    const key = idempotencyKey(input.idempotencyKey);
    const keyHash = key === null ? '' : requestHash({ group, productId: input.productId, guestId, startDate, endDate, message });

    const answer = await inTransaction(this.ds, async (tx): Promise<number | FirstAnswer> => {
      // The key first (before the guest and the nights): a second request with it waits here for
      // the first, then gives back its answer.
      if (key !== null) {
        const first = await claimKey(tx, actor.userId, key, keyHash);
        if (first) return first;
      }
      // One round trip: the product, under its shared ledger lock (first, ledger.ts; FOR SHARE so
      // that after waiting for a capacity edit it reads the edited row); the guest, locked, which
      // serialises one guest's requests so the checks below see every other (NO KEY UPDATE: the
      // guest's own other transitions may still key-share the row); and, when the request can go
      // on, a ledger row for each night asked (rows a statement inserts are not visible to its
      // other parts: the hold below runs in its own statement).
      const { product, guest, barred_until, requires_decision } = one<{
        product: { id: number; type: ProductType; shelter_id: number } | null;
        guest: { id: number; gender: Gender | null } | null;
        barred_until: LocalDate | null;
        requires_decision: boolean | null;
      }>(
        await tx.query(
          `WITH product AS (
           SELECT id, type, shelter_id, total_places FROM product
            WHERE id = $4 AND archived_at IS NULL AND ${productLockShared('id')}
              FOR SHARE
         ), nights AS (
           INSERT INTO product_night (product_id, night, capacity, held)
           SELECT p.id, d::date, p.total_places, 0
             FROM product p, generate_series($2::date, $3::date - 1, interval '1 day') AS d
            WHERE $5::boolean AND p.type = ANY ($6)
           ON CONFLICT DO NOTHING
         ), guest AS (
           SELECT u.id, g.gender FROM app_user u LEFT JOIN guest_profile g ON g.user_id = u.id
            WHERE u.id = $1 AND 'user' = ANY (u.groups) FOR NO KEY UPDATE OF u
         )
         SELECT (SELECT json_build_object('id', id, 'type', type, 'shelter_id', shelter_id) FROM product) AS product,
                (SELECT json_build_object('id', id, 'gender', gender) FROM guest) AS guest,
                (SELECT max(gb.until) FROM guest_bar gb
                  WHERE gb.guest_id = $1 AND gb.shelter_id = (SELECT shelter_id FROM product)
                    AND gb.lifted_at IS NULL AND gb.until >= $2::date) AS barred_until,
                (SELECT 'requires_decision' = ANY (s.criteria) FROM shelter s WHERE s.id = (SELECT shelter_id FROM product)) AS requires_decision`,
          [guestId, startDate, endDate, input.productId, datesOk, BOOKABLE_TYPES],
        ),
      );
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      if (!isBookableType(product.type)) throw new AppError('PRODUCT_NOT_BOOKABLE');
      if (startDate < today) throw new AppError('BOOKING_START_IN_PAST');
      if (endDate <= startDate) throw new AppError('BOOKING_END_NOT_AFTER_START');
      if (daysBetween(startDate, endDate) > MAX_NIGHTS) throw new AppError('BOOKING_TOO_LONG');
      if (!guest) throw new AppError('GUEST_NOT_FOUND');
      // Barred from this shelter (issue 19 §7) for a night of the stay: the bar's last day is
      // on or after the first night asked.
      if (barred_until !== null) {
        throw new AppError(
          'GUEST_BARRED',
          forOther ? MESSAGES.GUEST_BARRED.onBehalf(barred_until) : MESSAGES.GUEST_BARRED.self(barred_until),
        );
      }

      const clashes: { product_id: number; start_date: string; end_date: string }[] = await tx.query(
        `SELECT product_id, start_date, end_date FROM booking
          WHERE guest_id = $1 AND status = ANY ($2) AND start_date < $4 AND end_date > $3`,
        [guestId, ACTIVE_STATUSES, startDate, endDate],
      );
      if (clashes.some((c) => c.product_id === product.id && c.start_date === startDate && c.end_date === endDate)) {
        throw new AppError('BOOKING_DUPLICATE');
      }
      if (clashes.length > 0) throw new AppError('BOOKING_OVERLAP');
      if (product.type === 'woman-only' && !mayBookWomanOnly(guest.gender)) throw new AppError('BOOKING_WOMAN_ONLY');
      // Kräver biståndsbeslut (issue 38 §2): only nights a valid decision covers, within its maximum
      // (the decision is locked here, before the nights: decision-cover.ts).
      const decisionId = requires_decision
        ? await coveringDecision(tx, { guestId, shelterId: product.shelter_id, startDate, endDate, forOther })
        : null;

      // One statement from the ledger's lock to the last write (hold, booking, audit row, change
      // and its NOTIFY): the nights stay locked only for it and the commit, which is what a storm
      // on one room waits for (issue 11).
      const row = one<{ id: number }>(
        await tx
          .query(
            `WITH ${holdCtes('$1', '$4', '$5')},
           b AS (
             INSERT INTO booking (product_id, guest_id, status, start_date, end_date, message, requested_by, requested_by_group, decision_id)
             SELECT $1, $2, CASE WHEN verdict.free THEN 'pending' ELSE 'in_queue' END, $4, $5, $6, $7, $8, $11::int FROM verdict
             RETURNING id, status
           ), ev AS (
             INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group, reason)
             SELECT b.id, 'request', NULL, b.status, $7, $8, NULL FROM b
           ), ch AS (
             INSERT INTO change_event (${CHANGE_COLUMNS})
             SELECT 'booking', 'request', $3, $1, b.id, $2, $7, $4, $5 FROM b
             RETURNING *
           ), ${bindKeyCte('$7', '$10')}
           SELECT b.id, ${notifyChange('ch', '$9')} FROM b, ch`,
            [product.id, guestId, product.shelter_id, startDate, endDate, message, actor.userId, group, CHANGES_CHANNEL, key, decisionId],
          )
          .catch(overlapError),
      );
      // The guest's message (issue 20 §3), in this transaction: received, or queued.
      const queued = await this.queuePositions([row.id], tx);
      await enqueueRequestMessage(tx, row.id, queued.get(row.id) ?? null);
      return row.id;
    });
    if (key !== null) await maybeForgetExpiredKeys(this.ds);
    if (typeof answer === 'number') return this.viewById(answer, actor);
    // The first answer again: the booking as it was created (its status then, the request's own
    // fields), whatever happened to it since (DESIGN §6, idempotency.ts).
    const view = await this.viewById(answer.bookingId, actor);
    return { ...view, status: answer.status, startDate, endDate, message, declineReason: null };
  }

  // ---- transitions ----------------------------------------------------------------------------

  /** Applies one action of the transition table to one booking, as this actor. */
  async transition(actorOrNull: Actor | null, bookingId: number, action: PersonAction, opts: TransitionOptions = {}): Promise<BookingView> {
    const actor = requireGroup(actorOrNull);
    const roles = rolesFor(actor, action);
    if (roles.length === 0) throw new AppError('FORBIDDEN');
    if (!isId(bookingId)) throw new AppError('BOOKING_NOT_FOUND');
    const reason = cleanText(opts.reason, MAX_REASON, 'Anledning');
    await inTransaction(this.ds, (tx) => this.applyTransition(tx, actor, bookingId, action, { reason, endDate: opts.endDate ?? null }));
    return this.viewById(bookingId, actor);
  }

  /**
   * The transition itself, inside the caller's transaction (`transition` wraps it in its own; the
   * archive of a room declines its queue inside the archive's).
   */
  async applyTransition(
    tx: EntityManager,
    actor: Actor,
    bookingId: number,
    action: PersonAction,
    opts: { reason: string | null; endDate: string | null },
  ): Promise<void> {
    const roles = rolesFor(actor, action);
    if (roles.length === 0) throw new AppError('FORBIDDEN');
    const today = this.clock.today();
    const b = await this.lockBooking(tx, bookingId);
    if (!b) throw new AppError('BOOKING_NOT_FOUND');
    const facts: BookingFacts = {
      status: b.status,
      guestId: b.guest_id,
      shelterId: b.shelter_id,
      requestedBy: b.requested_by,
      startDate: b.start_date,
      endDate: b.end_date,
    };
    // "Not yours" and "does not exist" answer alike (DESIGN §3).
    const inScope = roles.filter((g) => reaches(actor, g, facts));
    if (inScope.length === 0) throw new AppError('BOOKING_NOT_FOUND');
    const decision = decide(b.status, action, inScope, guardFacts(facts, today));
    if (!decision.ok) {
      if (decision.error === 'FORBIDDEN') throw new AppError('FORBIDDEN');
      if (decision.error === 'BOOKING_OUTSIDE_STAY') throw new AppError('BOOKING_OUTSIDE_STAY', MESSAGES.BOOKING_OUTSIDE_STAY.checkIn);
      throw new AppError(action === 'volunteer_confirm' ? 'BOOKING_NOT_PENDING' : 'BOOKING_INVALID_TRANSITION');
    }
    await this.applyDecided(tx, b, action, decision.to, actor.userId, decision.role, opts, today);
  }

  /**
   * The booking row, locked (`FOR UPDATE`) after the product's shared ledger lock (ledger.ts, lock
   * order: the CTE runs before the join yields the row that FOR UPDATE locks); undefined when none.
   */
  private async lockBooking(tx: EntityManager, bookingId: number): Promise<LockedBooking | undefined> {
    const [b]: LockedBooking[] = await tx.query(
      `WITH p AS (
         SELECT id, shelter_id FROM product
          WHERE id = (SELECT product_id FROM booking WHERE id = $1) AND ${productLockShared('id')}
       )
       SELECT b.id, b.status, b.start_date, b.end_date, b.guest_id, b.product_id, b.requested_by, p.shelter_id
         FROM booking b JOIN p ON p.id = b.product_id
        WHERE b.id = $1 FOR UPDATE OF b`,
      [bookingId],
    );
    return b;
  }

  /**
   * A decided transition of a locked booking: the ledger, the row, the audit event (by a person,
   * or by the system with no actor), the change and its NOTIFY, and the queue's promotion when
   * places were freed. Persons' transitions and the no-show release both end here.
   */
  private async applyDecided(
    tx: EntityManager,
    b: LockedBooking,
    action: PersonAction,
    to: BookingStatus,
    actorId: number | null,
    role: Role,
    opts: { reason: string | null; endDate: string | null },
    today: LocalDate,
  ): Promise<void> {
    const { reason } = opts;
    let endDate = b.end_date;
    /** Nights given back to the ledger that the queue may now use. */
    let freed: [LocalDate, LocalDate] | null = null;

    const stay = STAY_EFFECTS[action];
    if (stay) endDate = await stay(tx, b, opts, today);

    const effect = ledgerEffect(b.status, to);
    if (effect === 1 && !(await tryHold(tx, b.product_id, b.start_date, b.end_date))) {
      throw new AppError('NO_PLACES');
    }
    if (effect === -1) {
      // The promotion below may take queued nights from today on: lock them with these, in night
      // order, before giving these back (ledger.ts, lock order).
      await release(tx, b.product_id, b.start_date, b.end_date, minDate(b.start_date, today));
      const from = maxDate(today, b.start_date);
      if (from < b.end_date) freed = [from, b.end_date];
    }

    const declineReason = action === 'decline' ? reason : action === 'host_undo' ? null : undefined;
    await this.writeStatus(tx, b.id, action, b.status, to, actorId, role, reason, { endDate, declineReason });
    await recordChange(tx, {
      kind: 'booking',
      action,
      shelterId: b.shelter_id,
      productId: b.product_id,
      bookingId: b.id,
      guestId: b.guest_id,
      requestedBy: b.requested_by,
      firstNight: b.start_date,
      endNight: maxDate(b.end_date, endDate),
    });
    const message = messageOfAction(action, role);
    if (message) await enqueueBookingMessage(tx, b.id, message);
    if (freed) await this.promoteQueue(tx, b.product_id, freed[0], freed[1], today);
  }

  /**
   * The system's transition: queued requests on these nights move to pending, oldest first, each
   * when every one of its nights has a place (so a short request may pass a long one that does
   * not fit). Only requests that have not started yet are promoted.
   */
  async promoteQueue(tx: EntityManager, productId: number, from: LocalDate, to: LocalDate, today: LocalDate): Promise<number> {
    const queued: {
      id: number;
      start_date: LocalDate;
      end_date: LocalDate;
      guest_id: number;
      requested_by: number | null;
      shelter_id: number;
    }[] = await tx.query(
      `SELECT b.id, b.start_date, b.end_date, b.guest_id, b.requested_by, p.shelter_id
         FROM booking b JOIN product p ON p.id = b.product_id
        WHERE b.product_id = $1 AND b.status = 'in_queue' AND b.start_date < $3 AND b.end_date > $2 AND b.start_date >= $4
        ORDER BY ${queueKey('b')}
        FOR UPDATE OF b SKIP LOCKED`,
      [productId, from, to, today],
    );
    let promoted = 0;
    for (const q of queued) {
      if (!(await tryHold(tx, productId, q.start_date, q.end_date))) continue;
      await this.writeStatus(tx, q.id, 'promote', 'in_queue', TRANSITIONS.promote.to, null, 'system', null, { endDate: q.end_date });
      await enqueueBookingMessage(tx, q.id, 'booking.promoted');
      await recordChange(tx, {
        kind: 'booking',
        action: 'promote',
        shelterId: q.shelter_id,
        productId,
        bookingId: q.id,
        guestId: q.guest_id,
        requestedBy: q.requested_by,
        firstNight: q.start_date,
        endNight: q.end_date,
      });
      promoted++;
    }
    return promoted;
  }

  /**
   * The one writer of a booking's status after its request (the table's `to`), with its audit
   * event in the same transaction: persons' transitions, the no-show release and the queue's
   * promotion all end here. `declineReason` undefined keeps the row's.
   */
  private async writeStatus(
    tx: EntityManager,
    bookingId: number,
    action: BookingAction,
    from: BookingStatus,
    to: BookingStatus,
    actorId: number | null,
    actorGroup: Role,
    reason: string | null,
    set: { endDate: LocalDate; declineReason?: string | null },
  ): Promise<void> {
    await tx
      .query(
        `UPDATE booking SET status = $2, end_date = $3, updated_at = now(),
                decline_reason = CASE WHEN $4::boolean THEN $5 ELSE decline_reason END
          WHERE id = $1`,
        [bookingId, to, set.endDate, set.declineReason !== undefined, set.declineReason ?? null],
      )
      .catch(translateDbError);
    await this.audit(tx, bookingId, action, from, to, actorId, actorGroup, reason);
  }

  private async audit(
    tx: EntityManager,
    bookingId: number,
    action: BookingAction | 'request',
    from: BookingStatus | null,
    to: BookingStatus,
    actorId: number | null,
    actorGroup: string,
    reason: string | null,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [bookingId, action, from, to, actorId, actorGroup, reason],
    );
  }

  // ---- no-shows (issue 19 §6) -------------------------------------------------------------------

  /**
   * The bookings whose guest did not come, at the clock's instant: reserved or confirmed (so not
   * checked in), at a shelter that releases no-shows and has a latest check-in time, whose first
   * night's deadline has passed (catch-up: earlier first nights too). The deadline is the latest
   * check-in on the first night's date, or on the morning after when it is after midnight: earlier
   * than the check-in window's start, or, without a start, before 12:00 (`noShowDeadlineSql`).
   * Stockholm's date is the clock's `today()`, the time of day its `now()` in Stockholm.
   */
  async dueNoShows(clock: Clock = this.clock): Promise<number[]> {
    const rows: { id: number }[] = await this.ds.query(
      `SELECT b.id FROM booking b
         JOIN product p ON p.id = b.product_id
         JOIN shelter s ON s.id = p.shelter_id
        WHERE b.status = ANY ($1) AND b.start_date <= $2::date
          AND s.release_no_shows AND s.check_in_until IS NOT NULL
          AND ${noShowDeadlineSql('b', 's')} <= ($2::date, $3::text COLLATE "C")
        ORDER BY b.id`,
      [NO_SHOW_STATUSES, clock.today(), stockholmTime(clock.now())],
    );
    return rows.map((r) => r.id);
  }

  /**
   * One release pass (the scheduler's, booking/no-shows.ts, and tests' with a clock of their
   * own): each due booking is declined with the reason 'Uteblev' by the system, in a transaction of
   * its own, through the same path as a person's decline (lock order, ledger, audit event with no
   * actor and the group 'system', change, queue promotion). Idempotent: a booking that is no longer
   * reserved or confirmed when locked is left alone. Answers the ids released.
   */
  async releaseNoShows(clock: Clock = this.clock, signal?: AbortSignal): Promise<number[]> {
    const released: number[] = [];
    for (const id of await this.dueNoShows(clock)) {
      // A stopping gateway stops between bookings (issue 32): each is its own transaction.
      if (signal?.aborted) break;
      try {
        if (await this.releaseNoShow(id, clock.today())) released.push(id);
      } catch (e) {
        // The next pass tries again; one booking's trouble does not stop the others.
        logError(`no-show release of booking ${id}`, e);
      }
    }
    return released;
  }

  private releaseNoShow(bookingId: number, today: LocalDate): Promise<boolean> {
    return inTransaction(this.ds, async (tx) => {
      const b = await this.lockBooking(tx, bookingId);
      if (!b || !(NO_SHOW_STATUSES as readonly string[]).includes(b.status) || b.start_date > today) return false;
      await this.applyDecided(tx, b, 'decline', TRANSITIONS.decline.to, null, 'system', { reason: NOTICES.noShow, endDate: null }, today);
      return true;
    });
  }

  // ---- reads ----------------------------------------------------------------------------------

  private async viewById(id: number, viewer: Actor): Promise<BookingView> {
    const [row]: BookingViewRow[] = await this.ds.query(`${BOOKING_VIEW_SQL} WHERE b.id = $1`, [id]);
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    return toBookingView(row, viewer);
  }

  /** One booking, when this actor may see it (404 otherwise, DESIGN §3). */
  async get(actorOrNull: Actor | null, id: number): Promise<BookingView> {
    const actor = requireGroup(actorOrNull);
    if (!isId(id)) throw new AppError('BOOKING_NOT_FOUND');
    const view = await this.viewById(id, actor);
    const facts = { guestId: view.guest.id, shelterId: view.product.shelter.id, requestedBy: view.requestedBy };
    if (!actor.groups.some((g) => reaches(actor, g, facts))) throw new AppError('BOOKING_NOT_FOUND');
    return view;
  }

  /** The audit events of many bookings in one statement (the loader behind Booking.history). */
  async eventsOf(bookingIds: readonly number[]): Promise<Map<number, BookingEventView[]>> {
    const rows: BookingEventView[] = await this.ds.query(
      `SELECT e.id::int AS id, e.booking_id AS "bookingId", e.action, e.from_status AS "fromStatus", e.to_status AS "toStatus",
              e.actor_group AS "actorGroup", NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS "actorName",
              e.reason, e.at
         FROM booking_event e LEFT JOIN app_user u ON u.id = e.actor_id
        WHERE e.booking_id = ANY ($1)
        ORDER BY e.booking_id, e.id`,
      [bookingIds],
    );
    const byBooking = new Map<number, BookingEventView[]>(bookingIds.map((id) => [id, []]));
    for (const e of rows) byBooking.get(e.bookingId)?.push(e);
    return byBooking;
  }

  /**
   * Where each of these bookings stands in its room's queue (issue 18): for a booking in_queue,
   * 1 + the queued bookings of the same product with an overlapping stay that come before it in
   * the promotion's order (queueKey) and that the promotion still considers (start date today
   * or later); no entry for a booking that is not in_queue. ONE statement for any number of
   * bookings (the DataLoader batch behind Booking.queuePosition); the caller already may see them.
   */
  async queuePositions(bookingIds: readonly number[], runner: Pick<EntityManager, 'query'> = this.ds): Promise<Map<number, number>> {
    const rows: { id: number; position: number }[] = await runner.query(
      `SELECT q.id, 1 + (SELECT count(*)::int FROM booking b
                           WHERE b.product_id = q.product_id AND b.status = 'in_queue' AND b.id <> q.id
                             AND b.start_date < q.end_date AND b.end_date > q.start_date AND b.start_date >= $2
                             AND (${queueKey('b')}) < (${queueKey('q')})) AS position
         FROM booking q
        WHERE q.id = ANY ($1) AND q.status = 'in_queue'`,
      [bookingIds, this.clock.today()],
    );
    return new Map(rows.map((r) => [r.id, r.position]));
  }

  /** The guest's own list (DESIGN §5): not cancelled, not yet over. */
  async mine(actorOrNull: Actor | null): Promise<BookingView[]> {
    const actor = requireGroup(actorOrNull, 'user');
    const rows: BookingViewRow[] = await this.ds.query(
      `${BOOKING_VIEW_SQL} WHERE b.guest_id = $1 AND b.status <> 'cancelled' AND b.end_date >= $2
        ORDER BY b.start_date, b.id`,
      [actor.userId, this.clock.today()],
    );
    return rows.map((r) => toBookingView(r, actor));
  }
}

declare module '../platform/services' {
  interface Services {
    bookings: BookingService;
  }
}
