/**
 * The host's night (issue 19): Ikväll (who sleeps in which room tonight, for roll call and fire
 * safety; the GraphQL query and the CSV read the same call) and Kalender (rooms × nights, the
 * bookings holding a place each night). Both are scoped to the host's own shelter in their SQL and
 * cost a fixed number of statements whatever the number of bookings.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { addDays, isLocalDate, type LocalDate } from '../platform/dates';
import { BOOKABLE_TYPES } from '../domain/product-type';
import { HELD_STATUSES } from '../domain/booking-status';
import { PLACES_LEFT_SQL } from '../domain/booking-sql';
import { SHELTER_STAFF, toBookingView } from '../booking/booking.view';
import type { ProductView } from '../shelter/shelter.view';
import { readInTick } from '../platform/db/tick-statement';
import { type BookingJsonRow, bookingRowFromJson } from './staff.sql';
import { hostShelterOf } from '../platform/scope';
import { stockholmTime } from '../platform/dates';
import { ROOM_COLUMNS, type RoomRow, TONIGHT_BOOKINGS_SQL, TONIGHT_ROOMS_SQL, type TonightRoomRow } from './staff.sql';
import { noShowOpen } from './staff.rules';
import { TonightRoom, HostTonight, CalendarStay, CalendarRoom, HostCalendar } from './night.view';
import { NO_SHOW_REASON, CALENDAR_DAYS, tonightGroup } from './night.rules';

const toProduct = (r: RoomRow): ProductView => ({
  id: r.id,
  shelterId: r.shelter_id,
  name: r.name,
  description: r.description,
  totalPlaces: r.total_places,
  type: r.type,
  requirements: r.requirements,
});

export class HostNightService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  private shelterOf(actorOrNull: Actor | null): number {
    return hostShelterOf(actorOrNull).shelterId;
  }

  /**
   * Ikväll: the host's bookable rooms with tonight's ledger row, and the bookings of tonight
   * (start ≤ today < end) that are checked in, expected (reserved, confirmed) or released as a
   * no-show (declined with reason 'Uteblev'). Two statements, whatever the number of bookings.
   */
  async tonight(actor: Actor | null): Promise<HostTonight> {
    const shelterId = this.shelterOf(actor);
    const today = this.clock.today();
    // The rooms and the bookings in ONE statement (platform/db/tick-statement.ts; issue 22: 3 → 2 with the session).
    const roomsRead = readInTick<TonightRoomRow>(this.ds, TONIGHT_ROOMS_SQL, [shelterId, today, BOOKABLE_TYPES]);
    const bookingsRead = readInTick<BookingJsonRow>(this.ds, TONIGHT_BOOKINGS_SQL, [shelterId, today, NO_SHOW_REASON]);
    const [rooms, bookings] = await Promise.all([roomsRead, bookingsRead.then((rows) => rows.map(bookingRowFromJson))]);
    const byRoom = new Map<number, TonightRoom>(
      rooms.map((r) => [
        r.id,
        {
          product: toProduct(r),
          capacity: r.capacity,
          freeBeds: r.free_beds,
          checkedIn: [],
          expected: [],
          noShows: [],
          requests: [],
        },
      ]),
    );
    for (const row of bookings) {
      const room = byRoom.get(row.product_id);
      if (!room) continue;
      const b = toBookingView(row, SHELTER_STAFF);
      const group = tonightGroup(b);
      const lists = { checkedIn: room.checkedIn, expected: room.expected, noShow: room.noShows, request: room.requests };
      lists[group].push(b);
    }
    const first = rooms[0];
    const time = stockholmTime(this.clock.now());
    const checkInUntil = first?.check_in_until ?? null;
    return {
      date: today,
      time,
      shelterName: first?.shelter_name ?? '',
      checkInUntil,
      noShowOpen: noShowOpen(first?.check_in_from ?? null, checkInUntil, time),
      rooms: [...byRoom.values()],
    };
  }

  /**
   * Kalender: the host's bookable rooms × `days` nights from `from` (today when absent), each cell
   * the ledger's capacity and free beds and the bookings holding a place that night. ONE statement
   * for the whole grid, whatever the number of bookings.
   */
  async calendar(actor: Actor | null, from: LocalDate | null | undefined, days: number): Promise<HostCalendar> {
    const shelterId = this.shelterOf(actor);
    if (!(CALENDAR_DAYS as readonly number[]).includes(days)) {
      throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.calendarDays(CALENDAR_DAYS));
    }
    const start = from ?? this.clock.today();
    if (!isLocalDate(start)) throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.dateFormat);
    const end = addDays(start, days);
    const rows: (RoomRow & {
      night: LocalDate;
      capacity: number;
      free_beds: number;
      bookings: CalendarStay[] | string;
    })[] = await this.ds.query(
      // The nights as integers from the first (the planner then knows there are `days` of them; a
      // date series counts as 1,000 rows) and the ledger join bounded by the range: one index probe
      // per cell instead of a hash of the whole ledger, which grows with the years (issue 22).
      `WITH nights AS (
         SELECT $2::date + i AS night FROM generate_series(0, $3::date - $2::date - 1) AS i
       )
       SELECT ${ROOM_COLUMNS}, n.night::text AS night,
              COALESCE(pn.capacity, p.total_places) AS capacity, ${PLACES_LEFT_SQL} AS free_beds,
              COALESCE((
                SELECT json_agg(json_build_object(
                         'id', b.id, 'status', b.status, 'startDate', b.start_date::text, 'endDate', b.end_date::text,
                         'guest', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
                                                    'unokod', g.unokod, 'flag', COALESCE(g.flag, false)))
                       ORDER BY b.start_date, u.last_name, u.first_name, b.id)
                  FROM booking b
                  JOIN app_user u ON u.id = b.guest_id
                  LEFT JOIN guest_profile g ON g.user_id = b.guest_id
                 WHERE b.product_id = p.id AND b.start_date <= n.night AND b.end_date > n.night AND b.status = ANY ($5)
              ), '[]'::json) AS bookings
         FROM product p
        CROSS JOIN nights n
         LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = n.night AND pn.night >= $2::date AND pn.night < $3::date
        WHERE p.shelter_id = $1 AND p.archived_at IS NULL AND p.type = ANY ($4)
        ORDER BY p.name, p.id, n.night`,
      [shelterId, start, end, BOOKABLE_TYPES, HELD_STATUSES],
    );
    const rooms = new Map<number, CalendarRoom>();
    for (const r of rows) {
      let room = rooms.get(r.id);
      if (!room) rooms.set(r.id, (room = { product: toProduct(r), nights: [] }));
      room.nights.push({
        date: r.night,
        capacity: r.capacity,
        freeBeds: r.free_beds,
        bookings: typeof r.bookings === 'string' ? (JSON.parse(r.bookings) as CalendarStay[]) : r.bookings,
      });
    }
    const nights = Array.from({ length: days }, (_, i) => addDays(start, i));
    return { from: start, days, nights, rooms: [...rooms.values()] };
  }
}

declare module '../platform/services' {
  interface Services {
    hostNight: HostNightService;
  }
}
