import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { BookingType } from '../booking/booking.types';

@ObjectType('StayDates', { description: 'The dates of a stay.' })
export class StayDatesType {
  @Field(() => LocalDateScalar, { description: 'The first night.' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'The check-out date (the day after the last night).' })
  endDate: string;
}

@ObjectType('HostGuest', { description: "A guest connected to the host's shelter (Gäster): they have, had or asked for a place there." })
export class HostGuestType {
  @Field(() => ID, { description: "The guest's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'UNO code (four digits), when the guest has a guest record.' })
  unokod: string | null;

  @Field({ description: "The guest's flag (a note for the staff who receive them, DESIGN §3)." })
  flag: boolean;

  @Field(() => StayDatesType, {
    nullable: true,
    description: 'The latest stay at this shelter (checked in or completed), null when none yet.',
  })
  lastStay: StayDatesType | null;

  @Field(() => Int, { description: "Nights slept at this shelter this month (Stockholm's calendar month), up to and including tonight." })
  nightsThisMonth: number;
}

@ObjectType('HostNote', { description: "A note by the shelter's host staff about a guest; only staff of that shelter see it." })
export class HostNoteType {
  @Field(() => ID, { description: 'Note id.' })
  id: number;

  @Field({ description: 'The text (1 to 2,000 characters).' })
  text: string;

  @Field({ description: "The author's name (empty when the account is gone)." })
  authorName: string;

  @Field(() => ID, { nullable: true, description: "The author's user id (null when the account is gone)." })
  authorId: number | null;

  @Field(() => DateTimeScalar, { description: 'When it was written.' })
  createdAt: Date;
}

@ObjectType('HostGuestDetail', {
  description: "One guest of the host's shelter: the guest, their bookings there and the host staff's notes.",
})
export class HostGuestDetailType {
  @Field(() => HostGuestType, { description: 'The guest.' })
  guest: HostGuestType;

  @Field(() => [BookingType], { description: "The guest's bookings at this shelter (every status), newest first." })
  stays: BookingType[];

  @Field(() => [HostNoteType], { description: 'Notes about the guest by host staff of this shelter, newest first.' })
  notes: HostNoteType[];
}

@ObjectType('HostGuestPage', { description: "One page of the host's guests (Gäster) and how many match in all." })
export class HostGuestPageType {
  @Field(() => Int, { description: 'How many guests match the search (all of the shelter’s guests without one).' })
  total: number;

  @Field(() => Int, { description: 'The first row of this page (0-based).' })
  offset: number;

  @Field(() => [HostGuestType], { description: 'The page: the most recently connected first.' })
  guests: HostGuestType[];
}
