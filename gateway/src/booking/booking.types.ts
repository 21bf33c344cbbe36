import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { BookingStatusEnum } from '../platform/graphql/enums';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { ProductGqlType } from '../shelter/shelter.types';
import type { BookingStatus } from '../domain/booking-status';
import { MAX_MESSAGE, MAX_REASON } from './booking.rules';
import { MAX_NIGHTS } from '../domain/nights';

@ObjectType('BookingGuest', {
  description: 'The guest of a booking, minimised (DESIGN §3): staff lists never carry more than these fields.',
})
export class BookingGuestType {
  @Field(() => ID, { description: "The guest's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'UNO code (4 digits), when the guest has one.' })
  unokod: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Flagged for staff attention: given to staff of the booking's shelter only, null for everyone else (DESIGN §3).",
  })
  flag: boolean | null;
}

@ObjectType('Booking', { description: 'A request for a bed over a range of nights, and where it stands.' })
export class BookingType {
  @Field(() => ID, { description: 'Booking id.' })
  id: number;

  @Field(() => BookingStatusEnum, { description: 'Current status.' })
  status: BookingStatus;

  @Field(() => LocalDateScalar, { description: 'First night (check-in date).' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'Check-out date: the morning after the last night.' })
  endDate: string;

  @Field(() => DateTimeScalar, { description: 'When the request was received.' })
  bookingTime: Date;

  @Field({ description: "The guest's message to the shelter (may be empty)." })
  message: string;

  @Field(() => String, { nullable: true, description: "The host's reason when declined, shown to the guest." })
  declineReason: string | null;

  requestedBy: number | null;

  @Field(() => BookingGuestType, { description: 'Who the booking is for.' })
  guest: BookingGuestType;

  @Field(() => ProductGqlType, { description: 'The room booked.' })
  product: ProductGqlType;
}

@ObjectType('BookingEvent', {
  description: "One entry of a booking's audit trail: who moved it from which status to which, when, and why.",
})
export class BookingEventType {
  @Field(() => ID, { description: 'Event id.' })
  id: number;

  @Field({ description: 'The action (request, assign, decline, ... promote).' })
  action: string;

  @Field(() => BookingStatusEnum, { nullable: true, description: 'Status before (null for the request itself).' })
  fromStatus: BookingStatus | null;

  @Field(() => BookingStatusEnum, { description: 'Status after.' })
  toStatus: BookingStatus;

  @Field({ description: 'The group the actor acted in (user, host, caseworker, volunteer), or system.' })
  actorGroup: string;

  @Field(() => String, { nullable: true, description: 'Who acted; hidden from guests for staff and the system.' })
  actorName: string | null;

  @Field(() => String, { nullable: true, description: 'The reason given, when the reader may see it.' })
  reason: string | null;

  @Field(() => DateTimeScalar, { description: 'When.' })
  at: Date;
}

@InputType('RequestBookingInput', { description: 'A booking request: a room and the nights start <= night < end.' })
export class RequestBookingInput {
  @Field(() => ID, { description: 'The room (product) id.' })
  productId: string;

  @Field(() => LocalDateScalar, { description: 'Check-in date; today or later.' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: `Check-out date; after the start, at most ${MAX_NIGHTS} nights on.` })
  endDate: string;

  @Field(() => String, { nullable: true, description: 'A message to the shelter (optional).' })
  @IsOptional()
  @MaxLength(MAX_MESSAGE)
  message?: string | null;

  @Field(() => ID, { nullable: true, description: 'Volunteers only: the guest to book for. Guests leave it out.' })
  guestId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Optional idempotency key (1–200 characters, no control characters), new for each request the person means to make: sending the same request again with the same key within 24 h gives back the first answer and books nothing new; the same key with another request is IDEMPOTENCY_KEY_REUSED.',
  })
  idempotencyKey?: string | null;
}

@InputType('ReasonInput', { description: 'An optional reason kept in the audit trail.' })
export class ReasonInput {
  @Field(() => String, { nullable: true, description: 'Why (optional), at most 500 characters.' })
  @IsOptional()
  @MaxLength(MAX_REASON)
  reason?: string | null;
}
