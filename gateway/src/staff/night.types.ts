import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BookingStatusEnum } from '../platform/graphql/enums';
import { LocalDateScalar } from '../platform/graphql/scalars';
import type { BookingStatus } from '../domain/booking-status';
import type { BookingView } from '../booking/booking.view';
import { BookingGuestType, BookingType } from '../booking/booking.types';
import { ProductGqlType } from '../shelter/shelter.types';

@ObjectType('TonightRoom', { description: 'One bookable room on Ikväll: its beds tonight and who sleeps there.' })
export class TonightRoomType {
  @Field(() => ProductGqlType, { description: 'The room.' })
  product: ProductGqlType;

  @Field(() => Int, { description: "Beds tonight: the ledger's capacity (the room's places while no booking has made the night's row)." })
  capacity: number;

  @Field(() => Int, { description: 'Beds free tonight: capacity minus places held, from the same ledger row.' })
  freeBeds: number;

  @Field(() => [BookingType], { description: 'Checked in, with tonight inside the stay, by name.' })
  checkedIn: BookingView[];

  @Field(() => [BookingType], { description: 'Expected: reserved or confirmed with tonight inside the stay and not checked in, by name.' })
  expected: BookingView[];

  @Field(() => [BookingType], { description: "Released no-shows: declined with the reason 'Uteblev', with tonight inside the stay." })
  noShows: BookingView[];

  @Field(() => [BookingType], {
    description:
      "Tonight's requests the host has not answered (pending, accepted or advised against by the caseworker), with tonight inside the stay, by name. Each holds a bed (issue 33).",
  })
  requests: BookingView[];
}

@ObjectType('HostTonight', { description: "Ikväll: tonight at the host's own shelter (Europe/Stockholm date), per bookable room." })
export class HostTonightType {
  @Field(() => LocalDateScalar, { description: "Tonight's date." })
  date: string;

  @Field({ description: "Stockholm's time (HH:MM) when the list was read (the print's 'as of')." })
  time: string;

  @Field({ description: "The shelter's name (empty when it has no bookable room)." })
  shelterName: string;

  @Field(() => String, { nullable: true, description: "The shelter's latest check-in time (HH:MM); null when it has none." })
  checkInUntil: string | null;

  @Field({
    description:
      'Uteblev is offered now: from the latest check-in time on (the automatic release uses the same moment); always when the shelter has no latest check-in time (issue 33).',
  })
  noShowOpen: boolean;

  @Field(() => [TonightRoomType], { description: 'The bookable rooms, by name.' })
  rooms: TonightRoomType[];
}

@ObjectType('CalendarStay', { description: 'A booking holding a place on one night of the calendar.' })
export class CalendarStayType {
  @Field(() => ID, { description: 'Booking id.' })
  id: number;

  @Field(() => BookingStatusEnum, { description: 'Current status (one that holds a place).' })
  status: BookingStatus;

  @Field(() => LocalDateScalar, { description: 'First night.' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'Check-out date.' })
  endDate: string;

  @Field(() => BookingGuestType, { description: 'The guest.' })
  guest: BookingGuestType;
}

@ObjectType('CalendarNight', { description: 'One cell of the calendar: a room on one night.' })
export class CalendarNightType {
  @Field(() => LocalDateScalar, { description: 'The night.' })
  date: string;

  @Field(() => Int, { description: "Beds that night (the ledger's capacity, the room's places while no row exists)." })
  capacity: number;

  @Field(() => Int, { description: 'Beds free that night: capacity minus places held.' })
  freeBeds: number;

  @Field(() => [CalendarStayType], { description: 'The bookings holding a place that night, by first night and name.' })
  bookings: CalendarStayType[];
}

@ObjectType('CalendarRoom', { description: 'One row of the calendar: a bookable room and its nights.' })
export class CalendarRoomType {
  @Field(() => ProductGqlType, { description: 'The room.' })
  product: ProductGqlType;

  @Field(() => [CalendarNightType], { description: 'One cell per night, in night order.' })
  nights: CalendarNightType[];
}

@ObjectType('HostCalendar', { description: "Kalender: the host's bookable rooms × nights." })
export class HostCalendarType {
  @Field(() => LocalDateScalar, { description: 'The first night.' })
  from: string;

  @Field(() => Int, { description: 'Number of nights (14 or 28).' })
  days: number;

  @Field(() => [LocalDateScalar], { description: 'The nights, in order (the columns).' })
  nights: string[];

  @Field(() => [CalendarRoomType], { description: 'The rooms (the rows), by name.' })
  rooms: CalendarRoomType[];
}
