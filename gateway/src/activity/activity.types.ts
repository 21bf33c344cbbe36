import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar, LocalDateScalar } from '../platform/graphql/scalars';
import { NamedRefType } from '../admin/admin.types';
import { ACTIVITY_STATUSES, MAX_VOLUNTEERS, TASK_STATUSES, type ActivityStatus, type TaskStatus } from './activity.rules';

export const ActivityStatusEnum = Object.fromEntries(ACTIVITY_STATUSES.map((s) => [s, s])) as Record<ActivityStatus, ActivityStatus>;
export const VolunteerTaskStatusEnum = Object.fromEntries(TASK_STATUSES.map((s) => [s, s])) as Record<TaskStatus, TaskStatus>;

registerEnumType(ActivityStatusEnum, {
  name: 'ActivityStatus',
  description: 'Whether a volunteer activity takes place (issue 35 §3).',
  valuesConfig: {
    planned: { description: 'Planerad: volunteers can sign up while places are left and it has not begun.' },
    cancelled: { description: 'Inställd: everyone signed up was told; nothing more can change.' },
  } satisfies Record<ActivityStatus, { description: string }>,
});
registerEnumType(VolunteerTaskStatusEnum, {
  name: 'VolunteerTaskStatus',
  description: "Where a volunteer's task is (issue 35 §3).",
  valuesConfig: {
    todo: { description: 'Att göra.' },
    in_progress: { description: 'Pågår.' },
    done: { description: 'Klar.' },
  } satisfies Record<TaskStatus, { description: string }>,
});

@ObjectType('ActivityPerson', { description: 'A volunteer named on an activity or a task: id and names only, never an e-mail address.' })
export class ActivityPersonType {
  @Field(() => ID, { description: "The volunteer's user id." })
  id: number;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;
}

@ObjectType('ActivitySignup', { description: "A volunteer signed up for an activity, as the shelter's host staff and admins see it." })
export class ActivitySignupType {
  @Field(() => ID, { description: 'Sign-up id.' })
  id: number;

  @Field(() => ActivityPersonType, { description: 'Who is coming.' })
  volunteer: ActivityPersonType;

  @Field({ description: "The phone number the volunteer chose to share with the shelter's staff ('' when none)." })
  phone: string;

  @Field(() => DateTimeScalar, { description: 'When they signed up.' })
  createdAt: Date;
}

@ObjectType('Activity', {
  description:
    'A volunteer activity (issue 35 §3): a shift at a shelter (evening reception, breakfast, laundry) on a date between two Stockholm times, for a number of volunteers.',
})
export class ActivityType {
  @Field(() => ID, { description: 'Activity id.' })
  id: number;

  @Field(() => NamedRefType, { description: 'The shelter it takes place at.' })
  shelter: NamedRefType;

  @Field({ description: 'Title, e.g. "Kvällsmottagning".' })
  title: string;

  @Field({ description: 'What the volunteers do ("" when nothing more is said).' })
  description: string;

  @Field(() => LocalDateScalar, { description: 'The day (Stockholm).' })
  date: string;

  @Field({ description: 'Start, "HH:MM" Stockholm time.' })
  startTime: string;

  @Field({ description: 'End, "HH:MM" Stockholm time (after the start, the same day).' })
  endTime: string;

  @Field(() => Int, { description: 'How many volunteers it needs (its places).' })
  volunteersNeeded: number;

  @Field(() => Int, { description: 'How many have signed up.' })
  signedUp: number;

  @Field(() => Int, { description: 'Places left (never below 0).' })
  placesLeft: number;

  @Field(() => ActivityStatusEnum, { description: 'Planned or cancelled.' })
  status: ActivityStatus;

  @Field({ description: 'Whether the person asking is signed up.' })
  signedUpByMe: boolean;

  @Field(() => [ActivitySignupType], {
    nullable: true,
    description: "Who is coming (names and shared phones): for the shelter's host staff and admins; null for everyone else.",
  })
  signups: ActivitySignupType[] | null;
}

@ObjectType('ActivityTaskActivity', { description: 'The activity a task belongs to.' })
export class TaskActivityType {
  @Field(() => ID, { description: 'Activity id.' })
  id: number;

  @Field({ description: 'Title.' })
  title: string;

  @Field(() => LocalDateScalar, { description: 'The day.' })
  date: string;
}

@ObjectType('VolunteerTask', { description: 'A task an admin assigned a volunteer (issue 35 §3), with its status.' })
export class VolunteerTaskType {
  @Field(() => ID, { description: 'Task id.' })
  id: number;

  @Field(() => ActivityPersonType, { description: 'The volunteer it is assigned to.' })
  volunteer: ActivityPersonType;

  @Field({ description: 'Title.' })
  title: string;

  @Field({ description: 'What to do ("" when nothing more is said).' })
  description: string;

  @Field(() => VolunteerTaskStatusEnum, { description: 'Todo, in progress or done.' })
  status: TaskStatus;

  @Field(() => TaskActivityType, { nullable: true, description: 'The activity it belongs to, if any.' })
  activity: TaskActivityType | null;

  @Field(() => NamedRefType, { nullable: true, description: "The activity's shelter, if any." })
  shelter: NamedRefType | null;

  @Field(() => DateTimeScalar, { description: 'When it was assigned.' })
  createdAt: Date;

  @Field(() => DateTimeScalar, { description: 'When it last changed.' })
  updatedAt: Date;
}

@InputType('ActivityInput', {
  description: 'An activity as an admin or host staff write it; on an edit, a field left out keeps its value.',
})
export class ActivityInputType {
  @Field(() => ID, {
    nullable: true,
    description: 'The shelter (admins: required on create; host staff: always their own, may be left out).',
  })
  shelterId?: string | null;

  @Field(() => String, { nullable: true, description: 'Title, 1–200 characters.' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Description, at most 2000 characters.' })
  description?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The day, today or later.' })
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'Start, "HH:MM".' })
  startTime?: string | null;

  @Field(() => String, { nullable: true, description: 'End, "HH:MM", after the start.' })
  endTime?: string | null;

  @Field(() => Int, { nullable: true, description: `How many volunteers, 1–${MAX_VOLUNTEERS}; never fewer than those signed up.` })
  volunteersNeeded?: number | null;
}

@InputType('VolunteerTaskInput', { description: 'A task as an admin writes it; on an edit, a field left out keeps its value.' })
export class VolunteerTaskInputType {
  @Field(() => ID, { nullable: true, description: 'The volunteer (required when assigning; cannot be changed).' })
  volunteerId?: string | null;

  @Field(() => String, { nullable: true, description: 'Title, 1–200 characters.' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Description, at most 2000 characters.' })
  description?: string | null;

  @Field(() => VolunteerTaskStatusEnum, { nullable: true, description: 'Status (todo when assigned without one).' })
  status?: TaskStatus | null;

  @Field(() => ID, { nullable: true, description: 'The activity it belongs to, if any (assigning only).' })
  activityId?: string | null;
}
