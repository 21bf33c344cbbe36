/** Volunteer activities' views (issue 35 §3): what the service answers, before GraphQL or REST shape it. */
import type { LocalDate } from '../platform/dates';
import type { ActivityStatus, TaskStatus } from './activity.rules';

export interface ActivitySignupView {
  id: number;
  volunteer: { id: number; firstName: string; lastName: string };
  /** The phone the volunteer chose to share ('' when none); never an e-mail address. */
  phone: string;
  createdAt: Date;
}

export interface ActivityView {
  id: number;
  shelter: { id: number; name: string };
  title: string;
  description: string;
  date: LocalDate;
  startTime: string;
  endTime: string;
  volunteersNeeded: number;
  signedUp: number;
  placesLeft: number;
  status: ActivityStatus;
  /** Whether the asking volunteer is signed up. */
  signedUpByMe: boolean;
  /** Who is coming: for the shelter's host staff and admins only, null for everyone else. */
  signups: ActivitySignupView[] | null;
}

export interface VolunteerTaskView {
  id: number;
  volunteer: { id: number; firstName: string; lastName: string };
  title: string;
  description: string;
  status: TaskStatus;
  activity: { id: number; title: string; date: LocalDate } | null;
  shelter: { id: number; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A shelter's sign-up as its host sees it (GET /api/host/volunteerlist/). */
export interface HostVolunteerView {
  activity: { id: number; title: string; date: LocalDate; startTime: string; endTime: string };
  volunteer: { id: number; firstName: string; lastName: string };
  phone: string;
}

export interface ActivityInput {
  shelterId?: number | null;
  title?: unknown;
  description?: unknown;
  date?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  volunteersNeeded?: unknown;
}

export interface TaskInput {
  volunteerId?: unknown;
  title?: unknown;
  description?: unknown;
  status?: unknown;
  activityId?: unknown;
}
