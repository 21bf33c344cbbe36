import { GROUPS, type Role } from './roles';
import {
  ACTIVE_STATUSES,
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingStatus,
  decide,
  HELD_STATUSES,
  ledgerEffect,
} from './booking-status';

/**
 * DESIGN §4's table, written out independently of TRANSITIONS: who may take each action, from
 * which statuses, to which status. The exhaustive test below compares every status × action × role.
 */
const EXPECTED: Record<BookingAction, { who: Role[]; from: BookingStatus[]; to: BookingStatus }> = {
  recommend: { who: ['caseworker'], from: ['pending'], to: 'accepted' },
  advise_against: { who: ['caseworker'], from: ['pending'], to: 'advised_against' },
  caseworker_undo: { who: ['caseworker'], from: ['accepted', 'advised_against'], to: 'pending' },
  assign: { who: ['host'], from: ['pending', 'accepted', 'advised_against'], to: 'reserved' },
  decline: { who: ['host'], from: ['pending', 'in_queue', 'accepted', 'advised_against', 'reserved', 'confirmed'], to: 'declined' },
  host_undo: { who: ['host'], from: ['reserved', 'declined'], to: 'pending' },
  confirm: { who: ['user'], from: ['reserved'], to: 'confirmed' },
  volunteer_confirm: { who: ['volunteer'], from: ['pending'], to: 'confirmed' },
  cancel: {
    who: ['user', 'volunteer'],
    from: ['pending', 'in_queue', 'accepted', 'advised_against', 'reserved', 'confirmed'],
    to: 'cancelled',
  },
  check_in: { who: ['host'], from: ['reserved', 'confirmed'], to: 'checked_in' },
  check_out: { who: ['host'], from: ['checked_in'], to: 'completed' },
  extend: { who: ['host'], from: ['checked_in'], to: 'checked_in' },
  promote: { who: ['system'], from: ['in_queue'], to: 'pending' },
};

const ROLES: Role[] = [...GROUPS, 'system'];

const cases = BOOKING_STATUSES.flatMap((status) =>
  BOOKING_ACTIONS.flatMap((action) => ROLES.map((role) => [status, action, role] as const)),
);

describe('booking transition table', () => {
  it('covers every status × action × role', () => {
    expect(cases).toHaveLength(10 * 13 * 6);
  });

  it.each(cases)('%s · %s · %s', (status, action, role) => {
    const rule = EXPECTED[action];
    const result = decide(status, action, [role]);
    if (!rule.who.includes(role)) {
      expect(result).toEqual({ ok: false, error: 'FORBIDDEN' });
    } else if (!rule.from.includes(status)) {
      expect(result).toEqual({ ok: false, error: 'BOOKING_INVALID_TRANSITION' });
    } else {
      expect(result).toEqual({ ok: true, to: rule.to, role });
    }
  });

  it('admins take no booking decisions', () => {
    for (const status of BOOKING_STATUSES) {
      for (const action of BOOKING_ACTIONS) expect(decide(status, action, ['admin']).ok).toBe(false);
    }
  });

  it('picks the role that may act when a person has several groups', () => {
    expect(decide('pending', 'assign', ['caseworker', 'host'])).toEqual({ ok: true, to: 'reserved', role: 'host' });
  });

  it('knows which statuses hold a place and which block a guest', () => {
    expect([...HELD_STATUSES].sort()).toEqual(['accepted', 'advised_against', 'checked_in', 'confirmed', 'pending', 'reserved']);
    expect([...ACTIVE_STATUSES].sort()).toEqual([...HELD_STATUSES, 'in_queue'].sort());
    expect(ledgerEffect('in_queue', 'pending')).toBe(1);
    expect(ledgerEffect('reserved', 'declined')).toBe(-1);
    expect(ledgerEffect('checked_in', 'completed')).toBe(-1);
    expect(ledgerEffect('pending', 'reserved')).toBe(0);
    expect(ledgerEffect('declined', 'cancelled')).toBe(0);
  });
});

describe('booking guards in the table', () => {
  const stay = { startDate: '2026-11-26', endDate: '2026-11-28' };
  it('checks in only during the stay, after role and status', () => {
    expect(decide('reserved', 'check_in', ['host'], { ...stay, today: '2026-11-26' })).toEqual({
      ok: true,
      to: 'checked_in',
      role: 'host',
    });
    expect(decide('reserved', 'check_in', ['host'], { ...stay, today: '2026-11-25' })).toEqual({
      ok: false,
      error: 'BOOKING_OUTSIDE_STAY',
    });
    expect(decide('reserved', 'check_in', ['host'], { ...stay, today: '2026-11-28' })).toEqual({
      ok: false,
      error: 'BOOKING_OUTSIDE_STAY',
    });
    expect(decide('pending', 'check_in', ['host'], { ...stay, today: '2026-11-25' })).toEqual({
      ok: false,
      error: 'BOOKING_INVALID_TRANSITION',
    });
    expect(decide('reserved', 'check_in', ['user'], { ...stay, today: '2026-11-25' })).toEqual({ ok: false, error: 'FORBIDDEN' });
  });
});
