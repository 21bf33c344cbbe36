import { MutableClock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { createServices, type Services } from '../app/services';
import { openTestDatabase } from './db';
import type { Actor } from '../domain/actor';
import { Factory, TEST_PASSWORD } from './factories';
import { HttpClient, startTestServer, type TestServer } from './http';

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

export interface ServerSuite extends Suite {
  /** The real HTTP server over the suite's database (started before the file's own beforeAll). */
  server: TestServer;
  /** A client of the server logged in as the actor (made with a factory's `login: true`). */
  clientFor(actor: Actor): Promise<HttpClient>;
}

/**
 * The preamble of a test file that talks HTTP (issue 31 §7): `useSuite` and a real server on an
 * ephemeral port, closed after the file; `clientFor` logs an actor in.
 */
export function useServerSuite(today: string): ServerSuite {
  const suite = useSuite(today) as ServerSuite;
  beforeAll(async () => {
    suite.server = await startTestServer(suite.db.dataSource, suite.clock);
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  suite.clientFor = async (actor: Actor) => {
    const c = new HttpClient(suite.server.url);
    await c.login(actor.email as string, TEST_PASSWORD);
    return c;
  };
  return suite;
}
