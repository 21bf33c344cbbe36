import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { NamedRefType } from '../admin/admin.types';
import { BarredGuestType } from '../bar/bar.types';
import { DECISION_STATUSES, MAX_CASE_NUMBER, MAX_DECISION_NIGHTS, MAX_DECISION_NOTE } from './decision.rules';

export const DecisionStatusEnum = Object.fromEntries(DECISION_STATUSES.map((s) => [s, s]));
registerEnumType(DecisionStatusEnum, {
  name: 'DecisionStatus',
  description: "A biståndsbeslut's status today (issue 38).",
  valuesConfig: {
    active: { description: 'Covers tonight or a later night: requests within it are accepted.' },
    upcoming: { description: 'Its first night is still to come.' },
    expired: { description: 'Its last night has passed.' },
    ended: { description: 'Ended by a caseworker: covers no further request.' },
  },
});

@ObjectType('DecisionChange', { description: "One entry of a decision's history (the audit trail): recorded, extended, shortened, ended." })
export class DecisionChangeType {
  @Field({ description: 'decision_recorded, decision_extended, decision_shortened or decision_ended.' })
  action: string;

  @Field(() => DateTimeScalar, { description: 'When.' })
  at: Date;

  @Field(() => String, { nullable: true, description: 'Who (the caseworker), when the account still exists.' })
  actorName: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The first night after the change.' })
  startDate: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The last night after the change.' })
  endDate: string | null;

  @Field(() => Int, { nullable: true, description: 'The maximum of nights after the change (null: none).' })
  maxNights: number | null;
}

@ObjectType('Decision', {
  description:
    "Biståndsbeslut (issue 38): the social services' decision that lets a guest stay at shelters that require one, for the nights from startDate to endDate (both included), at most maxNights of them when set. Read by caseworkers (their guests) and admins; sensitive personal data (docs/PRIVACY.md).",
})
export class DecisionType {
  @Field(() => ID, { description: 'Decision id.' })
  id: number;

  @Field(() => BarredGuestType, { description: 'The guest: id, names and UNO code.' })
  guest: BarredGuestType;

  @Field({ description: "The municipality's case number (diarienummer), as its case system writes it." })
  caseNumber: string;

  @Field(() => LocalDateScalar, { description: 'The first night covered.' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'The last night covered (till och med).' })
  endDate: string;

  @Field(() => Int, { nullable: true, description: 'At most this many nights; null: every night of the period.' })
  maxNights: number | null;

  @Field(() => Int, { description: 'Nights booked, queued or stayed under this decision.' })
  nightsUsed: number;

  @Field({ description: 'True: every shelter that requires a decision; false: the shelters listed.' })
  anyShelter: boolean;

  @Field(() => [NamedRefType], { description: 'The shelters named (empty with anyShelter).' })
  shelters: NamedRefType[];

  @Field({ description: "The caseworker's note (staff only; the guest never sees it)." })
  note: string;

  @Field(() => DecisionStatusEnum, { description: 'Status today.' })
  status: string;

  @Field(() => DateTimeScalar, { description: 'When it was recorded.' })
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'Who recorded it.' })
  createdByName: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was ended; null while it stands.' })
  endedAt: Date | null;

  @Field(() => [DecisionChangeType], { description: 'Every change, oldest first.' })
  history: DecisionChangeType[];
}

@ObjectType('OwnDecision', {
  description: 'What a guest reads of their own biståndsbeslut: that it exists, its nights and where (never the note or the case number).',
})
export class OwnDecisionType {
  @Field(() => ID, { description: 'Decision id.' })
  id: number;

  @Field(() => LocalDateScalar, { description: 'The first night covered.' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'The last night covered (till och med).' })
  endDate: string;

  @Field({ description: 'True: every shelter that requires a decision.' })
  anyShelter: boolean;

  @Field(() => [NamedRefType], { description: 'The shelters named (empty with anyShelter).' })
  shelters: NamedRefType[];
}

@ObjectType('BookingDecision', { description: "The biståndsbeslut a booking is tied to, as its shelter's staff see it (issue 38 §2)." })
export class BookingDecisionType {
  @Field({ description: "The municipality's case number." })
  caseNumber: string;

  @Field(() => LocalDateScalar, { description: "The decision's last night (till och med)." })
  endDate: string;
}

@InputType('RecordDecisionInput', { description: 'A new biståndsbeslut.' })
export class RecordDecisionInput {
  @Field(() => ID, { description: "The guest's user id (a guest of the caseworker's shelters or region)." })
  guestId: string;

  @Field({ description: `The case number as the municipality writes it; required, at most ${MAX_CASE_NUMBER} characters (trimmed).` })
  caseNumber: string;

  @Field(() => LocalDateScalar, { description: 'The first night covered.' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'The last night covered (today or later; at most 366 nights in all).' })
  endDate: string;

  @Field(() => Int, {
    nullable: true,
    description: `At most this many nights (1–${MAX_DECISION_NIGHTS}); none: every night of the period.`,
  })
  maxNights?: number | null;

  @Field({ nullable: true, description: 'True: every shelter that requires a decision (then no shelterIds).' })
  anyShelter?: boolean;

  @Field(() => [ID], { nullable: true, description: 'The shelters the decision names (one at least, unless anyShelter).' })
  shelterIds?: string[];

  @Field({ nullable: true, description: `A note for staff, at most ${MAX_DECISION_NOTE} characters.` })
  note?: string;
}

@InputType('ChangeDecisionInput', {
  description: 'Extend or shorten: a new last night, a new maximum, or both (a field left out keeps its value).',
})
export class ChangeDecisionInput {
  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'The new last night (not before the first; not before yesterday when changed).',
  })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'The new maximum of nights (not below the nights used); null removes it.' })
  maxNights?: number | null;
}

@ObjectType('DecisionReportGuest', { description: 'The guest of a decision in a report: id, names and UNO code.' })
export class DecisionReportGuestType {
  @Field(() => ID, { description: "The guest's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => String, { nullable: true, description: 'UNO code.' })
  unokod: string | null;
}

@ObjectType('DecisionReportRow', { description: "One biståndsbeslut in a caseworker's report (issue 38 §5): its nights, never its note." })
export class DecisionReportRowType {
  @Field(() => ID, { description: 'Decision id.' })
  id: number;

  @Field({ description: "The municipality's case number." })
  caseNumber: string;

  @Field(() => DecisionReportGuestType, { description: 'The guest.' })
  guest: DecisionReportGuestType;

  @Field(() => LocalDateScalar, { description: 'The first night covered.' })
  startDate: string;

  @Field(() => LocalDateScalar, { description: 'The last night covered (till och med).' })
  endDate: string;

  @Field(() => Int, { nullable: true, description: 'At most this many nights; null: every night of the period.' })
  maxNights: number | null;

  @Field(() => Int, { description: 'Nights stayed under the decision (checked in or completed), as the nights report counts them.' })
  nightsUsed: number;

  @Field(() => Int, { description: 'Nights held or queued ahead under the decision, not stayed yet.' })
  nightsBooked: number;

  @Field(() => Int, { nullable: true, description: 'The maximum minus used and booked nights; null without a maximum.' })
  nightsLeft: number | null;

  @Field(() => DecisionStatusEnum, { description: 'Status today.' })
  status: string;

  @Field(() => Int, { description: 'Days from today to the last night (0: tonight is the last; negative: passed).' })
  daysLeft: number;
}

@ObjectType('DecisionNightsReport', { description: 'Nights per biståndsbeslut: the decisions in scope whose nights overlap the period.' })
export class DecisionNightsReportType {
  @Field(() => LocalDateScalar, { description: 'The first night of the period.' })
  start: string;

  @Field(() => LocalDateScalar, { description: 'The last night of the period, included.' })
  end: string;

  @Field(() => [DecisionReportRowType], { description: 'By guest name, then first night.' })
  rows: DecisionReportRowType[];
}

@ObjectType('DecisionsEndingReport', { description: 'Biståndsbeslut ending soon: not ended, last night from today to today + days.' })
export class DecisionsEndingReportType {
  @Field(() => LocalDateScalar, { description: 'Today (the report date).' })
  today: string;

  @Field(() => Int, { description: 'The look-ahead in days.' })
  days: number;

  @Field(() => [DecisionReportRowType], { description: 'The nearest last night first.' })
  rows: DecisionReportRowType[];
}
