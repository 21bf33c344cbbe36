/**
 * What host staff and caseworkers look at (DESIGN §5), each list one SQL statement scoped to the
 * actor's shelters: host → own shelter, caseworker → assigned shelters.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../auth/actor';
import type { Clock } from '../common/clock';
import { AppError } from '../common/errors';
import type { BookingService, PersonAction } from '../booking/booking.service';
import { BOOKING_VIEW_SQL, type BookingView, type BookingViewRow, toBookingView } from '../booking/booking.view';
import type { ProductType } from '../product/product-type';
import type { ProductPlaces, ShelterService } from '../shelter/shelter.service';

export interface HostCounts {
  pendingCount: number;
  arrivalsCount: number;
  departuresCount: number;
  currentGuestsCount: number;
  /** Places left tonight per product type of the shelter. */
  availableProducts: { type: ProductType; placesLeft: number }[];
}

export interface BatchRow {
  bookingId: number;
  ok: boolean;
  code: string | null;
  message: string | null;
}

export const MAX_BATCH = 200;

function requireGroup(actor: Actor | null, group: 'host' | 'caseworker'): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (!actor.groups.includes(group)) throw new AppError('FORBIDDEN');
  return actor;
}

export class StaffService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly bookings: BookingService,
    private readonly shelters: ShelterService,
  ) {}

  /** The host's shelter id; host staff without a shelter see nothing ('Host not found'). */
  hostShelter(actorOrNull: Actor | null): number {
    const actor = requireGroup(actorOrNull, 'host');
    if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    return actor.hostShelterId;
  }

  private caseworkerShelters(actorOrNull: Actor | null): number[] {
    return requireGroup(actorOrNull, 'caseworker').assignedShelterIds;
  }

  private async list(where: string, params: unknown[], order = 'b.start_date, b.booking_time, b.id'): Promise<BookingView[]> {
    const rows: BookingViewRow[] = await this.ds.query(`${BOOKING_VIEW_SQL} WHERE ${where} ORDER BY ${order}`, params);
    return rows.map(toBookingView);
  }

  // ---- host -----------------------------------------------------------------------------------

  async hostCounts(actor: Actor | null): Promise<HostCounts> {
    const shelterId = this.hostShelter(actor);
    const today = this.clock.today();
    const [[counts], tonight] = await Promise.all([
      this.ds.query(
        `SELECT count(*) FILTER (WHERE b.status IN ('pending', 'accepted', 'advised_against') AND b.end_date > $2)::int AS "pendingCount",
                count(*) FILTER (WHERE b.status IN ('reserved', 'confirmed') AND b.start_date <= $2 AND b.end_date > $2)::int AS "arrivalsCount",
                count(*) FILTER (WHERE b.status = 'checked_in' AND b.end_date <= $2)::int AS "departuresCount",
                count(*) FILTER (WHERE b.status = 'checked_in')::int AS "currentGuestsCount"
           FROM booking b JOIN product p ON p.id = b.product_id
          WHERE p.shelter_id = $1 AND b.status IN ('pending', 'accepted', 'advised_against', 'reserved', 'confirmed', 'checked_in')`,
        [shelterId, today],
      ) as Promise<Omit<HostCounts, 'availableProducts'>[]>,
      this.ds.query(
        `SELECT p.type, sum(COALESCE(pn.capacity - pn.held, p.total_places))::int AS "placesLeft"
           FROM product p LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $2
          WHERE p.shelter_id = $1 AND p.archived_at IS NULL
          GROUP BY p.type ORDER BY p.type`,
        [shelterId, today],
      ) as Promise<{ type: ProductType; placesLeft: number }[]>,
    ]);
    return { ...counts, availableProducts: tonight };
  }

  /** Förfrågningar: awaiting the host (pending, accepted, advised_against), not yet over. */
  hostRequests(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(
      `p.shelter_id = $1 AND b.status IN ('pending', 'accepted', 'advised_against') AND b.end_date > $2`,
      [shelterId, this.clock.today()],
      'b.booking_time, b.id',
    );
  }

  /** I kö: queued requests at the host's shelter, oldest first (the order they are promoted in). */
  hostQueue(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(`p.shelter_id = $1 AND b.status = 'in_queue' AND b.end_date > $2`, [shelterId, this.clock.today()], 'b.booking_time, b.id');
  }

  /** Inkommande gäster: reserved or confirmed, with today inside the stay. */
  hostIncoming(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(`p.shelter_id = $1 AND b.status IN ('reserved', 'confirmed') AND b.start_date <= $2 AND b.end_date > $2`, [shelterId, this.clock.today()]);
  }

  /** Utgående gäster: checked in, due out today or earlier. */
  hostOutgoing(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(`p.shelter_id = $1 AND b.status = 'checked_in' AND b.end_date <= $2`, [shelterId, this.clock.today()]);
  }

  /** Everyone checked in now (for extending a stay). */
  hostCheckedIn(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(`p.shelter_id = $1 AND b.status = 'checked_in'`, [shelterId], 'b.end_date, b.id');
  }

  // ---- caseworker -----------------------------------------------------------------------------

  /** The caseworker's requests page: pending at assigned shelters, not yet over. */
  caseworkerRequests(actor: Actor | null): Promise<BookingView[]> {
    const shelterIds = this.caseworkerShelters(actor);
    return this.list(`p.shelter_id = ANY ($1) AND b.status = 'pending' AND b.end_date > $2`, [shelterIds, this.clock.today()], 'p.shelter_id, b.booking_time, b.id');
  }

  /** Tonight's places per bookable room at the caseworker's assigned shelters. */
  async caseworkerAvailability(actor: Actor | null): Promise<ProductPlaces[]> {
    const shelterIds = this.caseworkerShelters(actor);
    return this.shelters.placesOn(actor, shelterIds, this.clock.today());
  }

  // ---- batches --------------------------------------------------------------------------------

  /**
   * Applies one action to many bookings, each in its own transaction, and reports per row what
   * failed (e.g. a booking someone else already handled) instead of failing the whole batch.
   */
  async batch(actor: Actor | null, bookingIds: readonly number[], action: Extract<PersonAction, 'assign' | 'recommend'>): Promise<BatchRow[]> {
    requireGroup(actor, action === 'assign' ? 'host' : 'caseworker');
    if (bookingIds.length === 0 || bookingIds.length > MAX_BATCH) {
      throw new AppError('BAD_USER_INPUT', `Ange mellan 1 och ${MAX_BATCH} bokningar.`);
    }
    const rows: BatchRow[] = [];
    for (const bookingId of bookingIds) {
      try {
        await this.bookings.transition(actor, bookingId, action);
        rows.push({ bookingId, ok: true, code: null, message: null });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        rows.push({ bookingId, ok: false, code: e.code, message: e.message });
      }
    }
    return rows;
  }
}
