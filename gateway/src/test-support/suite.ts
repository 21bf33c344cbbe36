import { MutableClock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { createServices, type Services } from '../app/services';
import { openTestDatabase } from './db';
import { Factory } from './factories';

export interface Suite {
  db: Database;
  services: Services;
  f: Factory;
  clock: MutableClock;
}

/**
 * One real database for a test file, the service layer over it, factories, and a clock stopped on
 * `today` (tests never rely on the real date).
 */
export function useSuite(today: string): Suite {
  const suite = { clock: new MutableClock(today) } as Suite;
  beforeAll(async () => {
    suite.db = await openTestDatabase();
    suite.services = createServices(suite.db.dataSource, suite.clock);
    suite.f = new Factory(suite.db.dataSource);
  });
  afterAll(async () => {
    await suite.db?.close();
  });
  return suite;
}
