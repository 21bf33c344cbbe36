/**
 * The booking state machine (DESIGN §4): statuses, which hold a place, and the transitions as one
 * table of domain/state-machine.ts's shape. The booking service is the only code that applies it;
 * the web reads `allowedActions`.
 */
import type { Role } from './roles';
import { decide as decideIn, machine, pathOf, type Step as MachineStep, type Transition as StateTransition } from './state-machine';

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
/** The actions a person takes (the queue's promotion is the system's). */
export type PersonAction = Exclude<BookingAction, 'promote'>;

/** What a booking's guards read: its nights and today (yyyy-MM-dd, as the service holds them). */
export interface BookingGuardFacts {
  startDate: string;
  endDate: string;
  today: string;
}
/** Why a guard refused: the error code the service answers. */
export type BookingGuardError = 'BOOKING_OUTSIDE_STAY';

export type Transition = StateTransition<BookingStatus, Role, BookingGuardFacts, BookingGuardError>;

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
  // DESIGN §4: check-in only during the stay.
  check_in: {
    roles: ['host'],
    from: ['reserved', 'confirmed'],
    to: 'checked_in',
    guard: (f: BookingGuardFacts) => (f.startDate <= f.today && f.today < f.endDate ? null : 'BOOKING_OUTSIDE_STAY'),
  },
  check_out: { roles: ['host'], from: ['checked_in'], to: 'completed' },
  extend: { roles: ['host'], from: ['checked_in'], to: 'checked_in' },
  promote: { roles: ['system'], from: ['in_queue'], to: 'pending' },
} as const satisfies Record<BookingAction, Transition>;

/** The booking's machine (domain/state-machine.ts): the table above with its statuses and actions. */
export const BOOKING_MACHINE = machine<BookingStatus, BookingAction, Role, BookingGuardFacts, BookingGuardError>({
  statuses: BOOKING_STATUSES,
  actions: BOOKING_ACTIONS,
  transitions: TRANSITIONS,
});

export type Decision =
  { ok: true; to: BookingStatus; role: Role } | { ok: false; error: 'FORBIDDEN' | 'BOOKING_INVALID_TRANSITION' | BookingGuardError };

/**
 * May someone with these roles take this action on a booking in this status (and, given its
 * facts, now)? Role first (FORBIDDEN), then status (BOOKING_INVALID_TRANSITION), then the action's
 * guard. Record scope (is it *their* shelter or booking) is the service's job.
 */
export function decide(status: BookingStatus, action: BookingAction, roles: readonly Role[], ...facts: [] | [BookingGuardFacts]): Decision {
  const d = decideIn(BOOKING_MACHINE, status, action, roles, ...facts);
  if (d.ok) return d;
  if (d.error === 'GUARD') return { ok: false, error: d.guard };
  return { ok: false, error: d.error === 'FORBIDDEN' ? 'FORBIDDEN' : 'BOOKING_INVALID_TRANSITION' };
}

/** Does moving from one status to another take (+1), give back (-1) or keep the ledger's place? */
export function ledgerEffect(from: BookingStatus, to: BookingStatus): -1 | 0 | 1 {
  const before = holdsPlace(from);
  const after = holdsPlace(to);
  return before === after ? 0 : after ? 1 : -1;
}

export type Step = MachineStep<BookingStatus, BookingAction, Role>;

/**
 * The shortest path of allowed transitions from one status to another, taken only by the given
 * roles; null when there is none. The demo data builds its histories from it, so a seeded trail is
 * one the table allows.
 */
export const pathOfTransitions = (from: BookingStatus, to: BookingStatus, roles: readonly Role[]): Step[] | null =>
  pathOf(BOOKING_MACHINE, from, to, roles);
