/**
 * The open feed of free beds tonight (issue 37): anonymous, for outreach teams' apps and public
 * directories; only shelters whose host or an admin opted in; rate-limited per client address
 * (counted in the database, so it holds across gateway processes); read live from the ledger.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Clock } from '../platform/clock';
import { AppError } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { countInWindow } from '../platform/db/window-counter';
import { OPEN_FEED_OF_SQL, OPEN_FEED_SQL, SET_OPEN_FEED_SQL, type OpenFeedRow } from './openfeed.sql';
import { openFeedEntry, type OpenFeed } from './openfeed.view';
import { DEFAULT_OPEN_FEED_LIMIT } from './openfeed.rules';

export class OpenFeedService {
  /** Changeable by tests. */
  readonly limit = { ...DEFAULT_OPEN_FEED_LIMIT };

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The feed; TOO_MANY_REQUESTS (with a retry time) past the client's limit. */
  async feed(client: string | undefined): Promise<OpenFeed> {
    const [count] = await countInWindow(this.ds, [`openfeed:c:${client ?? 'unknown'}`], this.limit.windowSeconds);
    if (count && count.failures > this.limit.perClient) {
      throw new AppError('TOO_MANY_REQUESTS', undefined, { retryAfterSeconds: count.retry_after });
    }
    const night = this.clock.today();
    const rows: OpenFeedRow[] = await this.ds.query(OPEN_FEED_SQL, [night]);
    const generated = this.clock.now().toISOString();
    return { generated_at: generated, night, services: rows.map((r) => openFeedEntry(r, generated)) };
  }

  /** The shelter this actor may switch: a host their own, an admin any; "not yours" is NOT_FOUND. */
  private shelterFor(actorOrNull: Actor | null, shelterId: unknown): number {
    const actor = requireGroup(actorOrNull, 'host', 'admin');
    const id = typeof shelterId === 'string' && /^[1-9][0-9]{0,9}$/.test(shelterId) ? Number(shelterId) : shelterId;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new AppError('NOT_FOUND');
    if (!actor.groups.includes('admin') && actor.hostShelterId !== id) throw new AppError('NOT_FOUND');
    return id;
  }

  /** Whether the shelter is in the open feed. */
  async isOpen(actor: Actor | null, shelterId: unknown): Promise<boolean> {
    const id = this.shelterFor(actor, shelterId);
    const [row]: { open_feed: boolean }[] = await this.ds.query(OPEN_FEED_OF_SQL, [id]);
    if (!row) throw new AppError('NOT_FOUND');
    return row.open_feed;
  }

  /** Turns the shelter's place in the open feed on or off; the new value. */
  async setOpen(actor: Actor | null, shelterId: unknown, on: unknown): Promise<boolean> {
    const id = this.shelterFor(actor, shelterId);
    if (typeof on !== 'boolean') throw new AppError('BAD_USER_INPUT');
    const [row]: { open_feed: boolean }[] = await this.ds.query(SET_OPEN_FEED_SQL, [id, on]);
    if (!row) throw new AppError('NOT_FOUND');
    return row.open_feed;
  }
}

declare module '../platform/services' {
  interface Services {
    openFeed: OpenFeedService;
  }
}
