/**
 * Bounded waiting (issue 15, item 1): a write that cannot get its locks in time answers BUSY (503
 * on REST, `extensions.code` on GraphQL, a Swedish "try again"), never INTERNAL; a transaction is
 * neither started nor retried for a client that has gone away; retries stop.
 *
 * The lock waits need a second connection, so those tests run on PostgreSQL only (PGlite has one
 * connection and nothing to wait for); the retry tests run on both.
 */
import { openDatabase, type Database, inTransaction } from './database';
import { AppError, DEFAULT_MESSAGE } from '../errors';
import { addDays } from '../dates';
import { requestScope } from '../request-scope';
import { HttpClient, startTestServer, type TestServer } from '../../test-support/http';
import { useSuite } from '../../test-support/suite';
import type { Actor } from '../../domain/actor';
import type { QueryRunner } from 'typeorm';

const TODAY = '2031-03-01';
const s = useSuite(TODAY);
const onPostgres = !!process.env.DATABASE_URL;
const describePg = onPostgres ? describe : describe.skip;

/** A real serialization failure, raised by the database. */
const SERIALIZATION_FAILURE = `DO $$ BEGIN RAISE EXCEPTION 'test' USING ERRCODE = '40001'; END $$`;

describe('inTransaction retries, bounded', () => {
  it('stops after its tries and answers BUSY, not the driver error', async () => {
    let tries = 0;
    const run = inTransaction(s.db.dataSource, async (tx) => {
      tries++;
      await tx.query(SERIALIZATION_FAILURE);
    });
    await expect(run).rejects.toMatchObject({ code: 'BUSY', message: DEFAULT_MESSAGE.BUSY });
    expect(tries).toBe(6);
  });

  it('does not start, nor retry, a transaction for a client that has gone away', async () => {
    // A request scope as the app sets one up, on a response that closes before it finished.
    const { EventEmitter } = await import('node:events');
    const res = Object.assign(new EventEmitter(), { writableFinished: false });
    let tries = 0;
    const work = () =>
      inTransaction(s.db.dataSource, async (tx) => {
        tries++;
        res.emit('close'); // the client goes while the first try runs
        await tx.query(SERIALIZATION_FAILURE);
      });
    const outcome = await new Promise<unknown>((resolve) => {
      requestScope({} as never, res as never, () => {
        work().then(resolve, resolve);
      });
    });
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).code).toBe('BUSY');
    expect(tries).toBe(1);
    // Once gone, nothing more is started in that request.
    const again = await new Promise<unknown>((resolve) => {
      requestScope({} as never, res as never, () => {
        res.emit('close');
        inTransaction(s.db.dataSource, async () => {
          tries++;
        }).then(resolve, resolve);
      });
    });
    expect((again as AppError).code).toBe('BUSY');
    expect(tries).toBe(1);
  });
});

describePg('lock_timeout and statement_timeout on PostgreSQL', () => {
  let db: Database;
  let server: TestServer;
  let holder: QueryRunner | null = null;
  let host: Actor;
  let room: number;
  let hostClient: HttpClient;
  let guestClient: HttpClient;

  beforeAll(async () => {
    db = await openDatabase(
      { DATABASE_URL: process.env.DATABASE_URL, NOQ_DB_POOL: '4', NOQ_DB_LOCK_TIMEOUT_MS: '300', NOQ_DB_STATEMENT_TIMEOUT_MS: '1000' },
      { migrate: false },
    );
    server = await startTestServer(db.dataSource, s.clock);
    const shelter = await s.f.shelter();
    room = await s.f.product(shelter, { places: 4 });
    host = await s.f.host(shelter);
    hostClient = new HttpClient(server.url);
    hostClient.cookie = await s.f.sessionCookie(host.userId);
    const guest = await s.f.guest();
    guestClient = new HttpClient(server.url);
    guestClient.cookie = await s.f.sessionCookie(guest.userId);
    // The room's nights exist (a booking made them).
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 4) });
  });

  afterEach(async () => {
    if (holder) {
      await holder.rollbackTransaction().catch(() => undefined);
      await holder.release();
      holder = null;
    }
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** Another transaction holds the room's nights (as a long-running writer would). */
  async function holdNights(): Promise<void> {
    holder = s.db.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT night FROM product_night WHERE product_id = $1 ORDER BY night FOR UPDATE`, [room]);
  }

  const EDIT = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { totalPlaces } }`;
  const REQUEST = `mutation($p: ID!, $s: LocalDate!, $e: LocalDate!) { requestBooking(input: { productId: $p, startDate: $s, endDate: $e }) { status } }`;

  it('a capacity edit that cannot lock the nights in time answers BUSY on GraphQL and 503 BUSY on REST, and changes nothing', async () => {
    await holdNights();
    const t0 = Date.now();
    const gql = await hostClient.gql(EDIT, { id: String(room), input: { name: 'Rum', totalPlaces: 6, type: 'room' } });
    expect(gql.errors?.[0]).toMatchObject({ message: DEFAULT_MESSAGE.BUSY, extensions: { code: 'BUSY' } });
    const rest = await hostClient.rest('PUT', `/api/host/products/${room}/edit`, { name: 'Rum', total_places: 7, type: 'room' });
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(rest.status).toBe(503);
    expect(rest.body).toMatchObject({ code: 'BUSY', message: DEFAULT_MESSAGE.BUSY });
    const [{ total_places }] = await s.db.dataSource.query(`SELECT total_places FROM product WHERE id = $1`, [room]);
    expect(total_places).toBe(4);

    // Once the nights are free again, the same edit goes through.
    await holder?.rollbackTransaction();
    const ok = await hostClient.gql<{ updateProduct: { totalPlaces: number } }>(EDIT, {
      id: String(room),
      input: { name: 'Rum', totalPlaces: 6, type: 'room' },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateProduct.totalPlaces).toBe(6);
  });

  it('a booking request that cannot get its nights in time answers BUSY on both transports (Retry-After on REST)', async () => {
    await holdNights();
    const gql = await guestClient.gql(REQUEST, { p: String(room), s: addDays(TODAY, 2), e: addDays(TODAY, 3) });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BUSY');
    const res = await fetch(`${server.url}/api/user/request_booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: guestClient.cookie as string },
      body: JSON.stringify({ product_id: room, start_date: addDays(TODAY, 2), end_date: addDays(TODAY, 3) }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({ code: 'BUSY', message: DEFAULT_MESSAGE.BUSY, error: DEFAULT_MESSAGE.BUSY });
  });

  it('a statement that runs past statement_timeout answers BUSY, not INTERNAL', async () => {
    // No lock involved: the database is simply too slow for the setting (1 s here).
    const slow = inTransaction(db.dataSource, (tx) => tx.query('SELECT pg_sleep(3)'));
    await expect(slow).rejects.toMatchObject({ code: 'BUSY' });
  });

  it('requests whose clients have gone are not worked on once a connection frees up', async () => {
    // Two connections only, both taken by requests waiting for the held nights; ten more requests
    // wait for a connection, and all twelve clients give up.
    const small = await openDatabase(
      { DATABASE_URL: process.env.DATABASE_URL, NOQ_DB_POOL: '2', NOQ_DB_LOCK_TIMEOUT_MS: '20000' },
      { migrate: false },
    );
    const smallServer = await startTestServer(small.dataSource, s.clock);
    try {
      const own = await s.f.product(await s.f.shelter(), { places: 50 });
      await s.services.bookings.request(await s.f.guest(), { productId: own, startDate: addDays(TODAY, 5), endDate: addDays(TODAY, 6) });
      holder = s.db.dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      await holder.query(`SELECT night FROM product_night WHERE product_id = $1 FOR UPDATE`, [own]);
      const guests = await s.f.guests(12);
      const aborts = await Promise.all(
        guests.map(async (g, i) => {
          const cookie = await s.f.sessionCookie(g.userId);
          const ac = new AbortController();
          // Half through GraphQL, half through the REST shim.
          const [path, body] =
            i % 2 === 0
              ? ['/graphql', { query: REQUEST, variables: { p: String(own), s: addDays(TODAY, 5), e: addDays(TODAY, 6) } }]
              : ['/api/user/request_booking', { product_id: own, start_date: addDays(TODAY, 5), end_date: addDays(TODAY, 6) }];
          const sent = fetch(`${smallServer.url}${path}`, {
            method: 'POST',
            signal: ac.signal,
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(body),
          }).catch(() => null);
          return { ac, sent };
        }),
      );
      await new Promise((r) => setTimeout(r, 800));
      for (const a of aborts) a.ac.abort();
      await Promise.all(aborts.map((a) => a.sent));
      await new Promise((r) => setTimeout(r, 300));
      await holder.rollbackTransaction();
      await holder.release();
      holder = null;
      // Give the backlog time to run (it would book within milliseconds).
      await new Promise((r) => setTimeout(r, 1500));
      const [{ n }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM booking WHERE product_id = $1 AND guest_id = ANY ($2)`, [
        own,
        guests.map((g) => g.userId),
      ]);
      // At most the two already inside their transaction when their clients left.
      expect(n).toBeLessThanOrEqual(2);
    } finally {
      await smallServer.close();
      await small.close();
    }
  });
});
