/**
 * Roles once: every GraphQL mutation that applies a transition is guarded by exactly the roles the
 * transition table gives that action (read from TypeGraphQL's own metadata, not from a list here).
 */
import { getMetadataStorage } from 'type-graphql';
import { BOOKING_ACTIONS, TRANSITIONS, type BookingAction } from '../domain/booking-status';
import { buildGatewaySchema } from '../app/schema';
import { BookingResolver } from './booking.resolver';

beforeAll(async () => {
  await buildGatewaySchema();
});

/** The action a resolver method applies: the one it hands to `this.act(…)`. */
function actionOf(method: unknown): BookingAction | null {
  const m = /this\.act\([^,]+,[^,]+,\s*'(\w+)'/.exec(String(method));
  return m ? (m[1] as BookingAction) : null;
}

it("guards every transition mutation with the transition table's roles", () => {
  const storage = getMetadataStorage();
  const mutations = storage.mutations.filter((m) => m.target === BookingResolver);
  const seen = new Set<BookingAction>();
  for (const m of mutations) {
    const action = actionOf((BookingResolver.prototype as unknown as Record<string, unknown>)[m.methodName]);
    if (!action) continue;
    expect(BOOKING_ACTIONS).toContain(action);
    seen.add(action);
    const guard = storage.authorizedFields.find((a) => a.target === BookingResolver && a.fieldName === m.methodName);
    expect({ mutation: m.schemaName, roles: [...(guard?.roles ?? [])].sort() }).toEqual({
      mutation: m.schemaName,
      roles: [...TRANSITIONS[action].roles].sort(),
    });
  }
  // Every action a person takes has its mutation ('promote' is the system's).
  expect([...seen].sort()).toEqual(BOOKING_ACTIONS.filter((a) => a !== 'promote').sort());
});
