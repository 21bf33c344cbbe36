import { Repeater } from '@graphql-yoga/subscription';
import { Arg, Authorized, Root, Subscription, Resolver } from 'type-graphql';
import type { Actor } from '../domain/actor';
import type { SubscriptionContext } from '../platform/graphql/context';
import { DateTimeScalar } from '../platform/graphql/scalars';
import { logError } from '../platform/log';
import { ChangeEventType } from './live.types';
import { audienceOf, type LivePayload, pubSub, TOPICS } from './pubsub';

/** The topics a person may hear (audienceOf), and everyone the resync signal. */
export function topicsFor(actor: Actor | null): string[] {
  if (!actor) return [];
  const { everything, shelters, guest } = audienceOf(actor);
  return [
    TOPICS.resync,
    ...shelters.map((id) => TOPICS.shelter(id)),
    ...(everything ? [TOPICS.all] : []),
    ...(guest !== null ? [TOPICS.guest(guest)] : []),
  ];
}

const RESYNC: LivePayload = { resync: true, seq: null };

/**
 * The person's topics; with `since` (a page's render), first a resync when a change the person may
 * hear may be newer than the render (LiveService.changedSince). The topics listen before the
 * database is asked (Repeater.merge starts them in order), so a change is heard, asked about, or
 * both, never neither.
 */
export function liveChanges(context: SubscriptionContext, since: Date | null | undefined): AsyncIterable<LivePayload> {
  const live = Repeater.merge(topicsFor(context.actor).map((topic) => pubSub.subscribe(topic) as AsyncIterable<LivePayload>));
  const actor = context.actor;
  if (!since || !actor) return live;
  const missed = new Repeater<LivePayload>(async (push, stop) => {
    const changed = await context.services.live.changedSince(actor, since).catch((e: unknown) => {
      logError('[live] changedSince failed; resync', e);
      return true;
    });
    if (changed) await push(RESYNC);
    stop();
  });
  return Repeater.merge([live, missed]);
}

@Resolver()
export class LiveResolver {
  @Authorized()
  @Subscription(() => ChangeEventType, {
    subscribe: ({ args, context }) => liveChanges(context as SubscriptionContext, (args as { since?: Date | null }).since),
    description:
      'Booking and capacity changes the logged-in person may see, as they commit on any gateway process (graphql-ws on /graphql). Ids only; refetch your views on each event.',
  })
  changes(
    @Root() payload: LivePayload,
    @Arg('since', () => DateTimeScalar, {
      nullable: true,
      description:
        'When the views were read (a page the gateway rendered: its render time). The first event is then a resync if a change the person may see may have come since; without it, no such first event.',
    })
    _since?: Date | null,
  ): ChangeEventType {
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
