/**
 * Volunteer activities' input rules (issue 35 §3): every field an admin or a host writes, and the
 * phone a volunteer chooses to share, checked with a Swedish message before anything is written.
 */
import { isLocalDate, type LocalDate } from '../platform/dates';
import { MESSAGES } from '../platform/messages';
import { bad, text } from '../platform/validate';

export const MAX_ACTIVITY_TITLE = 200;
export const MAX_ACTIVITY_DESCRIPTION = 2000;
/** The most volunteers one activity asks for (the table's CHECK says the same). */
export const MAX_VOLUNTEERS = 100;
export const ACTIVITY_STATUSES = ['planned', 'cancelled'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The original's task statuses (noq_backend_python VolunteerTask) as its newest client may send them on REST. */
export const ORIGINAL_TASK_STATUS: Record<string, TaskStatus> = { pending: 'todo', accepted: 'in_progress', completed: 'done' };

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;

export interface ActivityFields {
  title: string;
  description: string;
  date: LocalDate;
  startTime: string;
  endTime: string;
  volunteersNeeded: number;
}

/** An activity's fields as written; `partial` for an edit (missing fields keep their value). */
export interface ActivityFieldsInput {
  title?: unknown;
  description?: unknown;
  date?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  volunteersNeeded?: unknown;
}

const time = (value: unknown, label: string): string => {
  if (typeof value !== 'string' || !TIME.test(value.trim())) throw bad(MESSAGES.BAD_USER_INPUT.timeOfDay(label));
  return value.trim();
};

/** The fields after `input` is laid over `base` (an edit) or alone (a new activity), checked. */
export function activityFields(input: ActivityFieldsInput, base: ActivityFields | null, today: LocalDate): ActivityFields {
  const title = input.title === undefined && base ? base.title : text(input.title, 'Rubrik', { required: true, max: MAX_ACTIVITY_TITLE });
  const description =
    input.description === undefined && base ? base.description : text(input.description, 'Beskrivning', { max: MAX_ACTIVITY_DESCRIPTION });
  let date = base?.date ?? '';
  if (input.date !== undefined || !base) {
    if (!isLocalDate(input.date) || input.date < today) throw bad(MESSAGES.BAD_USER_INPUT.activityDate);
    date = input.date;
  }
  const startTime = input.startTime === undefined && base ? base.startTime : time(input.startTime, 'Starttid');
  const endTime = input.endTime === undefined && base ? base.endTime : time(input.endTime, 'Sluttid');
  if (endTime <= startTime) throw bad(MESSAGES.BAD_USER_INPUT.activityTimes);
  let volunteersNeeded = base?.volunteersNeeded ?? 0;
  if (input.volunteersNeeded !== undefined || !base) {
    const n =
      typeof input.volunteersNeeded === 'string' && /^[0-9]{1,4}$/.test(input.volunteersNeeded)
        ? Number(input.volunteersNeeded)
        : input.volunteersNeeded;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_VOLUNTEERS)
      throw bad(MESSAGES.BAD_USER_INPUT.activityPlaces(MAX_VOLUNTEERS));
    volunteersNeeded = n;
  }
  return { title, description, date, startTime, endTime, volunteersNeeded };
}

/** The phone a volunteer shares with the shelter's staff when signing up: optional, a phone's characters. */
export function sharedPhone(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw bad(MESSAGES.BAD_USER_INPUT.sharedPhone);
  const v = value.trim();
  if (v !== '' && !PHONE.test(v)) throw bad(MESSAGES.BAD_USER_INPUT.sharedPhone);
  return v;
}

export function taskStatus(value: unknown): TaskStatus {
  const v = typeof value === 'string' ? (ORIGINAL_TASK_STATUS[value] ?? value) : value;
  if (typeof v !== 'string' || !(TASK_STATUSES as readonly string[]).includes(v)) throw bad(MESSAGES.BAD_USER_INPUT.taskStatus);
  return v as TaskStatus;
}
