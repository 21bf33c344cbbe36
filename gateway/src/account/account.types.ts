import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BookingType } from '../booking/booking.types';
import type { BookingStatus } from '../domain/booking-status';
import type { BookingView } from '../booking/booking.view';
import { BookingStatusEnum } from '../platform/graphql/enums';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';

@ObjectType('Notification', {
  description: 'One booking event that concerns the reader (their booking, shelter, assigned shelter or request), made by someone else.',
})
export class NotificationType {
  @Field(() => ID, { description: "The booking event's id." })
  id: number;

  @Field({ description: 'What happened (request, assign, decline, confirm, cancel, check_in, ... promote).' })
  action: string;

  @Field(() => BookingStatusEnum, { nullable: true, description: 'Status before (null for a new request).' })
  fromStatus: BookingStatus | null;

  @Field(() => BookingStatusEnum, { description: 'Status after.' })
  toStatus: BookingStatus;

  @Field({ description: 'The group the actor acted in (user, host, caseworker, volunteer), or system.' })
  actorGroup: string;

  @Field(() => String, { nullable: true, description: 'The reason given, when the reader may see it (as in Booking.history).' })
  reason: string | null;

  @Field(() => DateTimeScalar, { description: 'When it happened.' })
  at: Date;

  @Field({ description: 'True when it happened after the reader last marked their notifications read.' })
  unread: boolean;

  @Field(() => BookingType, { description: 'The booking, as it is now.' })
  booking: BookingView;
}

@ObjectType('DecisionNoticeGuest', { description: 'The guest a decision notice is about.' })
export class DecisionNoticeGuestType {
  @Field(() => ID, { description: "The guest's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;
}

@ObjectType('DecisionNotice', {
  description:
    "A caseworker's bell entry (issue 38 §4): a biståndsbeslut of one of their guests runs out within three days. One per caseworker, decision and last night.",
})
export class DecisionNoticeType {
  @Field(() => ID, { description: "The entry's id." })
  id: number;

  @Field(() => ID, { description: 'The decision.' })
  decisionId: number;

  @Field({ description: "The municipality's case number." })
  caseNumber: string;

  @Field(() => LocalDateScalar, { description: 'The last night covered, the one the entry tells of.' })
  endDate: string;

  @Field(() => DecisionNoticeGuestType, { description: 'The guest.' })
  guest: DecisionNoticeGuestType;

  @Field(() => DateTimeScalar, { description: 'When the entry was made (three days before the last night).' })
  at: Date;

  @Field({ description: 'True when made after the reader last marked their notifications read.' })
  unread: boolean;
}

@ObjectType('NotificationFeed', { description: 'The bell of the top bar: recent booking events and how many are unread.' })
export class NotificationFeedType {
  @Field(() => Int, {
    description:
      "Events (and a caseworker's decision notices) since the reader last marked their notifications read (the bell's badge), counted up to 100 (the badge shows 99+).",
  })
  unreadCount: number;

  @Field(() => [NotificationType], { description: 'The most recent events, newest first.' })
  items: NotificationType[];

  @Field(() => [DecisionNoticeType], {
    description:
      "A caseworker's decisions running out (biståndsbeslut of their guests ending within three days), newest first, as many as `limit`; counted in unreadCount. Empty for everyone else.",
  })
  decisionNotices: DecisionNoticeType[];
}

@ObjectType('AppConfig', { description: 'Public settings of the web app, readable before login.' })
export class AppConfigType {
  @Field(() => [String], {
    description:
      "The chat-assistant widget's script URLs (NOQ_CHAT_SCRIPTS); empty when no widget is configured, and then the web loads nothing from a third party.",
  })
  chatScripts: string[];
}
