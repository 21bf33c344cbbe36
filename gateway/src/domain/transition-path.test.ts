import { BOOKING_STATUSES, decide, pathOfTransitions } from './booking-status';
import type { Role } from './roles';

const PEOPLE: Role[] = ['user', 'host', 'caseworker'];

it('finds, for every status a person can reach from pending, a path the table allows step by step', () => {
  for (const target of BOOKING_STATUSES) {
    const path = pathOfTransitions('pending', target, PEOPLE);
    if (target === 'in_queue') {
      expect(path).toBeNull(); // only a full night queues a request
      continue;
    }
    expect(path).not.toBeNull();
    let at = 'pending' as (typeof BOOKING_STATUSES)[number];
    for (const step of path ?? []) {
      expect(step.from).toBe(at);
      expect(decide(at, step.action, [step.role])).toEqual({ ok: true, to: step.to, role: step.role });
      at = step.to;
    }
    expect(at).toBe(target);
  }
});

it("takes the people's own steps: a guest confirms what a host assigned", () => {
  expect(pathOfTransitions('pending', 'confirmed', PEOPLE)?.map((s) => `${s.action}:${s.role}`)).toEqual(['assign:host', 'confirm:user']);
  expect(pathOfTransitions('pending', 'completed', PEOPLE)?.map((s) => s.action)).toEqual(['assign', 'check_in', 'check_out']);
  expect(pathOfTransitions('pending', 'pending', PEOPLE)).toEqual([]);
});
