import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { LocalDateScalar } from '../platform/graphql/scalars';
import { ROLES } from '../domain/roles';
import {
  ActivityInputType,
  ActivityPersonType,
  ActivityType,
  VolunteerTaskInputType,
  VolunteerTaskStatusEnum,
  VolunteerTaskType,
} from './activity.types';
import type { ActivityInput, TaskInput } from './activity.view';
import type { TaskStatus } from './activity.rules';

const ERRORS_KEEP =
  "Errors: FORBIDDEN (not an admin or host staff), HOST_NOT_FOUND (a host account without a shelter), NOT_FOUND (unknown, or another shelter's activity for host staff), BAD_USER_INPUT (a field; fewer places than signed up), ACTIVITY_CLOSED (cancelled).";

const activityInput = (input: ActivityInputType): ActivityInput => ({
  shelterId: input.shelterId === undefined || input.shelterId === null ? undefined : parseId(input.shelterId, 'BAD_USER_INPUT'),
  title: input.title ?? undefined,
  description: input.description ?? undefined,
  date: input.date ?? undefined,
  startTime: input.startTime ?? undefined,
  endTime: input.endTime ?? undefined,
  volunteersNeeded: input.volunteersNeeded ?? undefined,
});

const taskInput = (input: VolunteerTaskInputType): TaskInput => ({
  volunteerId: input.volunteerId === undefined || input.volunteerId === null ? undefined : parseId(input.volunteerId, 'BAD_USER_INPUT'),
  title: input.title ?? undefined,
  description: input.description ?? undefined,
  status: input.status ?? undefined,
  activityId: input.activityId === undefined || input.activityId === null ? undefined : parseId(input.activityId, 'NOT_FOUND'),
});

/** Volunteer activities (issue 35 §3): each field one call into ActivityService, which checks scope. */
@Resolver(() => ActivityType)
export class ActivityResolver {
  @Authorized(...ROLES.activities)
  @Query(() => [ActivityType], {
    description:
      "Activities not over yet, soonest first (only `date`'s when given). Volunteers: every shelter's planned ones; host staff: their shelter's (cancelled too); admins: every shelter's or `shelterId`'s (cancelled too). Host staff and admins get `signups`.",
  })
  activities(
    @Ctx() ctx: Context,
    @Arg('date', () => LocalDateScalar, { nullable: true, description: 'Only this day.' }) date?: string | null,
    @Arg('shelterId', () => ID, { nullable: true, description: 'Admins: only this shelter.' }) shelterId?: string | null,
  ) {
    return ctx.services.activities.list(ctx.actor, {
      date: date ?? undefined,
      shelterId: shelterId ? parseId(shelterId, 'NOT_FOUND') : null,
    });
  }

  @Authorized(...ROLES.volunteer)
  @Query(() => [ActivityType], {
    description: 'Volunteer only: the activities I signed up for that are not over yet (cancelled ones too), soonest first.',
  })
  myActivities(@Ctx() ctx: Context) {
    return ctx.services.activities.mine(ctx.actor);
  }

  @Authorized(...ROLES.activities)
  @Query(() => ActivityType, {
    description:
      "One activity. Errors: NOT_FOUND (unknown; another shelter's for host staff; a cancelled one a volunteer is not signed up for).",
  })
  activity(@Arg('id', () => ID, { description: 'Activity id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.activities.byId(ctx.actor, parseId(id, 'NOT_FOUND'));
  }

  @Authorized(...ROLES.volunteer)
  @Query(() => [VolunteerTaskType], { description: 'Volunteer only: my tasks, open ones first.' })
  myVolunteerTasks(@Ctx() ctx: Context) {
    return ctx.services.activities.myTasks(ctx.actor);
  }

  @Authorized(...ROLES.admin)
  @Query(() => [VolunteerTaskType], { description: "Admin only: every volunteer's tasks (or one volunteer's), newest first." })
  volunteerTasks(
    @Ctx() ctx: Context,
    @Arg('volunteerId', () => ID, { nullable: true, description: 'Only this volunteer.' }) volunteerId?: string | null,
  ) {
    return ctx.services.activities.tasks(ctx.actor, { volunteerId: volunteerId ? parseId(volunteerId, 'NOT_FOUND') : null });
  }

  @Authorized(...ROLES.admin)
  @Query(() => [ActivityPersonType], { description: 'Admin only: the volunteers a task can be assigned to (names only).' })
  activityVolunteers(@Ctx() ctx: Context) {
    return ctx.services.activities.volunteers(ctx.actor);
  }

  @Authorized(...ROLES.keepers)
  @Mutation(() => ActivityType, {
    description: `Admins (any shelter) and host staff (their own): create an activity. Audited. ${ERRORS_KEEP}`,
  })
  createActivity(@Arg('input', () => ActivityInputType, { description: 'The activity.' }) input: ActivityInputType, @Ctx() ctx: Context) {
    return ctx.services.activities.create(ctx.actor, activityInput(input));
  }

  @Authorized(...ROLES.keepers)
  @Mutation(() => ActivityType, { description: `Admins and the shelter's host staff: change an activity. Audited. ${ERRORS_KEEP}` })
  updateActivity(
    @Arg('id', () => ID, { description: 'Activity id.' }) id: string,
    @Arg('input', () => ActivityInputType, { description: 'The fields to change.' }) input: ActivityInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.activities.update(ctx.actor, parseId(id, 'NOT_FOUND'), activityInput(input));
  }

  @Authorized(...ROLES.keepers)
  @Mutation(() => ActivityType, {
    description:
      "Admins and the shelter's host staff: cancel an activity (again: no change). Everyone signed up is told through the outbox. Audited. Errors: FORBIDDEN, HOST_NOT_FOUND, NOT_FOUND.",
  })
  cancelActivity(@Arg('id', () => ID, { description: 'Activity id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.activities.cancel(ctx.actor, parseId(id, 'NOT_FOUND'));
  }

  @Authorized(...ROLES.volunteer)
  @Mutation(() => ActivityType, {
    description:
      "Volunteer only: sign up for an activity, optionally sharing a phone number with the shelter's staff. Audited. Errors: NOT_FOUND, ACTIVITY_FULL (every place taken), ACTIVITY_ALREADY_SIGNED_UP, ACTIVITY_CLOSED (cancelled or begun), BAD_USER_INPUT (phone).",
  })
  signUpForActivity(
    @Arg('id', () => ID, { description: 'Activity id.' }) id: string,
    @Ctx() ctx: Context,
    @Arg('phone', () => String, { nullable: true, description: "A phone number to share with the shelter's staff (optional)." })
    phone?: string | null,
  ) {
    return ctx.services.activities.signUp(ctx.actor, parseId(id, 'NOT_FOUND'), phone ?? undefined);
  }

  @Authorized(...ROLES.volunteer)
  @Mutation(() => ActivityType, {
    description:
      'Volunteer only: cancel my sign-up. Audited. Errors: NOT_FOUND (unknown, or not signed up), ACTIVITY_CLOSED (already begun).',
  })
  cancelActivitySignup(@Arg('id', () => ID, { description: 'Activity id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.activities.cancelSignup(ctx.actor, parseId(id, 'NOT_FOUND'));
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => VolunteerTaskType, {
    description:
      'Admin only: assign a volunteer a task (optionally for an activity). Audited. Errors: BAD_USER_INPUT (no such volunteer; a field), NOT_FOUND (activity).',
  })
  assignVolunteerTask(
    @Arg('input', () => VolunteerTaskInputType, { description: 'The task.' }) input: VolunteerTaskInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.activities.assignTask(ctx.actor, taskInput(input));
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => VolunteerTaskType, {
    description: "Admin only: change a task's title, description or status. Audited. Errors: NOT_FOUND, BAD_USER_INPUT.",
  })
  updateVolunteerTask(
    @Arg('id', () => ID, { description: 'Task id.' }) id: string,
    @Arg('input', () => VolunteerTaskInputType, { description: 'The fields to change (volunteerId and activityId are ignored).' })
    input: VolunteerTaskInputType,
    @Ctx() ctx: Context,
  ) {
    const { title, description, status } = taskInput(input);
    return ctx.services.activities.updateTask(ctx.actor, parseId(id, 'NOT_FOUND'), { title, description, status });
  }

  @Authorized(...ROLES.volunteer)
  @Mutation(() => VolunteerTaskType, {
    description: "Volunteer only: set my own task's status. Audited. Errors: NOT_FOUND (unknown, or another's task).",
  })
  setMyVolunteerTaskStatus(
    @Arg('id', () => ID, { description: 'Task id.' }) id: string,
    @Arg('status', () => VolunteerTaskStatusEnum, { description: 'The new status.' }) status: TaskStatus,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.activities.setMyTaskStatus(ctx.actor, parseId(id, 'NOT_FOUND'), status);
  }
}
