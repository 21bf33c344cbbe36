/**
 * The volunteer's screen (SPEC §2 'Hitta Tillgängliga Rum', §7; DESIGN §12): bookable rooms with
 * places left night by night over a date range, booking for a guest named by id or UNO code, and
 * the volunteer's own recent requests. Requests and confirmations go through BookingService, the
 * only writer of bookings.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../auth/actor';
import type { BookingService } from '../booking/booking.service';
import { BOOKING_VIEW_SQL, type BookingView, type BookingViewRow, toBookingView } from '../booking/booking.view';
import type { Clock } from '../common/clock';
import { addDays, daysBetween, isLocalDate, type LocalDate } from '../common/dates';
import { AppError } from '../common/errors';
import type { GuestService } from '../guest/guest.service';
import { isBookableType } from '../product/product-type';
import { MAX_AVAILABILITY_DAYS, type ProductView, type ShelterService, type ShelterView } from '../shelter/shelter.service';

/** Nights shown when the volunteer gives no end date. */
export const DEFAULT_NIGHTS = 14;
/** The most nights one availability call may cover (the ledger view caps days at 31). */
export const MAX_NIGHTS_SHOWN = MAX_AVAILABILITY_DAYS;
/** The volunteer's own list keeps requests whose stay ended at most this many days ago. */
export const RECENT_DAYS = 7;
/** At most this many of the volunteer's own requests are listed. */
export const MAX_OWN_BOOKINGS = 200;

export const DATE_FORMAT_MESSAGE = 'Datum måste skrivas yyyy-MM-dd.';
export const END_NOT_AFTER_START_MESSAGE = 'Slutdatum måste vara efter startdatum.';
export const RANGE_TOO_LONG_MESSAGE = `Högst ${MAX_NIGHTS_SHOWN} nätter kan visas åt gången.`;

export interface NightPlaces {
  date: LocalDate;
  placesLeft: number;
}

export interface ProductAvailabilityView {
  product: ProductView;
  /** The fewest places left on any night of the range. */
  placesLeft: number;
  /** One entry per night start <= night < end, in date order. */
  availability: NightPlaces[];
}

export interface ShelterAvailabilityView {
  host: ShelterView;
  products: ProductAvailabilityView[];
}

export interface AvailabilityRange {
  start: LocalDate;
  end: LocalDate;
}

/** Raw input from either transport; the ids may still be wrong, BookingService checks them. */
export interface VolunteerRequestInput {
  productId: number;
  startDate: string;
  endDate: string;
  /** The guest's user id; when missing, `uno` names the guest. */
  guestId?: number | null;
  uno?: unknown;
  message?: string | null;
}

function requireVolunteer(actor: Actor | null): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (!actor.groups.includes('volunteer')) throw new AppError('FORBIDDEN');
  return actor;
}

const given = (v: unknown): boolean => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

export class VolunteerService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly bookings: BookingService,
    private readonly shelters: ShelterService,
    private readonly guests: GuestService,
  ) {}

  /**
   * The nights start <= night < end: start defaults to today, end to start + 14 nights. 400 for
   * a malformed date, an end not after the start, or more than 31 nights.
   */
  range(start?: string | null, end?: string | null): AvailabilityRange {
    const from = start === undefined || start === null || start === '' ? this.clock.today() : start;
    if (!isLocalDate(from)) throw new AppError('BAD_USER_INPUT', DATE_FORMAT_MESSAGE);
    const to = end === undefined || end === null || end === '' ? addDays(from, DEFAULT_NIGHTS) : end;
    if (!isLocalDate(to)) throw new AppError('BAD_USER_INPUT', DATE_FORMAT_MESSAGE);
    if (to <= from) throw new AppError('BAD_USER_INPUT', END_NOT_AFTER_START_MESSAGE);
    if (daysBetween(from, to) > MAX_NIGHTS_SHOWN) throw new AppError('BAD_USER_INPUT', RANGE_TOO_LONG_MESSAGE);
    return { start: from, end: to };
  }

  /**
   * Open shelters with their bookable rooms (room, woman-only) and the places left on every night
   * of the range; a product's `placesLeft` is the fewest over those nights. Three statements
   * whatever the number of shelters, products and nights. Shelters without a bookable room are
   * left out.
   */
  async availability(actorOrNull: Actor | null, start?: string | null, end?: string | null): Promise<ShelterAvailabilityView[]> {
    const actor = requireVolunteer(actorOrNull);
    const range = this.range(start, end);
    const nights = daysBetween(range.start, range.end);

    const shelters = await this.shelters.list(actor);
    if (shelters.length === 0) return [];
    const ids = shelters.map((s) => s.id);
    const [productsByShelter, rows] = await Promise.all([
      this.shelters.productsOfShelters(ids),
      this.shelters.availability(actor, ids, nights, range.start),
    ]);

    const byProduct = new Map<number, NightPlaces[]>();
    for (const r of rows) {
      let list = byProduct.get(r.productId);
      if (!list) byProduct.set(r.productId, (list = []));
      list.push({ date: r.night, placesLeft: r.placesLeft });
    }

    const out: ShelterAvailabilityView[] = [];
    for (const host of shelters) {
      const products = (productsByShelter.get(host.id) ?? [])
        .filter((p) => isBookableType(p.type))
        .map((product) => {
          const availability = byProduct.get(product.id) ?? [];
          const placesLeft = availability.length === 0 ? product.totalPlaces : Math.min(...availability.map((n) => n.placesLeft));
          return { product, placesLeft, availability };
        });
      if (products.length > 0) out.push({ host, products });
    }
    return out;
  }

  /**
   * A booking request for a guest (SPEC POST /api/volunteer/request_booking). The guest is
   * `guestId`, or, when that is missing, the guest with UNO code `uno`. When both are given they
   * must name the same guest (a mismatch would book the wrong person). Every booking rule is
   * BookingService.request's.
   */
  async requestBooking(actorOrNull: Actor | null, input: VolunteerRequestInput): Promise<BookingView> {
    const actor = requireVolunteer(actorOrNull);
    let guestId = input.guestId ?? null;
    if (given(input.uno)) {
      const guest = await this.guests.byUno(actor, input.uno);
      if (guestId === null) guestId = guest.id;
      else if (guest.id !== guestId) throw new AppError('BAD_USER_INPUT', 'user_id och uno hör inte till samma gäst.');
    }
    if (guestId === null) throw new AppError('BAD_USER_INPUT', 'user_id eller uno måste anges.');
    return this.bookings.request(actor, {
      productId: input.productId,
      startDate: input.startDate,
      endDate: input.endDate,
      message: input.message,
      guestId,
    });
  }

  /** The volunteer's own requests whose stay ended at most a week ago, newest request first. */
  async ownBookings(actorOrNull: Actor | null): Promise<BookingView[]> {
    const actor = requireVolunteer(actorOrNull);
    const rows: BookingViewRow[] = await this.ds.query(
      `${BOOKING_VIEW_SQL} WHERE b.requested_by = $1 AND b.end_date >= $2
        ORDER BY b.booking_time DESC, b.id DESC
        LIMIT ${MAX_OWN_BOOKINGS}`,
      [actor.userId, addDays(this.clock.today(), -RECENT_DAYS)],
    );
    return rows.map(toBookingView);
  }
}
