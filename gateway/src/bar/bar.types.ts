import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { NamedRefType } from '../admin/admin.types';
import { MAX_BAR_REASON } from './bar.rules';

@ObjectType('BarredGuest', { description: "The guest of a bar, minimised like a booking's guest (DESIGN §3): id, names and UNO code." })
export class BarredGuestType {
  @Field(() => ID, { description: "The guest's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'UNO code (4 digits), when the guest has one.' })
  unokod: string | null;
}

@ObjectType('GuestBar', {
  description:
    "Avstängning (issue 19 §7): a guest barred from one shelter until a date (inclusive). While it lasts, the guest's requests at that shelter for a night up to `until` are refused (GUEST_BARRED); other shelters are not affected.",
})
export class GuestBarType {
  @Field(() => ID, { description: 'Bar id (liftGuestBar takes it).' })
  id: number;

  @Field(() => BarredGuestType, { description: 'Who is barred.' })
  guest: BarredGuestType;

  @Field(() => NamedRefType, { description: 'The shelter the guest is barred from.' })
  shelter: NamedRefType;

  @Field(() => LocalDateScalar, { description: 'The last day of the bar (till och med).' })
  until: string;

  @Field({ description: "The host's reason (staff only: the guest is told the end date, not the reason)." })
  reason: string;

  @Field(() => DateTimeScalar, { description: 'When the bar was made.' })
  createdAt: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the bar was lifted; null while it stands.' })
  liftedAt: Date | null;
}

@InputType('BarGuestInput', { description: 'A bar: the guest, its last day and why.' })
export class BarGuestInput {
  @Field(() => ID, { description: "The guest's user id (a guest who has, had or asked for a place at the host's shelter)." })
  guestId: string;

  @Field(() => LocalDateScalar, { description: 'The last day of the bar (inclusive); today or later.' })
  until: string;

  @Field({ description: `Why; required, at most ${MAX_BAR_REASON} characters (trimmed). Shown to staff only.` })
  reason: string;
}
