/**
 * What a live subscription asks the database (issue 34 §2): whether a page rendered at a given
 * time may have missed a change the person may hear, so that a page the gateway rendered asks its
 * views again only when it did (live.resolver.ts, web/src/lib/live.tsx).
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { one } from '../platform/db/rows';
import { CHANGED_SINCE_SQL } from './live.sql';
import { audienceOf } from './pubsub';

export class LiveService {
  constructor(private readonly ds: DataSource) {}

  /** True when a change the actor may hear (audienceOf, as the live topics) may be newer than `since`. */
  async changedSince(actor: Actor, since: Date): Promise<boolean> {
    const { everything, shelters, guest } = audienceOf(actor);
    const rows: { changed: boolean }[] = await this.ds.query(CHANGED_SINCE_SQL, [since.toISOString(), everything, shelters, guest]);
    return one(rows).changed;
  }
}

declare module '../platform/services' {
  interface Services {
    live: LiveService;
  }
}
