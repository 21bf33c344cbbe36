/**
 * The booking state machine (DESIGN §4): statuses, which hold a place, and the transitions as one
 * table. The booking service is the only code that applies it; the web reads `allowedActions`.
 */
import type { Role } from './roles';

export const BOOKING_STATUSES = [
  'pending',
  'in_queue',
  'accepted',
  'advised_against',
  'reserved',
  'confirmed',
  'checked_in',
  'completed',
  'declined',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const isBookingStatus = (v: unknown): v is BookingStatus =>
  typeof v === 'string' && (BOOKING_STATUSES as readonly string[]).includes(v);

/** Statuses that hold a place in the capacity ledger. */
export const HELD_STATUSES = ['pending', 'accepted', 'advised_against', 'reserved', 'confirmed', 'checked_in'] as const;
/** Statuses that block the same guest from another booking on the same nights (held + queued). */
export const ACTIVE_STATUSES = [...HELD_STATUSES, 'in_queue'] as const;

export const holdsPlace = (s: BookingStatus): boolean => (HELD_STATUSES as readonly string[]).includes(s);
export const isActive = (s: BookingStatus): boolean => (ACTIVE_STATUSES as readonly string[]).includes(s);

export const BOOKING_ACTIONS = [
  'recommend',
  'advise_against',
  'caseworker_undo',
  'assign',
  'decline',
  'host_undo',
  'confirm',
  'volunteer_confirm',
  'cancel',
  'check_in',
  'check_out',
  'extend',
  'promote',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export interface Transition {
  roles: readonly Role[];
  from: readonly BookingStatus[];
  to: BookingStatus;
}

const CANCELLABLE = ['pending', 'in_queue', 'accepted', 'advised_against', 'reserved', 'confirmed'] as const;

export const TRANSITIONS = {
  recommend: { roles: ['caseworker'], from: ['pending'], to: 'accepted' },
  advise_against: { roles: ['caseworker'], from: ['pending'], to: 'advised_against' },
  caseworker_undo: { roles: ['caseworker'], from: ['accepted', 'advised_against'], to: 'pending' },
  assign: { roles: ['host'], from: ['pending', 'accepted', 'advised_against'], to: 'reserved' },
  // Also a confirmed no-show (reason 'Uteblev').
  decline: { roles: ['host'], from: CANCELLABLE, to: 'declined' },
  host_undo: { roles: ['host'], from: ['reserved', 'declined'], to: 'pending' },
  confirm: { roles: ['user'], from: ['reserved'], to: 'confirmed' },
  // SPEC §4: a volunteer confirms straight from pending.
  volunteer_confirm: { roles: ['volunteer'], from: ['pending'], to: 'confirmed' },
  cancel: { roles: ['user', 'volunteer'], from: CANCELLABLE, to: 'cancelled' },
  check_in: { roles: ['host'], from: ['reserved', 'confirmed'], to: 'checked_in' },
  check_out: { roles: ['host'], from: ['checked_in'], to: 'completed' },
  extend: { roles: ['host'], from: ['checked_in'], to: 'checked_in' },
  promote: { roles: ['system'], from: ['in_queue'], to: 'pending' },
} as const satisfies Record<BookingAction, Transition>;

export type Decision = { ok: true; to: BookingStatus; role: Role } | { ok: false; error: 'FORBIDDEN' | 'BOOKING_INVALID_TRANSITION' };

/**
 * May someone with these roles take this action on a booking in this status?
 * Role first (FORBIDDEN), then status (BOOKING_INVALID_TRANSITION). Record scope (is it *their*
 * shelter or booking) is the service's job; it needs data this pure table does not have.
 */
export function decide(status: BookingStatus, action: BookingAction, roles: readonly Role[]): Decision {
  const t: Transition = TRANSITIONS[action];
  const role = roles.find((r) => t.roles.includes(r));
  if (role === undefined) return { ok: false, error: 'FORBIDDEN' };
  if (!t.from.includes(status)) return { ok: false, error: 'BOOKING_INVALID_TRANSITION' };
  return { ok: true, to: t.to, role };
}

/** Does moving from one status to another take (+1), give back (-1) or keep the ledger's place? */
export function ledgerEffect(from: BookingStatus, to: BookingStatus): -1 | 0 | 1 {
  const before = holdsPlace(from);
  const after = holdsPlace(to);
  return before === after ? 0 : after ? 1 : -1;
}

export interface Step {
  action: BookingAction;
  from: BookingStatus;
  to: BookingStatus;
  /** Who takes the step: the first of the action's roles among those given. */
  role: Role;
}

/**
 * The shortest path of allowed transitions from one status to another, taken only by the given
 * roles (breadth-first over the table, in its order); null when there is none. The demo data
 * builds its histories from it, so a seeded trail is one the table allows.
 */
export function pathOfTransitions(from: BookingStatus, to: BookingStatus, roles: readonly Role[]): Step[] | null {
  const via = new Map<BookingStatus, Step | null>([[from, null]]);
  const queue: BookingStatus[] = [from];
  while (queue.length > 0) {
    const at = queue.shift() as BookingStatus;
    if (at === to) break;
    for (const action of BOOKING_ACTIONS) {
      const t: Transition = TRANSITIONS[action];
      const role = roles.find((r) => t.roles.includes(r));
      if (role === undefined || !t.from.includes(at) || via.has(t.to)) continue;
      via.set(t.to, { action, from: at, to: t.to, role });
      queue.push(t.to);
    }
  }
  if (!via.has(to)) return null;
  const steps: Step[] = [];
  for (let s = via.get(to); s; s = via.get(s.from)) steps.unshift(s);
  return steps;
}
