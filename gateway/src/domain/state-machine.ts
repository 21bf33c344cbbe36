/**
 * The one shape of a state machine (issue 31 §2): a table of transitions, each naming who may take
 * it, from which statuses, to which status, and the guard it needs beyond them. The booking
 * (booking-status.ts) and the invoice (invoice-status.ts) are both such tables; `decide`, `allowed`
 * and `pathOf` read either, so the order of checks and the shape of an answer are the same for both.
 *
 * Checks, in this order, the first that fails answering:
 *   1. role: none of the given roles takes this action            → FORBIDDEN
 *   2. the machine's own precondition (`steps`: e.g. a credit note  → GUARD with its error
 *      takes no step at all), when facts are given
 *   3. status: the action does not start from this status          → INVALID_TRANSITION
 *   4. the action's guard (e.g. check-in only during the stay),     → GUARD with its error
 *      when facts are given
 * Record scope (is it *their* shelter, booking or invoice) is the service's check, before these:
 * it needs data no table has.
 */

export interface Transition<S extends string, R extends string, F = never, E extends string = never> {
  /** Who takes this step (the first of these among a person's roles is the one recorded). */
  readonly roles: readonly R[];
  /** The statuses it starts from. */
  readonly from: readonly S[];
  /** Where it leads (for a step whose end depends on facts, its usual end: see the service). */
  readonly to: S;
  /** A condition beyond role and status, on the record's facts: an error, or null when it holds. */
  readonly guard?: (facts: F) => E | null;
}

export interface Machine<S extends string, A extends string, R extends string, F = never, E extends string = never> {
  readonly statuses: readonly S[];
  /** The actions in the table's order (the order `allowed` answers in and `pathOf` tries). */
  readonly actions: readonly A[];
  readonly transitions: { readonly [K in A]: Transition<S, R, F, E> };
  /** A condition on the record before any step (e.g. a credit note takes none): an error, or null. */
  readonly steps?: (facts: F) => E | null;
}

export type Decision<S extends string, R extends string, E extends string = never> =
  | { ok: true; to: S; role: R }
  | { ok: false; error: 'FORBIDDEN' }
  | { ok: false; error: 'INVALID_TRANSITION' }
  | { ok: false; error: 'GUARD'; guard: E };

/** A table, typed: the helper only checks that `transitions` names every action of `actions`. */
export const machine = <S extends string, A extends string, R extends string, F = never, E extends string = never>(
  m: Machine<S, A, R, F, E>,
): Machine<S, A, R, F, E> => m;

/**
 * May someone with these roles take this action on a record in this status (and, when its facts
 * are given, with these facts)? Without facts the guards are not read: the table's own answer.
 */
export function decide<S extends string, A extends string, R extends string, F, E extends string>(
  m: Machine<S, A, R, F, E>,
  status: S,
  action: A,
  roles: readonly R[],
  ...facts: [] | [F]
): Decision<S, R, E> {
  const t: Transition<S, R, F, E> = m.transitions[action];
  const role = roles.find((r) => t.roles.includes(r));
  if (role === undefined) return { ok: false, error: 'FORBIDDEN' };
  if (facts.length === 1 && m.steps) {
    const guard = m.steps(facts[0]);
    if (guard !== null) return { ok: false, error: 'GUARD', guard };
  }
  if (!t.from.includes(status)) return { ok: false, error: 'INVALID_TRANSITION' };
  if (facts.length === 1 && t.guard) {
    const guard = t.guard(facts[0]);
    if (guard !== null) return { ok: false, error: 'GUARD', guard };
  }
  return { ok: true, to: t.to, role };
}

/** Every action these roles may take now on a record in this status with these facts, in table order. */
export function allowed<S extends string, A extends string, R extends string, F, E extends string>(
  m: Machine<S, A, R, F, E>,
  status: S,
  roles: readonly R[],
  facts: F,
): A[] {
  return m.actions.filter((a) => decide(m, status, a, roles, facts).ok);
}

export interface Step<S extends string, A extends string, R extends string> {
  action: A;
  from: S;
  to: S;
  /** Who takes the step: the first of the action's roles among those given. */
  role: R;
}

/**
 * The shortest path of allowed transitions from one status to another, taken only by the given
 * roles (breadth-first over the table, in its order; guards are not read); null when there is none.
 */
export function pathOf<S extends string, A extends string, R extends string, F, E extends string>(
  m: Machine<S, A, R, F, E>,
  from: S,
  to: S,
  roles: readonly R[],
): Step<S, A, R>[] | null {
  const via = new Map<S, Step<S, A, R> | null>([[from, null]]);
  const queue: S[] = [from];
  while (queue.length > 0) {
    const at = queue.shift() as S;
    if (at === to) break;
    for (const action of m.actions) {
      const t: Transition<S, R, F, E> = m.transitions[action];
      const role = roles.find((r) => t.roles.includes(r));
      if (role === undefined || !t.from.includes(at) || via.has(t.to)) continue;
      via.set(t.to, { action, from: at, to: t.to, role });
      queue.push(t.to);
    }
  }
  if (!via.has(to)) return null;
  const steps: Step<S, A, R>[] = [];
  for (let s = via.get(to); s; s = via.get(s.from)) steps.unshift(s);
  return steps;
}
