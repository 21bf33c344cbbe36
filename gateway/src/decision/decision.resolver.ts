import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LocalDateScalar } from '../platform/graphql/scalars';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { ROLES } from '../domain/roles';
import { BookingType } from '../booking/booking.types';
import { seesGuestFlag, type BookingView } from '../booking/booking.view';
import {
  BookingDecisionType,
  ChangeDecisionInput,
  DecisionNightsReportType,
  DecisionsEndingReportType,
  DecisionType,
  OwnDecisionType,
  RecordDecisionInput,
} from './decision.types';
import { DEFAULT_ENDING_DAYS, MAX_ENDING_DAYS } from './decision-report';
import type { BookingDecisionView } from './decision.view';

const ids = (v: string[] | undefined | null): number[] => (v ?? []).map((s) => parseId(s, 'BAD_USER_INPUT'));

/** Biståndsbeslut (issue 38 §1): each operation is one call into DecisionService, which scopes it. */
@Resolver(() => DecisionType)
export class DecisionResolver {
  @Authorized(...ROLES.guestRecords)
  @Query(() => [DecisionType], {
    description:
      "A guest's biståndsbeslut, newest last night first, with their history. A caseworker: a guest who has or had a booking at an assigned shelter, or whose region one of them is in; an admin: any guest. Errors: FORBIDDEN, GUEST_NOT_FOUND (unknown or not the caseworker's).",
  })
  guestDecisions(@Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string, @Ctx() ctx: Context) {
    return ctx.services.decisions.forGuest(ctx.actor, parseId(guestId, 'GUEST_NOT_FOUND'));
  }

  @Authorized(...ROLES.guest)
  @Query(() => [OwnDecisionType], {
    description:
      "The guest's own biståndsbeslut that still cover a night (not ended, last night today or later): the nights and where, never the note or case number.",
  })
  myDecisions(@Ctx() ctx: Context) {
    return ctx.services.decisions.own(ctx.actor);
  }

  @Authorized(...ROLES.caseworker)
  @Mutation(() => DecisionType, {
    description:
      "Caseworker only: record a biståndsbeslut for a guest of theirs. Audited. Errors: FORBIDDEN, GUEST_NOT_FOUND (unknown or not the caseworker's), BAD_USER_INPUT (case number empty or too long, dates, maximum, shelters, note too long).",
  })
  recordDecision(
    @Arg('input', () => RecordDecisionInput, { description: 'The decision.' }) input: RecordDecisionInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.decisions.record(ctx.actor, {
      guestId: parseId(input.guestId, 'GUEST_NOT_FOUND'),
      caseNumber: input.caseNumber,
      startDate: input.startDate,
      endDate: input.endDate,
      maxNights: input.maxNights,
      anyShelter: input.anyShelter,
      shelterIds: ids(input.shelterIds),
      note: input.note,
    });
  }

  @Authorized(...ROLES.caseworker)
  @Mutation(() => DecisionType, {
    description:
      "Caseworker only: extend or shorten a decision (a new last night and/or maximum). Audited. Errors: FORBIDDEN, NOT_FOUND (unknown or not the caseworker's guest), BAD_USER_INPUT (ended decision, dates, a maximum below the nights used).",
  })
  changeDecision(
    @Arg('id', () => ID, { description: 'Decision id.' }) id: string,
    @Arg('input', () => ChangeDecisionInput, { description: 'What changes.' }) input: ChangeDecisionInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.decisions.change(ctx.actor, parseId(id, 'NOT_FOUND'), input);
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => DecisionNightsReportType, {
    description:
      "Caseworker only (issue 38 §5): nights per biståndsbeslut — the caseworker's guests' decisions whose nights overlap start..end (both included), each with its case number, guest, period, maximum, nights used (checked in or completed), nights booked ahead and nights left. Never the note. A guest outside the caseworker's scope gives no rows, like an unknown one. Errors: FORBIDDEN, BAD_USER_INPUT (dates, end before start, over 366 days, guest id).",
  })
  decisionNightsReport(
    @Arg('start', () => LocalDateScalar, { description: 'The first night of the period (yyyy-MM-dd).' }) start: string,
    @Arg('end', () => LocalDateScalar, { description: 'The last night of the period, included (yyyy-MM-dd).' }) end: string,
    @Arg('guestId', () => ID, { nullable: true, description: "Only this guest's decisions; all when left out." }) guestId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.decisions.nightsReport(ctx.actor, start, end, guestId);
  }

  @Authorized(...ROLES.caseworker)
  @Query(() => DecisionsEndingReportType, {
    description: `Caseworker only (issue 38 §5): the caseworker's guests' biståndsbeslut that are not ended and whose last night is from today to today + days, the nearest first, with their nights. Never the note. Errors: FORBIDDEN, BAD_USER_INPUT (days outside 1..${MAX_ENDING_DAYS}).`,
  })
  decisionsEndingSoon(
    @Arg('days', () => Int, { defaultValue: DEFAULT_ENDING_DAYS, description: `Look-ahead in days, 1 to ${MAX_ENDING_DAYS}.` })
    days: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.decisions.endingReport(ctx.actor, days);
  }

  @Authorized(...ROLES.caseworker)
  @Mutation(() => DecisionType, {
    description:
      'Caseworker only: end a decision now (it covers no further request; never deleted). Audited. Errors: FORBIDDEN, NOT_FOUND.',
  })
  endDecision(@Arg('id', () => ID, { description: 'Decision id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.decisions.end(ctx.actor, parseId(id, 'NOT_FOUND'));
  }
}

/** Booking.decision: the shelter's staff see the decision a request is tied to (issue 38 §2). */
@Resolver(() => BookingType)
export class BookingDecisionFieldResolver {
  @FieldResolver(() => BookingDecisionType, {
    nullable: true,
    description:
      'The biståndsbeslut this booking is tied to (a shelter that requires one): its case number and last night. Given to the host staff of the shelter and its caseworkers only (null for everyone else, and for bookings without one). Batched: one statement for a whole list.',
  })
  decision(@Root() booking: BookingView, @Ctx() ctx: Context): Promise<BookingDecisionView | null> | null {
    if (!ctx.actor || !seesGuestFlag(ctx.actor, booking.product.shelter.id)) return null;
    return ctx.loaders.bookingDecision.load(booking.id);
  }
}
