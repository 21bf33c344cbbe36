/**
 * What host staff and caseworkers look at (DESIGN §5), each list one SQL statement scoped to the
 * actor's shelters: host → own shelter, caseworker → assigned shelters.
 */
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import type { LocalDate } from '../platform/dates';
import { AppError } from '../platform/errors';
import type { BookingService } from '../booking/booking.service';
import type { PersonAction } from '../domain/booking-status';
import { BOOKING_VIEW_SQL, type BookingView, SHELTER_STAFF, toBookingView } from '../booking/booking.view';
import { BOOKABLE_TYPES } from '../domain/product-type';
import { type ShelterRow, shelterFactsSql, toShelterView } from '../shelter/shelter.sql';
import { type ProductPlaces, type ShelterView } from '../shelter/shelter.view';
import { requireGroup } from '../platform/gate';
import { CASEWORKER_REQUESTS, HOLDS_PLACE_SQL, HOST_VIEWS, PLACES_LEFT_SQL } from '../domain/booking-sql';
import { MESSAGES } from '../platform/messages';
import { one } from '../platform/db/rows';
import { readInTick } from '../platform/db/tick-statement';
import { ACTIVE } from '../bar/bar.sql';
import { hostShelterOf } from '../platform/scope';
import { ProductRow, toProductView } from './staff.sql';
import { HostCounts, BatchRow, BookingWithBar } from './staff.view';
import { MAX_BATCH } from './staff.rules';
import { BookingJsonRow, bookingRowFromJson } from './staff.sql';

export class StaffService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly bookings: BookingService,
  ) {}

  /**
   * What awaits the host at one shelter on one day: the requests (pending, accepted,
   * advised_against) and the queue (in_queue) that are not over, oldest first. The host's requests
   * page asks for both in one GraphQL operation; asked in the same tick, they share ONE statement
   * (and resolve together, so their rows' loaders batch together too). Batching only, no cache:
   * every tick reads afresh. Key: `${shelterId}|${today}`.
   */
  private readonly awaitingHost = new DataLoader<string, BookingView[]>(
    async (keys) => {
      const unique = [...new Set(keys)];
      const lists = await Promise.all(
        unique.map((key) => {
          const [shelterId, today] = key.split('|');
          return this.listWithBars(
            `p.shelter_id = $1 AND ${HOST_VIEWS.requestsAndQueue}`,
            [Number(shelterId), today],
            'v.booking_time, v.id',
          );
        }),
      );
      const byKey = new Map(unique.map((key, i) => [key, lists[i]]));
      return keys.map((key) => byKey.get(key) as BookingView[]);
    },
    { cache: false },
  );

  /** The host's shelter id; host staff without a shelter see nothing ('Host not found'). */
  hostShelter(actorOrNull: Actor | null): number {
    return hostShelterOf(actorOrNull).shelterId;
  }

  private caseworkerShelters(actorOrNull: Actor | null): number[] {
    return requireGroup(actorOrNull, 'caseworker').assignedShelterIds;
  }

  /**
   * A request list with each guest's bar at the booking's shelter (Booking.guestBarredUntil) read in
   * the same statement, so the page needs no batched bar statement of its own (issue 22: the host's
   * and caseworker's request pages 4 → 3 statements). `$2` is today in every caller; `order` names
   * the view's columns (v.).
   */
  private async listWithBars(where: string, params: unknown[], order: string): Promise<BookingWithBar[]> {
    const rows = await readInTick<BookingJsonRow & { guest_barred_until: LocalDate | null }>(
      this.ds,
      `SELECT v.*, (SELECT max(gb.until) FROM guest_bar gb
                     WHERE gb.guest_id = v.guest_id AND gb.shelter_id = v.shelter_id AND ${ACTIVE('gb', '$2::date')}) AS guest_barred_until
         FROM (${BOOKING_VIEW_SQL} WHERE ${where}) v
        ORDER BY ${order}`,
      params,
    );
    // Scoped in the SQL to the caller's own shelters, as `list`.
    return rows.map((r) => ({ ...toBookingView(bookingRowFromJson(r), SHELTER_STAFF), guestBarredUntil: r.guest_barred_until }));
  }

  /**
   * A host list. Read in the tick's one statement (platform/db/tick-statement.ts): the overview's
   * root fields (shelter, counts, places, requests, arrivals, departures, checked in) are then ONE
   * statement together (issue 22: 9 → 2 with the session lookup).
   */
  private async list(where: string, params: unknown[], order = 'b.start_date, b.booking_time, b.id'): Promise<BookingView[]> {
    const rows = await readInTick<BookingJsonRow>(this.ds, `${BOOKING_VIEW_SQL} WHERE ${where} ORDER BY ${order}`, params);
    // Every list here is scoped in its SQL to the caller's own shelters (hostShelter, caseworkerShelters).
    return rows.map((r) => toBookingView(bookingRowFromJson(r), SHELTER_STAFF));
  }

  // ---- host -----------------------------------------------------------------------------------

  /**
   * The four tiles and tonight's places per type, in ONE statement (the ledger row for tonight via
   * its primary key, total_places where none exists yet).
   */
  async hostCounts(actor: Actor | null): Promise<HostCounts> {
    const shelterId = this.hostShelter(actor);
    const counts = one<HostCounts>(
      await readInTick<HostCounts>(
        this.ds,
        `SELECT count(*) FILTER (WHERE ${HOST_VIEWS.requests})::int AS "pendingCount",
              count(*) FILTER (WHERE ${HOST_VIEWS.arrivals})::int AS "arrivalsCount",
              count(*) FILTER (WHERE ${HOST_VIEWS.departures})::int AS "departuresCount",
              count(*) FILTER (WHERE ${HOST_VIEWS.checkedIn})::int AS "currentGuestsCount",
              (SELECT COALESCE(json_agg(t ORDER BY t.type), '[]'::json)
                 FROM (SELECT p.type, sum(${PLACES_LEFT_SQL})::int AS "placesLeft"
                         FROM product p LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $2
                        WHERE p.shelter_id = $1 AND p.archived_at IS NULL
                        GROUP BY p.type) t) AS "availableProducts"
         FROM booking b JOIN product p ON p.id = b.product_id
        WHERE p.shelter_id = $1 AND ${HOLDS_PLACE_SQL}`,
        [shelterId, this.clock.today()],
      ),
    );
    return counts;
  }

  /** Förfrågningar: awaiting the host (pending, accepted, advised_against), not yet over, oldest first. */
  async hostRequests(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return (await this.awaitingHost.load(`${shelterId}|${this.clock.today()}`)).filter((b) => b.status !== 'in_queue');
  }

  /** I kö: queued requests at the host's shelter, oldest first (the order they are promoted in). */
  async hostQueue(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return (await this.awaitingHost.load(`${shelterId}|${this.clock.today()}`)).filter((b) => b.status === 'in_queue');
  }

  /** Inkommande gäster: reserved or confirmed, with today inside the stay. */
  hostIncoming(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(`p.shelter_id = $1 AND ${HOST_VIEWS.arrivals}`, [shelterId, this.clock.today()]);
  }

  /** Utgående gäster: checked in, due out today or earlier. */
  hostOutgoing(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(`p.shelter_id = $1 AND ${HOST_VIEWS.departures}`, [shelterId, this.clock.today()]);
  }

  /** Everyone checked in now (for extending a stay). */
  hostCheckedIn(actor: Actor | null): Promise<BookingView[]> {
    const shelterId = this.hostShelter(actor);
    return this.list(`p.shelter_id = $1 AND ${HOST_VIEWS.checkedIn}`, [shelterId], 'b.end_date, b.id');
  }

  // ---- caseworker -----------------------------------------------------------------------------

  /** The caseworker's requests page: pending at assigned shelters, not yet over. */
  caseworkerRequests(actor: Actor | null): Promise<BookingView[]> {
    const shelterIds = this.caseworkerShelters(actor);
    return this.listWithBars(
      `p.shelter_id = ANY ($1) AND ${CASEWORKER_REQUESTS}`,
      [shelterIds, this.clock.today()],
      'v.shelter_id, v.booking_time, v.id',
    );
  }

  /**
   * Tonight's places per bookable room at the caseworker's assigned shelters (archived shelters
   * too, open rooms only), by shelter and room id: ONE statement, the ledger row of tonight via its
   * primary key (capacity − held; total_places where no row exists yet).
   */
  async caseworkerAvailability(actor: Actor | null): Promise<ProductPlaces[]> {
    const shelterIds = this.caseworkerShelters(actor);
    if (shelterIds.length === 0) return [];
    const rows: (ShelterRow & ProductRow & { places_left: number })[] = await this.ds.query(
      `SELECT s.id, s.name, s.street, s.postcode, s.city, s.image, r.id AS region_id, r.name AS region_name,
              ${shelterFactsSql('s')} AS facts,
              p.id AS product_id, p.shelter_id AS product_shelter_id, p.name AS product_name, p.description AS product_description,
              p.total_places AS product_total_places, p.type AS product_type, p.requirements AS product_requirements,
              ${PLACES_LEFT_SQL} AS places_left
         FROM product p
         JOIN shelter s ON s.id = p.shelter_id
         JOIN region r ON r.id = s.region_id
         LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $2
        WHERE p.shelter_id = ANY ($1) AND p.archived_at IS NULL AND p.type = ANY ($3)
        ORDER BY p.shelter_id, p.id`,
      [shelterIds, this.clock.today(), BOOKABLE_TYPES],
    );
    const shelters = new Map<number, ShelterView>();
    return rows.map((r) => {
      let shelter = shelters.get(r.id);
      if (!shelter) shelters.set(r.id, (shelter = toShelterView(r)));
      return { product: toProductView(r), shelter, placesLeft: r.places_left };
    });
  }

  // ---- batches --------------------------------------------------------------------------------

  /**
   * Applies one action to many bookings, each in its own transaction, and reports per row what
   * failed (e.g. a booking someone else already handled) instead of failing the whole batch.
   */
  async batch(
    actor: Actor | null,
    bookingIds: readonly number[],
    action: Extract<PersonAction, 'assign' | 'recommend'>,
  ): Promise<BatchRow[]> {
    requireGroup(actor, action === 'assign' ? 'host' : 'caseworker');
    if (bookingIds.length === 0 || bookingIds.length > MAX_BATCH) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.batchSize(MAX_BATCH));
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

declare module '../platform/services' {
  interface Services {
    staff: StaffService;
  }
}
