import { Authorized, Root, Subscription, Resolver } from 'type-graphql';
import type { Actor } from '../domain/actor';
import type { SubscriptionContext } from '../platform/graphql/context';
import { ChangeEventType } from './live.types';
import { type LivePayload, TOPICS } from './pubsub';

/**
 * The topics a person may hear (issue 7): host staff their shelter, caseworkers their assigned
 * shelters, volunteers all availability, guests their own bookings; everyone the resync signal.
 */
export function topicsFor(actor: Actor | null): string[] {
  if (!actor) return [];
  const topics = new Set<string>([TOPICS.resync]);
  for (const g of actor.groups) {
    if (g === 'host' && actor.hostShelterId !== null) topics.add(TOPICS.shelter(actor.hostShelterId));
    if (g === 'caseworker') for (const s of actor.assignedShelterIds) topics.add(TOPICS.shelter(s));
    if (g === 'volunteer') topics.add(TOPICS.all);
    if (g === 'user') topics.add(TOPICS.guest(actor.userId));
  }
  return [...topics];
}

@Resolver()
export class LiveResolver {
  @Authorized()
  @Subscription(() => ChangeEventType, {
    topics: ({ context }) => topicsFor((context as SubscriptionContext).actor),
    description:
      'Booking and capacity changes the logged-in person may see, as they commit on any gateway process (graphql-ws on /graphql). Ids only; refetch your views on each event.',
  })
  changes(@Root() payload: LivePayload): ChangeEventType {
    if (payload.resync) {
      return {
        seq: null,
        resync: true,
        kind: null,
        action: null,
        shelterId: null,
        productId: null,
        bookingId: null,
        firstNight: null,
        endNight: null,
      };
    }
    return {
      seq: payload.seq,
      resync: false,
      kind: payload.kind,
      action: payload.action,
      shelterId: payload.shelterId,
      productId: payload.productId,
      bookingId: payload.bookingId,
      firstNight: payload.firstNight,
      endNight: payload.endNight,
    };
  }
}
