/**
 * TypeGraphQL's PubSub over an event target backed by Postgres LISTEN/NOTIFY (issue 7): a publish
 * is a NOTIFY, so it reaches subscribers on every gateway process; what a process hears on its
 * LISTEN connection is dispatched to its own subscribers. Booking transactions NOTIFY in SQL (in
 * the same transaction as the change); this target routes those hints to per-shelter topics.
 */
import { createPubSub } from '@graphql-yoga/subscription';
import type { Actor } from '../domain/actor';
import type { ChangeHint } from './changes';
import { logError } from '../platform/log';

export const TOPICS = {
  shelter: (id: number) => `changes:shelter:${id}`,
  guest: (id: number) => `changes:guest:${id}`,
  all: 'changes:all',
  resync: 'changes:resync',
} as const;

/**
 * What a person may hear (issue 7): host staff their shelter, caseworkers their assigned shelters,
 * volunteers every shelter, guests their own bookings. The live topics (topicsFor) and the check of
 * a page's render (LiveService.changedSince) both follow it.
 */
export function audienceOf(actor: Actor): { everything: boolean; shelters: number[]; guest: number | null } {
  const shelters = new Set<number>();
  for (const g of actor.groups) {
    if (g === 'host' && actor.hostShelterId !== null) shelters.add(actor.hostShelterId);
    if (g === 'caseworker') for (const id of actor.assignedShelterIds) shelters.add(id);
  }
  return {
    everything: actor.groups.includes('volunteer'),
    shelters: [...shelters],
    guest: actor.groups.includes('user') ? actor.userId : null,
  };
}

/** What subscribers receive: a change hint, or a resync signal after a lost connection. */
export type LivePayload = (ChangeHint & { resync: false }) | { resync: true; seq: null };

export class PostgresEventTarget extends EventTarget {
  private notify: ((payload: string) => Promise<void>) | null = null;

  /** How a publish leaves this process: a NOTIFY on the changes channel. */
  bind(notify: (payload: string) => Promise<void>): void {
    this.notify = notify;
  }

  override dispatchEvent(event: Event): boolean {
    const detail: unknown = (event as CustomEvent).detail;
    if (!this.notify) return this.deliver(event.type, detail);
    this.notify(JSON.stringify({ topic: event.type, detail })).catch((e: unknown) => logError('[live] notify failed', e));
    return true;
  }

  /** Hands an event to this process's subscribers. */
  deliver(topic: string, detail: unknown): boolean {
    return super.dispatchEvent(new CustomEvent(topic, { detail }));
  }

  /** A payload heard on LISTEN: a change hint from a transaction, or a published `{topic, detail}`. */
  receive(raw: string): void {
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    if (typeof msg !== 'object' || msg === null) return;
    if ('topic' in msg && typeof msg.topic === 'string') {
      this.deliver(msg.topic, (msg as { detail?: unknown }).detail);
      return;
    }
    const hint = msg as ChangeHint;
    if (typeof hint.shelterId !== 'number') return;
    const payload: LivePayload = { ...hint, resync: false };
    this.deliver(TOPICS.shelter(hint.shelterId), payload);
    this.deliver(TOPICS.all, payload);
    if (typeof hint.guestId === 'number') this.deliver(TOPICS.guest(hint.guestId), payload);
  }

  /** After the LISTEN connection came back: every subscriber should refetch. */
  resync(): void {
    const payload: LivePayload = { resync: true, seq: null };
    this.deliver(TOPICS.resync, payload);
  }
}

/** One per process, like the schema that uses it. */
export const liveTarget = new PostgresEventTarget();
export const pubSub = createPubSub({ eventTarget: liveTarget });
