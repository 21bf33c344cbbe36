import { allowed, decide, machine, pathOf } from './state-machine';

/** A small machine of its own, so the order of checks is seen apart from the product's tables. */
const door = machine<
  'shut' | 'open' | 'locked',
  'open' | 'close' | 'lock' | 'unlock',
  'guest' | 'warden',
  { hour: number; broken: boolean },
  'NIGHT' | 'BROKEN'
>({
  statuses: ['shut', 'open', 'locked'],
  actions: ['open', 'close', 'lock', 'unlock'],
  transitions: {
    open: { roles: ['guest', 'warden'], from: ['shut'], to: 'open', guard: (f) => (f.hour >= 22 ? 'NIGHT' : null) },
    close: { roles: ['guest', 'warden'], from: ['open'], to: 'shut' },
    lock: { roles: ['warden'], from: ['shut'], to: 'locked' },
    unlock: { roles: ['warden'], from: ['locked'], to: 'shut' },
  },
  steps: (f) => (f.broken ? 'BROKEN' : null),
});
const day = { hour: 12, broken: false };

describe('a state machine table', () => {
  it('checks role, then the machine precondition, then status, then the action guard', () => {
    expect(decide(door, 'locked', 'lock', ['guest'], { hour: 23, broken: true })).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(decide(door, 'locked', 'lock', ['warden'], { hour: 23, broken: true })).toEqual({ ok: false, error: 'GUARD', guard: 'BROKEN' });
    expect(decide(door, 'locked', 'open', ['guest'], { hour: 23, broken: false })).toEqual({ ok: false, error: 'INVALID_TRANSITION' });
    expect(decide(door, 'shut', 'open', ['guest'], { hour: 23, broken: false })).toEqual({ ok: false, error: 'GUARD', guard: 'NIGHT' });
    expect(decide(door, 'shut', 'open', ['guest'], day)).toEqual({ ok: true, to: 'open', role: 'guest' });
  });

  it('without facts answers by the table alone', () => {
    expect(decide(door, 'shut', 'open', ['guest'])).toEqual({ ok: true, to: 'open', role: 'guest' });
  });

  it('records the first of the action’s roles among a person’s', () => {
    expect(decide(door, 'shut', 'lock', ['guest', 'warden'], day)).toEqual({ ok: true, to: 'locked', role: 'warden' });
  });

  it('lists what may be done now, in table order', () => {
    expect(allowed(door, 'shut', ['warden'], day)).toEqual(['open', 'lock']);
    expect(allowed(door, 'shut', ['warden'], { hour: 23, broken: false })).toEqual(['lock']);
    expect(allowed(door, 'shut', ['warden'], { hour: 12, broken: true })).toEqual([]);
  });

  it('finds the shortest path the given roles may walk, or none', () => {
    expect(pathOf(door, 'open', 'locked', ['warden'])?.map((s) => `${s.action}:${s.role}`)).toEqual(['close:warden', 'lock:warden']);
    expect(pathOf(door, 'open', 'locked', ['guest'])).toBeNull();
    expect(pathOf(door, 'shut', 'shut', ['guest'])).toEqual([]);
  });
});
