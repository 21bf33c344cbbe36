import type { Database } from '../platform/db/database';
import { CHANGES_CHANNEL } from './changes';
import { liveTarget } from './pubsub';

/**
 * Starts this process's part of the live feed: NOTIFYs heard on the changes channel go to this
 * process's subscribers, and publishes leave as NOTIFYs.
 */
export async function startLiveFeed(db: Database): Promise<{ close(): Promise<void> }> {
  liveTarget.bind(async (payload) => {
    await db.dataSource.query(`SELECT pg_notify($1, $2)`, [CHANGES_CHANNEL, payload]);
  });
  const listening = await db.listen(CHANGES_CHANNEL, {
    onMessage: (payload) => liveTarget.receive(payload),
    onReconnect: () => liveTarget.resync(),
  });
  return listening;
}
