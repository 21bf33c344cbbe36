import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../platform/graphql/scalars';
import { CONTACT_PREFERENCES, type ContactPreference, OUTBOX_STATUSES, type OutboxStatus } from './notify.rules';
import type { Channel } from './outbox';

export const ContactPreferenceEnum = Object.fromEntries(CONTACT_PREFERENCES.map((v) => [v, v])) as Record<
  ContactPreference,
  ContactPreference
>;
export const OutboxStatusEnum = Object.fromEntries(OUTBOX_STATUSES.map((v) => [v, v])) as Record<OutboxStatus, OutboxStatus>;
export const MessageChannelEnum = { email: 'email', sms: 'sms' } as const satisfies Record<Channel, Channel>;

registerEnumType(ContactPreferenceEnum, {
  name: 'ContactPreference',
  description: "How a guest's booking messages reach them (issue 20).",
  valuesConfig: {
    email: { description: "By e-mail, to the account's e-mail address (none without one)." },
    sms: { description: "By SMS, to the guest's phone number (none without one)." },
    none: { description: 'No messages outside the app.' },
  },
});
registerEnumType(OutboxStatusEnum, {
  name: 'OutboxStatus',
  description: "An outgoing message's state (the admin's Utskick).",
  valuesConfig: {
    pending: { description: 'Väntar: not sent yet, or to be tried again after a failure.' },
    sent: { description: 'Skickat: handed to the SMTP server or SMS gateway.' },
    failed: { description: 'Misslyckat: given up (a permanent refusal, or too many attempts); lastError says why.' },
    no_channel: { description: 'Ej skickat – ingen kanal: the channel is not configured (NOQ_SMTP_URL, NOQ_SMS_URL).' },
  },
});
registerEnumType(MessageChannelEnum, {
  name: 'MessageChannel',
  description: 'E-mail or SMS.',
  valuesConfig: {
    email: { description: 'E-mail over SMTP (NOQ_SMTP_URL).' },
    sms: { description: 'SMS through the HTTP SMS gateway (NOQ_SMS_URL).' },
  },
});

@ObjectType('NotificationSettings', { description: "The logged-in person's messages outside the app (issue 20)." })
export class NotificationSettingsType {
  @Field(() => ContactPreferenceEnum, { description: 'How booking messages reach a guest: email, sms or none.' })
  contactPreference: ContactPreference;

  @Field({ description: 'The account has an e-mail address.' })
  hasEmail: boolean;

  @Field({ description: 'The guest profile has a phone number.' })
  hasPhone: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Host staff: an e-mail digest of new requests at their shelter, at most every 15 minutes. Null for everyone else.',
  })
  requestDigest: boolean | null;
}

@ObjectType('OutboxMessage', { description: 'One outgoing message as the admin sees it: never its text or its link.' })
export class OutboxMessageType {
  @Field(() => ID, { description: "The message's id." })
  id: number;

  @Field(() => DateTimeScalar, { description: 'When it was queued.' })
  createdAt: Date;

  @Field({ description: 'The catalogue template, e.g. booking.assigned, host.digest.' })
  template: string;

  @Field(() => MessageChannelEnum, { description: 'E-mail or SMS.' })
  channel: Channel;

  @Field(() => OutboxStatusEnum, { description: 'Where it stands: Väntar, Skickat, Misslyckat or Ej skickat – ingen kanal.' })
  status: OutboxStatus;

  @Field(() => Int, { description: 'Send attempts so far.' })
  attempts: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Pending: when it is tried next.' })
  nextAttemptAt: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the SMTP server or SMS gateway took it; null before.' })
  sentAt: Date | null;

  @Field(() => String, { nullable: true, description: "The last failure's reason (the server's or gateway's answer)." })
  lastError: string | null;

  @Field({ description: 'The recipient address, masked (an•••@example.org, •••••4567).' })
  address: string;
}

@ObjectType('OutboxPage', { description: 'A page of the outbox, newest first.' })
export class OutboxPageType {
  @Field(() => Int, { description: 'Messages in all (with the filter).' })
  total: number;

  @Field(() => Int, { description: 'This page, from 1.' })
  page: number;

  @Field(() => Int, { description: 'Messages per page.' })
  pageSize: number;

  @Field(() => [OutboxMessageType], { description: 'The messages of this page, newest first.' })
  items: OutboxMessageType[];
}
