/**
 * Record scope for bookings (DESIGN §3): which of an actor's groups reach this booking.
 * Host staff → their shelter; caseworker → assigned shelters; guest → own bookings;
 * volunteer → bookings they requested. Admins take no booking decisions.
 */
import type { Actor } from '../domain/actor';
import type { Group, Role } from '../domain/roles';
import type { LocalDate } from '../platform/dates';
import {
  BOOKING_ACTIONS,
  type BookingAction,
  type BookingGuardFacts,
  type BookingStatus,
  decide,
  TRANSITIONS,
} from '../domain/booking-status';

export interface BookingFacts {
  status: BookingStatus;
  guestId: number;
  shelterId: number;
  requestedBy: number | null;
  startDate: LocalDate;
  endDate: LocalDate;
}

export function reaches(actor: Actor, group: Group, b: Pick<BookingFacts, 'guestId' | 'shelterId' | 'requestedBy'>): boolean {
  switch (group) {
    case 'user':
      return b.guestId === actor.userId;
    case 'host':
      return actor.hostShelterId !== null && b.shelterId === actor.hostShelterId;
    case 'caseworker':
      return actor.assignedShelterIds.includes(b.shelterId);
    case 'volunteer':
      return b.requestedBy === actor.userId;
    case 'admin':
      return false;
  }
}

/** The actor's groups that may take `action` at all (the coarse gate of the table). */
export function rolesFor(actor: Actor, action: BookingAction): Group[] {
  const allowed: readonly Role[] = TRANSITIONS[action].roles;
  return actor.groups.filter((g) => allowed.includes(g));
}

/** What the table's guards read of a booking, today. */
export const guardFacts = (b: Pick<BookingFacts, 'startDate' | 'endDate'>, today: LocalDate): BookingGuardFacts => ({
  startDate: b.startDate,
  endDate: b.endDate,
  today,
});

/** What this actor may do to this booking now: the web shows exactly these buttons. */
export function allowedActions(actor: Actor | null, b: BookingFacts, today: LocalDate): BookingAction[] {
  if (!actor) return [];
  return BOOKING_ACTIONS.filter((action) => {
    const roles = rolesFor(actor, action).filter((g) => reaches(actor, g, b));
    return roles.length > 0 && decide(b.status, action, roles, guardFacts(b, today)).ok;
  });
}

/**
 * What of a booking's audit trail this actor may read: staff who reach the booking (its host, its
 * caseworkers) see everything; the guest and the requesting volunteer see what happened and the
 * host's and the system's reasons, but not the caseworkers' reasons nor staff names (issue 3 §6).
 */
export function visibleHistory<E extends { actorGroup: string; reason: string | null; actorName: string | null }>(
  actor: Actor | null,
  b: Pick<BookingFacts, 'guestId' | 'shelterId' | 'requestedBy'>,
  events: E[],
): E[] {
  if (!actor) return [];
  if (actor.groups.some((g) => (g === 'host' || g === 'caseworker') && reaches(actor, g, b))) return events;
  if (actor.groups.some((g) => (g === 'user' || g === 'volunteer') && reaches(actor, g, b))) {
    return events.map((e) => ({
      ...e,
      // The host's reasons and the system's ('Uteblev' for a released no-show, issue 19 §6).
      reason: e.actorGroup === 'host' || e.actorGroup === 'system' ? e.reason : null,
      actorName: e.actorGroup === 'user' || e.actorGroup === 'volunteer' ? e.actorName : null,
    }));
  }
  return [];
}
